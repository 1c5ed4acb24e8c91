import { createHash, randomBytes } from 'node:crypto';

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

  it('refuses encrypted channels in the error envelope while no encryption master key is set', async () => {
    const res = await auth(ann.token, `private-encrypted-customer-${ann.customerId}`);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({
      status: 'error',
      httpStatus: 'Forbidden',
      message: 'Encrypted channels are not enabled on this server (no encryption master key)',
    });
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
  const masterKey = randomBytes(32).toString('base64');

  beforeAll(async () => {
    const database = await createTestDatabase();
    const env = testEnv({ PUSHER_ENCRYPTION_MASTER_KEY_BASE64: masterKey });
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

  const customerClient = (token: string) =>
    new PusherClient(realtime.credentials.key, {
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
        headers: { Authorization: `Bearer ${token}`, 'X-Tenant': 'beta' },
      },
    });

  it('delivers an event published by the API to the customer through pusher-js', async () => {
    const ann = await registerVerified(t, 'rt-live@example.com');
    const client = customerClient(ann.token);
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

  it('encrypted channel: the auth answer carries the shared secret, the gateway relays ciphertext, pusher-js decrypts', async () => {
    const ann = await registerVerified(t, 'rt-encrypted@example.com');
    const channel = `private-encrypted-customer-${ann.customerId}`;
    const res = await app.inject({
      method: 'POST',
      url: '/v1/broadcasting/auth',
      headers: { ...bearer(ann.token), ...FORM },
      payload: form({ socket_id: '123.456', channel_name: channel }),
    });
    expect(res.statusCode, res.body).toBe(200);
    // Pusher's derivation (what its SDKs and pusher-js agree on): SHA-256(channel name ‖ master key).
    const sharedSecret = createHash('sha256')
      .update(Buffer.concat([Buffer.from(channel), Buffer.from(masterKey, 'base64')]))
      .digest();
    expect(res.json()).toEqual({
      auth: signChannel(realtime.credentials, '123.456', channel),
      shared_secret: sharedSecret.toString('base64'),
    });
    const bob = await registerVerified(t, 'rt-encrypted-bob@example.com');
    const foreign = await app.inject({
      method: 'POST',
      url: '/v1/broadcasting/auth',
      headers: { ...bearer(bob.token), ...FORM },
      payload: form({ socket_id: '123.456', channel_name: channel }),
    });
    expect(foreign.statusCode).toBe(403);

    const client = customerClient(ann.token);
    // What the gateway sent, before pusher-js decrypts it.
    const relayed: { event: string; channel?: string; data: unknown }[] = [];
    client.connection.bind('message', (e: { event: string; channel?: string; data: unknown }) => {
      if (e.channel === channel) relayed.push(e);
    });
    try {
      const subscription = client.subscribe(channel);
      await new Promise<void>((resolve, reject) => {
        subscription.bind('pusher:subscription_succeeded', () => resolve());
        subscription.bind('pusher:subscription_error', (e: unknown) =>
          reject(new Error(JSON.stringify(e))),
        );
      });
      const received = new Promise((resolve) => subscription.bind('points.updated', resolve));
      await app.realtime!.publish(channel, 'points.updated', { balance: 7 });
      expect(await received).toEqual({ balance: 7 });

      const frame = relayed.find((e) => e.event === 'points.updated');
      const data = (typeof frame?.data === 'string' ? JSON.parse(frame.data) : frame?.data) as {
        nonce: string;
        ciphertext: string;
      };
      expect(Object.keys(data).sort()).toEqual(['ciphertext', 'nonce']);
      expect(Buffer.from(data.nonce, 'base64')).toHaveLength(24);
      // secretbox: the plaintext's length plus a 16-byte tag, and nothing of it in the clear.
      expect(Buffer.from(data.ciphertext, 'base64')).toHaveLength(
        Buffer.byteLength(JSON.stringify({ balance: 7 })) + 16,
      );
      expect(JSON.stringify(frame)).not.toContain('balance');
    } finally {
      client.disconnect();
    }
  });
});
