// Realtime state that is not server data (DESIGN section 7): the connection state of spec
// section 4, the last close reason of spec section 8 and the user sign-in, in a zustand store.
import { REALTIME_CLOSE_REASONS } from '@atrium/domain/constants';
import { createStore } from 'zustand/vanilla';

/** pusher-js connection states (spec section 4). */
export type RealtimeConnectionState =
  'initialized' | 'connecting' | 'connected' | 'unavailable' | 'failed' | 'disconnected';

export type RealtimeCloseReasonKind =
  'server-lost-session' | 'could-not-start-streaming' | 'connection-interrupted' | 'other';

export interface RealtimeCloseReason {
  kind: RealtimeCloseReasonKind;
  /** The transport's text, e.g. 'Connection interrupted (502)'; not shown to users as is. */
  message: string;
  code: number | null;
  /** The HTTP status inside 'Connection interrupted (status)'. */
  status: number | null;
  at: number;
}

export type RealtimeSignin =
  | { status: 'signed-out' }
  | { status: 'requested'; userId: string }
  | { status: 'signed-in'; userId: string }
  | { status: 'failed'; userId: string; error: string };

export interface RealtimeStoreState {
  state: RealtimeConnectionState;
  lastCloseReason: RealtimeCloseReason | null;
  signin: RealtimeSignin;
  /** Channels whose last subscription attempt failed, with the auth endpoint's status. */
  subscriptionErrors: Record<string, { status: number | null; error: string }>;
}

export const initialRealtimeState: RealtimeStoreState = {
  state: 'initialized',
  lastCloseReason: null,
  signin: { status: 'signed-out' },
  subscriptionErrors: {},
};

export const realtimeStore = createStore<RealtimeStoreState>()(() => ({ ...initialRealtimeState }));

const INTERRUPTED = /^Connection interrupted \((\d+|[^)]*)\)$/;

/** Classifies a close message into spec section 8's reasons. */
export function classifyCloseReason(message: string, code: number | null): RealtimeCloseReason {
  let kind: RealtimeCloseReasonKind = 'other';
  let status: number | null = null;
  if (message === REALTIME_CLOSE_REASONS.sessionLost) kind = 'server-lost-session';
  else if (message === REALTIME_CLOSE_REASONS.streamingFailed) kind = 'could-not-start-streaming';
  else {
    const match = INTERRUPTED.exec(message);
    if (match) {
      kind = 'connection-interrupted';
      const n = Number(match[1]);
      status = Number.isFinite(n) ? n : null;
    }
  }
  return { kind, message, code, status, at: Date.now() };
}
