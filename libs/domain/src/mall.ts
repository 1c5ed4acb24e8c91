import { DEFAULT_CURRENCY, DEFAULT_TIME_ZONE } from './constants';
import { LOCALES, isLocale, type Locale } from './locales';
import { readOpeningHours, type OpeningHoursEntry } from './opening-hours';
import {
  arrayOf,
  isRecord,
  nullish,
  objectOf,
  optional,
  parser,
  readNonEmpty,
  readString,
  fail,
  type Path,
} from './parser';

/**
 * The mall (spec section 3): the first item of `GET /v1/malls`. Unknown fields are kept
 * (loose objects) so the API can grow without breaking older sites.
 */

export const SOCIAL_NETWORKS = [
  'instagram',
  'facebook',
  'twitter',
  'telegram',
  'whatsapp',
  'viber',
  'youtube',
  'tiktok',
  'linkedin',
  'pinterest',
] as const;
export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number];

/** An optional text: absent, null and blank all become `null`. */
function optionalText(value: unknown, path: Path): string | null {
  const text = nullish(readString)(value, path);
  return text === null || text === undefined || text.trim() === '' ? null : text;
}

/** A coordinate given as a number or numeric string; anything else becomes `null`. */
function coordinate(value: unknown, path: Path): number | null {
  if (value === null || value === undefined || value === '') return null;
  if (typeof value !== 'number' && typeof value !== 'string') fail(path, 'expected a number');
  const number = Number(value);
  return Number.isFinite(number) ? number : null;
}

/** Time zones already checked: the `Intl.DateTimeFormat` that asks is the dear part of a mall's read. */
const checkedTimeZones = new Map<string, boolean>();

function isValidTimeZone(timeZone: string): boolean {
  let valid = checkedTimeZones.get(timeZone);
  if (valid === undefined) {
    try {
      new Intl.DateTimeFormat('en', { timeZone });
      valid = true;
    } catch {
      valid = false;
    }
    checkedTimeZones.set(timeZone, valid);
  }
  return valid;
}

/** A person or company on the mall's management list. */
export type MallManager = {
  name: string | null;
  position: string | null;
  email: string | null;
  phone: string | null;
  image: string | null;
  [key: string]: unknown;
};
const readManager = objectOf(
  {
    name: optionalText,
    position: optionalText,
    email: optionalText,
    phone: optionalText,
    image: optionalText,
  },
  { loose: true },
) as (value: unknown, path: Path) => MallManager;

/** The property management company; fields are not specified, so any object. */
export type PropertyManagement = Record<string, unknown>;

/**
 * `property_management` arrives as a JSON string or an object. Invalid JSON (or JSON that is not
 * an object) is ignored: `null`. `parseMall` logs it.
 */
function propertyManagementField(value: unknown): PropertyManagement | null {
  const parsed = typeof value === 'string' ? tryParseJson(value) : value;
  return isRecord(parsed) ? parsed : null;
}

function tryParseJson(text: string): unknown {
  if (text.trim() === '') return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

type MallText =
  | 'address'
  | 'address_2'
  | 'city'
  | 'state'
  | 'country'
  | 'zip_code'
  | 'phone'
  | 'email'
  | 'image'
  | 'image_wide'
  | 'image_inverted'
  | 'image_wide_inverted'
  | 'image_icon'
  | 'legal_name'
  | 'purchase_order_number'
  | 'billing_email'
  | 'registration_number'
  | 'vat_registration_number'
  | 'date_format'
  | 'time_format'
  | SocialNetwork;

const MALL_TEXTS: readonly MallText[] = [
  'address',
  'address_2',
  'city',
  'state',
  'country',
  'zip_code',
  'phone',
  'email',
  'image',
  'image_wide',
  'image_inverted',
  'image_wide_inverted',
  'image_icon',
  'legal_name',
  'purchase_order_number',
  'billing_email',
  'registration_number',
  'vat_registration_number',
  /** Display patterns from the back office (e.g. `DD.MM.YYYY`, `HH:mm`), passed through. */
  'date_format',
  'time_format',
  ...SOCIAL_NETWORKS,
];

/**
 * The mall as the site uses it. Unknown fields are kept so the API can grow without breaking
 * older sites; blank texts are `null`.
 */
export type Mall = Record<MallText, string | null> & {
  id?: number | string;
  name: string;
  /** IANA time zone for hours and dates; default Europe/Prague. */
  timezone: string;
  /** ISO 4217 code of prices, parking and receipts (`EUR` in Slovakia); default CZK. */
  currency: string;
  latitude: number | null;
  longitude: number | null;
  management: MallManager[];
  property_management: PropertyManagement | null;
  opening_hours: OpeningHoursEntry[];
  /** Languages the mall publishes content in; unknown codes are dropped; default all four. */
  supported_languages: Locale[];
  [key: string]: unknown;
};
/** What the API sends: any of the fields, in their raw forms. */
export type MallInput = { name: string; [key: string]: unknown };

function readSupportedLanguages(value: unknown, path: Path): Locale[] {
  if (value === null || value === undefined) return [...LOCALES];
  const list =
    typeof value === 'string'
      ? value.split(',').map((item) => item.trim())
      : arrayOf(readString)(value, path);
  return list.filter(isLocale);
}

function readMall(value: unknown, path: Path): Mall {
  if (!isRecord(value)) fail(path, 'expected an object');
  const at = (key: string) => [...path, key];
  const mall: Record<string, unknown> = { ...value };
  const id = optional((v, p) =>
    typeof v === 'number' || typeof v === 'string' ? v : fail(p, 'expected a number or a string'),
  )(value.id, at('id'));
  if (id === undefined) delete mall.id;
  else mall.id = id;
  mall.name = readNonEmpty(value.name, at('name'));
  const zone = nullish(readString)(value.timezone, at('timezone'));
  mall.timezone = zone && isValidTimeZone(zone) ? zone : DEFAULT_TIME_ZONE;
  const currency = nullish(readString)(value.currency, at('currency'))?.trim().toUpperCase();
  mall.currency = currency && /^[A-Z]{3}$/.test(currency) ? currency : DEFAULT_CURRENCY;
  mall.latitude = coordinate(value.latitude, at('latitude'));
  mall.longitude = coordinate(value.longitude, at('longitude'));
  for (const key of MALL_TEXTS) mall[key] = optionalText(value[key], at(key));
  mall.management = nullish(arrayOf(readManager))(value.management, at('management')) ?? [];
  mall.property_management = propertyManagementField(value.property_management);
  mall.opening_hours = nullish(readOpeningHours)(value.opening_hours, at('opening_hours')) ?? [];
  mall.supported_languages = readSupportedLanguages(
    value.supported_languages,
    at('supported_languages'),
  );
  return mall as Mall;
}

export const mallSchema = parser(readMall);

/**
 * Parses a mall; `property_management` that is not valid JSON (or not an object) is logged and
 * ignored. Throws `InvalidValue` for a mall without a name or with malformed opening hours.
 */
export function parseMall(raw: unknown, log: (message: string) => void = console.warn): Mall {
  if (raw !== null && typeof raw === 'object' && 'property_management' in raw) {
    const value = (raw as { property_management: unknown }).property_management;
    if (value !== null && value !== undefined && value !== '') {
      const parsed = typeof value === 'string' ? tryParseJson(value) : value;
      if (parsed === undefined) log('mall: invalid JSON in property_management ignored');
      else if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
        log('mall: property_management is not an object, ignored');
      }
    }
  }
  return mallSchema.parse(raw);
}

