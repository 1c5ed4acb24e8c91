import { events } from '@atrium/server-db/schema';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createTestApp, ORIGIN, TENANT_IDS, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const get = async (url: string, origin: string = ORIGIN.beta) => {
  const res = await t.app.inject({ url, headers: { origin } });
  return { code: res.statusCode, body: res.json() };
};
type Post = {
  id: number;
  type: string;
  company_id: number | null;
  starts_at: string;
  ends_at: string;
  published_at: string;
};

describe('events', () => {
  it.each(TENANT_IDS)(
    '%s has 16 events: past, current and upcoming, mall and stores',
    async (tenant) => {
      const { body } = await get('/v1/events?per_page=48', ORIGIN[tenant]);
      const events = body.data.data as Post[];
      expect(body.data.total).toBe(16);
      const now = Date.now();
      expect(events.some((e) => Date.parse(e.ends_at) < now)).toBe(true);
      expect(
        events.some((e) => Date.parse(e.starts_at) <= now && Date.parse(e.ends_at) >= now),
      ).toBe(true);
      expect(events.some((e) => Date.parse(e.starts_at) > now)).toBe(true);
      expect(new Set(events.map((e) => e.type))).toEqual(new Set(['mall', 'stores']));
    },
  );

  it('lists events on now and to come first, soonest first, then past ones, latest first', async () => {
    const events = (await get('/v1/events?per_page=48')).body.data.data as Post[];
    const now = Date.now();
    const ended = (e: Post) => Date.parse(e.ends_at) < now;
    const firstPast = events.findIndex(ended);
    expect(firstPast).toBeGreaterThan(0);
    expect(events.slice(firstPast).every(ended)).toBe(true);
    const comingStarts = events.slice(0, firstPast).map((e) => Date.parse(e.starts_at));
    expect(comingStarts).toEqual([...comingStarts].sort((a, b) => a - b));
    const pastStarts = events.slice(firstPast).map((e) => Date.parse(e.starts_at));
    expect(pastStarts).toEqual([...pastStarts].sort((a, b) => b - a));
    // Page 1 of the list starts with the soonest event, as the upcoming list does.
    const upcoming = (await get('/v1/events/upcoming?per_page=1')).body.data.data as Post[];
    expect(events[0]?.id).toBe(upcoming[0]?.id);
  });

  it('orders events starting at the same moment as the upcoming list does', async () => {
    const coming = (await get('/v1/events/upcoming?per_page=2')).body.data.data as Post[];
    const [first, second] = coming.map((e) => e.id);
    const startOfSecond = new Date(coming[1]!.starts_at);
    await t.db
      .update(events)
      .set({ startsAt: new Date(coming[0]!.starts_at) })
      .where(eq(events.id, second!));
    try {
      const upcoming = (await get('/v1/events/upcoming?per_page=2')).body.data.data as Post[];
      const list = (await get('/v1/events?per_page=2')).body.data.data as Post[];
      expect(upcoming.map((e) => e.id)).toEqual([first, second].sort((a, b) => a! - b!));
      expect(list.map((e) => e.id)).toEqual(upcoming.map((e) => e.id));
    } finally {
      await t.db.update(events).set({ startsAt: startOfSecond }).where(eq(events.id, second!));
    }
  });

  it('filters type=mall|stores and upcoming=1', async () => {
    const mall = (await get('/v1/events?type=mall&per_page=48')).body.data.data as Post[];
    const stores = (await get('/v1/events?type=stores&per_page=48')).body.data.data as Post[];
    expect(mall.every((e) => e.company_id === null && e.type === 'mall')).toBe(true);
    expect(stores.every((e) => e.company_id !== null && e.type === 'stores')).toBe(true);
    expect(mall.length + stores.length).toBe(16);

    const upcoming = (await get('/v1/events?upcoming=1&per_page=48')).body.data.data as Post[];
    expect(upcoming.length).toBeGreaterThan(0);
    expect(upcoming.length).toBeLessThan(16);
    expect(upcoming.every((e) => Date.parse(e.ends_at) >= Date.now())).toBe(true);
    const starts = upcoming.map((e) => Date.parse(e.starts_at));
    expect(starts).toEqual([...starts].sort((a, b) => a - b));
    const alias = (await get('/v1/events/upcoming?per_page=48')).body.data.data as Post[];
    expect(alias.map((e) => e.id)).toEqual(upcoming.map((e) => e.id));
    expect((await get('/v1/events?type=other')).code).toBe(422);
  });

  it('filters by category slug and answers the detail', async () => {
    const family = (await get('/v1/events?category=family&per_page=48')).body.data;
    expect(family.total).toBeGreaterThan(0);
    expect(family.total).toBeLessThan(16);
    const one = family.data[0] as Post;
    const { code, body } = await get(`/v1/events/${one.id}`);
    expect(code).toBe(200);
    expect(body.data.translations).toHaveLength(4);
    expect(
      body.data.translations.find((x: { locale: string }) => x.locale === 'de').title,
    ).toBeTruthy();
    expect((await get('/v1/events/999999')).code).toBe(404);
  });
});

describe('news', () => {
  it('has 12 news items, newest first, filterable by type and search', async () => {
    const { body } = await get('/v1/news?per_page=12');
    expect(body.data.total).toBe(12);
    const dates = (body.data.data as Post[]).map((n) => Date.parse(n.published_at));
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
    const stores = (await get('/v1/news?type=stores&per_page=48')).body.data.data as Post[];
    expect(stores.length).toBeGreaterThan(0);
    expect(stores.every((n) => n.type === 'stores')).toBe(true);
    const solar = (await get('/v1/news?search=solár')).body.data.data as Post[];
    expect(solar).toHaveLength(1);
    const detail = await get(`/v1/news/${solar[0]!.id}`);
    expect(
      detail.body.data.translations.find((x: { locale: string }) => x.locale === 'cz').title,
    ).toMatch(/Solární/);
  });
});
