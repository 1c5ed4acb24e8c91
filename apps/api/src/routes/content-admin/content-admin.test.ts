import { createLoggingPublisher } from '@atrium/realtime-gateway/publisher';
import { companyFollows } from '@atrium/server-db/schema/accounts';
import { floorplans } from '@atrium/server-db/schema';
import { loyaltyRules, receipts } from '@atrium/server-db/schema/loyalty';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createMember, multipart } from '../../loyalty/test-helpers';
import { createTestApp, ORIGIN, type TestApp } from '../../test/test-app';
import { firstOwner, invited, type StaffSession } from '../staff/staff-test-helpers';

/** Staff content editing: /v1/admin/content/* (content-admin.routes.ts). */
const transport = createLoggingPublisher(() => {});
let t: TestApp;
let owner: StaffSession;
let editor: StaffSession;
let desk: StaffSession;
let support: StaffSession;
let harfaEditor: StaffSession;

beforeAll(async () => {
  t = await createTestApp({ realtime: transport, env: { AUTH_RATE_LIMIT: '1000' } });
  owner = await firstOwner(t, 'beta');
  editor = await invited(t, owner, 'content@example.test', 'content');
  desk = await invited(t, owner, 'desk-content@example.test', 'desk');
  support = await invited(t, owner, 'support-content@example.test', 'support');
  const harfaOwner = await firstOwner(t, 'galerieharfa');
  harfaEditor = await invited(
    t,
    harfaOwner,
    'content-harfa@example.test',
    'content',
    'galerieharfa',
  );
});
afterAll(() => t?.close());

