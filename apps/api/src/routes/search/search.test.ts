import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createTestApp, ORIGIN, type TestApp } from '../../test/test-app';
import { firstOwner, invited, type StaffSession } from '../staff/staff-test-helpers';

/** GET /v1/search: texts matched in memory (search-corpus.ts), rows read with what is visible. */
let t: TestApp;
let editor: StaffSession;

beforeAll(async () => {
  t = await createTestApp({ env: { AUTH_RATE_LIMIT: '1000' } });
  const owner = await firstOwner(t, 'beta');
  editor = await invited(t, owner, 'content-search@example.test', 'content');
});
afterAll(() => t?.close());

type Found = { id: number; translations: { locale: string; title?: string }[] };
type Results = Record<
  'companies' | 'products' | 'events' | 'news' | 'rewards' | 'amenities',
  Found[]
>;

const search = async (term: string, origin: string = ORIGIN.beta, perType?: number) => {
  const query = new URLSearchParams({
    search: term,
    ...(perType ? { per_type: String(perType) } : {}),
  });
  const res = await t.app.inject({ url: `/v1/search?${query}`, headers: { origin } });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as Results;
};
const edit = (method: 'POST' | 'PATCH', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: editor.headers, ...(payload ? { payload } : {}) });
const ids = (found: Found[]) => found.map((row) => row.id);

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();
const event = (title: string) => ({
  starts_at: inDays(1),
  ends_at: inDays(2),
  translations: [
    { locale: 'en', title, description: 'Stalls on the square' },
    { locale: 'cz', title: `${title} (cz)` },
  ],
});

describe('GET /v1/search', () => {
  it('matches any language and any case, at most per_type of each', async () => {
    const shops = (await search('coffee')).companies;
    expect(shops.length).toBeGreaterThan(0);
    expect((await search('COFFEE')).companies.map((row) => row.id)).toEqual(ids(shops));
    const many = await search('an', ORIGIN.beta, 2);
    for (const list of Object.values(many)) {
      if (Array.isArray(list)) expect(list.length).toBeLessThanOrEqual(2);
    }
    expect(many.companies).toHaveLength(2);
  });

  it('matches with or without diacritics, both ways (Czech and German spellings)', async () => {
    const created = await edit('POST', '/v1/admin/content/events', {
      ...event('Kavárna U Zlatého klíče'),
      translations: [
        { locale: 'cz', title: 'Kavárna U Zlatého klíče' },
        { locale: 'de', title: 'Kaffeehaus in der Hauptstraße' },
      ],
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().data.id as number;
    expect((await edit('POST', `/v1/admin/content/events/${id}/publish`)).statusCode).toBe(200);
    for (const term of [
      'kava',
      'káva',
      'KAVÁRNA',
      'zlateho klic',
      'hauptstrasse',
      'HAUPTSTRASSE',
    ]) {
      expect(ids((await search(term)).events), term).toContain(id);
    }
    expect(ids((await search('kavy')).events)).not.toContain(id);
  });

  it('lists the rows a title matches before those matched in another field', async () => {
    // Every restaurant of Novo Plaza carries the category text "Restaurace a kavárny".
    const shops = (await search('kava', ORIGIN.novoplaza, 24)).companies;
    expect(shops.length).toBeGreaterThan(2);
    // Demo texts keep a one-letter word with the next by a no-break space (Czech typography).
    const title = (row: Found) =>
      (row.translations.find((t) => t.locale === 'cz')?.title ?? '').replace(/\u00a0/g, ' ');
    expect(title(shops[0]!)).toBe('Kavárna U Fontány');
    expect(shops.slice(1).every((row) => !/kav[aá]/i.test(title(row)))).toBe(true);
  });

  it('finds nothing for a term no text holds, and refuses a term too short', async () => {
    const none = await search('zzqx-nothing');
    expect(Object.values(none).filter(Array.isArray).flat()).toEqual([]);
    const short = await t.app.inject({
      url: '/v1/search?search=a',
      headers: { origin: ORIGIN.beta },
    });
    expect(short.statusCode).toBe(422);
  });

  it('shows an event once published, its new title at once, and never another mall’s', async () => {
    const created = await edit('POST', '/v1/admin/content/events', event('Quokka parade'));
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().data.id as number;
    expect(ids((await search('quokka')).events)).not.toContain(id); // a draft

    expect((await edit('POST', `/v1/admin/content/events/${id}/publish`)).statusCode).toBe(200);
    expect(ids((await search('quokka')).events)).toContain(id);
    expect(ids((await search('Quokka parade (cz)')).events)).toContain(id); // the Czech title
    expect(ids((await search('quokka', ORIGIN.galerieharfa)).events)).toEqual([]);

    const renamed = await edit('PATCH', `/v1/admin/content/events/${id}`, event('Wombat parade'));
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(ids((await search('quokka')).events)).not.toContain(id);
    expect(ids((await search('wombat')).events)).toContain(id);

    const scheduled = await edit('POST', `/v1/admin/content/events/${id}/publish`, {
      publish_from: inDays(5),
    });
    expect(scheduled.statusCode, scheduled.body).toBe(200);
    expect(ids((await search('wombat')).events)).not.toContain(id); // not yet visible
  });
});
