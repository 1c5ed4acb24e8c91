import { customers } from '@atrium/server-db/schema/accounts';
import { eq } from 'drizzle-orm';
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

  it('acknowledges the first message in the member’s language, Czech for an unknown one', async () => {
    const expected: [string, string][] = [
      ['en', 'Thank you for your message. Our customer care will answer within one working day.'],
      [
        'cz',
        'Děkujeme za vaši zprávu. Náš zákaznický servis vám odpoví do jednoho pracovního dne.',
      ],
      [
        'sk',
        'Ďakujeme za vašu správu. Náš zákaznícky servis vám odpovie do jedného pracovného dňa.',
      ],
      [
        'de',
        'Vielen Dank für Ihre Nachricht. Unser Kundenservice antwortet Ihnen innerhalb eines Werktages.',
      ],
    ];
    for (const [locale, text] of expected) {
      const { token } = await registerVerified(t, `ack-${locale}@example.com`);
      const profile = await t.app.inject({
        method: 'PATCH',
        url: '/v1/me/profile',
        headers: bearer(token),
        payload: { locale },
      });
      expect(profile.statusCode, profile.body).toBe(200);
      expect((await req('POST', '/v1/messages', token, { body: 'Hello' })).statusCode).toBe(201);
      const last = (await req('GET', '/v1/messages/overview', token)).json().data.last;
      expect(last, locale).toMatchObject({ sender: 'mall', body: text });
    }

    // The API only stores the four locales; an older or hand-edited row falls back to Czech.
    const { token, customerId } = await registerVerified(t, 'ack-pl@example.com');
    await t.db.update(customers).set({ locale: 'pl' }).where(eq(customers.id, customerId));
    await req('POST', '/v1/messages', token, { body: 'Dzień dobry' });
    const last = (await req('GET', '/v1/messages/overview', token)).json().data.last;
    expect(last.body).toBe(expected[1]![1]);
  });
});
