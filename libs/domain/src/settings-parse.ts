import { isLocale, type Locale } from './locales';
import {
  arrayOf,
  fail,
  isRecord,
  objectOf,
  optional,
  parser,
  readBoolean,
  readNonEmpty,
  readString,
  type Parser,
  type Path,
} from './parser';
import {
  type CookieConsentCategory,
  DEFAULT_HERO_BANNER_ASPECT_RATIO,
  type AspectRatio,
  type FlatSettings,
  type FooterItem,
  type HeroBannerItem,
  type LocalisedText,
  type Settings,
  type SettingsLog,
  type SettingsAspectRatioKey,
  type SettingsColorNameKey,
  type SettingsFlagKey,
  type SettingsNavigationKey,
  type SettingsPrefixGroup,
  type SettingsTextKey,
} from './settings';
import {
  SETTINGS_ASPECT_RATIO_KEYS,
  SETTINGS_COLOR_NAME_DEFAULTS,
  SETTINGS_COLOR_NAME_KEYS,
  SETTINGS_FLAG_DEFAULTS,
  SETTINGS_FLAG_KEYS,
  SETTINGS_NAVIGATION_KEYS,
  SETTINGS_OPTIONAL_KEYS,
  SETTINGS_PREFIX_GROUPS,
  SETTINGS_SINGLE_KEYS,
  SETTINGS_TEXT_KEYS,
} from './settings-keys';

/**
 * Parsing the flat settings map into `Settings` (spec section 3; the keys and the shape are in
 * settings.ts). Never throws: a bad value is logged and the key's default used.
 */

/**
 * What a complete settings map lacks: single keys that are absent (optional ones excepted) and
 * prefix groups with no entry at all. Used to check that a seed defines every setting.
 */
export function missingSettingsKeys(flat: Readonly<Record<string, unknown>>): string[] {
  const keys = Object.keys(flat);
  const missing = SETTINGS_SINGLE_KEYS.filter(
    (key) => !SETTINGS_OPTIONAL_KEYS.includes(key) && !(key in flat),
  );
  for (const group of SETTINGS_PREFIX_GROUPS) {
    if (!keys.some((key) => key.startsWith(`${group}_`))) missing.push(`${group}_*`);
  }
  return missing;
}

const readTranslations = optional(arrayOf(objectOf({ locale: readString }, { loose: true })));

export const heroBannerItemSchema = parser(
  objectOf(
    {
      image: readNonEmpty,
      image_mobile: optional(readNonEmpty),
      url: optional(readString),
      open_in_new_tab: optional(readBoolean),
      translations: readTranslations,
    },
    { loose: true },
  ),
) as Parser<HeroBannerItem>;

export const footerItemSchema = parser(
  objectOf(
    {
      name: readNonEmpty,
      url: readNonEmpty,
      icon: optional(readString),
      open_in_new_tab: optional(readBoolean),
      translations: readTranslations,
    },
    { loose: true },
  ),
) as Parser<FooterItem>;

function readLocalisedText(value: unknown, path: Path): LocalisedText {
  if (typeof value === 'string') return value;
  if (!isRecord(value)) return fail(path, 'expected a text or texts by language');
  for (const [key, text] of Object.entries(value)) readString(text, [...path, key]);
  return value as Record<string, string>;
}

const withDefault =
  <T>(read: (value: unknown, path: Path) => T, fallback: () => T) =>
  (value: unknown, path: Path): T =>
    value === undefined ? fallback() : read(value, path);
export const cookieConsentCategorySchema = parser(
  objectOf(
    {
      id: readNonEmpty,
      name: readLocalisedText,
      description: readLocalisedText,
      links: withDefault(
        arrayOf(objectOf({ label: readLocalisedText, url: readString }, { loose: true })),
        () => [],
      ),
      targetCookieIds: withDefault(arrayOf(readString), () => []),
      src: optional(readString),
      isPreselected: withDefault(readBoolean, () => false),
    },
    { loose: true },
  ),
) as Parser<CookieConsentCategory>;

