import { heroBannerAnswerSchema, type HeroBanner } from '@atrium/domain/contract/hero-banner';
import { parseSettings } from '@atrium/domain/settings-parse';
import { createLoggingPublisher } from '@atrium/realtime-gateway/publisher';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createTestApp, ORIGIN, type TestApp } from '../../test/test-app';
import { firstOwner, invited, type StaffSession } from '../staff/staff-test-helpers';

/**
 * GET/PUT /v1/admin/hero (admin-hero.routes.ts): the `content` permission; the slides checked
 * whole before anything is written; a change audited with before/after, the mall's cached
 * answers dropped and `content.updated` sent; the site reads the slides from its settings.
 */
const transport = createLoggingPublisher(() => {});
let t: TestApp;
let owner: StaffSession;
let content: StaffSession;
let support: StaffSession;

beforeAll(async () => {
  t = await createTestApp({ realtime: transport, env: { AUTH_RATE_LIMIT: '1000' } });
  owner = await firstOwner(t, 'beta');
  content = await invited(t, owner, 'content-hero@example.test', 'content');
  support = await invited(t, owner, 'support-hero@example.test', 'support');
});
afterAll(() => t?.close());

const read = (headers: Record<string, string>) => t.app.inject({ url: '/v1/admin/hero', headers });
const put = (headers: Record<string, string>, payload: unknown) =>
  t.app.inject({
    method: 'PUT',
    url: '/v1/admin/hero',
    headers: { ...headers, 'content-type': 'application/json' },
    payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
  });
const current = async () =>
  heroBannerAnswerSchema.parse((await read(content.headers)).json().data).items;
const siteSlides = async (origin: string) => {
  const res = await t.app.inject({ url: '/v1/settings-web-app/web', headers: { origin } });
  return parseSettings(res.json().data).hero_banner_items;
};

const slide = (overrides: Partial<HeroBanner['items'][number]> = {}) => ({
  image: '/media/uploads/beta/spring.webp',
  image_mobile: null,
  url: '/events',
  open_in_new_tab: false,
  translations: [
    {
      locale: 'en' as const,
      title: 'Spring fair',
      description: 'Every weekend',
      button_text: 'See',
    },
  ],
  ...overrides,
});

describe('GET /v1/admin/hero', () => {
  it('answers the seeded slides with absolute picture URLs', async () => {
    const items = await current();
    expect(items.length).toBeGreaterThan(0);
    expect(items[0]!.image).toMatch(/^http:\/\/api\.test\/media\//);
    expect(items[0]!.translations.map((entry) => entry.locale)).toContain('cz');
  });

  it('refuses support with an audited 403', async () => {
    expect((await read(support.headers)).statusCode).toBe(403);
    expect((await put(support.headers, { items: [] })).statusCode).toBe(403);
  });
});

describe('PUT /v1/admin/hero', () => {
  it('refuses invalid slides with the fields’ paths and writes nothing', async () => {
    const before = await current();
    const cases: [unknown, string][] = [
      [{}, 'items'],
      [{ items: [slide({ image: 'https://elsewhere.example/x.jpg' })] }, 'items.0.image'],
      [{ items: [slide({ image: '/media/../secret' })] }, 'items.0.image'],
      [{ items: [slide({ url: 'javascript:alert(1)' })] }, 'items.0.url'],
      [{ items: [slide({ url: '//evil.example' })] }, 'items.0.url'],
      [
        {
          items: [
            slide({
              translations: [
                { locale: 'en', title: 'a', description: '', button_text: '' },
                { locale: 'en', title: 'b', description: '', button_text: '' },
              ],
            }),
          ],
        },
        'items.0.translations',
      ],
      [
        {
          items: [
            slide({
              translations: [
                { locale: 'en', title: 'x'.repeat(121), description: '', button_text: '' },
              ],
            }),
          ],
        },
        'items.0.translations.0.title',
      ],
      [{ items: Array.from({ length: 11 }, () => slide()) }, 'items'],
    ];
    for (const [body, path] of cases) {
      const res = await put(owner.headers, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(422);
      const errors = res.json().errors as Record<string, string[]>;
      expect(Object.keys(errors), `${JSON.stringify(body)} → ${res.body}`).toContain(path);
    }
    expect(await current()).toEqual(before);
  });

  it('stores the slides, audits them, drops cached answers and sends content.updated', async () => {
    const before = await current();
    const harfaBefore = await siteSlides(ORIGIN.novoplaza);
    await siteSlides(ORIGIN.beta); // cached now
    const sent = transport.events.length;
    const items = [
      slide({ image: 'http://api.test/media/uploads/beta/fair.webp', open_in_new_tab: true }),
      slide({ url: '', image_mobile: '/media/uploads/beta/fair-phone.webp', translations: [] }),
    ];
    const res = await put(content.headers, { items });
    expect(res.statusCode, res.body).toBe(200);
    const answered = heroBannerAnswerSchema.parse(res.json().data).items;
    expect(answered.map((item) => item.image)).toEqual([
      'http://api.test/media/uploads/beta/fair.webp',
      'http://api.test/media/uploads/beta/spring.webp',
    ]);
    expect(await current()).toEqual(answered);

    // The site reads them at once, in order, as its setting.
    const site = await siteSlides(ORIGIN.beta);
    expect(site).toHaveLength(2);
    expect(site[0]).toMatchObject({
      image: 'http://api.test/media/uploads/beta/fair.webp',
      url: '/events',
      open_in_new_tab: true,
    });
    expect(site[1]).toMatchObject({
      image_mobile: 'http://api.test/media/uploads/beta/fair-phone.webp',
    });
    expect(site[1]).not.toHaveProperty('url');

    expect(transport.events.slice(sent)).toEqual([
      { channel: 'mall-beta', event: 'content.updated', data: { type: 'settings' } },
    ]);
    const audit = await t.app.inject({
      url: '/v1/staff/audit?action=hero.update',
      headers: owner.headers,
    });
    const entry = audit.json().data.data[0];
    expect(entry.actor).toMatchObject({ type: 'staff', label: 'content-hero@example.test' });
    expect(entry.before.items).toHaveLength(before.length);
    expect(entry.after.items[0].image).toBe('http://api.test/media/uploads/beta/fair.webp');
    expect(await siteSlides(ORIGIN.novoplaza)).toEqual(harfaBefore);
  });
});
