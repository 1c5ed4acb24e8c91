import { mallSettingsSchema } from '@atrium/domain/contract/mall-settings';
import { parseSettings } from '@atrium/domain/settings-parse';
import { createLoggingPublisher } from '@atrium/realtime-gateway/publisher';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { DEV_ADMIN_KEY } from '../../loyalty/loyalty-env';
import {
  createMember,
  loyaltyShop,
  type Member,
  multipart,
  pragueDay,
  receiptPhoto,
} from '../../loyalty/test-helpers';
import { createTestApp, ORIGIN, type TestApp } from '../../test/test-app';
import { firstOwner, invited, type StaffSession } from '../staff/staff-test-helpers';

/**
 * GET/PATCH /v1/admin/settings (admin-settings.routes.ts): owners only; validation with field
 * paths; the change audited with before/after, the mall's cached answers dropped and
 * `content.updated` sent; the loyalty rules are what the ledger uses on the next receipt.
 */
const transport = createLoggingPublisher(() => {});
let t: TestApp;
let owner: StaffSession;
let desk: StaffSession;
let content: StaffSession;
const key = { origin: ORIGIN.beta, 'x-admin-key': DEV_ADMIN_KEY };

beforeAll(async () => {
  t = await createTestApp({ realtime: transport, env: { AUTH_RATE_LIMIT: '1000' } });
  owner = await firstOwner(t, 'beta');
  desk = await invited(t, owner, 'desk-settings@example.test', 'desk');
  content = await invited(t, owner, 'content-settings@example.test', 'content');
});
afterAll(() => t?.close());

const read = (headers: Record<string, string>) =>
  t.app.inject({ url: '/v1/admin/settings', headers });
const patch = (headers: Record<string, string>, payload: unknown) =>
  t.app.inject({
    method: 'PATCH',
    url: '/v1/admin/settings',
    headers: { ...headers, 'content-type': 'application/json' },
    payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
  });
const web = async () =>
  (await t.app.inject({ url: '/v1/settings-web-app/web', headers: { origin: ORIGIN.beta } })).json()
    .data as Record<string, string>;
const current = async () => mallSettingsSchema.parse((await read(owner.headers)).json().data);

/** Each body is refused (422) with its field's path among the errors. */
async function expectRefusals(cases: [unknown, string][]) {
  for (const [body, path] of cases) {
    const res = await patch(owner.headers, body);
    expect(res.statusCode, JSON.stringify(body)).toBe(422);
    expect(res.json().status).toBe('error');
    expect(Object.keys(res.json().errors), `${JSON.stringify(body)} → ${res.body}`).toContain(path);
  }
}

describe('GET /v1/admin/settings', () => {
  it('answers the owner the flags, palette, menus and loyalty rules', async () => {
    const res = await read(owner.headers);
    expect(res.statusCode, res.body).toBe(200);
    const data = mallSettingsSchema.parse(res.json().data);
    const flat = await web();
    expect(data.colors.primary).toBe(flat['colors_primary']);
    expect(data.features.is_contact_support_active).toBe(
      flat['is_contact_support_active'] === 'true',
    );
    expect(data.menus.navigation_top_items.join(', ')).toBe(flat['navigation_top_items']);
    expect(data.menu_choices).toEqual(expect.arrayContaining(['offers', 'floorplan']));
    expect(data.loyalty.rate_per_1000_czk).toBeGreaterThan(0);
  });

  it('refuses desk, content and the automation key, and audits the refusals', async () => {
    for (const headers of [desk.headers, content.headers, key]) {
      expect((await read(headers)).statusCode).toBe(403);
      expect((await patch(headers, { features: { web_has_dividers: true } })).statusCode).toBe(403);
    }
    const audit = await t.app.inject({
      url: '/v1/staff/audit?action=access.denied',
      headers: owner.headers,
    });
    const denied = (audit.json().data.data as { target_id: string; actor: string }[]).filter(
      (e) => e.target_id === 'settings',
    );
    expect(denied.length).toBeGreaterThanOrEqual(6);
  });
});