/**
 * A route planner to the mall: Google Maps directions to its coordinates, else a search for its
 * name and address.
 */
export function mallDirectionsUrl(mall: Mall): string {
  if (mall.latitude !== null && mall.longitude !== null) {
    return `https://www.google.com/maps/dir/?api=1&destination=${mall.latitude},${mall.longitude}`;
  }
  const query = `${mall.name}, ${formatMallAddress(mall, { withCountry: true })}`;
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(query)}`;
}

/** A `tel:` link for a phone number as written (`+420 222 000 100` → `tel:+420222000100`). */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}

/** The mall's social links that are set, in `SOCIAL_NETWORKS` order. */
export function socialLinks(mall: Mall): { network: SocialNetwork; url: string }[] {
  return SOCIAL_NETWORKS.flatMap((network) => {
    const url = mall[network];
    return url ? [{ network, url }] : [];
  });
}

/** Billing information (spec section 3), derived from the mall's legal and address fields. */
export interface BillingInformation {
  readonly companyLegalName: string | null;
  readonly purchaseOrderNumber: string | null;
  readonly billingEmail: string | null;
  readonly registrationNumber: string | null;
  readonly companyVat: string | null;
  /** Address line 1 and 2 joined with a comma. */
  readonly billingAddress: string | null;
  readonly city: string | null;
  readonly state: string | null;
  readonly country: string | null;
  readonly zipCode: string | null;
}

export function billingInformation(mall: Mall): BillingInformation {
  const addressLines = [mall.address, mall.address_2].filter((line): line is string => !!line);
  return {
    companyLegalName: mall.legal_name,
    purchaseOrderNumber: mall.purchase_order_number,
    billingEmail: mall.billing_email,
    registrationNumber: mall.registration_number,
    companyVat: mall.vat_registration_number,
    billingAddress: addressLines.length > 0 ? addressLines.join(', ') : null,
    city: mall.city,
    state: mall.state,
    country: mall.country,
    zipCode: mall.zip_code,
  };
}

/** The billing information as label-key/value rows for a table, empty values left out. */
export function billingInformationRows(
  mall: Mall,
): { key: keyof BillingInformation; value: string }[] {
  const info = billingInformation(mall);
  return (Object.keys(info) as (keyof BillingInformation)[]).flatMap((key) => {
    const value = info[key];
    return value ? [{ key, value }] : [];
  });
}

/**
 * The mall's postal address on one line as a visitor reads it: `Street 1, Unit 2, 110 00 Praha`;
 * `withCountry` adds the country code (a maps search needs it, a visitor in the country does not).
 */
export function formatMallAddress(
  mall: Mall,
  { withCountry = false }: { withCountry?: boolean } = {},
): string {
  const cityLine = [mall.zip_code, mall.city].filter(Boolean).join(' ');
  // "Praha" as the region of "130 00 Praha" (or "Praha 4") says the city twice.
  const region = mall.state && !mall.city?.startsWith(mall.state) ? mall.state : null;
  return [mall.address, mall.address_2, cityLine, region, withCountry ? mall.country : null]
    .filter((part): part is string => !!part)
    .join(', ');
}
