import type PusherClient from 'pusher-js';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';

import { type Gateway, startGateway } from './gateway';
import { signUser } from './protocol';
import { connected, createClient, TEST_APP, waitFor } from './test-support';

/** Watchlist events as pusher-js receives them (`pusher.user.watchlist`). */
type WatchlistEvent = { name: string; user_ids: string[] };

let gateway: Gateway;
const clients: PusherClient[] = [];

beforeAll(async () => {
  gateway = await startGateway({ port: 0, apps: [TEST_APP] });
});
afterEach(() => {
  for (const c of clients.splice(0)) c.disconnect();
});
afterAll(() => gateway.close());

/** A client that signs in as `id`, watching `watchlist`, and records its watchlist events. */
function user(id: string, watchlist: string[] = []) {
  const events: WatchlistEvent[] = [];
  const c = createClient(gateway.port, {
    userAuthentication: {
      endpoint: 'unused',
      transport: 'ajax',
      customHandler: ({ socketId }, callback) => {
        const userData = JSON.stringify({ id, watchlist });
        callback(null, { auth: signUser(TEST_APP, socketId, userData), user_data: userData });
      },
    },
  });
  clients.push(c);
  for (const name of ['online', 'offline'])
    c.user.watchlist.bind(name, (event: WatchlistEvent) => events.push(event));
  c.signin();
  return { client: c, events };
}

const signedIn = (c: PusherClient) =>
  waitFor(() => (c.user as unknown as { user_data: unknown }).user_data, 'signin');

describe('watchlist', () => {
  it('tells a user who of their watchlist is online, then who comes and goes', async () => {
    const ann = user('ann');
    await signedIn(ann.client);
    const bob = user('bob', ['ann', 'cid']);
    await signedIn(bob.client);
    // First the current state: ann is online, cid is not.
    await waitFor(() => bob.events.length >= 2, 'initial watchlist state');
    expect(bob.events).toEqual([
      { name: 'online', user_ids: ['ann'] },
      { name: 'offline', user_ids: ['cid'] },
    ]);

    const cid = user('cid');
    await signedIn(cid.client);
    await waitFor(() => bob.events.length >= 3, 'cid online');
    expect(bob.events[2]).toEqual({ name: 'online', user_ids: ['cid'] });

    // A second connection of ann's is not news; her last one closing is.
    const annAgain = user('ann');
    await signedIn(annAgain.client);
    ann.client.disconnect();
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(bob.events).toHaveLength(3);
    annAgain.client.disconnect();
    await waitFor(() => bob.events.length >= 4, 'ann offline');
    expect(bob.events[3]).toEqual({ name: 'offline', user_ids: ['ann'] });
    // ann was not watching anyone: she got no watchlist events.
    expect(ann.events).toEqual([]);
  });

  it('forgets a closed connection: nothing is sent to it, and a fresh watcher starts clean', async () => {
    const watcher = user('dan', ['eve']);
    await signedIn(watcher.client);
    await waitFor(() => watcher.events.length >= 1, 'initial state');
    watcher.client.disconnect();
    const eve = user('eve');
    await signedIn(eve.client);
    await connected(eve.client);
    const again = user('dan', ['eve']);
    await signedIn(again.client);
    await waitFor(() => again.events.length >= 1, 'initial state again');
    expect(again.events).toEqual([{ name: 'online', user_ids: ['eve'] }]);
  });
});
