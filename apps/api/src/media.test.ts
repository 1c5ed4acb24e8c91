import { existsSync } from 'node:fs';
import { join } from 'node:path';

import { MEDIA_DIR } from '@atrium/server-db/seed/media-dir';
import { collectMediaRefs } from '@atrium/server-db/seed/media-refs';
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
});
