import { z } from 'zod';
import { DEFAULT_TIME_ZONE } from './constants';
import { LOCALES, isLocale, type Locale } from './locales';
import { openingHoursSchema } from './opening-hours';

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
const optionalText = z
  .string()
  .nullish()
  .transform((value) =>
    value === null || value === undefined || value.trim() === '' ? null : value,
  );

/** A coordinate given as a number or numeric string; anything else becomes `null`. */
const coordinate = z
  .union([z.number(), z.string()])
  .nullish()
  .transform((value) => {
    if (value === null || value === undefined || value === '') return null;
    const number = Number(value);
    return Number.isFinite(number) ? number : null;
  });

function isValidTimeZone(timeZone: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone });
    return true;
  } catch {
    return false;
  }
}

/** A person or company on the mall's management list. */
export const mallManagerSchema = z.looseObject({
  name: optionalText,
  position: optionalText,
  email: optionalText,
  phone: optionalText,
  image: optionalText,
});
export type MallManager = z.output<typeof mallManagerSchema>;

/** The property management company; fields are not specified, so any object. */
export const propertyManagementSchema = z.record(z.string(), z.unknown());
export type PropertyManagement = z.output<typeof propertyManagementSchema>;

/**
 * `property_management` arrives as a JSON string or an object. Invalid JSON (or JSON that is not
 * an object) is ignored: `null`. `parseMall` logs it.
 */
const propertyManagementField = z
  .unknown()
  .optional()
  .transform((value): PropertyManagement | null => {
    const parsed = typeof value === 'string' ? tryParseJson(value) : value;
    const result = propertyManagementSchema.safeParse(parsed);
    return result.success && !Array.isArray(parsed) ? result.data : null;
  });

function tryParseJson(text: string): unknown {
  if (text.trim() === '') return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

const socialShape = Object.fromEntries(
  SOCIAL_NETWORKS.map((network) => [network, optionalText]),
) as Record<SocialNetwork, typeof optionalText>;

export const mallSchema = z.looseObject({
  id: z.union([z.number(), z.string()]).optional(),
  name: z.string().min(1),
  /** IANA time zone for hours and dates; default Europe/Prague. */
  timezone: z
    .string()
    .nullish()
    .transform((zone) => (zone && isValidTimeZone(zone) ? zone : DEFAULT_TIME_ZONE)),
  latitude: coordinate,
  longitude: coordinate,
  address: optionalText,
  address_2: optionalText,
  city: optionalText,
  state: optionalText,
  country: optionalText,
  zip_code: optionalText,
  phone: optionalText,
  email: optionalText,

  image: optionalText,
  image_wide: optionalText,
  image_inverted: optionalText,
  image_wide_inverted: optionalText,
  image_icon: optionalText,

  management: z
    .array(mallManagerSchema)
    .nullish()
    .transform((list) => list ?? []),
  property_management: propertyManagementField,

  ...socialShape,

  legal_name: optionalText,
  purchase_order_number: optionalText,
  billing_email: optionalText,
  registration_number: optionalText,
  vat_registration_number: optionalText,

  opening_hours: openingHoursSchema.nullish().transform((list) => list ?? []),
  /** Languages the mall publishes content in; unknown codes are dropped; default all four. */
  supported_languages: z
    .union([z.array(z.string()), z.string()])
    .nullish()
    .transform((value): Locale[] => {
      if (value === null || value === undefined) return [...LOCALES];
      const list = typeof value === 'string' ? value.split(',').map((item) => item.trim()) : value;
      return list.filter(isLocale);
    }),
  /** Display patterns from the back office (e.g. `DD.MM.YYYY`, `HH:mm`), passed through. */
  date_format: optionalText,
  time_format: optionalText,
});
export type Mall = z.output<typeof mallSchema>;
export type MallInput = z.input<typeof mallSchema>;

/**
 * Parses a mall; `property_management` that is not valid JSON (or not an object) is logged and
 * ignored. Throws a ZodError for a mall without a name or with malformed opening hours.
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

/** The mall's postal address on one line: `Street 1, Unit 2, 110 00 Praha, CZ`. */
export function formatMallAddress(mall: Mall): string {
  const cityLine = [mall.zip_code, mall.city].filter(Boolean).join(' ');
  return [mall.address, mall.address_2, cityLine, mall.state, mall.country]
    .filter((part): part is string => !!part)
    .join(', ');
}
