import { createLoggingPublisher } from '@atrium/realtime-gateway/publisher';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createTestApp, ORIGIN, type TestApp } from '../../test/test-app';
import { firstOwner, invited, type StaffSession } from '../staff/staff-test-helpers';
import { slugFromName } from './content-categories.routes';

/** The mall's categories for staff: /v1/admin/content/categories (content-categories.routes.ts). */
const transport = createLoggingPublisher(() => {});
let t: TestApp;
let owner: StaffSession;
let editor: StaffSession;
let desk: StaffSession;
let harfaEditor: StaffSession;

beforeAll(async () => {
  t = await createTestApp({ realtime: transport, env: { AUTH_RATE_LIMIT: '1000' } });
  owner = await firstOwner(t, 'beta');
  editor = await invited(t, owner, 'categories@example.test', 'content');
  desk = await invited(t, owner, 'desk-categories@example.test', 'desk');
  const harfaOwner = await firstOwner(t, 'galerieharfa');
  harfaEditor = await invited(
    t,
    harfaOwner,
    'categories-harfa@example.test',
    'content',
    'galerieharfa',
  );
});
afterAll(() => t?.close());

const call = (
  who: StaffSession,
  method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE',
  url: string,
  payload?: unknown,
) =>
  t.app.inject({
    method,
    url,
    headers: who.headers,
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

const publicGet = (url: string, origin = ORIGIN.beta) => t.app.inject({ url, headers: { origin } });

type Category = {
  id: number;
  type: string;
  slug: string;
  icon: string | null;
  position: number;
  names: Record<string, string>;
  used: number;
};
type PublicCategory = {
  id: number;
  slug: string;
  translations: { locale: string; name: string }[];
};

const adminList = async (who: StaffSession, type: string): Promise<Category[]> => {
  const res = await call(who, 'GET', `/v1/admin/content/categories?type=${type}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
};
const publicList = async (type: string, origin = ORIGIN.beta): Promise<PublicCategory[]> =>
  (await publicGet(`/v1/categories?type=${type}`, origin)).json().data;
const nameIn = (category: PublicCategory | undefined, locale: string) =>
  category?.translations.find((tr) => tr.locale === locale)?.name;

const lastAudit = async (action: string) =>
  (await call(owner, 'GET', `/v1/staff/audit?action=${action}`)).json().data.data[0];

describe('slugFromName', () => {
  it('folds Czech letters and spaces into an address name', () => {
    expect(slugFromName('Domov a zahrada')).toBe('domov-a-zahrada');
    expect(slugFromName('  Žluťoučký kůň – Ďábel! ')).toBe('zlutoucky-kun-dabel');
    expect(slugFromName('???')).toBe('category');
  });
});

describe('/v1/admin/content/categories', () => {
  let id: number;

  it("lists the mall's categories of a type in the site's order, with how many items use them", async () => {
    const list = await adminList(editor, 'company');
    expect(list.length).toBeGreaterThan(3);
    expect(list.map((c) => c.position)).toEqual(
      [...list.map((c) => c.position)].sort((a, b) => a - b),
    );
    expect(list.every((c) => c.type === 'company')).toBe(true);
    expect(list.some((c) => c.used > 0)).toBe(true);
    expect(list[0]!.names.cz).not.toBe('');
    const all = (await call(editor, 'GET', '/v1/admin/content/categories')).json()
      .data as Category[];
    expect(new Set(all.map((c) => c.type))).toEqual(
      new Set(['company', 'product', 'reward', 'event', 'news', 'amenity', 'faq']),
    );
  });

  it('creates one last of its type with an address name from the Czech name; the site lists it, audited', async () => {
    const before = transport.events.length;
    // The public list is cached: the new category must not wait for it to expire.
    expect((await publicList('event')).length).toBeGreaterThan(0);
    const res = await call(editor, 'POST', '/v1/admin/content/categories', {
      type: 'event',
      icon: 'music',
      names: { cz: 'Koncerty pod širým nebem', en: 'Open-air concerts' },
    });
    expect(res.statusCode, res.body).toBe(201);
    const created = res.json().data as Category;
    id = created.id;
    expect(created).toMatchObject({
      type: 'event',
      slug: 'koncerty-pod-sirym-nebem',
      icon: 'music',
      used: 0,
      names: { cz: 'Koncerty pod širým nebem', en: 'Open-air concerts', sk: '', de: '' },
    });
    const site = await publicList('event');
    expect(site.at(-1)?.id).toBe(id);
    expect(nameIn(site.at(-1), 'en')).toBe('Open-air concerts');
    expect(transport.events.slice(before)).toContainEqual({
      channel: 'mall-beta',
      event: 'content.updated',
      data: { type: 'category', id },
    });
    expect(await lastAudit('content.category.create')).toMatchObject({
      target_type: 'category',
      target_id: String(id),
      after: { id, slug: 'koncerty-pod-sirym-nebem' },
    });
    // The same Czech name again gets a numbered address name.
    const again = await call(editor, 'POST', '/v1/admin/content/categories', {
      type: 'event',
      names: { cz: 'Koncerty pod širým nebem' },
    });
    expect(again.json().data.slug).toBe('koncerty-pod-sirym-nebem-2');
    await call(editor, 'DELETE', `/v1/admin/content/categories/${again.json().data.id}`);
  });

  it('refuses a missing Czech name, a taken or reserved address name and an unknown type (422 on the field)', async () => {
    const cases: [unknown, string][] = [
      [{ type: 'event', names: { en: 'Concerts' } }, 'names.cz'],
      [{ type: 'event', names: { cz: '   ' } }, 'names.cz'],
      [{ type: 'event', slug: 'koncerty-pod-sirym-nebem', names: { cz: 'Jiné' } }, 'slug'],
      [{ type: 'event', slug: 'all', names: { cz: 'Vše' } }, 'slug'],
      [{ type: 'event', slug: 'Bad Slug', names: { cz: 'Vše' } }, 'slug'],
      [{ type: 'cinema', names: { cz: 'Kino' } }, 'type'],
      [{ type: 'event', names: { cz: 'x'.repeat(101) } }, 'names.cz'],
    ];
    for (const [body, field] of cases) {
      const res = await call(editor, 'POST', '/v1/admin/content/categories', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(422);
      expect(res.json().status).toBe('error');
      expect(Object.keys(res.json().errors), JSON.stringify(body)).toContain(field);
    }
  });

  it('renames it in four languages (before/after audited); the site shows the new names', async () => {
    const res = await call(editor, 'PATCH', `/v1/admin/content/categories/${id}`, {
      icon: null,
      names: { cz: 'Koncerty', en: 'Concerts', sk: 'Koncerty', de: 'Konzerte' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ slug: 'koncerty-pod-sirym-nebem', icon: null });
    const site = (await publicList('event')).find((c) => c.id === id);
    expect(nameIn(site, 'de')).toBe('Konzerte');
    expect(nameIn(site, 'cz')).toBe('Koncerty');
    const audit = await lastAudit('content.category.update');
    expect(audit.before.names.en).toBe('Open-air concerts');
    expect(audit.after.names.en).toBe('Concerts');
  });

  it('reorders a type: the site lists them in the new order; a partial or foreign list is refused', async () => {
    const ids = (await adminList(editor, 'event')).map((c) => c.id);
    const reversed = [...ids].reverse();
    const res = await call(editor, 'PUT', '/v1/admin/content/categories/order', {
      type: 'event',
      ids: reversed,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.map((c: Category) => c.id)).toEqual(reversed);
    expect((await publicList('event')).map((c) => c.id)).toEqual(reversed);
    expect(await lastAudit('content.category.order')).toMatchObject({
      target_id: 'event',
      before: { ids },
      after: { ids: reversed },
    });
    const harfaEvent = (await publicList('event', ORIGIN.galerieharfa))[0]!.id;
    for (const bad of [ids.slice(1), [...ids.slice(1), harfaEvent], [...ids, ids[0]]]) {
      const refused = await call(editor, 'PUT', '/v1/admin/content/categories/order', {
        type: 'event',
        ids: bad,
      });
      expect(refused.statusCode, JSON.stringify(bad)).toBe(422);
    }
    expect((await publicList('event')).map((c) => c.id)).toEqual(reversed);
  });

  it("renaming or reordering shop categories rewrites the shops' category texts the site shows", async () => {
    const cats = await adminList(editor, 'company');
    const used = cats.find((c) => c.used > 0)!;
    const shops = (await publicGet(`/v1/companies?category=${used.slug}&per_page=48`)).json().data
      .data as { id: number; translations: { locale: string; company_category?: string }[] }[];
    expect(shops.length).toBe(used.used);
    const res = await call(owner, 'PATCH', `/v1/admin/content/categories/${used.id}`, {
      names: { ...used.names, cz: 'Přejmenováno', en: 'Renamed' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const page = (await publicGet(`/v1/companies/${shops[0]!.id}`)).json().data;
    const texts = page.translations as { locale: string; company_category?: string }[];
    expect(texts.find((tr) => tr.locale === 'en')?.company_category).toContain('Renamed');
    expect(texts.find((tr) => tr.locale === 'cz')?.company_category).toContain('Přejmenováno');
    const search = (await publicGet('/v1/companies?search=Renamed&per_page=48')).json().data.data;
    expect(search.map((s: { id: number }) => s.id)).toContain(shops[0]!.id);
  });

  it('refuses to delete a category items use: 409 in the error envelope naming the count', async () => {
    const used = (await adminList(editor, 'company')).find((c) => c.used > 0)!;
    const res = await call(editor, 'DELETE', `/v1/admin/content/categories/${used.id}`);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      status: 'error',
      errors: { shops: [`${used.used} shops use this category`] },
    });
    expect(res.json().message).toContain(`${used.used} shops`);
    expect((await adminList(editor, 'company')).map((c) => c.id)).toContain(used.id);

    const question = (await adminList(editor, 'faq')).find((c) => c.used > 0)!;
    const faq = await call(editor, 'DELETE', `/v1/admin/content/categories/${question.id}`);
    expect(faq.statusCode).toBe(409);
    expect(faq.json().errors.questions[0]).toMatch(/^\d+ FAQ questions use this category$/);
  });

  it('deletes an unused one: gone from the site, audited', async () => {
    const before = transport.events.length;
    const res = await call(editor, 'DELETE', `/v1/admin/content/categories/${id}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual({ id, deleted: true });
    expect((await publicList('event')).map((c) => c.id)).not.toContain(id);
    expect(await lastAudit('content.category.delete')).toMatchObject({
      target_id: String(id),
      before: { id, names: { en: 'Concerts' } },
    });
    expect(transport.events.slice(before)).toContainEqual({
      channel: 'mall-beta',
      event: 'content.updated',
      data: { type: 'category', id },
    });
    expect((await call(editor, 'DELETE', `/v1/admin/content/categories/${id}`)).statusCode).toBe(
      404,
    );
  });
});

