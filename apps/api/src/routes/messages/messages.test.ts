import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createTestApp, ORIGIN, type TestApp } from '../../test/test-app';
import { bearer, registerVerified } from '../auth/account-test-helpers';

let t: TestApp;
let eva: string;
let adam: string;
beforeAll(async () => {
  t = await createTestApp({ env: { AUTH_RATE_LIMIT: '1000' } });
  eva = (await registerVerified(t, 'eva@example.com')).token;
  adam = (await registerVerified(t, 'adam@example.com')).token;
});
afterAll(() => t.close());

const req = (method: 'GET' | 'POST', url: string, token: string, payload?: object) =>
  t.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });

describe('messages', () => {
  it('sends, lists, reads one and marks it read; members see only their own', async () => {
    expect(
      (await t.app.inject({ url: '/v1/messages/overview', headers: { origin: ORIGIN.beta } }))
        .statusCode,
    ).toBe(401);
    const empty = (await req('GET', '/v1/messages/overview', eva)).json().data;
    expect(empty).toEqual({ total: 0, unread: 0, last: null });

    const sent = await req('POST', '/v1/messages', eva, {
      subject: 'Parking',
      body: 'Is the garage open at 6?',
    });
    expect(sent.statusCode, sent.body).toBe(201);
    expect(sent.json().data).toMatchObject({
      sender: 'customer',
      body: 'Is the garage open at 6?',
    });

    // The first message gets the mall's acknowledgement, unread.
    const overview = (await req('GET', '/v1/messages/overview', eva)).json().data;
    expect(overview).toMatchObject({ total: 2, unread: 1 });
    expect(overview.last.sender).toBe('mall');

    const all = (await req('GET', '/v1/messages/all', eva)).json().data;
    expect(all).toMatchObject({ total: 2, current_page: 1 });
    const reply = all.data[0];
    expect(reply.read).toBe(false);

    const one = await req('GET', `/v1/messages/message?id=${reply.id}`, eva);
    expect(one.json().data.id).toBe(reply.id);
    const read = await req('POST', '/v1/messages/message/read', eva, { id: reply.id });
    expect(read.json().data.read).toBe(true);
    expect((await req('GET', '/v1/messages/overview', eva)).json().data.unread).toBe(0);

    // Adam cannot see or mark Eva's message.
    expect((await req('GET', `/v1/messages/message?id=${reply.id}`, adam)).statusCode).toBe(404);
    expect(
      (await req('POST', '/v1/messages/message/read', adam, { id: reply.id })).statusCode,
    ).toBe(404);
    expect((await req('GET', '/v1/messages/all', adam)).json().data.total).toBe(0);
  });

  it('validates bodies and ids', async () => {
    expect((await req('POST', '/v1/messages', eva, { body: '' })).statusCode).toBe(422);
    expect((await req('POST', '/v1/messages', eva, { body: 'x'.repeat(5001) })).statusCode).toBe(
      422,
    );
    expect((await req('GET', '/v1/messages/message?id=abc', eva)).statusCode).toBe(422);
    expect((await req('POST', '/v1/messages/message/read', eva, {})).statusCode).toBe(422);
  });
});
