import { staffChannel } from '@atrium/domain/realtime-events';
import { type ApiRealtime, startApiRealtime } from '@atrium/realtime-gateway/api-realtime';
import { signChannel } from '@atrium/realtime-gateway/protocol';
import { auditLog } from '@atrium/server-db/schema/staff';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import PusherClient from 'pusher-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { buildApp } from '../app';
import { loyaltyContext } from '../loyalty/loyalty-plugin';
import { settleReading } from '../loyalty/receipt-reading';
import {
  createMember,
  loyaltyShop,
  multipart,
  pragueDay,
  receiptPhoto,
} from '../loyalty/test-helpers';
import {
  firstOwner,
  invited,
  type StaffSession,
  staffHeaders,
} from '../routes/staff/staff-test-helpers';
import { createTestDatabase, ORIGIN, type TenantId, type TestApp, testEnv } from '../test/test-app';

// The mall's staff channel (issue 21 item 2: the receipts queue and the support inbox live):
// who may subscribe to private-staff-{tenantId}, and what the API publishes on it, through the
// gateway started the way main.ts starts it and the official pusher-js.

const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();
const FORM = { 'content-type': 'application/x-www-form-urlencoded' };

let app: FastifyInstance;
let realtime: ApiRealtime;
let t: TestApp;
let apiUrl: string;
let owner: StaffSession;
let desk: StaffSession;
let support: StaffSession;
let content: StaffSession;
let otherOwner: StaffSession;

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
  owner = await firstOwner(t);
  desk = await invited(t, owner, 'desk-rt@example.test', 'desk');
  support = await invited(t, owner, 'support-rt@example.test', 'support');
  content = await invited(t, owner, 'content-rt@example.test', 'content');
  otherOwner = await firstOwner(t, 'novoplaza');
});
afterAll(() => t?.close());

const authorize = (token: string, channel: string, tenant: TenantId = 'beta') =>
  app.inject({
    method: 'POST',
    url: '/v1/broadcasting/auth',
    headers: { ...staffHeaders(token, tenant), ...FORM },
    payload: form({ socket_id: '123.456', channel_name: channel }),
  });

describe('POST /v1/broadcasting/auth for private-staff-{tenantId}', () => {
  it('signs the channel for owner, desk and support with exactly {auth}', async () => {
    for (const session of [owner, desk, support]) {
      const res = await authorize(session.token, 'private-staff-beta');
      expect(res.statusCode, `${session.email}: ${res.body}`).toBe(200);
      expect(res.json()).toEqual({
        auth: signChannel(realtime.credentials, '123.456', 'private-staff-beta'),
      });
    }
  });

  it('refuses the content role (neither receipts nor messages) and members with 403 in the envelope', async () => {
    const refused = await authorize(content.token, 'private-staff-beta');
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ status: 'error', httpStatus: 'Forbidden' });
    const denied = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.tenantId, 'beta'), eq(auditLog.action, 'access.denied')));
    expect(denied).toContainEqual(
      expect.objectContaining({
        actorStaffId: content.id,
        targetType: 'channel',
        targetId: 'private-staff-beta',
      }),
    );
    const member = await createMember(t.db);
    const asMember = await authorize(member.token, 'private-staff-beta');
    expect(asMember.statusCode).toBe(403);
    expect(asMember.json()).toMatchObject({ status: 'error', httpStatus: 'Forbidden' });
  });

  it("refuses another mall's staff: its channel 403, its session here 401 and audited", async () => {
    // Another mall's owner, signed in at their own mall, asking for this mall's channel.
    const foreign = await authorize(otherOwner.token, 'private-staff-beta', 'novoplaza');
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json()).toMatchObject({ status: 'error', httpStatus: 'Forbidden' });
    // And this mall's owner asking for theirs.
    expect((await authorize(owner.token, 'private-staff-novoplaza')).statusCode).toBe(403);
    const audited = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.tenantId, 'beta'), eq(auditLog.action, 'access.denied')));
    expect(audited).toContainEqual(
      expect.objectContaining({ actorStaffId: owner.id, targetId: 'private-staff-novoplaza' }),
    );
    // Their own mall's channel is theirs.
    expect(
      (await authorize(otherOwner.token, 'private-staff-novoplaza', 'novoplaza')).statusCode,
    ).toBe(200);
    // Their session sent to this mall is no session here (like every staff path).
    const elsewhere = await authorize(otherOwner.token, 'private-staff-beta', 'beta');
    expect(elsewhere.statusCode).toBe(401);
    expect(elsewhere.json()).toMatchObject({ status: 'error', httpStatus: 'Unauthorized' });
    const otherMall = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.tenantId, 'beta'), eq(auditLog.action, 'access.other-mall')));
    expect(otherMall.some((row) => row.actorStaffId === otherOwner.id)).toBe(true);
  });

  it('gives a staff session no customer channel and no user sign-in', async () => {
    expect((await authorize(owner.token, `private-customer-${owner.id}`)).statusCode).toBe(403);
    const signin = await app.inject({
      method: 'POST',
      url: '/v1/broadcasting/user-auth',
      headers: { ...staffHeaders(owner.token), ...FORM },
      payload: form({ socket_id: '123.456' }),
    });
    expect(signin.statusCode).toBe(403);
  });

  it('refuses a signed-out staff session (401)', async () => {
    const session = await invited(t, owner, 'leaving-rt@example.test', 'desk');
    const out = await app.inject({
      method: 'POST',
      url: '/v1/staff/logout',
      headers: session.headers,
    });
    expect(out.statusCode, out.body).toBeLessThan(300);
    expect((await authorize(session.token, 'private-staff-beta')).statusCode).toBe(401);
  });
});