const call = (
  who: StaffSession,
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  url: string,
  payload?: unknown,
) =>
  t.app.inject({
    method,
    url,
    headers: who.headers,
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

const publicGet = (url: string) => t.app.inject({ url, headers: { origin: ORIGIN.beta } });

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();

const event = (title = 'Autumn market') => ({
  starts_at: inDays(1),
  ends_at: inDays(3),
  translations: [
    { locale: 'en', title, description: 'Stalls on the square' },
    { locale: 'cz', title: 'Podzimní trh', description: 'Stánky na náměstí' },
    { locale: 'sk', title: 'Jesenný trh' },
    { locale: 'de', title: 'Herbstmarkt' },
  ],
});

describe('/v1/admin/content/events', () => {
  let id: number;

  it('creates a draft that visitors do not see, audited', async () => {
    const res = await call(editor, 'POST', '/v1/admin/content/events', event());
    expect(res.statusCode, res.body).toBe(201);
    const data = res.json().data;
    id = data.id;
    expect(data).toMatchObject({ type: 'events', status: 'draft', state: 'draft' });
    expect(data.translations).toHaveLength(4);
    expect((await publicGet(`/v1/events/${id}`)).statusCode).toBe(404);
    const list = await call(editor, 'GET', '/v1/admin/content/events?state=draft');
    expect(list.json().data.data.map((x: { id: number }) => x.id)).toContain(id);
    const audit = await call(owner, 'GET', `/v1/staff/audit?action=content.event.create`);
    expect(audit.json().data.data[0]).toMatchObject({
      target_type: 'event',
      target_id: String(id),
      after: { id, status: 'draft' },
    });
  });

  it('publishes it: visitors see it, content.updated is sent', async () => {
    const before = transport.events.length;
    const res = await call(editor, 'POST', `/v1/admin/content/events/${id}/publish`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ status: 'published', state: 'published' });
    const seen = await publicGet(`/v1/events/${id}`);
    expect(seen.statusCode).toBe(200);
    expect(seen.json().data.translations[0].title).toBe('Autumn market');
    expect(transport.events.slice(before)).toContainEqual({
      channel: 'mall-beta',
      event: 'content.updated',
      data: { type: 'event', id },
    });
  });

  it('updates the texts (before/after in the audit log); the public list shows the new title', async () => {
    // The public list is cached; the edit must not leave the old title there.
    expect((await publicGet('/v1/events?per_page=48')).statusCode).toBe(200);
    const res = await call(
      owner,
      'PATCH',
      `/v1/admin/content/events/${id}`,
      event('Winter market'),
    );
    expect(res.statusCode, res.body).toBe(200);
    const list = await publicGet('/v1/events?per_page=48');
    const titles = list
      .json()
      .data.data.map((x: { translations: { title: string }[] }) => x.translations[0]!.title);
    expect(titles).toContain('Winter market');
    expect(titles).not.toContain('Autumn market');
    const audit = await call(owner, 'GET', `/v1/staff/audit?action=content.event.update`);
    const entry = audit.json().data.data[0];
    expect(entry.before.translations[0].title).toBe('Autumn market');
    expect(entry.after.translations[0].title).toBe('Winter market');
    expect(transport.events.at(-1)).toMatchObject({ event: 'content.updated' });
  });

  it('schedules: published with a future publish_from is not public yet', async () => {
    const res = await call(editor, 'POST', `/v1/admin/content/events/${id}/publish`, {
      publish_from: inDays(2),
    });
    expect(res.json().data).toMatchObject({ status: 'published', state: 'scheduled' });
    expect((await publicGet(`/v1/events/${id}`)).statusCode).toBe(404);
    const back = await call(editor, 'POST', `/v1/admin/content/events/${id}/publish`, {
      publish_from: null,
      publish_until: inDays(5),
    });
    expect(back.json().data.state).toBe('published');
    expect((await publicGet(`/v1/events/${id}`)).statusCode).toBe(200);
  });

  it('unpublishes and deletes', async () => {
    const off = await call(editor, 'POST', `/v1/admin/content/events/${id}/unpublish`);
    expect(off.json().data.state).toBe('draft');
    expect((await publicGet(`/v1/events/${id}`)).statusCode).toBe(404);
    const del = await call(editor, 'DELETE', `/v1/admin/content/events/${id}`);
    expect(del.statusCode, del.body).toBe(200);
    expect((await call(editor, 'GET', `/v1/admin/content/events/${id}`)).statusCode).toBe(404);
    const audit = await call(owner, 'GET', `/v1/staff/audit?action=content.event.delete`);
    expect(audit.json().data.data[0].before.id).toBe(id);
  });

  it('refuses bad input with 422 on the fields', async () => {
    const bad = [
      { ...event(), ends_at: inDays(-5) },
      { ...event(), translations: [] },
      { ...event(), translations: [{ locale: 'fr', title: 'Marché' }] },
      { ...event(), translations: [{ locale: 'en', title: '' }] },
      { ...event(), starts_at: 'tomorrow' },
      { ...event(), image: 'https://evil.example/x.png' },
      { ...event(), company_id: 999_999 },
    ];
    for (const body of bad) {
      const res = await call(editor, 'POST', '/v1/admin/content/events', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(422);
      expect(res.json().status).toBe('error');
    }
  });
});

describe("a post's shop and category", () => {
  const firstOf = async (url: string, origin = ORIGIN.beta) => {
    const body = (await t.app.inject({ url, headers: { origin } })).json().data;
    return (Array.isArray(body) ? body : body.data)[0] as { id: number };
  };

  it("links an event to the mall's shop and category; the shop's page lists it", async () => {
    const shop = await firstOf('/v1/companies?per_page=1');
    const category = await firstOf('/v1/categories?type=event');
    const res = await call(editor, 'POST', '/v1/admin/content/events', {
      ...event('Shop talk'),
      company_id: shop.id,
      category_id: category.id,
    });
    expect(res.statusCode, res.body).toBe(201);
    const id = res.json().data.id;
    expect(res.json().data).toMatchObject({ company_id: shop.id, category_id: category.id });
    await call(editor, 'POST', `/v1/admin/content/events/${id}/publish`);
    const page = (await publicGet(`/v1/companies/${shop.id}`)).json().data;
    expect(page.events.map((e: { id: number }) => e.id)).toContain(id);
    // Back to the mall's own, without a category.
    const back = await call(editor, 'PATCH', `/v1/admin/content/events/${id}`, event('Shop talk'));
    expect(back.json().data).toMatchObject({ company_id: null, category_id: null });
    const audit = await call(owner, 'GET', '/v1/staff/audit?action=content.event.update');
    expect(audit.json().data.data[0]).toMatchObject({
      before: { company_id: shop.id, category_id: category.id },
      after: { company_id: null, category_id: null },
    });
  });

  it("refuses another mall's shop, another type's category and another mall's category", async () => {
    const harfaShop = await firstOf('/v1/companies?per_page=1', ORIGIN.galerieharfa);
    const newsCategory = await firstOf('/v1/categories?type=news');
    const harfaCategory = await firstOf('/v1/categories?type=event', ORIGIN.galerieharfa);
    for (const [field, body] of [
      ['company_id', { company_id: harfaShop.id }],
      ['category_id', { category_id: newsCategory.id }],
      ['category_id', { category_id: harfaCategory.id }],
      ['company_id', { company_id: 'shop' }],
    ] as const) {
      const res = await call(editor, 'POST', '/v1/admin/content/events', { ...event(), ...body });
      expect(res.statusCode, JSON.stringify(body)).toBe(422);
      expect(res.json().errors[field]).toBeDefined();
    }
  });
});

describe('roles and malls', () => {
  it('refuses desk and support staff with an audited 403', async () => {
    for (const who of [desk, support]) {
      expect((await call(who, 'GET', '/v1/admin/content/events')).statusCode).toBe(403);
      const res = await call(who, 'POST', '/v1/admin/content/news', event());
      expect(res.statusCode).toBe(403);
    }
    const audit = await call(owner, 'GET', '/v1/staff/audit');
    const refusals = audit
      .json()
      .data.data.filter((e: { action: string }) => e.action === 'access.denied');
    expect(refusals.length).toBeGreaterThan(0);
  });

  it("answers 404 for another mall's item and does not change it", async () => {
    const [first] = (await call(editor, 'GET', '/v1/admin/content/news')).json().data.data;
    expect(first).toBeDefined();
    for (const [method, url, body] of [
      ['GET', `/v1/admin/content/news/${first.id}`, undefined],
      ['PATCH', `/v1/admin/content/news/${first.id}`, event('Taken over')],
      ['POST', `/v1/admin/content/news/${first.id}/unpublish`, undefined],
      ['DELETE', `/v1/admin/content/news/${first.id}`, undefined],
    ] as const) {
      const res = await call(harfaEditor, method, url, body);
      expect(res.statusCode, `${method} ${url}`).toBe(404);
    }
    const still = await call(editor, 'GET', `/v1/admin/content/news/${first.id}`);
    expect(still.json().data.translations).toEqual(first.translations);
  });
});

describe('/v1/admin/content/offers and shops', () => {
  it('creates an offer with prices, published at once', async () => {
    const res = await call(editor, 'POST', '/v1/admin/content/offers', {
      ...event('Two for one'),
      price_original: 49_900,
      price_discounted: 24_950,
      discount_percent: 50,
    });
    expect(res.statusCode, res.body).toBe(201);
    const offer = res.json().data;
    expect(offer).toMatchObject({ type: 'offers', price_discounted: 24_950, state: 'draft' });
    await call(editor, 'POST', `/v1/admin/content/offers/${offer.id}/publish`);
    expect((await publicGet(`/v1/products/${offer.id}`)).statusCode).toBe(200);
  });

  it("sets a shop's IČO (check digit validated) and texts", async () => {
    const [shop] = (await call(editor, 'GET', '/v1/admin/content/shops?per_page=1')).json().data
      .data;
    const body = {
      slug: shop.slug,
      kind: shop.kind,
      category_ids: shop.category_ids,
      floor: shop.floor,
      unit: shop.unit,
      logo: shop.logo,
      image: shop.image,
      company_number: '2727 9545',
      translations: [{ locale: 'cz', title: 'Nový název' }],
    };
    const bad = await call(editor, 'PATCH', `/v1/admin/content/shops/${shop.id}`, {
      ...body,
      company_number: '12345678',
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.company_number).toBeDefined();
    const res = await call(editor, 'PATCH', `/v1/admin/content/shops/${shop.id}`, body);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.company_number).toBe('27279545');
    const seen = await publicGet(`/v1/companies/${shop.id}`);
    expect(seen.json().data.translations[0].title).toBe('Nový název');
    expect(transport.events.at(-1)).toEqual({
      channel: 'mall-beta',
      event: 'content.updated',
      data: { type: 'company', id: shop.id },
    });
  });
});

describe('shop categories and deleting a shop', () => {
  type Category = { id: number; slug: string; translations: { locale: string; name?: string }[] };
  const categoriesOf = async (type: string, origin = ORIGIN.beta) =>
    (await t.app.inject({ url: `/v1/categories?type=${type}`, headers: { origin } })).json()
      .data as Category[];
  const shop = (slug: string, category_ids: number[] = []) => ({
    slug,
    kind: 'shop',
    category_ids,
    translations: [
      { locale: 'en', title: 'Corner Tea', article: 'Loose-leaf tea.' },
      { locale: 'cz', title: 'Čaj na rohu' },
    ],
  });
  let teaId: number;

  it("sets a shop's categories: the site shows and filters by their names", async () => {
    const cats = await categoriesOf('company');
    const [a, b] = cats;
    const res = await call(editor, 'POST', '/v1/admin/content/shops', shop('corner-tea', [b!.id]));
    expect(res.statusCode, res.body).toBe(201);
    teaId = res.json().data.id;
    expect(res.json().data.category_ids).toEqual([b!.id]);
    const name = (c: Category, locale: string) =>
      c.translations.find((tr) => tr.locale === locale)!.name;
    let seen = (await publicGet(`/v1/companies/${teaId}`)).json().data;
    expect(seen.translations).toEqual([
      expect.objectContaining({ locale: 'en', company_category: name(b!, 'en') }),
      expect.objectContaining({ locale: 'cz', company_category: name(b!, 'cz') }),
    ]);
    // Two categories: both names, in the categories' order; the site's filter finds it by either.
    const both = await call(editor, 'PATCH', `/v1/admin/content/shops/${teaId}`, {
      ...shop('corner-tea', [b!.id, a!.id]),
    });
    expect(both.statusCode, both.body).toBe(200);
    seen = (await publicGet(`/v1/companies/${teaId}`)).json().data;
    expect(seen.translations[0].company_category).toBe(`${name(a!, 'en')}, ${name(b!, 'en')}`);
    expect(seen.translations[0].article).toBe('Loose-leaf tea.');
    const filtered = await publicGet(`/v1/companies?category=${a!.slug}&per_page=48`);
    expect(filtered.json().data.data.map((c: { id: number }) => c.id)).toContain(teaId);
    const audit = await call(owner, 'GET', '/v1/staff/audit?action=content.shop.update');
    expect(audit.json().data.data[0]).toMatchObject({
      target_id: String(teaId),
      before: { category_ids: [b!.id] },
      after: { category_ids: [b!.id, a!.id] },
    });
    // None: the name goes too.
    await call(editor, 'PATCH', `/v1/admin/content/shops/${teaId}`, shop('corner-tea', []));
    seen = (await publicGet(`/v1/companies/${teaId}`)).json().data;
    expect(seen.translations[0].company_category).toBeUndefined();
  });

  it("refuses another type's or another mall's category with 422 on category_ids", async () => {
    const [eventCategory] = await categoriesOf('event');
    const [harfaCategory] = await categoriesOf('company', ORIGIN.galerieharfa);
    for (const id of [eventCategory!.id, harfaCategory!.id, 999_999]) {
      const res = await call(editor, 'PATCH', `/v1/admin/content/shops/${teaId}`, {
        ...shop('corner-tea', [id]),
      });
      expect(res.statusCode, String(id)).toBe(422);
      expect(res.json().errors.category_ids).toBeDefined();
    }
    const bad = await call(editor, 'PATCH', `/v1/admin/content/shops/${teaId}`, {
      ...shop('corner-tea'),
      category_ids: ['fashion'],
    });
    expect(bad.statusCode).toBe(422);
  });

  it('refuses desk staff (403) and answers 404 to another mall and to no shop', async () => {
    expect((await call(desk, 'DELETE', `/v1/admin/content/shops/${teaId}`)).statusCode).toBe(403);
    const other = await call(harfaEditor, 'DELETE', `/v1/admin/content/shops/${teaId}`);
    expect(other.statusCode).toBe(404);
    expect(other.json()).toMatchObject({ status: 'error', httpStatus: 'NotFound' });
    for (const id of ['999999', 'x', '0']) {
      expect((await call(editor, 'DELETE', `/v1/admin/content/shops/${id}`)).statusCode).toBe(404);
    }
    expect((await publicGet(`/v1/companies/${teaId}`)).statusCode).toBe(200);
  });

  it('refuses with 409, counted per kind, while posts or receipts name the shop', async () => {
    const offer = await call(editor, 'POST', '/v1/admin/content/offers', {
      ...event('Tea tasting'),
      company_id: teaId,
    });
    expect(offer.statusCode, offer.body).toBe(201);
    const res = await call(editor, 'DELETE', `/v1/admin/content/shops/${teaId}`);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      status: 'error',
      httpStatus: 'Conflict',
      errors: { offers: ['1 offers name this shop'] },
    });
    expect((await publicGet(`/v1/companies/${teaId}`)).statusCode).toBe(200);
    // A shop with a member's receipt (kept for the member's points history).
    const other = await call(editor, 'POST', '/v1/admin/content/shops', shop('receipt-shop'));
    const member = await createMember(t.app.db, 'beta');
    await t.app.db.insert(receipts).values({
      tenantId: 'beta',
      customerId: member.id,
      companyId: other.json().data.id,
      amount: 24_990,
      purchasedOn: '2026-11-20',
      receiptNumber: 'R-1',
      receiptNumberKey: 'R1',
      imagePath: 'receipts/beta/00/missing.jpg',
      imageType: 'image/jpeg',
      imageSize: 1,
      imageSha256: 'sha-r1',
    });
    const used = await call(editor, 'DELETE', `/v1/admin/content/shops/${other.json().data.id}`);
    expect(used.statusCode).toBe(409);
    expect(used.json().errors).toEqual({ receipts: ['1 receipts name this shop'] });
    // A follow does not hold it back: it goes with the shop (checked below).
    await t.app.db
      .insert(companyFollows)
      .values({ tenantId: 'beta', customerId: member.id, companyId: teaId });
    // The offer gone, the shop can go.
    await call(editor, 'DELETE', `/v1/admin/content/offers/${offer.json().data.id}`);
  });

  it('deletes an unused shop: gone from the site, audited, content.updated sent', async () => {
    // Its place on a floor plan and in the loyalty programme's list of shops go with it.
    const [plan] = await t.app.db.select().from(floorplans).where(eq(floorplans.tenantId, 'beta'));
    const area = { company_id: teaId, x: 1, y: 2, width: 3, height: 4 };
    await t.app.db
      .update(floorplans)
      .set({ areas: [...plan!.areas, area] })
      .where(eq(floorplans.id, plan!.id));
    await t.app.db
      .update(loyaltyRules)
      .set({ eligibleCompanyIds: [teaId, plan!.areas[0]!.company_id] })
      .where(eq(loyaltyRules.tenantId, 'beta'));
    const before = transport.events.length;
    const res = await call(editor, 'DELETE', `/v1/admin/content/shops/${teaId}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual({ id: teaId, deleted: true });
    expect((await publicGet(`/v1/companies/${teaId}`)).statusCode).toBe(404);
    expect((await call(editor, 'GET', `/v1/admin/content/shops/${teaId}`)).statusCode).toBe(404);
    const audit = await call(owner, 'GET', '/v1/staff/audit?action=content.shop.delete');
    expect(audit.json().data.data[0]).toMatchObject({
      target_type: 'shop',
      target_id: String(teaId),
      before: { slug: 'corner-tea' },
    });
    expect(transport.events.slice(before)).toContainEqual({
      channel: 'mall-beta',
      event: 'content.updated',
      data: { type: 'company', id: teaId },
    });
    const follows = await t.app.db
      .select()
      .from(companyFollows)
      .where(eq(companyFollows.companyId, teaId));
    expect(follows).toEqual([]);
    const [planAfter] = await t.app.db.select().from(floorplans).where(eq(floorplans.id, plan!.id));
    expect(planAfter!.areas).toEqual(plan!.areas);
    const [rules] = await t.app.db
      .select()
      .from(loyaltyRules)
      .where(eq(loyaltyRules.tenantId, 'beta'));
    expect(rules!.eligibleCompanyIds).toEqual([plan!.areas[0]!.company_id]);
    await t.app.db
      .update(loyaltyRules)
      .set({ eligibleCompanyIds: null })
      .where(eq(loyaltyRules.tenantId, 'beta'));
    // Its address name is free again.
    const again = await call(editor, 'POST', '/v1/admin/content/shops', shop('corner-tea'));
    expect(again.statusCode, again.body).toBe(201);
  });
});

describe('POST /v1/admin/content/images', () => {
  const upload = async (who: StaffSession, data: Buffer, type = 'image/png') => {
    const body = await multipart({}, { data, type, name: 'picture.png' });
    return t.app.inject({
      method: 'POST',
      url: '/v1/admin/content/images',
      headers: { ...who.headers, 'content-type': body.contentType },
      payload: body.payload,
    });
  };

  it('stores a resized WebP under /media/uploads and serves it with its variants', async () => {
    const png = await sharp({
      create: { width: 3000, height: 1500, channels: 3, background: '#c04020' },
    })
      .png()
      .toBuffer();
    const res = await upload(editor, png);
    expect(res.statusCode, res.body).toBe(201);
    const data = res.json().data;
    expect(data).toMatchObject({ width: 1920, height: 960 });
    expect(data.image).toMatch(/\/media\/uploads\/beta\/[0-9a-f]+\.webp$/);
    const path = new URL(data.image).pathname;
    const file = await t.app.inject({ url: path });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/webp');
    const small = await t.app.inject({ url: `${path}?w=480&format=avif` });
    expect(small.statusCode).toBe(200);
    expect((await sharp(small.rawPayload).metadata()).width).toBe(480);
    // The answered URL is accepted back as the item's picture.
    const saved = await call(editor, 'POST', '/v1/admin/content/news', {
      ...event('With a picture'),
      image: data.image,
    });
    expect(saved.statusCode, saved.body).toBe(201);
    expect(saved.json().data.image).toBe(data.image);
  });

  it('refuses what is not a picture by its bytes, whatever its type says', async () => {
    const res = await upload(editor, Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'));
    expect(res.statusCode).toBe(415);
    const truncated = await upload(
      editor,
      Buffer.concat([
        Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
        Buffer.alloc(40),
      ]),
    );
    expect(truncated.statusCode).toBe(422);
    const json = await call(editor, 'POST', '/v1/admin/content/images', { image: 'x' });
    expect(json.statusCode).toBe(415);
    expect((await upload(desk, Buffer.alloc(10))).statusCode).toBe(403);
  });
});
