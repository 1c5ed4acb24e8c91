import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

import { MEDIA_DIR } from '@atrium/server-db/seed/media-dir';
import { collectMediaRefs } from '@atrium/server-db/seed/media-refs';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createTestApp, ORIGIN, type TestApp } from './test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('/media', () => {
  it('has a checked-in file for every image the seed refers to', () => {
    const refs = [...collectMediaRefs()];
    expect(refs.length).toBeGreaterThan(50);
    const missing = refs.filter((r) => !existsSync(join(MEDIA_DIR, r.slice('/media/'.length))));
    expect(missing).toEqual([]);
  });

  it('draws pictures, badges and icons without placeholder text; logos are typeset wordmarks', () => {
    const svgs = [...collectMediaRefs()].filter((r) => r.endsWith('.svg'));
    const read = (r: string) => readFileSync(join(MEDIA_DIR, r.slice('/media/'.length)), 'utf8');
    const isWordmark = (r: string) =>
      /\/logo[^/]*\.svg$/.test(r) || /^\/media\/shops\/[a-z0-9-]+(?<!-wide)\.svg$/.test(r);
    const pictures = svgs.filter((r) => !isWordmark(r) && !r.includes('/floorplan-'));
    expect(pictures.length).toBeGreaterThan(300);
    expect(pictures.filter((r) => read(r).includes('<text'))).toEqual([]);
    // Each picture nests one Fluent Emoji object (an inner <svg> with its own viewBox).
    expect(pictures.filter((r) => !/<svg x="[\d.]+" y="[\d.]+"/.test(read(r)))).toEqual([]);
    expect(read('/media/shops/urban-threads.svg')).toMatch(/>Urban<\/text>.*>Threads<\/text>/);
    expect(read('/media/beta/badge-explorer.svg')).not.toMatch(/>[A-Z]{1,2}</);
  });

  it('serves the mall logo the malls response points at', async () => {
    const mall = (
      await t.app.inject({ url: '/v1/malls', headers: { origin: ORIGIN.novoplaza } })
    ).json().data[0];
    const path = new URL(mall.image).pathname;
    const res = await t.app.inject({ url: path });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('image/svg+xml');
    expect(res.body).toContain('Novo Plaza');
  });

  it('serves an SVG image as a 1200 × 630 PNG for link previews', async () => {
    const event = (
      await t.app.inject({ url: '/v1/events?per_page=1', headers: { origin: ORIGIN.beta } })
    ).json().data.data[0];
    const svgPath = new URL(event.image).pathname;
    expect(svgPath).toMatch(/\.svg$/);
    const res = await t.app.inject({ url: svgPath.replace(/\.svg$/, '.png') });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    const { width, height, format } = await sharp(res.rawPayload).metadata();
    expect({ width, height, format }).toEqual({ width: 1200, height: 630, format: 'png' });
  });

  it('answers 404 for a PNG without an SVG and for paths outside the media folder', async () => {
    expect((await t.app.inject({ url: '/media/beta/no-such-picture.png' })).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/media/..%2F..%2Fpackage.png' })).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/media/beta/logo.txt' })).statusCode).toBe(404);
  });

  it('serves a picture as AVIF or WebP at the widths the site asks for, sharp and upright', async () => {
    const event = (
      await t.app.inject({ url: '/v1/events?per_page=1', headers: { origin: ORIGIN.beta } })
    ).json().data.data[0];
    const svgPath = new URL(event.image).pathname;
    for (const [format, width] of [
      ['avif', 480],
      ['webp', 1600],
    ] as const) {
      const res = await t.app.inject({ url: `${svgPath}?w=${width}&format=${format}` });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe(`image/${format}`);
      expect(res.headers['cache-control']).toBe('public, max-age=86400');
      const meta = await sharp(res.rawPayload).metadata();
      expect(meta.format).toBe(format === 'avif' ? 'heif' : 'webp');
      expect(meta.width).toBe(width);
    }
  });

  it('refuses other widths and formats in the error envelope, and variants of non-pictures', async () => {
    const bad = await t.app.inject({ url: '/media/beta/logo.svg?w=123&format=avif' });
    expect(bad.statusCode).toBe(422);
    expect(bad.json()).toMatchObject({ status: 'error', errors: { w: [expect.any(String)] } });
    const format = await t.app.inject({ url: '/media/beta/logo.svg?w=480&format=gif' });
    expect(format.json().errors.format).toHaveLength(1);
    expect((await t.app.inject({ url: '/media/beta/logo.txt?w=480&format=webp' })).statusCode).toBe(
      422,
    );
    const missing = await t.app.inject({
      url: '/media/beta/no-such-picture.svg?w=480&format=webp',
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().status).toBe('error');
    const outside = await t.app.inject({ url: '/media/..%2F..%2Fpackage.svg?w=480&format=webp' });
    expect(outside.statusCode).toBe(404);
  });
});
