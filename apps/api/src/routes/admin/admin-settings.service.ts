import type { FieldErrors } from '@atrium/domain/contract/envelope';
import {
  type AmenityChoice,
  type AmenityLink,
  type FooterLink,
  type FooterLinkAnswer,
  LOYALTY_RULE_KEYS,
  type LoyaltyRulesSettings,
  type MallSettings,
  type MallSettingsPatch,
  DOCUMENT_PREFIX,
  imageGroupOf,
  NAV_ROUTE_NAMES,
  SETTINGS_EDITABLE_TEXT_KEYS,
  themeContrastProblems,
} from '@atrium/domain/contract/mall-settings';
import { isLocale, LOCALES, type Locale } from '@atrium/domain/locales';
import { footerItemSchema } from '@atrium/domain/settings-parse';
import { type SettingsColorNameKey } from '@atrium/domain/settings';
import {
  SETTINGS_COLOR_NAME_DEFAULTS,
  SETTINGS_FLAG_DEFAULTS,
  SETTINGS_FLAG_KEYS,
  SETTINGS_NAVIGATION_KEYS,
} from '@atrium/domain/settings-keys';
import { amenities, floorplans, malls, settings, tenants } from '@atrium/server-db/schema';
import { loyaltyRules } from '@atrium/server-db/schema/loyalty';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';

import { HttpError } from '../../http/errors';
import type { Db } from '../../loyalty/db-util';
import { getRules, type LoyaltyRules } from '../../loyalty/rules';
import { storedJsonList } from './stored-json';

/**
 * A mall's settings as its owner edits them (admin-settings.routes.ts): the flat `settings` rows
 * (feature flags as 'true'/'false', `colors_<name>`, menus as comma-space lists) and the
 * `loyalty_rules` row the ledger reads on every receipt (loyalty/rules.ts).
 */

const COLOR_PREFIX = 'colors_';
const split = (value: string | undefined) =>
  (value ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);

function loyaltyJson(rules: LoyaltyRules): LoyaltyRulesSettings {
  return {
    rate_per_1000_czk: rules.ratePer1000Czk,
    min_amount_minor: rules.minAmount,
    max_age_days: rules.maxAgeDays,
    max_receipts_per_shop_per_day: rules.maxReceiptsPerShopPerDay,
    auto_approve_limit_minor: rules.autoApproveLimit,
    points_expiry_months: rules.pointsExpiryMonths,
  };
}

const LOYALTY_COLUMNS = {
  rate_per_1000_czk: 'ratePer1000Czk',
  min_amount_minor: 'minAmount',
  max_age_days: 'maxAgeDays',
  max_receipts_per_shop_per_day: 'maxReceiptsPerShopPerDay',
  auto_approve_limit_minor: 'autoApproveLimit',
  points_expiry_months: 'pointsExpiryMonths',
} as const satisfies Record<keyof LoyaltyRulesSettings, keyof LoyaltyRules>;

const FOOTER_KEY = 'footer_items';
const INACTIVE_LOCALES_KEY = 'inactive_locales';
const AMENITY_LINKS_KEY = 'amenity_redirect_links';

/** The stored `inactive_locales` as the site reads it: known languages, in LOCALES order. */
function inactiveLocalesOf(value: string | undefined): Locale[] {
  const listed = split(value);
  return LOCALES.filter((locale) => listed.includes(locale));
}

/**
 * The stored `amenity_redirect_links` (JSON: amenity id or slug → address) as the owner edits
 * it: the entries the site reads (text addresses), an id written as its amenity's slug.
 */
function amenityLinksOf(
  value: string | undefined,
  choices: readonly (AmenityChoice & { id: number })[],
): { amenity: string; url: string }[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(value ?? '{}');
  } catch {
    return [];
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return [];
  return Object.entries(parsed).flatMap(([key, url]) => {
    if (typeof url !== 'string') return [];
    const byId = /^\d+$/.test(key) ? choices.find((c) => String(c.id) === key) : undefined;
    return [{ amenity: byId?.slug ?? key, url }];
  });
}

async function amenityChoices(db: Db, tenantId: string) {
  const rows = await db
    .select({ id: amenities.id, slug: amenities.slug, translations: amenities.translations })
    .from(amenities)
    .where(eq(amenities.tenantId, tenantId))
    .orderBy(asc(amenities.position), asc(amenities.id));
  return rows.map((row) => ({
    id: row.id,
    slug: row.slug,
    names: Object.fromEntries(
      LOCALES.map((locale) => {
        const title = row.translations.find((entry) => entry.locale === locale)?.['title'];
        return [locale, title?.trim() ?? ''];
      }),
    ) as AmenityChoice['names'],
  }));
}

