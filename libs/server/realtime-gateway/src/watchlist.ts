import { encode } from './protocol';
import type { AppState, Connection } from './types';

/** Pusher's limit on the user ids one signed-in user may watch. */
export const MAX_WATCHLIST = 100;

type WatchlistEvent = { name: 'online' | 'offline'; user_ids: string[] };
type Send = (conn: Connection, payload: string) => void;

/**
 * Pusher's watchlist (docs/realtime.md): a signed-in user's `user_data` may name up to 100 user
 * ids in `watchlist`; the connection then gets `pusher_internal:watchlist_events` — first the
 * current state (who is online, who is not), then `online` when a watched user's first
 * connection signs in and `offline` when their last one goes — on any gateway: with Redis, each
 * gateway tells the others when a user comes or goes there (`remoteUsers`).
 */
export function watchlistOf(userData: Record<string, unknown>): string[] {
  const list = Array.isArray(userData['watchlist']) ? userData['watchlist'] : [];
  const ids = list
    .filter((id): id is string | number => typeof id === 'string' || typeof id === 'number')
    .map(String)
    .filter((id) => id !== '');
  return [...new Set(ids)].slice(0, MAX_WATCHLIST);
}

/** Signed in on this gateway or, with Redis, on another one. */
export function isOnline(state: AppState, userId: string): boolean {
  return (state.users.get(userId)?.size ?? 0) > 0 || (state.remoteUsers.get(userId)?.size ?? 0) > 0;
}

/**
 * Records that `userId` came online (`node` added) or went offline (removed) on another gateway,
 * and tells the watchers when that changes whether the user is online anywhere.
 */
export function setRemoteUser(
  state: AppState,
  userId: string,
  node: string,
  online: boolean,
  send: Send,
): void {
  const was = isOnline(state, userId);
  let nodes = state.remoteUsers.get(userId);
  if (online) {
    if (!nodes) state.remoteUsers.set(userId, (nodes = new Set()));
    nodes.add(node);
  } else {
    nodes?.delete(node);
    if (nodes?.size === 0) state.remoteUsers.delete(userId);
  }
  const now = isOnline(state, userId);
  if (now !== was) announce(state, userId, now ? 'online' : 'offline', send);
}

/** Registers `conn` as watching `ids` and sends it who of them is online now. */
export function startWatching(state: AppState, conn: Connection, ids: string[], send: Send): void {
  if (ids.length === 0) return;
  for (const id of ids) {
    let watchers = state.watchers.get(id);
    if (!watchers) state.watchers.set(id, (watchers = new Set()));
    watchers.add(conn);
  }
  const online = ids.filter((id) => isOnline(state, id));
  const offline = ids.filter((id) => !online.includes(id));
  const events: WatchlistEvent[] = [];
  if (online.length) events.push({ name: 'online', user_ids: online });
  if (offline.length) events.push({ name: 'offline', user_ids: offline });
  send(conn, frame(events));
}

/** Forgets what `conn` watched (it signed out, signed in as someone else, or closed). */
export function stopWatching(state: AppState, conn: Connection, ids: readonly string[]): void {
  for (const id of ids) {
    const watchers = state.watchers.get(id);
    watchers?.delete(conn);
    if (watchers?.size === 0) state.watchers.delete(id);
  }
}

/** Tells everyone watching `userId` that the user came online or went offline. */
export function announce(
  state: AppState,
  userId: string,
  name: WatchlistEvent['name'],
  send: Send,
): void {
  const watchers = state.watchers.get(userId);
  if (!watchers) return;
  const payload = frame([{ name, user_ids: [userId] }]);
  for (const conn of watchers) send(conn, payload);
}

function frame(events: WatchlistEvent[]): string {
  return encode('pusher_internal:watchlist_events', { events });
}
