import { parseMall } from '@atrium/domain/mall';
import { todaysOpeningHours } from '@atrium/domain/opening-hours';
import { czechTypography } from '@atrium/domain/typography';
import { buildContent } from '@atrium/server-db/seed/content';
import { isLocalizedText } from '@atrium/server-db/seed/demo-texts';
import { SEED_LOCALES } from '@atrium/server-db/seed/i18n';
import { demoLoyaltyRules } from '@atrium/server-db/seed/loyalty';
import { buildMall } from '@atrium/server-db/seed/malls';
import { buildSettings } from '@atrium/server-db/seed/settings';
import { TENANTS, type TenantSeed } from '@atrium/server-db/seed/tenants';
import { describe, expect, it } from 'vitest';

const NOW = new Date('2026-11-24T10:00:00Z');
const LOCALE_KEYS = new Set<string>(SEED_LOCALES);

const tenant = (id: string): TenantSeed => TENANTS.find((t) => t.id === id)!;

/** Everything a tenant's demo data shows: content, the mall, and the JSON items of settings. */
function demoData(t: TenantSeed) {
  const settings = buildSettings(t, { defaultFloorplanId: '1' });
  const json = Object.fromEntries(
    Object.entries(settings)
      .filter(([, value]) => value.startsWith('[') || value.startsWith('{'))
      .map(([key, value]) => [key, JSON.parse(value) as unknown]),
  );
  return { content: buildContent(t, TENANTS.indexOf(t), NOW), mall: buildMall(t, NOW), json };
}

type Visit = (value: unknown, path: string) => void;
function walk(value: unknown, visit: Visit, path = '$'): void {
  visit(value, path);
  if (Array.isArray(value)) value.forEach((item, i) => walk(item, visit, `${path}[${i}]`));
  else if (value && typeof value === 'object' && !(value instanceof Date)) {
    for (const [key, item] of Object.entries(value)) walk(item, visit, `${path}.${key}`);
  }
}

/** Problems: translations without a language, texts missing in one, half-translated objects. */
function missingTranslations(data: unknown): string[] {
  const problems: string[] = [];
  walk(data, (value, path) => {
    if (path.endsWith('.translations') && Array.isArray(value)) {
      const rows = value as Record<string, unknown>[];
      const locales = rows.map((row) => row.locale).sort();
      if (locales.join() !== [...SEED_LOCALES].sort().join()) {
        problems.push(`${path}: locales ${locales.join(', ')}`);
      }
      const fields = new Set(rows.flatMap((row) => Object.keys(row)));
      for (const row of rows) {
        for (const field of fields) {
          const text = row[field];
          if (typeof text !== 'string' || text.trim() === '') {
            problems.push(`${path} ${String(row.locale)}: ${field} is empty`);
          }
        }
      }
    } else if (value && typeof value === 'object' && !Array.isArray(value)) {
      const keys = Object.keys(value);
      const localeKeys = keys.filter((key) => LOCALE_KEYS.has(key));
      if (localeKeys.length > 0 && localeKeys.length === keys.length && !isLocalizedText(value)) {
        problems.push(`${path}: only ${localeKeys.join(', ')}`);
      }
      if (isLocalizedText(value)) {
        for (const locale of SEED_LOCALES) {
          if (value[locale].trim() === '') problems.push(`${path}.${locale} is empty`);
        }
      }
    }
  });
  return problems;
}

/** Every string that a language-specific place holds, as [locale, text, path]. */
function textsByLocale(data: unknown): [string, string, string][] {
  const texts: [string, string, string][] = [];
  walk(data, (value, path) => {
    if (!value || typeof value !== 'object' || Array.isArray(value)) return;
    const record = value as Record<string, unknown>;
    if (isLocalizedText(record)) {
      for (const locale of SEED_LOCALES) texts.push([locale, record[locale], path]);
    } else if (typeof record.locale === 'string' && LOCALE_KEYS.has(record.locale)) {
      for (const [key, text] of Object.entries(record)) {
        if (key !== 'locale' && typeof text === 'string') texts.push([record.locale, text, path]);
      }
    }
  });
  return texts;
}