/**
 * The stored `footer_items` as the owner edits them: each item the site's parser reads
 * (`footerItemSchema`; others the site drops, and so does this), its name per language from
 * `translations`, the Czech one falling back to `name`.
 */
function footerLinksOf(value: string | undefined): FooterLinkAnswer[] {
  return storedJsonList(value).flatMap((raw) => {
    const parsed = footerItemSchema.safeParse(raw);
    if (!parsed.success) return [];
    const item = parsed.data;
    const named = (locale: string) => {
      const text = item.translations?.find((entry) => entry.locale === locale)?.['name'];
      return typeof text === 'string' ? text.trim() : '';
    };
    const name = Object.fromEntries(
      LOCALES.map((locale) => [locale, named(locale) || (locale === 'cz' ? item.name : '')]),
    ) as FooterLinkAnswer['name'];
    return [{ name, url: item.url, open_in_new_tab: item.open_in_new_tab === true }];
  });
}

/**
 * The setting as the site reads it (`footerItemSchema`): `name` is the Czech name (the site's
 * fallback), `translations` every language that has one. `icon` is not kept: the site reads none.
 */
function footerItemsValue(links: FooterLink[]): string {
  return JSON.stringify(
    links.map((link) => ({
      name: link.name.cz,
      url: link.url,
      open_in_new_tab: link.open_in_new_tab,
      translations: LOCALES.flatMap((locale) => {
        const name = link.name[locale];
        return name ? [{ locale, name }] : [];
      }),
    })),
  );
}

/** The setting as the site reads it (`amenityHref`): amenity slug → address, in the list's order. */
function amenityLinksValue(links: AmenityLink[]): string {
  return JSON.stringify(Object.fromEntries(links.map((link) => [link.amenity, link.url])));
}

async function flatSettings(db: Db, tenantId: string): Promise<Record<string, string>> {
  const rows = await db
    .select({ key: settings.key, value: settings.value })
    .from(settings)
    .where(eq(settings.tenantId, tenantId));
  return Object.fromEntries(rows.map((r) => [r.key, r.value]));
}

type MallData = {
  defaultLocale: Locale;
  amenities: (AmenityChoice & { id: number })[];
};

function fromFlat(flat: Record<string, string>, rules: LoyaltyRules, mall: MallData): MallSettings {
  const features = Object.fromEntries(
    SETTINGS_FLAG_KEYS.map((k) => {
      const v = flat[k];
      return [k, v === 'true' ? true : v === 'false' ? false : SETTINGS_FLAG_DEFAULTS[k]];
    }),
  ) as MallSettings['features'];
  const colors: Record<string, string> = {};
  const images: Record<string, string> = {};
  const documents: Record<string, string> = {};
  const own: string[] = [];
  for (const [key, value] of Object.entries(flat)) {
    if (key.startsWith(COLOR_PREFIX)) colors[key.slice(COLOR_PREFIX.length)] = value;
    if (imageGroupOf(key) && value) images[key] = value;
    if (key.startsWith(DOCUMENT_PREFIX) && key.length > DOCUMENT_PREFIX.length && value) {
      documents[key] = value;
    }
    for (const prefix of ['header_navbar_items_', 'documents_']) {
      if (key.startsWith(prefix) && value) own.push(key.slice(prefix.length));
    }
  }
  const roles = Object.fromEntries(
    (Object.keys(SETTINGS_COLOR_NAME_DEFAULTS) as SettingsColorNameKey[]).map((k) => [
      k,
      flat[k] || SETTINGS_COLOR_NAME_DEFAULTS[k],
    ]),
  ) as MallSettings['color_roles'];
  const menus = Object.fromEntries(
    SETTINGS_NAVIGATION_KEYS.map((k) => [k, split(flat[k])]),
  ) as MallSettings['menus'];
  return {
    features,
    colors,
    color_roles: roles,
    menus,
    menu_choices: [...new Set([...NAV_ROUTE_NAMES, ...own.sort()])],
    images,
    texts: Object.fromEntries(
      SETTINGS_EDITABLE_TEXT_KEYS.map((k) => [k, flat[k]?.trim() || null]),
    ) as MallSettings['texts'],
    loyalty: loyaltyJson(rules),
    footer_items: footerLinksOf(flat[FOOTER_KEY]),
    default_locale: mall.defaultLocale,
    inactive_locales: inactiveLocalesOf(flat[INACTIVE_LOCALES_KEY]),
    amenity_redirect_links: amenityLinksOf(flat[AMENITY_LINKS_KEY], mall.amenities),
    amenity_choices: mall.amenities.map(({ slug, names }) => ({ slug, names })),
    documents,
  };
}

