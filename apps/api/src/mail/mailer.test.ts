import { createServer, type Server } from 'node:net';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { registration } from '../routes/auth/account-test-helpers';
import { startSmtp } from '../test/smtp-server';
import { createTestApp, ORIGIN, type TestApp } from '../test/test-app';
import { listOutbox } from './outbox';

describe('mailer with SMTP configured', () => {
  let t: TestApp;
  let smtp: Server;
  const received: string[] = [];

  beforeAll(async () => {
    const started = await startSmtp(received);
    smtp = started.server;
    t = await createTestApp({
      env: { SMTP_URL: `smtp://127.0.0.1:${started.port}`, SMTP_FROM: 'Atrium <mall@atrium.test>' },
    });
  });
  afterAll(async () => {
    await t.close();
    await new Promise((r) => smtp.close(r));
  });

  it('sends the verification mail through SMTP and records it as sent', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/register',
      headers: { origin: ORIGIN.europasc },
      payload: registration('smtp@example.com', { locale: 'en' }),
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(received).toHaveLength(1);
    const message = received[0]!;
    expect(message).toMatch(/^To: smtp@example\.com/m);
    expect(message).toMatch(/^From: Atrium <mall@atrium\.test>/m);
    expect(message).toMatch(/Subject: Confirm your e-mail/);
    const [row] = await listOutbox(t.db, { to: 'smtp@example.com' });
    expect(row).toMatchObject({ sent: true, tenant: 'europasc' });
    expect(message.replace(/=\r\n/g, '')).toContain(row!.link!.replace(/=/g, '=3D'));
  });
});

describe('mailer with a dead SMTP server', () => {
  it('keeps the mail in the outbox and still answers the request', async () => {
    const probe = createServer();
    const port = await new Promise<number>((resolve) =>
      probe.listen(0, '127.0.0.1', () => {
        const a = probe.address();
        resolve(typeof a === 'object' && a ? a.port : 0);
      }),
    );
    await new Promise((r) => probe.close(r)); // nothing listens there now
    const t = await createTestApp({ env: { SMTP_URL: `smtp://127.0.0.1:${port}` } });
    try {
      const res = await t.app.inject({
        method: 'POST',
        url: '/v1/register',
        headers: { origin: ORIGIN.beta },
        payload: registration('down@example.com'),
      });
      expect(res.statusCode).toBe(201);
      const [row] = await listOutbox(t.db, { to: 'down@example.com' });
      expect(row).toMatchObject({ sent: false });
    } finally {
      await t.close();
    }
  });
});
