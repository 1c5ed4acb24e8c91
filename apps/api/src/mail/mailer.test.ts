import { createServer, type Server } from 'node:net';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { registration } from '../routes/auth/account-test-helpers';
import { createTestApp, ORIGIN, type TestApp } from '../test/test-app';
import { listOutbox } from './outbox';

/**
 * A minimal SMTP server on a local port (RFC 5321 happy path: EHLO, MAIL, RCPT, DATA, QUIT), so the
 * SMTP branch of the mailer is exercised for real.
 */
function startSmtp(received: string[]): Promise<{ server: Server; port: number }> {
  const server = createServer((socket) => {
    let data = false;
    let buffer = '';
    socket.write('220 localhost ESMTP test\r\n');
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      for (;;) {
        if (data) {
          const end = buffer.indexOf('\r\n.\r\n');
          if (end === -1) return;
          received.push(buffer.slice(0, end));
          buffer = buffer.slice(end + 5);
          data = false;
          socket.write('250 2.0.0 queued\r\n');
          continue;
        }
        const nl = buffer.indexOf('\r\n');
        if (nl === -1) return;
        const line = buffer.slice(0, nl);
        buffer = buffer.slice(nl + 2);
        const cmd = line.slice(0, 4).toUpperCase();
        if (cmd === 'EHLO' || cmd === 'HELO') socket.write('250-localhost\r\n250 8BITMIME\r\n');
        else if (cmd === 'DATA') {
          data = true;
          socket.write('354 end with <CRLF>.<CRLF>\r\n');
        } else if (cmd === 'QUIT') {
          socket.end('221 bye\r\n');
          return;
        } else socket.write('250 ok\r\n');
      }
    });
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      resolve({ server, port: typeof address === 'object' && address ? address.port : 0 });
    }),
  );
}

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
