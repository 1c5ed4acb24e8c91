import { createHash } from 'node:crypto';

import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';

import { registerSecurityHeaders, siteCspDirectives } from './security-headers';

// The site server's policy for each configuration it can meet (issue 17); the headers on real
// pages, files and proxy answers are tested in site-server.test.ts.
const runtime = {
  apiBaseUrl: 'http://localhost:3333',
  settingsUrl: null,
  realtime: { key: 'k', cluster: 'local', host: 'localhost', port: 6001, forceTLS: false },
  buildId: 'b',
};

describe('siteCspDirectives', () => {
  it('allows the API, the realtime socket and the hashed inline scripts, nothing inline else', () => {
    const directives = siteCspDirectives({
      runtime,
      analytics: { gtmId: null, metaId: null },
      inlineScripts: ['console.log(1)'],
    });
    const hash = createHash('sha256').update('console.log(1)').digest('base64');
    expect(directives.scriptSrc).toEqual(["'self'", `'sha256-${hash}'`]);
    expect(directives.connectSrc).toEqual([
      "'self'",
      'http://localhost:3333',
      'ws://localhost:6001',
    ]);
    expect(directives.imgSrc).toEqual(["'self'", 'data:', 'blob:', 'http://localhost:3333']);
    expect(directives.frameAncestors).toEqual(["'none'"]);
    expect(directives.frameSrc).toEqual(["'none'"]);
    expect(directives).not.toHaveProperty('upgradeInsecureRequests');
  });

  it('allows the tag manager and the pixel only for a tenant with their ids', () => {
    const withTagManager = siteCspDirectives({
      runtime,
      analytics: { gtmId: 'GTM-ABC', metaId: null },
    });
    expect(withTagManager.scriptSrc).toContain('https://www.googletagmanager.com');
    expect(withTagManager.connectSrc).toContain('https://*.google-analytics.com');
    expect(withTagManager.scriptSrc).not.toContain('https://connect.facebook.net');
    expect(withTagManager.imgSrc).not.toContain('https://www.facebook.com');

    const withPixel = siteCspDirectives({ runtime, analytics: { gtmId: null, metaId: '1' } });
    expect(withPixel.scriptSrc).toContain('https://connect.facebook.net');
    expect(withPixel.imgSrc).toContain('https://www.facebook.com');
    expect(withPixel.scriptSrc).not.toContain('https://www.googletagmanager.com');

    // Without the tenant's config (a server without server rendering) both may load.
    const unknown = siteCspDirectives({ runtime, analytics: null });
    expect(unknown.scriptSrc).toEqual(
      expect.arrayContaining(['https://www.googletagmanager.com', 'https://connect.facebook.net']),
    );
  });

  it('allows Firebase sign-in only when the runtime configuration has a Firebase app', () => {
    const firebase = { apiKey: 'k', authDomain: 'atrium.firebaseapp.com', projectId: 'atrium' };
    const directives = siteCspDirectives({ runtime: { ...runtime, firebase }, analytics: null });
    expect(directives.scriptSrc).toContain('https://apis.google.com');
    expect(directives.connectSrc).toContain('https://identitytoolkit.googleapis.com');
    expect(directives.frameSrc).toEqual(['https://atrium.firebaseapp.com']);
    expect(siteCspDirectives({ runtime, analytics: null }).scriptSrc).not.toContain(
      'https://apis.google.com',
    );
  });

  it('reads the settings from another origin when the runtime configuration names one', () => {
    const directives = siteCspDirectives({
      runtime: { ...runtime, settingsUrl: 'https://cdn.example.com/settings.json' },
    });
    expect(directives.connectSrc).toContain('https://cdn.example.com');
  });
});

describe('registerSecurityHeaders', () => {
  async function answer(secure: boolean) {
    const app = Fastify();
    registerSecurityHeaders(app, { runtime, analytics: null, inlineScripts: [], secure });
    app.get('/', async () => 'ok');
    const res = await app.inject({ url: '/' });
    await app.close();
    return res.headers;
  }

  it('sends HSTS and upgrades insecure requests only for a site served over TLS', async () => {
    const secure = await answer(true);
    expect(secure['strict-transport-security']).toBe('max-age=31536000');
    expect(secure['content-security-policy']).toContain('upgrade-insecure-requests');
    expect(secure['content-security-policy']).toContain('connect-src');
    expect(secure['content-security-policy']).toContain('wss://localhost:6001');

    const plain = await answer(false);
    expect(plain['strict-transport-security']).toBeUndefined();
    expect(plain['content-security-policy']).not.toContain('upgrade-insecure-requests');
  });

  it('sends the framing, sniffing, referrer and permissions headers', async () => {
    const headers = await answer(false);
    expect(headers['x-frame-options']).toBe('DENY');
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(headers['cross-origin-opener-policy']).toBe('same-origin-allow-popups');
    expect(headers['permissions-policy']).toBe(
      'camera=(), microphone=(), geolocation=(), payment=(), usb=(), browsing-topics=()',
    );
  });
});