describe('demo texts', () => {
  it.each(TENANTS.map((t) => [t.id]))('%s: every text exists in the four languages', (id) => {
    expect(missingTranslations(demoData(tenant(id)))).toEqual([]);
  });

  it.each(TENANTS.map((t) => [t.id]))(
    '%s: names shown on the site are per language, not one English string',
    (id) => {
      const { content, mall } = demoData(tenant(id));
      const zones = mall.profile.opening_hours;
      for (const zone of zones) {
        for (const exception of zone.exceptions) expect(isLocalizedText(exception.name)).toBe(true);
      }
      for (const entrance of content.options.parking.entrances) {
        expect(isLocalizedText(entrance.name)).toBe(true);
      }
    },
  );

  it.each(TENANTS.map((t) => [t.id]))(
    '%s: Czech and Slovak texts keep one-letter words and units with the next word',
    (id) => {
      const offending = textsByLocale(demoData(tenant(id)))
        .filter(
          ([locale, text]) =>
            (locale === 'cz' || locale === 'sk') && czechTypography(text) !== text,
        )
        .map(([locale, text, path]) => `${path} ${locale}: ${text}`);
      expect(offending).toEqual([]);
    },
  );

  it('labels the header item "Space lease" in every language', () => {
    for (const t of TENANTS) {
      const labels = demoData(t).json.header_navbar_labels as Record<string, unknown>;
      expect(isLocalizedText(labels['Space lease'])).toBe(true);
      expect(labels['Space lease']).toMatchObject({ cz: 'Pronájem prostor' });
    }
  });

  it.each(TENANTS.map((t) => [t.id]))(
    '%s: no name right after a Czech or Slovak preposition (it would need declining)',
    (id) => {
      const t = tenant(id);
      const data = demoData(t);
      const names = [t.name, ...data.content.companies.map((c) => c.translations[0]!.title!)];
      const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      const afterPreposition = new RegExp(
        `(?:^|[\\s>(])(?:v|ve|vo|do|z|ze|zo|u|na|pri|při|od)[ \u00a0](?:${names.map(escape).join('|')})`,
        'u',
      );
      const declined = textsByLocale(data)
        .filter(
          ([locale, text]) => (locale === 'cz' || locale === 'sk') && afterPreposition.test(text),
        )
        .map(([locale, text, path]) => `${path} ${locale}: ${text}`);
      expect(declined).toEqual([]);
    },
  );

  it('writes no price placeholder through to the data', () => {
    for (const t of TENANTS) {
      expect(JSON.stringify(demoData(t))).not.toContain('{price:');
    }
  });
});

describe('demo opening hours follow the Czech retail law', () => {
  const seeded = buildMall(tenant('beta'), NOW);
  const mall = parseMall({ ...seeded.profile, name: seeded.name });
  const main = mall.opening_hours.find((zone) => zone.zone === 'default')!;
  const on = (date: string) =>
    todaysOpeningHours([main], new Date(`${date}T09:30:00Z`), mall.timezone);

  it.each([
    '2026-12-25',
    '2026-12-26',
    '2027-01-01',
    '2027-03-29', // Easter Monday 2027
    '2027-05-08',
    '2027-09-28',
    '2027-10-28',
  ])('closed on %s', (date) => {
    expect(on(date)).toMatchObject({ status: 'closed', reason: 'closed-today' });
  });

  it('closes at 12:00 on Christmas Eve and names the day in every language', () => {
    expect(on('2026-12-24')).toMatchObject({ status: 'open', open: '09:00', close: '12:00' });
    const christmasEve = main.exceptions.find((day) => day.date === '2026-12-24')!;
    expect(christmasEve.name).toMatchObject({ cz: 'Štědrý den', de: 'Heiligabend' });
  });

  it('keeps ordinary public holidays ordinary (Good Friday, 1 May)', () => {
    expect(on('2027-03-26')).toMatchObject({ status: 'open' });
    expect(on('2027-05-01')).toMatchObject({ status: 'open' });
  });
});

describe('currency per mall', () => {
  it('a Slovak mall is in euros: mall, parking, prices and loyalty rules', () => {
    const europa = demoData(tenant('europasc'));
    expect(europa.mall.profile.currency).toBe('EUR');
    const parking = europa.content.options.parking;
    expect(parking.currency).toBe('EUR');
    expect(parking.tariffs[1]).toMatchObject({ price_per_hour: 120 });
    const sk = parking.translations.find((row) => row.locale === 'sk')!;
    expect(sk.parking_description).toContain('1,20\u00a0€ za hodinu');
    expect(sk.parking_description).not.toContain('Kč');
    expect(europa.content.bookingServices[0]!.options[0]).toMatchObject({ price: 1560 });
    expect(demoLoyaltyRules(tenant('europasc'))).toMatchObject({
      ratePer1000Czk: 2500,
      minAmount: 200,
    });
  });

  it('a Czech mall stays in crowns', () => {
    const beta = demoData(tenant('beta'));
    expect(beta.mall.profile.currency).toBe('CZK');
    expect(beta.content.options.parking.tariffs[1]).toMatchObject({ price_per_hour: 3000 });
    const voucher = beta.content.rewards[0]!.translations.find((row) => row.locale === 'cz')!;
    expect(voucher.title).toBe('Poukázka na nákup 200\u00a0Kč');
    expect(demoLoyaltyRules(tenant('beta'))).toMatchObject({
      ratePer1000Czk: 100,
      minAmount: 5000,
    });
  });
});