export async function readMallSettings(db: Db, tenantId: string): Promise<MallSettings> {
  // One after the other: `db` may be a transaction (one connection).
  const flat = await flatSettings(db, tenantId);
  const rules = await getRules(db, tenantId);
  const [tenant] = await db
    .select({ defaultLocale: tenants.defaultLocale })
    .from(tenants)
    .where(eq(tenants.id, tenantId));
  const defaultLocale = isLocale(tenant?.defaultLocale) ? tenant.defaultLocale : 'cz';
  return fromFlat(flat, rules, { defaultLocale, amenities: await amenityChoices(db, tenantId) });
}

/** What a patch may not do with this mall's data: 422 with the fields' paths. */
function refusals(current: MallSettings, patch: MallSettingsPatch): FieldErrors {
  const errors: FieldErrors = {};
  const add = (path: string, message: string) => (errors[path] ??= []).push(message);
  for (const name of Object.keys(patch.colors ?? {})) {
    if (!(name in current.colors)) add(`colors.${name}`, 'Unknown colour');
  }
  for (const [role, name] of Object.entries(patch.color_roles ?? {})) {
    if (name && !(name in current.colors)) add(`color_roles.${role}`, 'Unknown colour');
  }
  if (patch.colors || patch.color_roles) {
    const colors = patch.colors ?? {};
    const roles = patch.color_roles ?? {};
    const palette = { ...current.colors, ...colors };
    for (const p of themeContrastProblems(
      palette,
      { ...current.color_roles, ...roles },
      Object.keys(colors),
      Object.keys(roles),
    )) {
      // On the role that changed, else on the colour that changed.
      const role = p.roles.find((r) => r in roles);
      const path = role
        ? `color_roles.${role}`
        : `colors.${p.foreground in colors ? p.foreground : p.background}`;
      add(path, `Contrast of ${p.foreground} on ${p.background} is ${p.ratio}:1, below 3:1`);
    }
  }
  for (const key of Object.keys(patch.images ?? {})) {
    if (!(key in current.images)) add(`images.${key}`, 'Unknown picture');
  }
  for (const key of Object.keys(patch.documents ?? {})) {
    if (!(key in current.documents)) add(`documents.${key}`, 'Unknown document');
  }
  const choices = new Set(current.menu_choices);
  for (const [key, names] of Object.entries(patch.menus ?? {})) {
    names?.forEach((name, i) => {
      if (!choices.has(name)) add(`menus.${key}.${i}`, 'Unknown page');
    });
  }
  patch.inactive_locales?.forEach((locale, i) => {
    if (locale === current.default_locale) {
      add(`inactive_locales.${i}`, 'The default language stays active');
    }
  });
  const amenitySlugs = new Set(current.amenity_choices.map((choice) => choice.slug));
  patch.amenity_redirect_links?.forEach((link, i) => {
    if (!amenitySlugs.has(link.amenity))
      add(`amenity_redirect_links.${i}.amenity`, 'Unknown amenity');
  });
  return errors;
}

/** The changed sections before and after, for the audit row. */
function changedSections(before: MallSettings, after: MallSettings, patch: MallSettingsPatch) {
  const pick = (s: MallSettings) => {
    const out: Record<string, unknown> = {};
    for (const section of [
      'features',
      'colors',
      'color_roles',
      'menus',
      'texts',
      'images',
      'documents',
      'loyalty',
    ] as const) {
      const keys = Object.keys(patch[section] ?? {});
      if (keys.length === 0) continue;
      out[section] = Object.fromEntries(
        keys.map((k) => [k, (s[section] as Record<string, unknown>)[k] ?? null]),
      );
    }
    // The footer's links are one list: audited whole.
    if (patch.footer_items) out['footer_items'] = s.footer_items;
    if (patch.inactive_locales) out['inactive_locales'] = s.inactive_locales;
    if (patch.amenity_redirect_links) out['amenity_redirect_links'] = s.amenity_redirect_links;
    return out;
  };
  return { before: pick(before), after: pick(after) };
}

/**
 * Applies `patch` in the caller's transaction (rows locked by the upserts) and returns the
 * settings before and after. 422 for a colour the palette lacks, a header that would lose its
 * contrast, a menu entry that names no page, the default language made inactive, an amenity the
 * mall lacks; nothing is written then. New `inactive_locales` also set the own mall's
 * `supported_languages` (`GET /v1/malls`).
 */
