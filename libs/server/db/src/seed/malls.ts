import type { Locale } from '@atrium/domain/locales';

import { isRetailHolidayCountry, retailHolidays } from '@atrium/domain/retail-holidays';

import { finishDemoTexts } from './demo-texts';
import { media } from './media';
import type { TenantSeed } from './tenants';

const WEEKDAYS = [
  'monday',
  'tuesday',
  'wednesday',
  'thursday',
  'friday',
  'saturday',
  'sunday',
] as const;

type Hours = { open: string; close: string } | null;

const L = <T>(en: T, cz: T, sk: T, de: T): Record<Locale, T> => ({ en, cz, sk, de });

function week(
  weekday: [string, string] | null,
  saturday: [string, string] | null,
  sunday: [string, string] | null,
) {
  const days: Record<string, Hours> = {};
  for (const d of WEEKDAYS) {
    const h = d === 'sunday' ? sunday : d === 'saturday' ? saturday : weekday;
    days[d] = h ? { open: h[0], close: h[1] } : null;
  }
  return days;
}

/**
 * Opening hours per spec section 3: entries with zone, status and days keyed by lowercase weekday.
 * `default` is the mall's main hours; other zones are other hours. A day's value is
 * `{open, close}` (HH:mm, mall time zone) or null when that zone is closed that day.
 * `exceptions` lists dates with different hours (`closed: true` = closed all day); the shape is
 * `openingHoursEntrySchema` of `@atrium/domain/opening-hours`. The shops and the hypermarket
 * (both over 200 m²) follow the country's holiday rules for the year of `now` and the next one;
 * restaurants and services are not shops under that law.
 */
export function openingHours(t: TenantSeed, now: Date) {
  const shops = week(t.hours.weekday, t.hours.weekday, t.hours.sunday);
  const hypermarket = week(['07:00', '22:00'], ['07:00', '22:00'], ['08:00', '21:00']);
  const years = [now.getUTCFullYear(), now.getUTCFullYear() + 1];
  return [
    {
      zone: 'default',
      status: 'open',
      name: L('Shopping centre', 'Nákupní centrum', 'Nákupné centrum', 'Einkaufszentrum'),
      days: shops,
      exceptions: holidayExceptions(t, shops, years),
    },
    {
      zone: 'hypermarket',
      status: 'open',
      name: L('Hypermarket', 'Hypermarket', 'Hypermarket', 'Hypermarkt'),
      days: hypermarket,
      exceptions: holidayExceptions(t, hypermarket, years),
    },
    {
      zone: 'restaurants',
      status: 'open',
      name: L('Restaurants', 'Restaurace', 'Reštaurácie', 'Restaurants'),
      days: week(['10:00', '22:00'], ['10:00', '23:00'], ['10:00', '22:00']),
      exceptions: [],
    },
    {
      zone: 'services',
      status: 'open',
      name: L(
        'Services and post office',
        'Služby a pošta',
        'Služby a pošta',
        'Dienstleistungen und Post',
      ),
      days: week(['09:00', '19:00'], ['09:00', '13:00'], null),
      exceptions: [],
    },
    {
      zone: 'parking',
      status: 'open',
      name: L('Parking', 'Parkování', 'Parkovanie', 'Parken'),
      days: week(['00:00', '24:00'], ['00:00', '24:00'], ['00:00', '24:00']),
      exceptions: [],
    },
  ];
}

/**
 * The law's holidays as exceptions of a zone with the given week: closed, or open as on that
 * weekday until the early close (never later than the zone's own close).
 */
type HolidayException =
  | { date: string; closed: true; name: Record<Locale, string> }
  | { date: string; open: string; close: string; name: Record<Locale, string> };

function holidayExceptions(
  t: TenantSeed,
  days: Record<string, Hours>,
  years: number[],
): HolidayException[] {
  if (!isRetailHolidayCountry(t.address.country)) return [];
  const country = t.address.country;
  return years.flatMap((year) =>
    retailHolidays(country, year).map(({ date, rule, name }): HolidayException => {
      if (rule.kind === 'closed') return { date, closed: true, name };
      const hours = days[WEEKDAYS[(new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7]!];
      if (!hours || hours.open >= rule.close) return { date, closed: true, name };
      const close = hours.close < rule.close ? hours.close : rule.close;
      return { date, open: hours.open, close, name };
    }),
  );
}

/** The tenant's own mall (first item of GET /v1/malls): the fields of spec section 3. */
export function buildMall(t: TenantSeed, now: Date) {
  const img = (name: string) => String(media(t.id, name));
  const social = (site: string) => `https://www.${site}.com/${t.id}`;
  return finishDemoTexts(t, {
    name: t.name,
    profile: {
      slug: t.id,
      image: img('logo'),
      image_wide: img('logo-wide'),
      image_inverted: img('logo-inverted'),
      image_wide_inverted: img('logo-wide-inverted'),
      image_icon: img('icon'),
      address: t.address.street,
      address_2: '',
      city: t.address.city,
      state: t.address.state,
      country: t.address.country,
      zip_code: t.address.zip,
      latitude: t.geo.lat,
      longitude: t.geo.lng,
      timezone: t.timezone,
      currency: t.currency,
      email: t.email,
      phone: t.phone,
      management: [
        {
          name: 'Jana Nováková',
          position: 'Centre manager',
          email: `manager@${t.id}.atrium.example`,
          phone: t.phone,
        },
        {
          name: 'Petr Svoboda',
          position: 'Marketing manager',
          email: `marketing@${t.id}.atrium.example`,
          phone: t.phone,
        },
      ],
      property_management: {
        name: `${t.legalName} – property management`,
        email: `pm@${t.id}.atrium.example`,
        phone: t.phone,
      },
      instagram: social('instagram'),
      facebook: social('facebook'),
      twitter: social('x'),
      telegram: '',
      whatsapp: '',
      viber: '',
      youtube: social('youtube'),
      tiktok: social('tiktok'),
      linkedin: social('linkedin'),
      pinterest: '',
      legal_name: t.legalName,
      purchase_order_number: `PO-${t.registrationNumber}`,
      billing_email: `billing@${t.id}.atrium.example`,
      registration_number: t.registrationNumber,
      vat_registration_number: t.vatNumber,
      opening_hours: openingHours(t, now),
      supported_languages: ['en', 'cz', 'sk', 'de'].filter(
        (l) => !(t.inactiveLocales as string[]).includes(l),
      ),
      default_language: t.defaultLocale,
      date_format:
        t.address.country === 'SK' || t.address.country === 'CZ' ? 'DD.MM.YYYY' : 'YYYY-MM-DD',
      time_format: 'HH:mm',
      translations: (['en', 'cz', 'sk', 'de'] as Locale[]).map((locale) => ({
        locale,
        name: t.name,
        description: t.tagline[locale],
        opening_hours_description: L(
          'Opening hours may differ on public holidays.',
          'Ve svátky se otevírací doba může lišit.',
          'Počas sviatkov sa otváracie hodiny môžu líšiť.',
          'An Feiertagen können die Öffnungszeiten abweichen.',
        )[locale],
        parking_description: L(
          'The first 3 hours of parking are free.',
          'První 3 hodiny parkování zdarma.',
          'Prvé 3 hodiny parkovania zadarmo.',
          'Die ersten 3 Stunden Parken sind kostenlos.',
        )[locale],
      })),
    },
  });
}