describe('who may edit categories', () => {
  it('refuses the desk role (403, audited as access.denied) and changes nothing', async () => {
    const [first] = await adminList(owner, 'news');
    const attempts = [
      call(desk, 'GET', '/v1/admin/content/categories'),
      call(desk, 'POST', '/v1/admin/content/categories', { type: 'news', names: { cz: 'X' } }),
      call(desk, 'PATCH', `/v1/admin/content/categories/${first!.id}`, { names: { cz: 'X' } }),
      call(desk, 'PUT', '/v1/admin/content/categories/order', { type: 'news', ids: [first!.id] }),
      call(desk, 'DELETE', `/v1/admin/content/categories/${first!.id}`),
    ];
    for (const res of await Promise.all(attempts)) {
      expect(res.statusCode, res.body).toBe(403);
    }
    const audit = (await call(owner, 'GET', '/v1/staff/audit?action=access.denied')).json().data
      .data as { action: string; target_id: string | null }[];
    expect(audit.filter((e) => e.action === 'access.denied').length).toBeGreaterThanOrEqual(5);
    expect((await adminList(owner, 'news'))[0]).toEqual(first);
  });

  it("keeps another mall's categories out of reach: 404 by id, not listed, not ordered", async () => {
    const beta = (await adminList(owner, 'news'))[0]!;
    const harfaList = await adminList(harfaEditor, 'news');
    expect(harfaList.map((c) => c.id)).not.toContain(beta.id);
    const rename = await call(harfaEditor, 'PATCH', `/v1/admin/content/categories/${beta.id}`, {
      names: { cz: 'Cizí' },
    });
    expect(rename.statusCode).toBe(404);
    const remove = await call(harfaEditor, 'DELETE', `/v1/admin/content/categories/${beta.id}`);
    expect(remove.statusCode).toBe(404);
    const order = await call(harfaEditor, 'PUT', '/v1/admin/content/categories/order', {
      type: 'news',
      ids: [...harfaList.map((c) => c.id), beta.id],
    });
    expect(order.statusCode).toBe(422);
    // A beta session at harfa is a 401.
    const crossed = await t.app.inject({
      method: 'GET',
      url: '/v1/admin/content/categories',
      headers: { ...owner.headers, origin: ORIGIN.galerieharfa },
    });
    expect(crossed.statusCode).toBe(401);
    expect((await adminList(owner, 'news'))[0]).toEqual(beta);
  });
});
