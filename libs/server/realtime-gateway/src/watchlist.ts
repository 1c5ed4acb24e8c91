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
 * connection signs in and `offline` when their last one goes. Per gateway: with Redis, users
 * signed in on another gateway are not seen (docs/realtime.md, conformance table).
 */
export function watchlistOf(userData: Record<string, unknown>): string[] {
  const list = Array.isArray(userData['watchlist']) ? userData['watchlist'] : [];
  const ids = list
    .filter((id): id is string | number => typeof id === 'string' || typeof id === 'number')
    .map(String)
    .filter((id) => id !== '');
  return [...new Set(ids)].slice(0, MAX_WATCHLIST);
}

/** Registers `conn` as watching `ids` and sends it who of them is online now. */
export function startWatching(state: AppState, conn: Connection, ids: string[], send: Send): void {
  if (ids.length === 0) return;
  for (const id of ids) {
    let watchers = state.watchers.get(id);
    if (!watchers) state.watchers.set(id, (watchers = new Set()));
    watchers.add(conn);
  }
  const online = ids.filter((id) => (state.users.get(id)?.size ?? 0) > 0);
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