describe('PATCH /v1/admin/settings', () => {
  it('refuses invalid values with the fields’ paths and writes nothing', async () => {
    const before = await current();
    const cases: [unknown, string][] = [
      [{ colors: { primary: 'red' } }, 'colors.primary'],
      [{ colors: { primary: '#12345' } }, 'colors.primary'],
      [{ colors: { nosuchcolour: '#123456' } }, 'colors.nosuchcolour'],
      // White header button text on a white button.
      [{ colors: { primary: '#fefefe' } }, 'colors.primary'],
      [{ loyalty: { rate_per_1000_czk: 0 } }, 'loyalty.rate_per_1000_czk'],
      [{ loyalty: { rate_per_1000_czk: 10_001 } }, 'loyalty.rate_per_1000_czk'],
      [{ loyalty: { rate_per_1000_czk: 1.5 } }, 'loyalty.rate_per_1000_czk'],
      [{ loyalty: { auto_approve_limit_minor: -1 } }, 'loyalty.auto_approve_limit_minor'],
      [{ loyalty: { max_receipts_per_shop_per_day: -1 } }, 'loyalty.max_receipts_per_shop_per_day'],
      [{ loyalty: { min_amount_minor: '100' } }, 'loyalty.min_amount_minor'],
      [{ menus: { navigation_top_items: ['offers', 'nowhere'] } }, 'menus.navigation_top_items.1'],
      [{ menus: { navigation_top_items: ['offers', 'offers'] } }, 'menus.navigation_top_items.1'],
      [{ menus: { no_such_menu: ['offers'] } }, '_'],
      [{ features: { not_a_flag: true } }, 'features'],
      [{ features: { web_has_dividers: 'yes' } }, 'features.web_has_dividers'],
      [{}, '_'],
    ];
    await expectRefusals(cases);
    const malformed = await patch(owner.headers, '{"features":');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().status).toBe('error');
    expect(await current()).toEqual(before);
  });

  it('stores a change, audits it, drops cached answers and sends content.updated', async () => {
    expect((await web())['colors_primary']).not.toBe('#7b2d8e'); // cached now
    const sent = transport.events.length;
    const res = await patch(owner.headers, {
      features: { web_has_dividers: true, is_events_calendar_visible: true },
      colors: { primary: '#7B2D8E' },
      menus: { navigation_top_items: ['offers', 'events', 'parking'] },
    });
    expect(res.statusCode, res.body).toBe(200);
    const data = mallSettingsSchema.parse(res.json().data);
    expect(data.colors.primary).toBe('#7b2d8e');
    expect(data.features.web_has_dividers).toBe(true);
    expect(data.menus.navigation_top_items).toEqual(['offers', 'events', 'parking']);

    const flat = await web();
    expect(flat['colors_primary']).toBe('#7b2d8e');
    expect(flat['web_has_dividers']).toBe('true');
    expect(flat['navigation_top_items']).toBe('offers, events, parking');

    expect(transport.events.slice(sent)).toEqual([
      { channel: 'mall-beta', event: 'content.updated', data: { type: 'settings' } },
    ]);
    const audit = await t.app.inject({
      url: '/v1/staff/audit?action=settings.update',
      headers: owner.headers,
    });
    const entry = audit.json().data.data[0];
    expect(entry.after).toEqual({
      features: { web_has_dividers: true, is_events_calendar_visible: true },
      colors: { primary: '#7b2d8e' },
      menus: { navigation_top_items: ['offers', 'events', 'parking'] },
    });
    expect(entry.before.colors.primary).not.toBe('#7b2d8e');
    expect(entry.before.features.web_has_dividers).toBe(false);
    // Another mall's settings are untouched.
    const harfa = await t.app.inject({
      url: '/v1/settings-web-app/web',
      headers: { origin: ORIGIN.novoplaza },
    });
    expect(harfa.json().data['colors_primary']).not.toBe('#7b2d8e');
  });
});

