import { missingSettingsKeys, parseSettings } from '@atrium/domain/settings-parse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createTestApp, ORIGIN, TENANT_IDS, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('GET /v1/settings-web-app/web', () => {
  it.each(TENANT_IDS)(
    '%s: a flat map of strings with every canonical key, parsed cleanly',
    async (tenant) => {
      const res = await t.app.inject({
        url: '/v1/settings-web-app/web',
        headers: { origin: ORIGIN[tenant] },
      });
      expect(res.statusCode).toBe(200);
      const { status, data } = res.json();
      expect(status).toBe('success');
      for (const [key, value] of Object.entries(data)) expect(typeof value, key).toBe('string');
      expect(missingSettingsKeys(data)).toEqual([]);
      const logged: string[] = [];
      const settings = parseSettings(data, (m) => logged.push(m));
      expect(logged).toEqual([]);
      expect(settings.website_name).toBeTruthy();
      expect(settings.hero_banner_items.length).toBeGreaterThan(0);
      expect(data.colors_primary).toMatch(/^#[0-9a-f]{6}$/);
      expect(data.hero_banner_items).toContain('http://api.test/media/');
    },
  );

  it('answers each tenant its own name and colours', async () => {
    const seen = new Set<string>();
    for (const tenant of TENANT_IDS) {
      const res = await t.app.inject({
        url: '/v1/settings-web-app/web',
        headers: { origin: ORIGIN[tenant] },
      });
      const data = res.json().data;
      seen.add(`${data.website_name}|${data.colors_primary}`);
    }
    expect(seen.size).toBe(TENANT_IDS.length);
  });
});

describe('settings cache', () => {
  it('answers the same body again and keeps tenants apart', async () => {
    const a1 = await t.app.inject({
      url: '/v1/settings-web-app/web',
      headers: { origin: ORIGIN.beta },
    });
    const b = await t.app.inject({
      url: '/v1/settings-web-app/web',
      headers: { origin: ORIGIN.europasc },
    });
    const a2 = await t.app.inject({
      url: '/v1/settings-web-app/web',
      headers: { origin: ORIGIN.beta },
    });
    expect(a2.body).toBe(a1.body);
    expect(a2.headers['content-type']).toContain('application/json');
    expect(b.json().data.website_name).toBe('Europa Shopping Center');
    expect(a2.json().data.website_name).toBe('Atrium Beta');
  });
});
