// One pusher-js connection per page, created on first use. pusher-js itself is loaded with a
// dynamic import(), so a page that never binds a realtime event never downloads it.
//
// The client keeps its own registry of wanted channels and handlers, so the pusher-js instance can
// be replaced (after logout, to drop the signed-in user) without the app re-binding anything, and
// each handler is called once per event however often components re-render.
import type { Channel, default as PusherType } from 'pusher-js';

import {
  assertRealtimeConfig,
  defaultEndpoints,
  pusherOptions,
  type RealtimeEndpoints,
  type RealtimeRuntimeConfig,
} from './config';
import {
  classifyCloseReason,
  initialRealtimeState,
  type RealtimeConnectionState,
  realtimeStore,
} from './connection-store';

export type RealtimeHandler = (data: unknown, meta: { userId?: string }) => void;
type PusherConstructor = typeof PusherType;

export interface RealtimeClientOptions {
  config: RealtimeRuntimeConfig;
  /** Base URL of the API, for the default auth endpoints. */
  apiBaseUrl: string;
  endpoints?: Partial<RealtimeEndpoints>;
  /** The customer's bearer token, read at each authorisation request. */
  getToken?: () => string | null | undefined;
  /** How pusher-js is loaded; the default is `import('pusher-js')` (its own chunk). */
  loadPusher?: () => Promise<PusherConstructor>;
}

interface ChannelEntry {
  handlers: Map<string, Set<RealtimeHandler>>;
  /** The pusher-js channel of the current instance, once subscribed. */
  channel: Channel | null;
  /** The one bind_global callback on that channel. */
  dispatch: ((event: string, data: unknown, meta?: { user_id?: string }) => void) | null;
}

async function importPusher(): Promise<PusherConstructor> {
  const mod = (await import('pusher-js')) as unknown as {
    default: PusherConstructor | { default: PusherConstructor };
  };
  const exported = mod.default;
  // Evaluating pusher-js and then connecting took one task of about 100 ms on a phone's CPU
  // (4× slowdown): a task boundary between the two halves leaves no long task (issue 22).
  await new Promise((resolve) => setTimeout(resolve, 0));
  return 'default' in exported ? exported.default : exported;
}

export class RealtimeClient {
  private pusher: PusherType | null = null;
  private loading: Promise<PusherType> | null = null;
  private readonly channels = new Map<string, ChannelEntry>();
  private readonly userHandlers = new Map<string, Set<RealtimeHandler>>();
  private signinUserId: string | null = null;
  private generation = 0;
  private readonly options: RealtimeClientOptions;
  private readonly endpoints: RealtimeEndpoints;

  constructor(options: RealtimeClientOptions) {
    assertRealtimeConfig(options.config);
    this.options = options;
    this.endpoints = { ...defaultEndpoints(options.apiBaseUrl), ...options.endpoints };
  }

  /** The pusher-js instance, created (and pusher-js loaded) on the first call. */
  connect(): Promise<PusherType> {
    if (this.pusher) return Promise.resolve(this.pusher);
    if (this.loading) return this.loading;
    const generation = this.generation;
    const load = this.options.loadPusher ?? importPusher;
    this.loading = load().then((Pusher) => {
      if (generation !== this.generation) throw new Error('Realtime client was reset');
      const pusher = new Pusher(
        this.options.config.key,
        pusherOptions(this.options.config, this.endpoints, () => this.headers()),
      );
      this.pusher = pusher;
      this.loading = null;
      this.attach(pusher);
      return pusher;
    });
    this.loading.catch(() => {
      if (generation === this.generation) this.loading = null;
    });
    return this.loading;
  }

