import type { Locale } from './locales';

/**
 * Days on which the law limits shop opening, per country, as opening-hours exceptions.
 *
 * Czech Republic (zákon č. 223/2016 Sb., o prodejní době v maloobchodě): shops with a sales area
 * over 200 m² are closed on 1 January, Easter Monday, 8 May, 28 September, 28 October, 25 and
 * 26 December, and close at 12:00 on 24 December. Other public holidays (Good Friday, 1 May,
 * 5 and 6 July, 17 November) are ordinary days for shops.
 */

export type RetailHolidayRule =
  | { readonly kind: 'closed' }
  /** Open as on that weekday, but no later than `close` (`HH:MM`). */
  | { readonly kind: 'closes-early'; readonly close: string };

export interface RetailHoliday {
  /** `YYYY-MM-DD` in the mall's calendar. */
  readonly date: string;
  readonly rule: RetailHolidayRule;
  /** The holiday's name in each language. */
  readonly name: Readonly<Record<Locale, string>>;
}

/** Countries whose rules are known (ISO 3166-1 alpha-2). */
export const RETAIL_HOLIDAY_COUNTRIES = ['CZ'] as const;
export type RetailHolidayCountry = (typeof RETAIL_HOLIDAY_COUNTRIES)[number];

export function isRetailHolidayCountry(country: string): country is RetailHolidayCountry {
  return (RETAIL_HOLIDAY_COUNTRIES as readonly string[]).includes(country);
}

const CLOSED: RetailHolidayRule = { kind: 'closed' };

const pad = (n: number) => String(n).padStart(2, '0');
const isoDate = (year: number, month: number, day: number) => `${year}-${pad(month)}-${pad(day)}`;

/** Easter Sunday of the Gregorian calendar (anonymous Gregorian algorithm), as `YYYY-MM-DD`. */
export function easterSunday(year: number): string {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return isoDate(year, month, day);
}

function addDays(date: string, days: number): string {
  const next = new Date(`${date}T00:00:00Z`);
  next.setUTCDate(next.getUTCDate() + days);
  return next.toISOString().slice(0, 10);
}

const names = (en: string, cz: string, sk: string, de: string) => ({ en, cz, sk, de });

/** The Czech days with limited shop opening in one year, in date order. */
function czechRetailHolidays(year: number): RetailHoliday[] {
  return [
    {
      date: isoDate(year, 1, 1),
      rule: CLOSED,
      name: names('New Year’s Day', 'Nový rok', 'Nový rok', 'Neujahr'),
    },
    {
      date: addDays(easterSunday(year), 1),
      rule: CLOSED,
      name: names('Easter Monday', 'Velikonoční pondělí', 'Veľkonočný pondelok', 'Ostermontag'),
    },
    {
      date: isoDate(year, 5, 8),
      rule: CLOSED,
      name: names('Liberation Day', 'Den vítězství', 'Deň víťazstva', 'Tag der Befreiung'),
    },
    {
      date: isoDate(year, 9, 28),
      rule: CLOSED,
      name: names(
        'St Wenceslas Day',
        'Den české státnosti',
        'Deň českej štátnosti',
        'Tag der tschechischen Staatlichkeit',
      ),
    },
    {
      date: isoDate(year, 10, 28),
      rule: CLOSED,
      name: names(
        'Independence Day',
        'Den vzniku samostatného československého státu',
        'Deň vzniku samostatného česko-slovenského štátu',
        'Tag der Gründung der Tschechoslowakei',
      ),
    },
    {
      date: isoDate(year, 12, 24),
      rule: { kind: 'closes-early', close: '12:00' },
      name: names('Christmas Eve', 'Štědrý den', 'Štedrý deň', 'Heiligabend'),
    },
    {
      date: isoDate(year, 12, 25),
      rule: CLOSED,
      name: names('Christmas Day', '1. svátek vánoční', '1. sviatok vianočný', '1. Weihnachtstag'),
    },
    {
      date: isoDate(year, 12, 26),
      rule: CLOSED,
      name: names(
        'St Stephen’s Day',
        '2. svátek vánoční',
        '2. sviatok vianočný',
        '2. Weihnachtstag',
      ),
    },
  ];
}

/** The days of `year` on which the country's law limits the opening of large shops. */
export function retailHolidays(country: RetailHolidayCountry, year: number): RetailHoliday[] {
  switch (country) {
    case 'CZ':
      return czechRetailHolidays(year);
  }
}