describe('PATCH /v1/admin/settings: colour roles', () => {
  it('refuses an unknown colour, an unknown role and a role that loses the contrast', async () => {
    const before = await current();
    const cases: [unknown, string][] = [
      [{ color_roles: { footer_color_name: 'nosuchcolour' } }, 'color_roles.footer_color_name'],
      [{ color_roles: { footer_color_name: '#123456' } }, 'color_roles.footer_color_name'],
      [{ color_roles: { sidebar_color_name: 'primary' } }, 'color_roles'],
      // Light grey links on the white header.
      [
        { color_roles: { header_idle_text_color_name: 'grayLight2' } },
        'color_roles.header_idle_text_color_name',
      ],
      // The button's text in the button's own colour.
      [
        {
          color_roles: {
            header_button_text_color_name: before.color_roles.header_button_color_name,
          },
        },
        'color_roles.header_button_text_color_name',
      ],
    ];
    await expectRefusals(cases);
    expect(await current()).toEqual(before);
    expect(
      (await patch(desk.headers, { color_roles: { footer_color_name: 'black' } })).statusCode,
    ).toBe(403);
  });

  it('stores the roles, audited; the colours are then checked against them', async () => {
    const res = await patch(owner.headers, {
      color_roles: { header_idle_text_color_name: 'black', footer_color_name: 'grayDark1' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.color_roles).toMatchObject({
      header_idle_text_color_name: 'black',
      footer_color_name: 'grayDark1',
    });
    expect(await web()).toMatchObject({
      header_idle_text_color_name: 'black',
      footer_color_name: 'grayDark1',
    });
    const audit = await t.app.inject({
      url: '/v1/staff/audit?action=settings.update',
      headers: owner.headers,
    });
    expect(audit.json().data.data[0]).toMatchObject({
      before: { color_roles: { header_idle_text_color_name: 'grayDark3' } },
      after: {
        color_roles: { header_idle_text_color_name: 'black', footer_color_name: 'grayDark1' },
      },
    });
    // The header's links are black now: a near-white black is refused on its colour.
    const pale = await patch(owner.headers, { colors: { black: '#fafafa' } });
    expect(pale.statusCode).toBe(422);
    expect(Object.keys(pale.json().errors)).toContain('colors.black');
  });
});

describe('PATCH /v1/admin/settings: pictures', () => {
  it("answers the mall's pictures by key, absolute", async () => {
    const { images } = await current();
    expect(images['gift_cards_images_hero']).toMatch(/^https?:\/\/[^/]+\/media\/beta\//);
    expect(Object.keys(images).every((k) => !k.startsWith('colors_'))).toBe(true);
  });

  it('refuses a picture the mall does not have, or not from the upload', async () => {
    const before = await current();
    const cases: [unknown, string][] = [
      [
        { images: { gift_cards_images_banner: '/media/uploads/beta/a.webp' } },
        'images.gift_cards_images_banner',
      ],
      [{ images: { colors_primary: '/media/uploads/beta/a.webp' } }, 'images.colors_primary'],
      [
        { images: { gift_cards_images_hero: 'https://evil.example/x.png' } },
        'images.gift_cards_images_hero',
      ],
      [
        { images: { gift_cards_images_hero: '/media/../../etc/passwd' } },
        'images.gift_cards_images_hero',
      ],
      [{ images: { gift_cards_images_hero: '' } }, 'images.gift_cards_images_hero'],
    ];
    await expectRefusals(cases);
    expect(await current()).toEqual(before);
    const denied = await patch(content.headers, {
      images: { gift_cards_images_hero: '/media/uploads/beta/a.webp' },
    });
    expect(denied.statusCode).toBe(403);
  });

  it('replaces a picture with an upload, audited; the site reads it', async () => {
    const before = (await current()).images['gift_cards_images_hero'];
    const res = await patch(owner.headers, {
      images: { gift_cards_images_hero: 'http://api.test/media/uploads/beta/0123abcd.webp' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.images['gift_cards_images_hero']).toMatch(
      /^https?:\/\/[^/]+\/media\/uploads\/beta\/0123abcd\.webp$/,
    );
    expect((await web())['gift_cards_images_hero']).toMatch(
      /\/media\/uploads\/beta\/0123abcd\.webp$/,
    );
    const audit = await t.app.inject({
      url: '/v1/staff/audit?action=settings.update',
      headers: owner.headers,
    });
    const entry = audit.json().data.data[0];
    expect(entry.after.images.gift_cards_images_hero).toMatch(/0123abcd\.webp$/);
    expect(entry.before.images.gift_cards_images_hero).toBe(before);
  });
});

describe('PATCH /v1/admin/settings: texts and layouts', () => {
  it('refuses bad texts with their paths and writes nothing', async () => {
    const before = await current();
    const cases: [unknown, string][] = [
      [{ texts: { website_name: 'x'.repeat(101) } }, 'texts.website_name'],
      [{ texts: { website_name: 42 } }, 'texts.website_name'],
      [
        { texts: { newsletter_consent_link_url: 'javascript:alert(1)' } },
        'texts.newsletter_consent_link_url',
      ],
      [
        { texts: { newsletter_consent_link_url: '//evil.example/x' } },
        'texts.newsletter_consent_link_url',
      ],
      [
        { texts: { gift_cards_page_help_email: 'not-an-address' } },
        'texts.gift_cards_page_help_email',
      ],
      [{ texts: { offers_layout: 'masonry' } }, 'texts.offers_layout'],
      [{ texts: { store_detail_layout_name: '' } }, 'texts.store_detail_layout_name'],
      [{ texts: { hero_cards_event_type: 'past' } }, 'texts.hero_cards_event_type'],
      [{ texts: { header_logo_type: 'image_huge' } }, 'texts.header_logo_type'],
      [{ texts: { footer_logo_type: null } }, 'texts.footer_logo_type'],
      [{ texts: { default_floorplan_id: 'ground' } }, 'texts.default_floorplan_id'],
      [{ texts: { hero_banner_aspect_ratio: 'wide' } }, 'texts.hero_banner_aspect_ratio'],
      [{ texts: { hero_banner_aspect_ratio: '1/9' } }, 'texts.hero_banner_aspect_ratio'],
      [{ texts: { hero_banner_aspect_ratio: '0/1' } }, 'texts.hero_banner_aspect_ratio'],
      [{ texts: { default_floorplan_id: '999999' } }, 'texts.default_floorplan_id'],
      [{ texts: { app_font_name: 'Comic Sans' } }, 'texts.app_font_name'],
      [{ texts: { app_font_name: 'inter' } }, 'texts.app_font_name'],
      [{ texts: { app_font_name: 'Inter; color: red' } }, 'texts.app_font_name'],
      [{ texts: { favicon_logo_type: 'image' } }, 'texts'],
    ];
    await expectRefusals(cases);
    expect(await current()).toEqual(before);
  });

  it('refuses desk and content staff, and answers only the own mall', async () => {
    for (const who of [desk, content]) {
      const res = await patch(who.headers, { texts: { website_name: 'Taken over' } });
      expect(res.statusCode).toBe(403);
    }
    // A beta session at another mall's origin is not a session there.
    const elsewhere = await patch(
      { ...owner.headers, origin: ORIGIN.novoplaza },
      { texts: { website_name: 'Taken over' } },
    );
    expect(elsewhere.statusCode).toBe(401);
    expect((await web())['website_name']).not.toBe('Taken over');
  });

  it("refuses another mall's floor plan and takes the mall's own", async () => {
    const plans = (origin: string) =>
      t.app
        .inject({ url: '/v1/floorplans', headers: { origin } })
        .then((r) => r.json().data as { id: number; level: number }[]);
    const [harfaPlan] = await plans(ORIGIN.novoplaza);
    const own = await plans(ORIGIN.beta);
    const upper = own.find((p) => p.level === 1) ?? own[0]!;
    const refused = await patch(owner.headers, {
      texts: { default_floorplan_id: String(harfaPlan!.id) },
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors['texts.default_floorplan_id']).toEqual([
      'No such floor plan in this mall',
    ]);
    const res = await patch(owner.headers, { texts: { default_floorplan_id: String(upper.id) } });
    expect(res.statusCode, res.body).toBe(200);
    expect((await web())['default_floorplan_id']).toBe(String(upper.id));
  });

  it('stores texts and layouts, clears a text with an empty one, audits it', async () => {
    const before = await current();
    expect(before.texts.website_name).toBeTruthy(); // the seed names the site
    const res = await patch(owner.headers, {
      texts: {
        website_name: '  Beta Gallery  ',
        newsletter_consent_link_url: 'https://beta.example/privacy',
        gift_cards_page_help_email: 'cards@beta.example',
        offers_layout: 'list',
        store_detail_layout_name: 'wide',
        hero_cards_event_type: 'mall',
        footer_logo_type: 'image_icon',
        hero_banner_aspect_ratio: ' 21 : 9 ',
        app_font_name: 'Open Sans',
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(mallSettingsSchema.parse(res.json().data).texts).toMatchObject({
      website_name: 'Beta Gallery',
      newsletter_consent_link_url: 'https://beta.example/privacy',
      gift_cards_page_help_email: 'cards@beta.example',
      offers_layout: 'list',
      store_detail_layout_name: 'wide',
      hero_cards_event_type: 'mall',
      footer_logo_type: 'image_icon',
      header_logo_type: before.texts.header_logo_type,
      hero_banner_aspect_ratio: '21/9',
      app_font_name: 'Open Sans',
    });
    let flat = await web();
    expect(flat).toMatchObject({ website_name: 'Beta Gallery', offers_layout: 'list' });
    expect(parseSettings(flat).app_font_name).toBe('Open Sans');

    const cleared = await patch(owner.headers, {
      texts: {
        website_name: '',
        newsletter_consent_link_url: '/privacy-policy',
        app_font_name: '',
      },
    });
    expect(cleared.statusCode, cleared.body).toBe(200);
    expect(cleared.json().data.texts).toMatchObject({
      website_name: null,
      newsletter_consent_link_url: '/privacy-policy',
      app_font_name: null,
    });
    flat = await web();
    expect(flat['website_name']).toBeUndefined();
    // No font: the site's system font stack.
    expect(flat['app_font_name']).toBeUndefined();
    const audit = await t.app.inject({
      url: '/v1/staff/audit?action=settings.update',
      headers: owner.headers,
    });
    expect(audit.json().data.data[0]).toMatchObject({
      before: { texts: { website_name: 'Beta Gallery' } },
      after: { texts: { website_name: null, newsletter_consent_link_url: '/privacy-policy' } },
    });
  });
});

describe('PATCH /v1/admin/settings: footer links', () => {
  const link = (url: string, cz = 'Kariéra', extra: Record<string, string> = {}) => ({
    name: { cz, ...extra },
    url,
    open_in_new_tab: false,
  });

  it('refuses bad links with their paths and writes nothing', async () => {
    const before = await current();
    const beforeWeb = (await web())['footer_items'];
    const cases: [unknown, string][] = [
      [{ footer_items: [link('/parking'), link('javascript:alert(1)')] }, 'footer_items.1.url'],
      [{ footer_items: [link('JavaScript:alert(1)')] }, 'footer_items.0.url'],
      [{ footer_items: [link('data:text/html,hi')] }, 'footer_items.0.url'],
      [{ footer_items: [link('//evil.example')] }, 'footer_items.0.url'],
      [{ footer_items: [link('/\\evil.example')] }, 'footer_items.0.url'],
      [{ footer_items: [link('https://user@evil.example')] }, 'footer_items.0.url'],
      [{ footer_items: [link('ftp://files.example.com')] }, 'footer_items.0.url'],
      [{ footer_items: [link('parking')] }, 'footer_items.0.url'],
      [{ footer_items: [link('/parking', '  ')] }, 'footer_items.0.name.cz'],
      [{ footer_items: [link('/parking', 'x'.repeat(61))] }, 'footer_items.0.name.cz'],
      [
        { footer_items: [link('/parking', 'Kariéra', { de: 'y'.repeat(61) })] },
        'footer_items.0.name.de',
      ],
      [{ footer_items: [link('/parking', 'Kariéra', { fr: 'Carrière' })] }, 'footer_items.0.name'],
      [{ footer_items: [{ ...link('/parking'), icon: 'facebook' }] }, 'footer_items.0'],
      [
        { footer_items: [{ ...link('/parking'), open_in_new_tab: 'yes' }] },
        'footer_items.0.open_in_new_tab',
      ],
      [
        { footer_items: Array.from({ length: 13 }, (_, i) => link(`/a/page-${i}`)) },
        'footer_items',
      ],
      [{ footer_items: 'https://example.com' }, 'footer_items'],
    ];
    await expectRefusals(cases);
    expect(await current()).toEqual(before);
    expect((await web())['footer_items']).toBe(beforeWeb);
  });

  it('refuses desk and content staff, and answers only the own mall', async () => {
    const body = { footer_items: [link('https://evil.example')] };
    for (const who of [desk, content]) {
      expect((await patch(who.headers, body)).statusCode).toBe(403);
    }
    const elsewhere = await patch({ ...owner.headers, origin: ORIGIN.novoplaza }, body);
    expect(elsewhere.statusCode).toBe(401);
    expect((await web())['footer_items']).not.toContain('evil.example');
  });

  it('stores the links in order for the site, audited; an empty list removes them', async () => {
    const previous = (await current()).footer_items;
    const sent = transport.events.length;
    const links = [
      link('/loyalty-program', 'Věrnostní program', { en: 'Loyalty programme', de: ' ' }),
      { ...link('https://jobs.example.com/beta?x=1', 'Kariéra'), open_in_new_tab: true },
      link('mailto:info@beta.example', 'Napište nám'),
      link('tel:+420 123 456 789', 'Zavolejte nám'),
    ];
    const res = await patch(owner.headers, { footer_items: links });
    expect(res.statusCode, res.body).toBe(200);
    const data = mallSettingsSchema.parse(res.json().data);
    // Every language's name ('' for none), the telephone number without its spaces.
    const answer = (cz: string, url: string, open = false, en = '') => ({
      name: { en, cz, sk: '', de: '' },
      url,
      open_in_new_tab: open,
    });
    expect(data.footer_items).toEqual([
      answer('Věrnostní program', '/loyalty-program', false, 'Loyalty programme'),
      answer('Kariéra', 'https://jobs.example.com/beta?x=1', true),
      answer('Napište nám', 'mailto:info@beta.example'),
      answer('Zavolejte nám', 'tel:+420123456789'),
    ]);
    expect((await current()).footer_items).toEqual(data.footer_items);

    // The public settings carry it in the shape the site parses (no cached answer kept).
    const flat = await web();
    const logged: string[] = [];
    const site = parseSettings(flat, (message) => logged.push(message));
    expect(logged.filter((message) => message.includes('footer_items'))).toEqual([]);
    // `name` is the Czech one, `translations` the languages that have a name.
    expect(site.footer_items).toEqual(
      data.footer_items.map(({ name, url, open_in_new_tab }) => ({
        name: name.cz,
        url,
        open_in_new_tab,
        translations: Object.entries(name)
          .filter(([, text]) => text)
          .map(([locale, text]) => ({ locale, name: text })),
      })),
    );
    expect(site.footer_items[0]?.translations).toEqual([
      { locale: 'en', name: 'Loyalty programme' },
      { locale: 'cz', name: 'Věrnostní program' },
    ]);
    expect(transport.events.slice(sent)).toEqual([
      { channel: 'mall-beta', event: 'content.updated', data: { type: 'settings' } },
    ]);
    const audit = async () =>
      (
        await t.app.inject({
          url: '/v1/staff/audit?action=settings.update',
          headers: owner.headers,
        })
      ).json().data.data[0];
    expect(await audit()).toMatchObject({
      before: { footer_items: previous },
      after: { footer_items: data.footer_items },
    });

    // Another mall's footer is untouched.
    const other = await t.app.inject({
      url: '/v1/settings-web-app/web',
      headers: { origin: ORIGIN.novoplaza },
    });
    expect(other.json().data['footer_items']).not.toContain('jobs.example.com');

    const emptied = await patch(owner.headers, { footer_items: [] });
    expect(emptied.statusCode, emptied.body).toBe(200);
    expect(emptied.json().data.footer_items).toEqual([]);
    expect((await web())['footer_items']).toBe('[]');
    expect(await audit()).toMatchObject({
      before: { footer_items: data.footer_items },
      after: { footer_items: [] },
    });
  });
});

describe('PATCH /v1/admin/settings: languages', () => {
  const available = async (origin: string) =>
    (
      await t.app.inject({ url: '/v1/translations/web/available-locales', headers: { origin } })
    ).json().data as { locale: string; is_default: boolean }[];

  it('answers the default language and the inactive ones', async () => {
    const data = await current();
    expect(data.default_locale).toBe('en'); // beta's
    expect(data.inactive_locales).toEqual(
      parseSettings(await web(), () => undefined).inactive_locales,
    );
  });

  it('refuses unknown languages, the default language and every language', async () => {
    const before = await current();
    const cases: [unknown, string][] = [
      [{ inactive_locales: ['de', 'fr'] }, 'inactive_locales.1'],
      [{ inactive_locales: ['DE'] }, 'inactive_locales.0'],
      [{ inactive_locales: ['sk', 'sk'] }, 'inactive_locales.1'],
      [{ inactive_locales: 'de' }, 'inactive_locales'],
      [{ inactive_locales: ['cz', 'sk', 'de', 'en'] }, 'inactive_locales'],
      // beta's default language is English.
      [{ inactive_locales: ['de', 'en'] }, 'inactive_locales.1'],
    ];
    await expectRefusals(cases);
    const defaultRefused = await patch(owner.headers, { inactive_locales: ['en'] });
    expect(defaultRefused.json().errors['inactive_locales.0']).toEqual([
      'The default language stays active',
    ]);
    expect(await current()).toEqual(before);
    for (const who of [desk, content]) {
      expect((await patch(who.headers, { inactive_locales: ['de'] })).statusCode).toBe(403);
    }
    const elsewhere = await patch(
      { ...owner.headers, origin: ORIGIN.novoplaza },
      { inactive_locales: ['de'] },
    );
    expect(elsewhere.statusCode).toBe(401);
    expect((await available(ORIGIN.beta)).map((l) => l.locale)).toEqual(['en', 'cz', 'sk', 'de']);
  });

  it('turns languages off and on for the site, audited, cached answers dropped', async () => {
    expect((await available(ORIGIN.beta)).map((l) => l.locale)).toContain('de'); // cached now
    const sent = transport.events.length;
    const res = await patch(owner.headers, { inactive_locales: ['de', 'sk'] });
    expect(res.statusCode, res.body).toBe(200);
    expect(mallSettingsSchema.parse(res.json().data).inactive_locales).toEqual(['sk', 'de']);
    expect((await web())['inactive_locales']).toBe('sk, de');
    expect(parseSettings(await web()).inactive_locales).toEqual(['sk', 'de']);
    expect(await available(ORIGIN.beta)).toEqual([
      expect.objectContaining({ locale: 'en', is_default: true }),
      expect.objectContaining({ locale: 'cz', is_default: false }),
    ]);
    const mall = await t.app.inject({ url: '/v1/malls', headers: { origin: ORIGIN.beta } });
    expect(mall.json().data[0].supported_languages).toEqual(['en', 'cz']);
    expect(transport.events.slice(sent)).toEqual([
      { channel: 'mall-beta', event: 'content.updated', data: { type: 'settings' } },
    ]);
    const audit = async () =>
      (
        await t.app.inject({
          url: '/v1/staff/audit?action=settings.update',
          headers: owner.headers,
        })
      ).json().data.data[0];
    expect(await audit()).toMatchObject({
      before: { inactive_locales: [] },
      after: { inactive_locales: ['sk', 'de'] },
    });
    // Another mall keeps its languages.
    expect((await available(ORIGIN.novoplaza)).map((l) => l.locale)).toContain('sk');

    const back = await patch(owner.headers, { inactive_locales: [] });
    expect(back.statusCode, back.body).toBe(200);
    expect(back.json().data.inactive_locales).toEqual([]);
    expect((await available(ORIGIN.beta)).map((l) => l.locale)).toEqual(['en', 'cz', 'sk', 'de']);
    expect(await audit()).toMatchObject({
      before: { inactive_locales: ['sk', 'de'] },
      after: { inactive_locales: [] },
    });
  });
});

describe('PATCH /v1/admin/settings: amenity links', () => {
  it("answers the stored links and the mall's amenities to choose from", async () => {
    const data = await current();
    const slugs = data.amenity_choices.map((choice) => choice.slug);
    expect(slugs).toEqual(expect.arrayContaining(['wifi', 'parking', 'atm']));
    expect(data.amenity_choices.find((c) => c.slug === 'wifi')?.names.cz).toBe('Wi-Fi zdarma');
    expect(data.amenity_redirect_links).toEqual([
      { amenity: 'parking', url: '/parking' },
      { amenity: 'wifi', url: '/wl' },
    ]);
  });

  it('refuses bad links, unknown amenities and another mall’s, and writes nothing', async () => {
    const before = await current();
    const beforeWeb = (await web())['amenity_redirect_links'];
    const cases: [unknown, string][] = [
      [
        { amenity_redirect_links: [{ amenity: 'atm', url: 'javascript:alert(1)' }] },
        'amenity_redirect_links.0.url',
      ],
      [
        { amenity_redirect_links: [{ amenity: 'atm', url: '//evil.example' }] },
        'amenity_redirect_links.0.url',
      ],
      [{ amenity_redirect_links: [{ amenity: 'atm', url: '' }] }, 'amenity_redirect_links.0.url'],
      [
        {
          amenity_redirect_links: [
            { amenity: 'atm', url: '/parking' },
            { amenity: 'no-such-amenity', url: '/parking' },
          ],
        },
        'amenity_redirect_links.1.amenity',
      ],
      [
        { amenity_redirect_links: [{ amenity: '../x', url: '/parking' }] },
        'amenity_redirect_links.0.amenity',
      ],
      [
        {
          amenity_redirect_links: [
            { amenity: 'atm', url: '/parking' },
            { amenity: 'atm', url: '/faq' },
          ],
        },
        'amenity_redirect_links.1.amenity',
      ],
      [
        { amenity_redirect_links: [{ amenity: 'atm', url: '/parking', icon: 'x' }] },
        'amenity_redirect_links.0',
      ],
      [{ amenity_redirect_links: { atm: '/parking' } }, 'amenity_redirect_links'],
    ];
    await expectRefusals(cases);
    expect(await current()).toEqual(before);
    expect((await web())['amenity_redirect_links']).toBe(beforeWeb);
    const body = { amenity_redirect_links: [{ amenity: 'atm', url: 'https://evil.example' }] };
    for (const who of [desk, content]) {
      expect((await patch(who.headers, body)).statusCode).toBe(403);
    }
    expect((await patch({ ...owner.headers, origin: ORIGIN.novoplaza }, body)).statusCode).toBe(
      401,
    );
    expect((await web())['amenity_redirect_links']).toBe(beforeWeb);
  });

  it('stores the links for the site, audited; an empty list removes them', async () => {
    const previous = (await current()).amenity_redirect_links;
    const sent = transport.events.length;
    const links = [
      { amenity: 'parking', url: '/parking' },
      { amenity: 'atm', url: 'https://bank.example.com/atm?mall=beta' },
      { amenity: 'info-desk', url: 'tel:+420 123 456 789' },
    ];
    const res = await patch(owner.headers, { amenity_redirect_links: links });
    expect(res.statusCode, res.body).toBe(200);
    const stored = [
      { amenity: 'parking', url: '/parking' },
      { amenity: 'atm', url: 'https://bank.example.com/atm?mall=beta' },
      { amenity: 'info-desk', url: 'tel:+420123456789' },
    ];
    expect(mallSettingsSchema.parse(res.json().data).amenity_redirect_links).toEqual(stored);
    // The site's parser reads it, keyed by the amenity's slug (libs/site `amenityHref`).
    const logged: string[] = [];
    expect(parseSettings(await web(), (m) => logged.push(m)).amenity_redirect_links).toEqual({
      parking: '/parking',
      atm: 'https://bank.example.com/atm?mall=beta',
      'info-desk': 'tel:+420123456789',
    });
    expect(logged.filter((m) => m.includes('amenity'))).toEqual([]);
    expect(transport.events.slice(sent)).toEqual([
      { channel: 'mall-beta', event: 'content.updated', data: { type: 'settings' } },
    ]);
    const audit = async () =>
      (
        await t.app.inject({
          url: '/v1/staff/audit?action=settings.update',
          headers: owner.headers,
        })
      ).json().data.data[0];
    expect(await audit()).toMatchObject({
      before: { amenity_redirect_links: previous },
      after: { amenity_redirect_links: stored },
    });
    const other = await t.app.inject({
      url: '/v1/settings-web-app/web',
      headers: { origin: ORIGIN.novoplaza },
    });
    expect(other.json().data['amenity_redirect_links']).not.toContain('bank.example.com');

    const emptied = await patch(owner.headers, { amenity_redirect_links: [] });
    expect(emptied.statusCode, emptied.body).toBe(200);
    expect(emptied.json().data.amenity_redirect_links).toEqual([]);
    expect((await web())['amenity_redirect_links']).toBe('{}');
    expect(await audit()).toMatchObject({
      before: { amenity_redirect_links: stored },
      after: { amenity_redirect_links: [] },
    });
  });
});

describe('PATCH /v1/admin/settings: documents', () => {
  it("answers the mall's documents by key, absolute", async () => {
    const { documents } = await current();
    expect(Object.keys(documents).sort()).toEqual([
      'documents_operating_rules',
      'documents_price_list',
    ]);
    expect(documents['documents_price_list']).toMatch(/^https?:\/\/[^/]+\/media\/beta\//);
  });

  it('refuses a document the mall does not have and a bad address, and writes nothing', async () => {
    const before = await current();
    const cases: [unknown, string][] = [
      [
        { documents: { documents_lease_terms: 'https://beta.example/lease.pdf' } },
        'documents.documents_lease_terms',
      ],
      [
        { documents: { gift_cards_images_hero: 'https://beta.example/a.pdf' } },
        'documents.gift_cards_images_hero',
      ],
      [
        { documents: { documents_price_list: 'javascript:alert(1)' } },
        'documents.documents_price_list',
      ],
      [
        { documents: { documents_price_list: 'http://beta.example/prices.pdf' } },
        'documents.documents_price_list',
      ],
      [
        { documents: { documents_price_list: '//evil.example/prices.pdf' } },
        'documents.documents_price_list',
      ],
      [
        { documents: { documents_price_list: '/media/../../etc/passwd' } },
        'documents.documents_price_list',
      ],
      [{ documents: { documents_price_list: '/parking' } }, 'documents.documents_price_list'],
      [{ documents: { documents_price_list: '' } }, 'documents.documents_price_list'],
    ];
    await expectRefusals(cases);
    expect(await current()).toEqual(before);
    const body = { documents: { documents_price_list: 'https://evil.example/x.pdf' } };
    for (const who of [desk, content]) {
      expect((await patch(who.headers, body)).statusCode).toBe(403);
    }
    expect((await patch({ ...owner.headers, origin: ORIGIN.novoplaza }, body)).statusCode).toBe(
      401,
    );
    expect((await web())['documents_price_list']).not.toContain('evil.example');
  });

  it('moves a document to a web address for the site, audited; a media file back', async () => {
    const before = (await current()).documents['documents_price_list']!;
    const sent = transport.events.length;
    const res = await patch(owner.headers, {
      documents: { documents_price_list: ' https://files.beta.example/prices-2026.pdf ' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.documents['documents_price_list']).toBe(
      'https://files.beta.example/prices-2026.pdf',
    );
    // The site's documents (the footer's useful links read `settings.documents`).
    expect(parseSettings(await web()).documents['price_list']).toBe(
      'https://files.beta.example/prices-2026.pdf',
    );
    expect(transport.events.slice(sent)).toEqual([
      { channel: 'mall-beta', event: 'content.updated', data: { type: 'settings' } },
    ]);
    const audit = async () =>
      (
        await t.app.inject({
          url: '/v1/staff/audit?action=settings.update',
          headers: owner.headers,
        })
      ).json().data.data[0];
    expect(await audit()).toMatchObject({
      before: { documents: { documents_price_list: before } },
      after: { documents: { documents_price_list: 'https://files.beta.example/prices-2026.pdf' } },
    });
    // The file as GET answered it (absolute) is stored as its /media/ path again.
    const back = await patch(owner.headers, { documents: { documents_price_list: before } });
    expect(back.statusCode, back.body).toBe(200);
    expect(back.json().data.documents['documents_price_list']).toBe(before);
    expect((await web())['documents_price_list']).toBe(before);
    const other = await t.app.inject({
      url: '/v1/settings-web-app/web',
      headers: { origin: ORIGIN.novoplaza },
    });
    expect(other.json().data['documents_price_list']).not.toContain('files.beta.example');
  });
});

describe('loyalty rules', () => {
  let shop: number;
  beforeAll(async () => {
    shop = await loyaltyShop(t.db, 'beta');
  });

  async function submit(m: Member, amount: string) {
    const body = await multipart(
      {
        company_id: String(shop),
        amount,
        purchased_at: pragueDay(0),
        receipt_number: `S-${Math.random().toString(36).slice(2, 10)}`,
      },
      { data: await receiptPhoto() },
    );
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/me/receipts',
      headers: { ...m.headers, 'content-type': body.contentType },
      payload: body.payload,
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().data as { id: number; status: string; points: number | null };
  }

  it('a changed rate changes the points of the next approved receipt', async () => {
    let res = await patch(owner.headers, {
      loyalty: { rate_per_1000_czk: 100, auto_approve_limit_minor: 0 },
    });
    expect(res.statusCode, res.body).toBe(200);
    // Staff approve: 500 CZK at 100 points per 1,000 CZK.
    const first = await submit(await createMember(t.db, 'beta'), '500.00');
    expect(first.status).toBe('pending');
    const approved = await t.app.inject({
      method: 'POST',
      url: `/v1/admin/receipts/${first.id}/approve`,
      headers: owner.headers,
    });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json().data.points).toBe(50);

    // Three times the rate, and receipts up to 1,000 CZK approved at once.
    res = await patch(owner.headers, {
      loyalty: { rate_per_1000_czk: 300, auto_approve_limit_minor: 100_000 },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.loyalty).toMatchObject({
      rate_per_1000_czk: 300,
      auto_approve_limit_minor: 100_000,
    });
    // Reading is off in tests, so nothing is approved at once (docs/loyalty.md): staff approve.
    const second = await submit(await createMember(t.db, 'beta'), '500.00');
    expect(second.status).toBe('pending');
    const again = await t.app.inject({
      method: 'POST',
      url: `/v1/admin/receipts/${second.id}/approve`,
      headers: owner.headers,
    });
    expect(again.json().data.points).toBe(150);

    const audit = await t.app.inject({
      url: '/v1/staff/audit?action=settings.update',
      headers: owner.headers,
    });
    expect(audit.json().data.data[0]).toMatchObject({
      before: { loyalty: { rate_per_1000_czk: 100, auto_approve_limit_minor: 0 } },
      after: { loyalty: { rate_per_1000_czk: 300, auto_approve_limit_minor: 100_000 } },
    });
  });
});