describe('what the API publishes on private-staff-{tenantId}', () => {
  const staffClient = (token: string) =>
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

  async function subscribed(client: PusherClient) {
    const channel = client.subscribe(staffChannel('beta'));
    await new Promise<void>((resolve, reject) => {
      channel.bind('pusher:subscription_succeeded', () => resolve());
      channel.bind('pusher:subscription_error', (e: unknown) =>
        reject(new Error(JSON.stringify(e))),
      );
    });
    return channel;
  }

  async function upload(
    member: Awaited<ReturnType<typeof createMember>>,
    amount: string,
    n: string,
  ) {
    const shop = await loyaltyShop(t.db, 'beta', 3);
    const body = await multipart(
      { company_id: String(shop), amount, purchased_at: pragueDay(0), receipt_number: n },
      { data: await receiptPhoto() },
    );
    const res = await app.inject({
      method: 'POST',
      url: '/v1/me/receipts',
      headers: { ...member.headers, 'content-type': body.contentType },
      payload: body.payload,
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().data as { id: number; status: string };
  }

  it('receipt.submitted {id} when a receipt waits for staff (every one, with reading off)', async () => {
    const client = staffClient(desk.token);
    try {
      const channel = await subscribed(client);
      const received: unknown[] = [];
      channel.bind('receipt.submitted', (data: unknown) => received.push(data));
      const member = await createMember(t.db);
      const small = await upload(member, '100.00', 'RT-STAFF-1');
      expect(small.status).toBe('pending'); // nothing is approved unread (docs/loyalty.md)
      const big = await upload(member, '2500.00', 'RT-STAFF-2');
      expect(big.status).toBe('pending');
      await expect.poll(() => received, { timeout: 5_000 }).toHaveLength(2);
      expect(received).toEqual([{ id: small.id }, { id: big.id }]);
    } finally {
      client.disconnect();
    }
  });

  it('receipt.read {id, status} when OCR settled a receipt', async () => {
    const client = staffClient(owner.token);
    try {
      const channel = await subscribed(client);
      const received = new Promise((resolve) => channel.bind('receipt.read', resolve));
      const member = await createMember(t.db);
      const held = await upload(member, '2600.00', 'RT-STAFF-3');
      // What the OCR worker does when it could not read the photo (receipt-reading.ts).
      await settleReading(loyaltyContext(app), held.id, { error: 'unreadable' });
      expect(await received).toEqual({ id: held.id, status: 'pending' });
    } finally {
      client.disconnect();
    }
  });

  it('receipt.reviewed {id, status} when staff approve or reject a waiting receipt', async () => {
    const client = staffClient(desk.token);
    try {
      const channel = await subscribed(client);
      const received: unknown[] = [];
      channel.bind('receipt.reviewed', (data: unknown) => received.push(data));
      const member = await createMember(t.db);
      const first = await upload(member, '2700.00', 'RT-STAFF-4');
      const second = await upload(member, '2800.00', 'RT-STAFF-5');
      const approve = await app.inject({
        method: 'POST',
        url: `/v1/admin/receipts/${first.id}/approve`,
        headers: owner.headers,
      });
      expect(approve.statusCode, approve.body).toBe(200);
      const reject = await app.inject({
        method: 'POST',
        url: `/v1/admin/receipts/${second.id}/reject`,
        headers: owner.headers,
        payload: { reason: 'unreadable' },
      });
      expect(reject.statusCode, reject.body).toBe(200);
      await expect.poll(() => received, { timeout: 5_000 }).toHaveLength(2);
      expect(received).toEqual([
        { id: first.id, status: 'approved' },
        { id: second.id, status: 'rejected' },
      ]);
    } finally {
      client.disconnect();
    }
  });

  it('message.received {id, customer_id} when a member writes to support', async () => {
    const client = staffClient(support.token);
    try {
      const channel = await subscribed(client);
      const received = new Promise((resolve) => channel.bind('message.received', resolve));
      const member = await createMember(t.db);
      const res = await app.inject({
        method: 'POST',
        url: '/v1/messages',
        headers: { ...member.headers, origin: ORIGIN.beta },
        payload: { body: 'Is the car park open on Sunday?' },
      });
      expect(res.statusCode, res.body).toBe(201);
      expect(await received).toEqual({ id: res.json().data.id, customer_id: member.id });
    } finally {
      client.disconnect();
    }
  });
});