const defaultLog: SettingsLog = (message) => console.warn(message);

/** Splits a list value on comma-space (tolerating a missing space); empty items are dropped. */
export function splitList(value: string | undefined): string[] {
  if (value === undefined) return [];
  return value
    .split(',')
    .map((item) => item.trim())
    .filter((item) => item.length > 0);
}

/** 'true' → true, 'false' → false, anything else → undefined. */
export function parseBoolean(value: string | undefined): boolean | undefined {
  const normalised = value?.trim().toLowerCase();
  if (normalised === 'true') return true;
  if (normalised === 'false') return false;
  return undefined;
}

const ratioPattern = /^\s*(\d+(?:\.\d+)?)\s*[/:]\s*(\d+(?:\.\d+)?)\s*$/;

/** Normalises `16/9`, `16:9` or `16 / 9` to `16/9`; undefined for anything else. */
export function parseAspectRatio(value: string | undefined): AspectRatio | undefined {
  const match = value === undefined ? null : ratioPattern.exec(value);
  if (!match) return undefined;
  const width = Number(match[1]);
  const height = Number(match[2]);
  if (!(width > 0) || !(height > 0)) return undefined;
  return `${width}/${height}`;
}

function parseJson(key: string, value: string | undefined, log: SettingsLog): unknown {
  if (value === undefined || value.trim() === '') return undefined;
  try {
    return JSON.parse(value) as unknown;
  } catch (error) {
    log(`settings: invalid JSON in ${key} ignored (${(error as Error).message})`);
    return undefined;
  }
}

function parseJsonArray<T>(
  key: string,
  value: string | undefined,
  schema: Parser<T>,
  log: SettingsLog,
): T[] {
  const parsed = parseJson(key, value, log);
  if (parsed === undefined) return [];
  if (!Array.isArray(parsed)) {
    log(`settings: ${key} is not a JSON array, ignored`);
    return [];
  }
  const items: T[] = [];
  parsed.forEach((item, index) => {
    const result = schema.safeParse(item);
    if (result.success) items.push(result.data);
    else {
      const problems = result.error.path.join('.') || '(item)';
      log(`settings: ${key}[${index}] ignored, invalid ${problems}`);
    }
  });
  return items;
}

function parseJsonStringRecord(
  key: string,
  value: string | undefined,
  log: SettingsLog,
): Record<string, string> {
  const parsed = parseJson(key, value, log);
  if (parsed === undefined) return {};
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    log(`settings: ${key} is not a JSON object, ignored`);
    return {};
  }
  const record: Record<string, string> = {};
  for (const [name, target] of Object.entries(parsed)) {
    if (typeof target === 'string') record[name] = target;
    else if (typeof target === 'number') record[name] = String(target);
    else log(`settings: ${key}.${name} is not a string, ignored`);
  }
  return record;
}

function toStrings(flat: FlatSettings): Map<string, string> {
  const map = new Map<string, string>();
  for (const [key, value] of Object.entries(flat)) {
    if (value === null || value === undefined) continue;
    map.set(key, String(value));
  }
  return map;
}

/**
 * Parses the flat settings map (spec section 3). Never throws: bad values are logged through
 * `log` (default `console.warn`) and replaced by the key's default.
 */
