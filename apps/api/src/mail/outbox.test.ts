import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { registration } from '../routes/auth/account-test-helpers';
import { createTestApp, DEMO_ENV, ORIGIN, PRODUCTION_ENV, type TestApp } from '../test/test-app';

describe('GET /dev/outbox', () => {
  let t: TestApp;
  beforeAll(async () => {
    // As `npm start` runs it: a production build in demo mode.
    t = await createTestApp({ env: DEMO_ENV });
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

  it('answers loopback clients only: anyone else gets a 404 in the envelope', async () => {
    for (const remoteAddress of ['127.0.0.1', '127.8.9.10', '::1', '::ffff:127.0.0.1']) {
      const res = await t.app.inject({ url: '/dev/outbox', remoteAddress });
      expect(res.statusCode, remoteAddress).toBe(200);
    }
    for (const remoteAddress of ['192.0.2.7', '::ffff:192.0.2.7', '2001:db8::1', '10.0.0.1']) {
      for (const url of ['/dev/outbox', '/dev/outbox.json?to=first@example.com']) {
        // A forwarded address claiming loopback changes nothing: the socket's peer decides.
        const res = await t.app.inject({
          url,
          remoteAddress,
          headers: { 'x-forwarded-for': '127.0.0.1' },
        });
        expect(res.statusCode, `${remoteAddress} ${url}`).toBe(404);
        expect(res.json()).toMatchObject({ status: 'error', httpStatus: 'NotFound' });
      }
    }
  });
});

describe('GET /dev/outbox in production', () => {
  it('does not exist', async () => {
    const t = await createTestApp({ env: PRODUCTION_ENV });
    try {
      expect((await t.app.inject({ url: '/dev/outbox' })).statusCode).toBe(404);
    } finally {
      await t.close();
    }
  });
});
