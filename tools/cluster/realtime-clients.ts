// pusher-js clients of the cluster test, as a browser has them: connected through the proxy to
// whichever gateway it picks, subscribed to the mall's public channel, recording every
// `content.updated` and every connection state change with its time.
import Pusher from 'pusher-js';

export interface WatchedClient {
  index: number;
  pusher: Pusher;
  /** `content.updated` data received, with the time. */
  events: { at: number; id: string }[];
  states: { at: number; state: string }[];
  /** Times of `pusher:subscription_succeeded` (again after each reconnection). */
  subscribed: number[];
}

export function watchClient(
  index: number,
  realtime: { host: string; port: number; key: string },
  channelName: string,
): WatchedClient {
  const pusher = new Pusher(realtime.key, {
    cluster: 'local',
    wsHost: realtime.host,
    wsPort: realtime.port,
    forceTLS: false,
    enabledTransports: ['ws'],
    disableStats: true,
  });
  const client: WatchedClient = { index, pusher, events: [], states: [], subscribed: [] };
  pusher.connection.bind('state_change', ({ current }: { current: string }) =>
    client.states.push({ at: Date.now(), state: current }),
  );
  const channel = pusher.subscribe(channelName);
  channel.bind('pusher:subscription_succeeded', () => client.subscribed.push(Date.now()));
  channel.bind('content.updated', (data: { id: string }) =>
    client.events.push({ at: Date.now(), id: data.id }),
  );
  return client;
}

/** The time a client lost its connection after `since`, and when it was connected again. */
export function reconnection(
  client: WatchedClient,
  since: number,
): { lost: number; connected: number | null } | null {
  const after = client.states.filter((s) => s.at >= since);
  const lost = after.find((s) => s.state !== 'connected');
  if (!lost) return null;
  const back = after.find((s) => s.at >= lost.at && s.state === 'connected');
  return { lost: lost.at, connected: back?.at ?? null };
}
