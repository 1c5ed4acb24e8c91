import { mallsResponseSchema } from '@atrium/domain/contract/site';
import { parseMall } from '@atrium/domain/mall';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createTestApp, ORIGIN, TENANT_IDS, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const MALL_FIELDS = [
  'image',
  'image_wide',
  'image_inverted',
  'image_wide_inverted',
  'image_icon',
  'management',
  'property_management',
  'instagram',
  'facebook',
  'twitter',
  'telegram',
  'whatsapp',
  'viber',
  'youtube',
  'tiktok',
  'linkedin',
  'pinterest',
  'legal_name',
  'purchase_order_number',
  'billing_email',
  'registration_number',
  'vat_registration_number',
  'address_2',
  'city',
  'state',
  'country',
  'zip_code',
  'opening_hours',
  'supported_languages',
  'date_format',
  'time_format',
];

describe('GET /v1/malls', () => {
  it.each(TENANT_IDS)('answers the %s mall first, with every spec field', async (tenant) => {
    const res = await t.app.inject({ url: '/v1/malls', headers: { origin: ORIGIN[tenant] } });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.status).toBe('success');
    expect(mallsResponseSchema.safeParse(body.data).success).toBe(true);
    const mall = body.data[0];
    expect(mall.slug).toBe(tenant);
    for (const field of MALL_FIELDS) expect(mall, field).toHaveProperty(field);
    expect(mall.image).toMatch(new RegExp(`^http://api.test/media/${tenant}/logo.svg$`));
    // The browser's parser (`@atrium/domain/mall`) accepts it without complaint.
    const logged: string[] = [];
    const parsed = parseMall(mall, (m) => logged.push(m));
    expect(logged).toEqual([]);
    expect(parsed.opening_hours.length).toBeGreaterThan(2);
  });

  it('has opening hours with a default zone and other zones keyed by weekday', async () => {
    const res = await t.app.inject({ url: '/v1/malls', headers: { origin: ORIGIN.beta } });
    const hours = res.json().data[0].opening_hours as {
      zone: string;
      status: string;
      days: Record<string, unknown>;
    }[];
    expect(hours.map((h) => h.zone)).toContain('default');
    expect(hours.length).toBeGreaterThan(2);
    for (const zone of hours) {
      expect(Object.keys(zone.days).sort()).toEqual([
        'friday',
        'monday',
        'saturday',
        'sunday',
        'thursday',
        'tuesday',
        'wednesday',
      ]);
    }
  });

  it('gives each tenant its own mall name', async () => {
    const names = new Set<string>();
    for (const tenant of TENANT_IDS) {
      const res = await t.app.inject({ url: '/v1/malls', headers: { origin: ORIGIN[tenant] } });
      names.add(res.json().data[0].name);
    }
    expect(names.size).toBe(TENANT_IDS.length);
  });
});