export function parseSettings(flat: FlatSettings, log: SettingsLog = defaultLog): Settings {
  const values = toStrings(flat);
  const known = new Set<string>(SETTINGS_SINGLE_KEYS);
  const get = (key: string) => values.get(key);

  const groups = Object.fromEntries(
    SETTINGS_PREFIX_GROUPS.map((group) => [group, {} as Record<string, string>]),
  ) as Record<SettingsPrefixGroup, Record<string, string>>;
  // Longest prefix first, so a group whose name starts with another group's name wins.
  const prefixes = [...SETTINGS_PREFIX_GROUPS].sort((a, b) => b.length - a.length);
  const extra: Record<string, string> = {};
  for (const [key, value] of values) {
    if (known.has(key)) continue;
    const group = prefixes.find((prefix) => key.startsWith(`${prefix}_`));
    if (group && key.length > group.length + 1) groups[group][key.slice(group.length + 1)] = value;
    else extra[key] = value;
  }

  const text = Object.fromEntries(
    SETTINGS_TEXT_KEYS.map((key) => {
      const value = get(key)?.trim();
      return [key, value ? value : null];
    }),
  ) as Record<SettingsTextKey, string | null>;

  const colorNames = Object.fromEntries(
    SETTINGS_COLOR_NAME_KEYS.map((key) => {
      const value = get(key)?.trim();
      return [key, value ? value : SETTINGS_COLOR_NAME_DEFAULTS[key]];
    }),
  ) as Record<SettingsColorNameKey, string>;

  const navigation = Object.fromEntries(
    SETTINGS_NAVIGATION_KEYS.map((key) => [key, splitList(get(key))]),
  ) as Record<SettingsNavigationKey, string[]>;

  const aspectRatios = Object.fromEntries(
    SETTINGS_ASPECT_RATIO_KEYS.map((key) => {
      const ratios: AspectRatio[] = [];
      for (const item of splitList(get(key))) {
        const ratio = parseAspectRatio(item);
        if (ratio) ratios.push(ratio);
        else log(`settings: ${key} has an invalid aspect ratio '${item}', ignored`);
      }
      return [key, ratios];
    }),
  ) as Record<SettingsAspectRatioKey, AspectRatio[]>;

  const flags = Object.fromEntries(
    SETTINGS_FLAG_KEYS.map((key) => {
      const raw = get(key);
      const value = parseBoolean(raw);
      if (value === undefined && raw !== undefined && raw.trim() !== '') {
        log(`settings: ${key} is '${raw}', not 'true' or 'false'; default used`);
      }
      return [key, value ?? SETTINGS_FLAG_DEFAULTS[key]];
    }),
  ) as Record<SettingsFlagKey, boolean>;

  const heroRaw = get('hero_banner_aspect_ratio');
  let heroRatio = parseAspectRatio(heroRaw);
  if (!heroRatio) {
    if (heroRaw !== undefined && heroRaw.trim() !== '') {
      log(`settings: hero_banner_aspect_ratio '${heroRaw}' is invalid; 16/9 used`);
    }
    heroRatio = DEFAULT_HERO_BANNER_ASPECT_RATIO;
  }

  const inactiveLocales: Locale[] = [];
  for (const item of splitList(get('inactive_locales'))) {
    if (isLocale(item)) inactiveLocales.push(item);
    else log(`settings: inactive_locales has an unknown locale '${item}', ignored`);
  }

  return {
    ...groups,
    ...text,
    ...colorNames,
    ...navigation,
    ...aspectRatios,
    ...flags,
    hero_banner_aspect_ratio: heroRatio,
    inactive_locales: inactiveLocales,
    hero_banner_items: parseJsonArray(
      'hero_banner_items',
      get('hero_banner_items'),
      heroBannerItemSchema,
      log,
    ),
    footer_items: parseJsonArray('footer_items', get('footer_items'), footerItemSchema, log),
    amenity_redirect_links: parseJsonStringRecord(
      'amenity_redirect_links',
      get('amenity_redirect_links'),
      log,
    ),
    cookie_consent_categories: parseJsonArray(
      'cookie_consent_categories',
      get('cookie_consent_categories'),
      cookieConsentCategorySchema,
      log,
    ),
    extra,
  };
}

/**
 * Settings with every default, for when the settings request fails (spec section 8: logged only)
 * and for stories and tests.
 */
export function defaultSettings(): Settings {
  return parseSettings({}, () => undefined);
}
