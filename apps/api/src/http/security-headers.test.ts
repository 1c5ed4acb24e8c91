import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { ORIGIN, createTestApp, type TestApp } from '../test/test-app';

/** helmet's headers and Permissions-Policy on every kind of answer (issue 17). */
let t: TestApp;
let behindProxy: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  // `inject` comes from 127.0.0.1: here that address is the TLS-terminating proxy.
  behindProxy = await createTestApp({ env: { TRUST_PROXY: '127.0.0.1' } });
});
afterAll(async () => {
  await t?.close();
  await behindProxy?.close();
});

function expectSecurityHeaders(res: LightMyRequestResponse) {
  expect(res.headers['content-security-policy']).toBe(
    "default-src 'none';base-uri 'none';form-action 'none';frame-ancestors 'none'",
  );
  expect(res.headers['x-frame-options']).toBe('DENY');
  expect(res.headers['x-content-type-options']).toBe('nosniff');
  expect(res.headers['referrer-policy']).toBe('no-referrer');
  expect(res.headers['permissions-policy']).toBe(
    'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
  );
  // The sites on other origins show media and avatars from here.
  expect(res.headers['cross-origin-resource-policy']).toBe('cross-origin');
  expect(res.headers['x-powered-by']).toBeUndefined();
}

describe('security headers', () => {
  it('are on a JSON answer, and CORS still answers the site', async () => {
    const res = await t.app.inject({ url: '/v1/malls', headers: { origin: ORIGIN.beta } });
    expect(res.statusCode).toBe(200);
    expectSecurityHeaders(res);
    expect(res.headers['access-control-allow-origin']).toBe(ORIGIN.beta);

    const preflight = await t.app.inject({
      method: 'OPTIONS',
      url: '/v1/login',
      headers: {
        origin: ORIGIN.beta,
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type',
      },
    });
    expect(preflight.statusCode).toBe(204);
    expect(preflight.headers['access-control-allow-origin']).toBe(ORIGIN.beta);
  });

  it('are on a media file', async () => {
    const res = await t.app.inject({ url: '/media/beta/amenity-atm.svg' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('image/svg+xml');
    expectSecurityHeaders(res);
  });

  it('are on the 404 and the 422 error envelopes', async () => {
    const missing = await t.app.inject({
      url: '/v1/no-such-thing',
      headers: { origin: ORIGIN.beta },
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ status: 'error' });
    expectSecurityHeaders(missing);

    const invalid = await t.app.inject({
      method: 'POST',
      url: '/v1/login',
      headers: { origin: ORIGIN.beta },
      payload: { email: 'not-an-email' },
    });
    expect(invalid.statusCode).toBe(422);
    expect(invalid.json()).toMatchObject({ status: 'error' });
    expectSecurityHeaders(invalid);
  });

  it('are on the demo outbox page, which loads nothing the policy would refuse', async () => {
    const res = await t.app.inject({ url: '/dev/outbox', headers: { accept: 'text/html' } });
    expect(res.statusCode).toBe(200);
    expectSecurityHeaders(res);
    expect(res.body).not.toMatch(/<script|<style|<img|<link|\sstyle=/i);
  });

  it('send HSTS only for a request that came over TLS through a trusted proxy', async () => {
    const https = { origin: ORIGIN.beta, 'x-forwarded-proto': 'https' };
    const viaProxy = await behindProxy.app.inject({ url: '/v1/malls', headers: https });
    expect(viaProxy.headers['strict-transport-security']).toBe('max-age=31536000');
    expectSecurityHeaders(viaProxy);

    const plain = await behindProxy.app.inject({
      url: '/v1/malls',
      headers: { origin: ORIGIN.beta },
    });
    expect(plain.headers['strict-transport-security']).toBeUndefined();
    // Without a trusted proxy anyone could send the header: it changes nothing.
    const spoofed = await t.app.inject({ url: '/v1/malls', headers: https });
    expect(spoofed.headers['strict-transport-security']).toBeUndefined();
  });
});