export async function updateMallSettings(tx: Db, tenantId: string, patch: MallSettingsPatch) {
  // One writer at a time per mall: a transaction-scoped advisory lock on the tenant.
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`mall-settings:${tenantId}`}))`);
  const before = await readMallSettings(tx, tenantId);
  const errors = refusals(before, patch);
  const floorplan = patch.texts?.default_floorplan_id;
  if (floorplan) {
    const [row] = await tx
      .select({ id: floorplans.id })
      .from(floorplans)
      .where(and(eq(floorplans.tenantId, tenantId), eq(floorplans.id, Number(floorplan))));
    if (!row) (errors['texts.default_floorplan_id'] ??= []).push('No such floor plan in this mall');
  }
  if (Object.keys(errors).length > 0) {
    throw new HttpError(422, 'The given data was invalid', errors);
  }
  const rows: { key: string; value: string }[] = [];
  for (const [k, v] of Object.entries(patch.features ?? {})) {
    rows.push({ key: k, value: v ? 'true' : 'false' });
  }
  for (const [name, color] of Object.entries(patch.colors ?? {})) {
    rows.push({ key: `${COLOR_PREFIX}${name}`, value: color });
  }
  for (const [role, name] of Object.entries(patch.color_roles ?? {})) {
    if (name) rows.push({ key: role, value: name });
  }
  for (const [key, path] of Object.entries(patch.images ?? {})) {
    rows.push({ key, value: path });
  }
  for (const [key, url] of Object.entries(patch.documents ?? {})) {
    rows.push({ key, value: url });
  }
  for (const [k, names] of Object.entries(patch.menus ?? {})) {
    rows.push({ key: k, value: (names ?? []).join(', ') });
  }
  if (patch.footer_items) {
    rows.push({ key: FOOTER_KEY, value: footerItemsValue(patch.footer_items) });
  }
  if (patch.inactive_locales) {
    const inactive = LOCALES.filter((locale) => patch.inactive_locales?.includes(locale));
    rows.push({ key: INACTIVE_LOCALES_KEY, value: inactive.join(', ') });
    // The mall's own profile (`GET /v1/malls`, the first by position) says the same languages.
    const active = LOCALES.filter((locale) => !inactive.includes(locale));
    const [own] = await tx
      .select({ id: malls.id })
      .from(malls)
      .where(eq(malls.tenantId, tenantId))
      .orderBy(asc(malls.position), asc(malls.id))
      .limit(1);
    if (own) {
      await tx
        .update(malls)
        .set({
          profile: sql`jsonb_set(${malls.profile}, '{supported_languages}', ${JSON.stringify(active)}::jsonb)`,
        })
        .where(eq(malls.id, own.id));
    }
  }
  if (patch.amenity_redirect_links) {
    rows.push({ key: AMENITY_LINKS_KEY, value: amenityLinksValue(patch.amenity_redirect_links) });
  }
  // Texts: an empty one removes the key, so the site falls back to its default.
  const cleared: string[] = [];
  for (const [k, value] of Object.entries(patch.texts ?? {})) {
    if (value) rows.push({ key: k, value });
    else cleared.push(k);
  }
  if (cleared.length > 0) {
    await tx
      .delete(settings)
      .where(and(eq(settings.tenantId, tenantId), inArray(settings.key, cleared)));
  }
  if (rows.length > 0) {
    await tx
      .insert(settings)
      .values(rows.map((r) => ({ tenantId, ...r })))
      .onConflictDoUpdate({
        target: [settings.tenantId, settings.key],
        set: { value: sql`excluded.value` },
      });
  }
  const loyalty = patch.loyalty ?? {};
  if (Object.keys(loyalty).length > 0) {
    const next = { ...before.loyalty, ...loyalty };
    const values = Object.fromEntries(
      LOYALTY_RULE_KEYS.map((k) => [LOYALTY_COLUMNS[k], next[k]]),
    ) as Pick<LoyaltyRules, (typeof LOYALTY_COLUMNS)[keyof typeof LOYALTY_COLUMNS]>;
    await tx
      .insert(loyaltyRules)
      .values({ tenantId, ...values, updatedAt: new Date() })
      .onConflictDoUpdate({
        target: loyaltyRules.tenantId,
        set: { ...values, updatedAt: new Date() },
      });
  }
  const after = await readMallSettings(tx, tenantId);
  return { after, audit: changedSections(before, after, patch) };
}
