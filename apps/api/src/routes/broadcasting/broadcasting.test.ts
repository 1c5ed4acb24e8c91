import {
  apiRealtimeCredentials,
  type ApiRealtime,
  startApiRealtime,
} from '@atrium/realtime-gateway/api-realtime';
import { signChannel, signUser } from '@atrium/realtime-gateway/protocol';
import type { FastifyInstance } from 'fastify';
import PusherClient from 'pusher-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { buildApp } from '../../app';
import { createTestApp, createTestDatabase, type TestApp, testEnv } from '../../test/test-app';
import { bearer, registerVerified } from '../auth/account-test-helpers';

// The realtime wiring of the API (docs/realtime.md): channel authorisation and user sign-in
// for pusher-js with real customer tokens, and app.realtime publishing to the gateway.

const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();
const FORM = { 'content-type': 'application/x-www-form-urlencoded' };

describe('POST /v1/broadcasting/auth and /user-auth', () => {
  let t: TestApp;
  let ann: { token: string; customerId: number };
  let bob: { token: string; customerId: number };

  beforeAll(async () => {
    t = await createTestApp();
    ann = await registerVerified(t, 'rt-ann@example.com');
    bob = await registerVerified(t, 'rt-bob@example.com');
  });
  afterAll(() => t.close());

  const auth = (token: string | null, channel: string, tenant: 'beta' | 'novoplaza' = 'beta') =>
    t.app.inject({
      method: 'POST',
      url: '/v1/broadcasting/auth',
      headers: {
        ...(token ? bearer(token, tenant) : { origin: 'http://localhost:4200' }),
        ...FORM,
      },
      payload: form({ socket_id: '123.456', channel_name: channel }),
    });

  it("signs the customer's own private channel with exactly {auth}", async () => {
    const channel = `private-customer-${ann.customerId}`;
    const res = await auth(ann.token, channel);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      auth: signChannel(apiRealtimeCredentials(t.env), '123.456', channel),
    });
  });

  it("refuses another customer's channel (403), no token (401) and another site's origin (401)", async () => {
    const foreign = await auth(ann.token, `private-customer-${bob.customerId}`);
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json()).toMatchObject({ status: 'error', httpStatus: 'Forbidden' });
    expect((await auth(null, `private-customer-${ann.customerId}`)).statusCode).toBe(401);
    const otherTenant = await auth(ann.token, `private-customer-${ann.customerId}`, 'novoplaza');
    expect(otherTenant.statusCode).toBe(401);
  });

  it('signs the user in with the customer id as a string', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/broadcasting/user-auth',
      headers: { ...bearer(ann.token), ...FORM },
      payload: form({ socket_id: '123.456' }),
    });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json() as { auth: string; user_data: string };
    expect(JSON.parse(body.user_data)).toMatchObject({ id: String(ann.customerId) });
    expect(body.auth).toBe(signUser(apiRealtimeCredentials(t.env), '123.456', body.user_data));
  });
});

describe('app.realtime with the gateway started as main.ts does', () => {
  let app: FastifyInstance;
  let realtime: ApiRealtime;
  let t: TestApp;
  let apiUrl: string;

  beforeAll(async () => {
    const database = await createTestDatabase();
    const env = testEnv();
    realtime = await startApiRealtime(
      { ...env, REALTIME_PORT: 0, REALTIME_HOST: '127.0.0.1' },
      { info: () => undefined, warn: () => undefined, error: () => undefined },
    );
    app = await buildApp({ db: database.db, env, realtime });
    apiUrl = await app.listen({ port: 0, host: '127.0.0.1' });
    t = {
      app,
      db: database.db,
      env,
      close: async () => {
        await app.close();
        await realtime.close();
        await database.close();
      },
    };
  });
  afterAll(() => t.close());

  it('delivers an event published by the API to the customer through pusher-js', async () => {
    const ann = await registerVerified(t, 'rt-live@example.com');
    const client = new PusherClient(realtime.credentials.key, {
      cluster: 'local',
      wsHost: '127.0.0.1',
      wsPort: realtime.gateway!.port,
      forceTLS: false,
      enabledTransports: ['ws'],
      disableStats: true,
      channelAuthorization: {
        endpoint: `${apiUrl}/v1/broadcasting/auth`,
        transport: 'ajax',
        // Node's XHR drops Origin; X-Tenant names the tenant for a client without one.
        headers: { Authorization: `Bearer ${ann.token}`, 'X-Tenant': 'beta' },
      },
    });
    try {
      const channel = client.subscribe(`private-customer-${ann.customerId}`);
      await new Promise<void>((resolve, reject) => {
        channel.bind('pusher:subscription_succeeded', () => resolve());
        channel.bind('pusher:subscription_error', (e: unknown) =>
          reject(new Error(JSON.stringify(e))),
        );
      });
      const received = new Promise((resolve) => channel.bind('points.updated', resolve));
      await app.realtime!.publish(`private-customer-${ann.customerId}`, 'points.updated', {
        balance: 42,
      });
      expect(await received).toEqual({ balance: 42 });
    } finally {
      client.disconnect();
    }
  });
});