  /**
   * Calls `handler` for each `event` on `channel` until the returned function is called. The
   * channel is subscribed while it has handlers and subscribed again after every reconnect.
   */
  bind(channelName: string, event: string, handler: RealtimeHandler): () => void {
    let entry = this.channels.get(channelName);
    if (!entry) {
      entry = { handlers: new Map(), channel: null, dispatch: null };
      this.channels.set(channelName, entry);
    }
    let set = entry.handlers.get(event);
    if (!set) entry.handlers.set(event, (set = new Set()));
    set.add(handler);
    if (this.pusher) this.subscribe(this.pusher, channelName, entry);
    else void this.connect().catch(reportLoadError);

    let bound = true;
    return () => {
      if (!bound) return;
      bound = false;
      const current = this.channels.get(channelName);
      if (!current) return;
      const handlers = current.handlers.get(event);
      handlers?.delete(handler);
      if (handlers && handlers.size === 0) current.handlers.delete(event);
      if (current.handlers.size === 0) {
        this.channels.delete(channelName);
        if (current.channel && current.dispatch) current.channel.unbind_global(current.dispatch);
        if (current.channel && this.pusher) this.pusher.unsubscribe(channelName);
        const { [channelName]: _removed, ...rest } = realtimeStore.getState().subscriptionErrors;
        realtimeStore.setState({ subscriptionErrors: rest });
      }
    };
  }

  /** Events sent to the signed-in user (`sendToUser` on the server). */
  bindUser(event: string, handler: RealtimeHandler): () => void {
    let set = this.userHandlers.get(event);
    if (!set) this.userHandlers.set(event, (set = new Set()));
    set.add(handler);
    return () => {
      set.delete(handler);
      if (set.size === 0) this.userHandlers.delete(event);
    };
  }

  /**
   * Requests user sign-in after login (spec section 4). The id must be a non-empty string (spec
   * section 5). Sign-in happens on every (re)connect until `signOut()`.
   */
  signIn(userId: string): void {
    if (typeof userId !== 'string' || userId.trim() === '') {
      throw new TypeError('Realtime sign-in needs a non-empty string user id');
    }
    if (this.signinUserId === userId) return;
    if (this.signinUserId !== null) this.reset();
    this.signinUserId = userId;
    realtimeStore.setState({ signin: { status: 'requested', userId } });
    void this.connect()
      .then((pusher) => pusher.signin())
      .catch(reportLoadError);
  }

  /**
   * On logout: drops the signed-in user. pusher-js cannot sign out a connection, so the connection
   * is replaced by a fresh one that subscribes again to the public channels still bound.
   */
  signOut(): void {
    if (this.signinUserId === null) return;
    this.signinUserId = null;
    realtimeStore.setState({ signin: { status: 'signed-out' } });
    this.reset();
  }

  /** Closes the connection; the next bind or sign-in opens a new one. */
  disconnect(): void {
    this.signinUserId = null;
    this.reset(false);
    realtimeStore.setState({ signin: { status: 'signed-out' } });
  }

  private reset(reconnect = true): void {
    this.generation += 1;
    this.loading = null;
    const old = this.pusher;
    this.pusher = null;
    for (const entry of this.channels.values()) {
      entry.channel = null;
      entry.dispatch = null;
    }
    if (old) {
      old.connection.unbind_all();
      old.disconnect();
    }
    realtimeStore.setState({ state: 'disconnected' });
    if (reconnect && (this.channels.size > 0 || this.signinUserId !== null)) {
      void this.connect()
        .then((pusher) => {
          if (this.signinUserId !== null) pusher.signin();
        })
        .catch(reportLoadError);
    }
  }

  private headers(): Record<string, string> {
    const token = this.options.getToken?.();
    return token ? { Authorization: `Bearer ${token}` } : {};
  }

