import { newsletterSubscriptions } from '@atrium/server-db/schema/accounts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createTestApp, ORIGIN, type TestApp } from '../../test/test-app';
import { latestMail } from '../auth/account-test-helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { SUPPORT_RATE_LIMIT: '1000' } });
});
afterAll(() => t.close());

const post = (url: string, payload: unknown, origin: string = ORIGIN.beta) =>
  t.app.inject({ method: 'POST', url, headers: { origin }, payload: payload as object });

describe('newsletters', () => {
  it('subscribes with consent, mails an unsubscribe link that works', async () => {
    const res = await post('/v1/newsletters/subscription', {
      email: 'News@Example.com',
      consent: true,
      locale: 'de',
    });
    expect(res.statusCode, res.body).toBe(200);
    const [row] = await t.db
      .select()
      .from(newsletterSubscriptions)
      .where(eq(newsletterSubscriptions.email, 'news@example.com'));
    expect(row).toMatchObject({ tenantId: 'beta', locale: 'de', unsubscribedAt: null });

    // Subscribing again answers the same and sends nothing new.
    const again = await post('/v1/newsletters/subscription', {
      email: 'news@example.com',
      consent: true,
    });
    expect(again.json().data.message).toBe(res.json().data.message);

    const mail = await latestMail(t, 'news@example.com');
    expect(mail.link).toMatch(/^http:\/\/localhost:4200\/de\/newsletter\?unsubscribe=[\w-]{43}$/);
    const token = new URL(mail.link).searchParams.get('unsubscribe')!;
    // Another tenant cannot use it.
    expect(
      (await post('/v1/newsletters/unsubscribe', { token }, ORIGIN.novoplaza)).statusCode,
    ).toBe(422);
    expect((await post('/v1/newsletters/unsubscribe', { token })).statusCode).toBe(200);
    const [after] = await t.db
      .select()
      .from(newsletterSubscriptions)
      .where(eq(newsletterSubscriptions.email, 'news@example.com'));
    expect(after!.unsubscribedAt).toBeInstanceOf(Date);
    expect((await post('/v1/newsletters/unsubscribe', { token: 'x'.repeat(43) })).statusCode).toBe(
      422,
    );
  });

  it('unsubscribes by e-mail with the same answer for unknown addresses', async () => {
    await post('/v1/newsletters/subscription', { email: 'bye@example.com', consent: 'on' });
    const known = await post('/v1/newsletters/unsubscribe', { email: 'bye@example.com' });
    const unknown = await post('/v1/newsletters/unsubscribe', { email: 'nobody@example.com' });
    expect(known.statusCode).toBe(200);
    expect(unknown.json()).toEqual(known.json());
  });

  it('requires consent and a valid e-mail (422 per field)', async () => {
    const res = await post('/v1/newsletters/subscription', { email: 'nope', consent: false });
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors).sort()).toEqual(['consent', 'email']);
    expect((await post('/v1/newsletters/unsubscribe', {})).statusCode).toBe(422);
  });
});
