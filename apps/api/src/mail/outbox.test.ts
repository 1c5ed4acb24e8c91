import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { registration } from '../routes/auth/account-test-helpers';
import { createTestApp, ORIGIN, type TestApp } from '../test/test-app';

describe('GET /dev/outbox', () => {
  let t: TestApp;
  beforeAll(async () => {
    // As `npm start` runs it: production, with the demo flag.
    t = await createTestApp({ env: { NODE_ENV: 'production', DEV_OUTBOX: 'true' } });
  });
  afterAll(() => t.close());

  it('lists mails newest first with their links, as JSON and as a page', async () => {
    for (const email of ['first@example.com', 'second@example.com']) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/v1/register',
        headers: { origin: ORIGIN.novoplaza },
        payload: registration(email, { locale: 'sk' }),
      });
      expect(res.statusCode, res.body).toBe(201);
    }
    const res = await t.app.inject({ url: '/dev/outbox' });
    expect(res.statusCode).toBe(200);
    const mails = res.json().data;
    expect(mails.map((m: { to: string }) => m.to)).toEqual([
      'second@example.com',
      'first@example.com',
    ]);
    expect(mails[0]).toMatchObject({ tenant: 'novoplaza', sent: false });
    expect(mails[0].link).toMatch(/^http:\/\/localhost:4202\/sk\/prihlasenie\?verify=/);
    expect(mails[0].subject).toMatch(/Potvrďte/);

    const filtered = await t.app.inject({ url: '/dev/outbox.json?to=first@example.com' });
    expect(filtered.json().data).toHaveLength(1);

    const page = await t.app.inject({ url: '/dev/outbox', headers: { accept: 'text/html' } });
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.body).toContain(`href="${mails[0].link}"`);
  });
});

describe('GET /dev/outbox in production without DEV_OUTBOX', () => {
  it('does not exist', async () => {
    const t = await createTestApp({ env: { NODE_ENV: 'production' } });
    try {
      expect((await t.app.inject({ url: '/dev/outbox' })).statusCode).toBe(404);
    } finally {
      await t.close();
    }
  });
});
