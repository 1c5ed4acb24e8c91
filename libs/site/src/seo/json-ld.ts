import { socialLinks, type Mall } from '@atrium/domain/mall';
import {
  defaultZone,
  groupedWeeklyHours,
  orderedWeekdays,
  upcomingExceptions,
  type DayHours,
  type Weekday,
} from '@atrium/domain/opening-hours';

/**
 * schema.org structured data for search engines: the mall as a ShoppingCenter with its opening
 * hours, and events as Event. Plain objects; `seoHead({ jsonLd: [...] })` renders each as
 * `<script type="application/ld+json">` through the router's head.
 */

const SCHEMA = 'https://schema.org';

const DAY_NAMES: Record<Weekday, string> = {
  monday: 'Monday',
  tuesday: 'Tuesday',
  wednesday: 'Wednesday',
  thursday: 'Thursday',
  friday: 'Friday',
  saturday: 'Saturday',
  sunday: 'Sunday',
};

/** schema.org times are HH:MM; a closing time of 24:00 is written 23:59. */
function schemaTime(time: string): string {
  return time === '24:00' ? '23:59' : time;
}

/** Closed all day is opens = closes = 00:00 (the convention search engines document). */
function hoursFields(hours: DayHours | null) {
  return hours
    ? { opens: schemaTime(hours.open), closes: schemaTime(hours.close) }
    : { opens: '00:00', closes: '00:00' };
}

function postalAddress(mall: Mall): Record<string, unknown> | undefined {
  const street = [mall.address, mall.address_2].filter(Boolean).join(', ');
  const fields = {
    streetAddress: street || undefined,
    addressLocality: mall.city ?? undefined,
    addressRegion: mall.state ?? undefined,
    postalCode: mall.zip_code ?? undefined,
    addressCountry: mall.country ?? undefined,
  };
  if (Object.values(fields).every((value) => value === undefined)) return undefined;
  return { '@type': 'PostalAddress', ...fields };
}

/** The weekly hours of the mall's default zone, consecutive equal days merged. */
export function openingHoursSpecification(mall: Mall): Record<string, unknown>[] {
  const zone = defaultZone(mall.opening_hours);
  if (!zone) return [];
  const days = orderedWeekdays('monday');
  return groupedWeeklyHours(zone, 'monday').map((group) => ({
    '@type': 'OpeningHoursSpecification',
    dayOfWeek: days
      .slice(days.indexOf(group.from), days.indexOf(group.to) + 1)
      .map((day) => DAY_NAMES[day]),
    ...hoursFields(group.hours),
  }));
}

/** Holidays and late openings of the next `days` days in the mall's time zone. */
export function specialOpeningHoursSpecification(
  mall: Mall,
  now: Date,
  days = 60,
): Record<string, unknown>[] {
  const zone = defaultZone(mall.opening_hours);
  if (!zone) return [];
  return upcomingExceptions(zone, now, mall.timezone, days).map((exception) => ({
    '@type': 'OpeningHoursSpecification',
    validFrom: exception.date,
    validThrough: exception.date,
    ...hoursFields(exception.hours),
  }));
}

export type MallJsonLdInput = {
  mall: Mall;
  /** The home page URL in the page's language. */
  url: string;
  /** For the upcoming holidays; defaults to now. */
  now?: Date;
};

/** The mall as a schema.org ShoppingCenter with address, position, contacts and opening hours. */
export function mallJsonLd({
  mall,
  url,
  now = new Date(),
}: MallJsonLdInput): Record<string, unknown> {
  const data: Record<string, unknown> = {
    '@context': SCHEMA,
    '@type': 'ShoppingCenter',
    name: mall.name,
    url,
  };
  const image = mall.image_wide ?? mall.image;
  if (image) data['image'] = image;
  if (mall.image_icon ?? mall.image) data['logo'] = mall.image_icon ?? mall.image;
  if (mall.phone) data['telephone'] = mall.phone;
  if (mall.email) data['email'] = mall.email;
  const address = postalAddress(mall);
  if (address) data['address'] = address;
  if (mall.latitude !== null && mall.longitude !== null) {
    data['geo'] = { '@type': 'GeoCoordinates', latitude: mall.latitude, longitude: mall.longitude };
  }
  const sameAs = socialLinks(mall).map((link) => link.url);
  if (sameAs.length > 0) data['sameAs'] = sameAs;
  const weekly = openingHoursSpecification(mall);
  if (weekly.length > 0) data['openingHoursSpecification'] = weekly;
  const special = specialOpeningHoursSpecification(mall, now);
  if (special.length > 0) data['specialOpeningHoursSpecification'] = special;
  return data;
}

export type EventJsonLdInput = {
  name: string;
  description?: string | null;
  /** ISO date-times (`starts_at`, `ends_at` of the API's event). */
  startDate: string;
  endDate?: string | null;
  /** The event page URL in the page's language. */
  url: string;
  image?: string | null;
  /** Where it takes place and who organises it: the mall. */
  mall: Mall;
  mallUrl: string;
};

/** An event at the mall as a schema.org Event (offline, scheduled, at the mall's address). */
export function eventJsonLd(input: EventJsonLdInput): Record<string, unknown> {
  const { mall } = input;
  const place: Record<string, unknown> = { '@type': 'Place', name: mall.name, url: input.mallUrl };
  const address = postalAddress(mall);
  if (address) place['address'] = address;
  const data: Record<string, unknown> = {
    '@context': SCHEMA,
    '@type': 'Event',
    name: input.name,
    startDate: input.startDate,
    eventStatus: `${SCHEMA}/EventScheduled`,
    eventAttendanceMode: `${SCHEMA}/OfflineEventAttendanceMode`,
    location: place,
    organizer: { '@type': 'Organization', name: mall.name, url: input.mallUrl },
    url: input.url,
  };
  if (input.endDate) data['endDate'] = input.endDate;
  if (input.description) data['description'] = input.description;
  if (input.image) data['image'] = [input.image];
  return data;
}
