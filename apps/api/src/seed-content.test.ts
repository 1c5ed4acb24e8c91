import { buildContent, slugify } from '@atrium/server-db/seed/content';
import { TENANTS } from '@atrium/server-db/seed/tenants';
import { describe, expect, it } from 'vitest';

const content = (now: Date) => TENANTS.map((t, i) => ({ id: t.id, ...buildContent(t, i, now) }));
const en = (row: { translations: Record<string, string>[] }) =>
  row.translations.find((x) => x.locale === 'en')!;
const byKey = <T extends { image: string }>(rows: T[], key: string): T =>
  rows.find((row) => row.image.endsWith(`/${key}.svg`))!;
const month = (date: Date) => date.getUTCMonth() + 1;

/** Seeded on 24 November: the Christmas market is days ahead, the summer sale next July. */
const NOVEMBER = new Date('2026-11-24T10:00:00Z');
const MAY = new Date('2027-05-10T10:00:00Z');

describe('each mall its own catalogue', () => {
  it('no two malls share more than a few shop names', () => {
    const malls = content(NOVEMBER);
    for (const a of malls) {
      for (const b of malls) {
        if (a.id >= b.id) continue;
        const names = new Set(a.companies.map((c) => en(c)['title']));
        const shared = b.companies.filter((c) => names.has(en(c)['title']));
        expect(shared.length, `${a.id} and ${b.id}`).toBeLessThanOrEqual(3);
      }
    }
  });

  it('every mall has a full mix, every category filled, and its offers in its own shops', () => {
    for (const mall of content(NOVEMBER)) {
      expect(mall.companies.length, mall.id).toBeGreaterThanOrEqual(40);
      const used = new Set(mall.companies.flatMap((c) => c.categorySlugs));
      const all = mall.categories.filter((c) => c.type === 'company').map((c) => c.slug);
      expect([...used].sort(), mall.id).toEqual([...all].sort());
      const slugs = new Set(mall.companies.map((c) => c.slug));
      for (const offer of mall.products) {
        expect(slugs.has(offer.companySlug), mall.id).toBe(true);
        const shop = en(mall.companies.find((c) => c.slug === offer.companySlug)!)['title']!;
        expect(en(offer)['description']).toContain(shop);
      }
      for (const item of mall.news.filter((n) => n.companySlug)) {
        const shop = mall.companies.find((c) => c.slug === item.companySlug)!;
        expect(en(item)['title']).toContain(en(shop)['title']);
      }
    }
  });

  it('each offer’s picture shows what it offers, no two alike', () => {
    for (const mall of content(NOVEMBER)) {
      const images = mall.products.map((offer) => offer.image);
      expect(new Set(images).size, mall.id).toBe(images.length);
      const pictureOf = (title: string) =>
        mall.products.find((offer) => en(offer)['title'] === title)?.image;
      expect(pictureOf('Headphones −15%')).toMatch(/\/offer-headphone\.svg$/);
      expect(pictureOf('Second coffee half price')).toMatch(/\/offer-hot-beverage\.svg$/);
      expect(pictureOf('Laptops −10%')).toMatch(/\/offer-laptop\.svg$/);
    }
  });

  it('every mall has events of its own beside the seasonal ones all malls hold', () => {
    const malls = content(NOVEMBER);
    const titles = (m: (typeof malls)[number]) => m.events.map((e) => en(e)['title']);
    for (const mall of malls) {
      const others = new Set(malls.filter((m) => m.id !== mall.id).flatMap(titles));
      const own = titles(mall).filter((title) => !others.has(title));
      expect(own.length, mall.id).toBeGreaterThanOrEqual(3);
    }
  });

  it('a Slovak mall names its shops in Slovak', () => {
    const europa = content(NOVEMBER).find((m) => m.id === 'europasc')!;
    expect(europa.companies.map((c) => c.slug)).toContain(slugify('Kaviareň Europa'));
  });
});

describe('dates that make sense', () => {
  it.each([NOVEMBER, MAY])('nothing ends before it starts (seeded %s)', (now) => {
    for (const mall of content(now)) {
      for (const row of [...mall.events, ...mall.news]) {
        expect(row.endsAt.getTime()).toBeGreaterThanOrEqual(row.startsAt.getTime());
      }
      for (const row of [...mall.products, ...mall.rewards]) {
        expect(row.validTo.getTime()).toBeGreaterThanOrEqual(row.validFrom.getTime());
      }
    }
  });

  it('seasonal events sit in their season, at the next occurrence from the seeding day', () => {
    const beta = content(NOVEMBER)[0]!;
    const christmas = byKey(beta.events, 'event-christmas-lights');
    expect(christmas.startsAt.toISOString().slice(0, 10)).toBe('2026-11-28');
    expect(month(christmas.endsAt)).toBe(12);
    expect(byKey(beta.events, 'event-summer-sale').startsAt.toISOString().slice(0, 7)).toBe(
      '2027-07',
    );
    expect(month(byKey(beta.events, 'event-back-to-school').startsAt)).toBe(8);
    expect(month(byKey(beta.events, 'event-valentines-day').startsAt)).toBe(2);
    expect(month(byKey(beta.events, 'event-halloween').startsAt)).toBe(10);
    // Easter 2027 is on 28 March: the market runs the week before.
    expect(byKey(beta.events, 'event-easter-market').startsAt.toISOString().slice(0, 10)).toBe(
      '2027-03-22',
    );
    // Sun care is a June offer; holiday opening hours were last announced this November.
    expect(
      month(beta.products.find((p) => en(p)['title']!.startsWith('Sun care'))!.validFrom),
    ).toBe(6);
    const holidays = beta.news.find((n) => en(n)['title'] === 'Holiday opening hours')!;
    expect(holidays.publishedAt.toISOString().slice(0, 10)).toBe('2026-11-20');
  });

  it('a season that is running on the seeding day stays current', () => {
    const beta = content(new Date('2027-12-10T10:00:00Z'))[0]!;
    const christmas = byKey(beta.events, 'event-christmas-lights');
    expect(christmas.startsAt.toISOString().slice(0, 10)).toBe('2027-11-28');
    expect(christmas.endsAt.getTime()).toBeGreaterThan(Date.parse('2027-12-10T10:00:00Z'));
  });

  it('the events calendar has something in this month and the next two, whenever it is seeded', () => {
    for (let day = 0; day < 365; day += 5) {
      const now = new Date(Date.UTC(2026, 0, 1 + day, 10));
      const beta = buildContent(TENANTS[0]!, 0, now);
      for (let m = 0; m < 3; m++) {
        const first = Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + m, 1);
        const next = Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + m + 1, 1);
        const inMonth = beta.events.some(
          (e) => e.startsAt.getTime() < next && e.endsAt.getTime() >= first,
        );
        expect(inMonth, `${now.toISOString()} month +${m}`).toBe(true);
      }
    }
  });

  it('every list has something on now and something to come', () => {
    for (const now of [NOVEMBER, MAY]) {
      for (const mall of content(now)) {
        const t = now.getTime();
        expect(mall.events.some((e) => e.startsAt.getTime() <= t && e.endsAt.getTime() >= t)).toBe(
          true,
        );
        expect(mall.events.some((e) => e.startsAt.getTime() > t)).toBe(true);
        expect(
          mall.products.some((p) => p.validFrom.getTime() <= t && p.validTo.getTime() >= t),
        ).toBe(true);
        expect(mall.news.filter((n) => n.publishedAt.getTime() <= t).length).toBeGreaterThan(5);
      }
    }
  });
});
