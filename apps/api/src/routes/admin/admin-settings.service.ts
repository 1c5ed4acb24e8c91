import type { FieldErrors } from '@atrium/domain/contract/envelope';
import {
  type FooterLink,
  type FooterLinkAnswer,
  LOYALTY_RULE_KEYS,
  type LoyaltyRulesSettings,
  type MallSettings,
  type MallSettingsPatch,
  imageGroupOf,
  NAV_ROUTE_NAMES,
  SETTINGS_EDITABLE_TEXT_KEYS,
  themeContrastProblems,
} from '@atrium/domain/contract/mall-settings';
import { LOCALES } from '@atrium/domain/locales';
import {
  footerItemSchema,
  SETTINGS_COLOR_NAME_DEFAULTS,
  SETTINGS_FLAG_DEFAULTS,
  SETTINGS_FLAG_KEYS,
  SETTINGS_NAVIGATION_KEYS,
  type SettingsColorNameKey,
} from '@atrium/domain/settings';
import { floorplans, settings } from '@atrium/server-db/schema';
import { loyaltyRules } from '@atrium/server-db/schema/loyalty';
import { and, eq, inArray, sql } from 'drizzle-orm';

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

async function flatSettings(db: Db, tenantId: string): Promise<Record<string, string>> {
  const rows = await db
    .select({ key: settings.key, value: settings.value })
    .from(settings)
    .where(eq(settings.tenantId, tenantId));
  return Object.fromEntries(rows.map((r) => [r.key, r.value]));
}

function fromFlat(flat: Record<string, string>, rules: LoyaltyRules): MallSettings {
  const features = Object.fromEntries(
    SETTINGS_FLAG_KEYS.map((k) => {
      const v = flat[k];
      return [k, v === 'true' ? true : v === 'false' ? false : SETTINGS_FLAG_DEFAULTS[k]];
    }),
  ) as MallSettings['features'];
  const colors: Record<string, string> = {};
  const images: Record<string, string> = {};
  const own: string[] = [];
  for (const [key, value] of Object.entries(flat)) {
    if (key.startsWith(COLOR_PREFIX)) colors[key.slice(COLOR_PREFIX.length)] = value;
    if (imageGroupOf(key) && value) images[key] = value;
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
  };
}

export async function readMallSettings(db: Db, tenantId: string): Promise<MallSettings> {
  // One after the other: `db` may be a transaction (one connection).
  const flat = await flatSettings(db, tenantId);
  return fromFlat(flat, await getRules(db, tenantId));
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
  const choices = new Set(current.menu_choices);
  for (const [key, names] of Object.entries(patch.menus ?? {})) {
    names?.forEach((name, i) => {
      if (!choices.has(name)) add(`menus.${key}.${i}`, 'Unknown page');
    });
  }
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
    return out;
  };
  return { before: pick(before), after: pick(after) };
}

/**
 * Applies `patch` in the caller's transaction (rows locked by the upserts) and returns the
 * settings before and after. 422 for a colour the palette lacks, a header that would lose its
 * contrast, a menu entry that names no page; nothing is written then.
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
  for (const [k, names] of Object.entries(patch.menus ?? {})) {
    rows.push({ key: k, value: (names ?? []).join(', ') });
  }
  if (patch.footer_items) {
    rows.push({ key: FOOTER_KEY, value: footerItemsValue(patch.footer_items) });
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