  private attach(pusher: PusherType): void {
    const connection = pusher.connection;
    realtimeStore.setState({ state: connection.state as RealtimeConnectionState });
    connection.bind(
      'state_change',
      ({ current }: { previous: string; current: RealtimeConnectionState }) => {
        if (this.pusher !== pusher) return;
        const signin = realtimeStore.getState().signin;
        // pusher-js drops the user on disconnect and signs in again on connect.
        if (current !== 'connected' && signin.status === 'signed-in') {
          realtimeStore.setState({
            state: current,
            signin: { status: 'requested', userId: signin.userId },
          });
        } else {
          realtimeStore.setState({ state: current });
        }
      },
    );
    connection.bind('error', (error: unknown) => {
      if (this.pusher !== pusher) return;
      const reason = closeReasonOf(error);
      if (reason) realtimeStore.setState({ lastCloseReason: reason });
    });
    connection.bind('message', (message: { event?: string; data?: { user_data?: string } }) => {
      if (this.pusher !== pusher || message.event !== 'pusher:signin_success') return;
      this.onSigninSuccess(message.data?.user_data);
    });
    pusher.user.bind('pusher:signin_error', (error: { error?: string; status?: number }) => {
      if (this.pusher !== pusher || this.signinUserId === null) return;
      realtimeStore.setState({
        signin: {
          status: 'failed',
          userId: this.signinUserId,
          error: error.error ?? `HTTP ${error.status ?? 'error'}`,
        },
      });
    });
    pusher.user.bind_global((event: string, data: unknown) => {
      if (this.pusher !== pusher) return;
      for (const handler of [...(this.userHandlers.get(event) ?? [])]) handler(data, {});
    });
    for (const [name, entry] of this.channels) this.subscribe(pusher, name, entry);
  }

  private onSigninSuccess(userData: string | undefined): void {
    const requested = this.signinUserId;
    if (requested === null) return;
    let id: unknown;
    try {
      id = (JSON.parse(userData ?? '') as { id?: unknown }).id;
    } catch {
      id = undefined;
    }
    if (typeof id !== 'string' || id === '' || id !== requested) {
      // Signed in as someone else than the app asked for: drop it.
      realtimeStore.setState({
        signin: { status: 'failed', userId: requested, error: 'Signed-in user id does not match' },
      });
      this.signinUserId = null;
      this.reset();
      return;
    }
    realtimeStore.setState({ signin: { status: 'signed-in', userId: id } });
  }

  private subscribe(pusher: PusherType, name: string, entry: ChannelEntry): void {
    if (entry.channel) return;
    const channel = pusher.subscribe(name);
    entry.channel = channel;
    entry.dispatch = (event: string, data: unknown, meta?: { user_id?: string }) => {
      if (this.pusher !== pusher || this.channels.get(name) !== entry) return;
      if (event === 'pusher:subscription_error') {
        const error = data as { status?: number; error?: string };
        realtimeStore.setState((s) => ({
          subscriptionErrors: {
            ...s.subscriptionErrors,
            [name]: { status: error.status ?? null, error: error.error ?? 'Subscription failed' },
          },
        }));
      } else if (
        event === 'pusher:subscription_succeeded' &&
        name in realtimeStore.getState().subscriptionErrors
      ) {
        const { [name]: _ok, ...rest } = realtimeStore.getState().subscriptionErrors;
        realtimeStore.setState({ subscriptionErrors: rest });
      }
      const handlers = entry.handlers.get(event);
      if (!handlers) return;
      const userId = meta?.user_id;
      for (const handler of [...handlers]) handler(data, userId ? { userId } : {});
    };
    channel.bind_global(entry.dispatch);
  }
}

function closeReasonOf(error: unknown) {
  if (typeof error !== 'object' || error === null) return null;
  const e = error as { type?: string; data?: { code?: number; message?: string }; error?: unknown };
  const message = e.data?.message;
  if (typeof message === 'string' && message !== '') {
    return classifyCloseReason(message, typeof e.data?.code === 'number' ? e.data.code : null);
  }
  return null;
}

function reportLoadError(error: unknown): void {
  if (error instanceof Error && error.message === 'Realtime client was reset') return;
  console.error('Realtime: could not start', error);
}

let instance: RealtimeClient | null = null;

/**
 * Configures the page's realtime client (once, in the client entry, from runtime-config.json).
 * Nothing is loaded or connected until the first bind or sign-in.
 */
export function configureRealtime(options: RealtimeClientOptions): RealtimeClient {
  instance?.disconnect();
  instance = new RealtimeClient(options);
  realtimeStore.setState({ ...initialRealtimeState });
  return instance;
}

/** The configured client, or null before configureRealtime (hooks then do nothing). */
export function getRealtimeClient(): RealtimeClient | null {
  return instance;
}
