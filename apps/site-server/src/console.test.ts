import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { serveSite, type SiteApp } from './serve-site';

// The staff console at /console/ of a site (console.ts), on a stand-in site build and console
// build: no tenant build needed.
let dir: string;
let site: SiteApp;

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'console-serve-'));
  const siteDir = path.join(dir, 'site');
  const consoleDir = path.join(dir, 'console');
  mkdirSync(path.join(siteDir, 'assets'), { recursive: true });
  mkdirSync(path.join(consoleDir, 'assets'), { recursive: true });
  writeFileSync(path.join(siteDir, 'index.html'), '<!doctype html><title>site</title>');
  writeFileSync(
    path.join(siteDir, 'runtime-config.json'),
    JSON.stringify({
      apiBaseUrl: 'http://localhost:3333',
      settingsUrl: null,
      realtime: { key: 'k', cluster: 'local', host: 'localhost', port: 6001, forceTLS: false },
      buildId: 'b',
    }),
  );
  writeFileSync(path.join(consoleDir, 'index.html'), '<!doctype html><title>console</title>');
  writeFileSync(path.join(consoleDir, 'assets', 'app-1a2b.js'), 'export {};');
  site = await serveSite({
    distDir: siteDir,
    port: null,
    consoleDir,
    runtimeOverrides: { apiBaseUrl: 'http://api.test:3333' },
  });
});

afterAll(async () => {
  await site?.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('the console at /console/', () => {
  it('answers every console path with its shell, the site keeps its own', async () => {
    for (const url of ['/console/', '/console/receipts', '/console/accept-invite?token=x']) {
      const response = await site.inject(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.body).toContain('<title>console</title>');
      expect(response.headers['cache-control']).toBe('no-cache');
    }
    expect((await site.inject('/')).body).toContain('<title>site</title>');
    expect((await site.inject('/console?x=1')).headers.location).toBe('/console/?x=1');
  });

  it('names the API and the realtime gateway the site uses, caches hashed files and 404s a missing one', async () => {
    const config = await site.inject('/console/runtime-config.json');
    expect(config.json()).toEqual({
      apiBaseUrl: 'http://api.test:3333',
      realtime: { key: 'k', cluster: 'local', host: 'localhost', port: 6001, forceTLS: false },
    });
    const asset = await site.inject('/console/assets/app-1a2b.js');
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await site.inject('/console/assets/missing.js')).statusCode).toBe(404);
  });

  it('may use the camera and WebAssembly; the site may not', async () => {
    const consolePage = await site.inject('/console/desk');
    expect(consolePage.headers['permissions-policy']).toContain('camera=(self)');
    expect(consolePage.headers['content-security-policy']).toMatch(
      /script-src [^;]*'wasm-unsafe-eval'/,
    );
    expect(consolePage.headers['x-robots-tag']).toBe('noindex, nofollow');
    const sitePage = await site.inject('/');
    expect(sitePage.headers['permissions-policy']).toContain('camera=()');
    expect(sitePage.headers['content-security-policy']).not.toContain('wasm-unsafe-eval');
  });
});
