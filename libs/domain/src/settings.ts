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
import { HERO_BANNER_DEFAULT_ASPECT_RATIO } from './constants';
import { isLocale, type Locale } from './locales';

/**
 * The web-app settings (spec section 3): the API sends a flat map of strings
 * (`GET /v1/settings-web-app/web`); `parseSettings` turns it into a typed `Settings` object.
 * Property names stay the wire's snake_case keys so a key can be searched for end to end.
 */

// ---------------------------------------------------------------------------------------------
// Key catalog
// ---------------------------------------------------------------------------------------------

/**
 * The picture groups (`<group>_<name>`, e.g. `gift_cards_images_hero`): the site shows each
 * picture a mall has; its owner replaces them in the console (names are not added or removed).
 */
export const SETTINGS_IMAGE_GROUPS = [
  'loyalty_program_images',
  'gift_cards_images',
  'parking_images',
  'space_lease_images',
  'christmas_stall_images',
  'mobile_app_images',
  'login_slider_images',
  'icons',
  'landings_images',
] as const;
export type SettingsImageGroup = (typeof SETTINGS_IMAGE_GROUPS)[number];

/** Prefix groups: `<prefix>_<suffix>` becomes `settings[group][suffix]`. */
export const SETTINGS_PREFIX_GROUPS = [
  'colors',
  ...SETTINGS_IMAGE_GROUPS,
  'documents',
  'header_navbar_items',
] as const;
export type SettingsPrefixGroup = (typeof SETTINGS_PREFIX_GROUPS)[number];

/** Plain text keys; absent means `null`. */
export const SETTINGS_TEXT_KEYS = [
  'offers_layout',
  'app_font_name',
  'website_name',
  'hero_cards_event_type',
  'header_logo_type',
  'footer_logo_type',
  'favicon_logo_type',
  'auth_logo_type',
  'default_floorplan_id',
  'store_detail_layout_name',
  'newsletter_consent_link_url',
  'gift_cards_page_help_email',
  'root_page',
] as const;
export type SettingsTextKey = (typeof SETTINGS_TEXT_KEYS)[number];

/** Header and footer colour names (values are names of `colors_<name>` entries). */
export const SETTINGS_COLOR_NAME_DEFAULTS = {
  over_header_color_name: 'primary',
  header_color_name: 'white',
  header_idle_text_color_name: 'grayDark3',
  header_active_text_color_name: 'primary',
  header_button_color_name: 'primary',
  header_button_text_color_name: 'white',
  footer_color_name: 'primary',
} as const;
export type SettingsColorNameKey = keyof typeof SETTINGS_COLOR_NAME_DEFAULTS;
export const SETTINGS_COLOR_NAME_KEYS = Object.keys(
  SETTINGS_COLOR_NAME_DEFAULTS,
) as SettingsColorNameKey[];

/** Navigation lists: comma-space separated route names. */
export const SETTINGS_NAVIGATION_KEYS = [
  'navigation_top_items',
  'navigation_homepage_items',
  'navigation_information_items',
  'footer_discover_items',
  'footer_for_visitors_items',
  'footer_about_us_items',
  'footer_useful_links_items',
] as const;
export type SettingsNavigationKey = (typeof SETTINGS_NAVIGATION_KEYS)[number];

/** Aspect-ratio lists per content type, e.g. `16/9, 4/3`. */
export const SETTINGS_ASPECT_RATIO_KEYS = [
  'news_aspect_ratios',
  'events_aspect_ratios',
  'products_aspect_ratios',
  'rewards_aspect_ratios',
  'amenities_aspect_ratios',
  'malls_aspect_ratios',
  'stores_aspect_ratios',
] as const;
export type SettingsAspectRatioKey = (typeof SETTINGS_ASPECT_RATIO_KEYS)[number];

/** Feature flags with the value used when the key is absent or not 'true'/'false'. */
export const SETTINGS_FLAG_DEFAULTS = {
  web_using_multicolor: false,
  web_has_dividers: false,
  rounded_corners: true,
  is_christmas_stall_section_active: false,
  is_parking_visible_on_header: false,
  is_parking_visible_on_opening_hours: false,
  is_sso_visible: false,
  is_authentication_active: true,
  is_mobile_app_active: false,
  is_loyalty_program_displayed_on_shop: false,
  is_offers_visible_only_when_logged_in: false,
  is_rewards_visible_only_when_logged_in: false,
  is_events_calendar_visible: false,
  is_header_minimizing_disabled: false,
  is_contact_support_active: false,
  use_fallback_locale: true,
  show_floor_number_on_shop_card: false,
  show_floor_titles_on_desktop: false,
  show_floorplan_on_shop_detail: false,
} as const satisfies Record<string, boolean>;
export type SettingsFlagKey = keyof typeof SETTINGS_FLAG_DEFAULTS;
export const SETTINGS_FLAG_KEYS = Object.keys(SETTINGS_FLAG_DEFAULTS) as SettingsFlagKey[];

/** Keys whose value is JSON. */
export const SETTINGS_JSON_KEYS = [
  'hero_banner_items',
  'footer_items',
  'amenity_redirect_links',
  'cookie_consent_categories',
] as const;
export type SettingsJsonKey = (typeof SETTINGS_JSON_KEYS)[number];

/** Every canonical key, by kind. Prefix groups are listed by group name (without the `_`). */
export const SETTINGS_KEYS = {
  prefixGroups: SETTINGS_PREFIX_GROUPS,
  text: SETTINGS_TEXT_KEYS,
  colorNames: SETTINGS_COLOR_NAME_KEYS,
  heroBannerAspectRatio: 'hero_banner_aspect_ratio',
  inactiveLocales: 'inactive_locales',
  navigation: SETTINGS_NAVIGATION_KEYS,
  aspectRatios: SETTINGS_ASPECT_RATIO_KEYS,
  flags: SETTINGS_FLAG_KEYS,
  json: SETTINGS_JSON_KEYS,
} as const;

/** Keys that a tenant may leave out on purpose. */
export const SETTINGS_OPTIONAL_KEYS: readonly string[] = ['root_page'];

/** Every single (non-prefix) canonical key. */
export const SETTINGS_SINGLE_KEYS: readonly string[] = [
  ...SETTINGS_TEXT_KEYS,
  ...SETTINGS_COLOR_NAME_KEYS,
  'hero_banner_aspect_ratio',
  'inactive_locales',
  ...SETTINGS_NAVIGATION_KEYS,
  ...SETTINGS_ASPECT_RATIO_KEYS,
  ...SETTINGS_FLAG_KEYS,
  ...SETTINGS_JSON_KEYS,
];

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

// ---------------------------------------------------------------------------------------------
// JSON values
// ---------------------------------------------------------------------------------------------

/** `{locale, …}`: one language's texts of a JSON item. */
export type TranslationEntry = { locale: string; [key: string]: unknown };
const readTranslations = optional(arrayOf(objectOf({ locale: readString }, { loose: true })));

/** One slide of the home hero banner (`hero_banner_items`, a JSON array). */
export type HeroBannerItem = {
  /** Image URL for wide screens. */
  image: string;
  /** Optional image URL for narrow screens. */
  image_mobile?: string;
  /** Where a click leads: an absolute URL or a site path. */
  url?: string;
  open_in_new_tab?: boolean;
  /** Per-language texts: `{locale, title?, description?, button_text?}`. */
  translations?: TranslationEntry[];
  [key: string]: unknown;
};
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

/** One extra footer link (`footer_items`, a JSON array). */
export type FooterItem = {
  name: string;
  url: string;
  icon?: string;
  open_in_new_tab?: boolean;
  /** Per-language names: `{locale, name}`. */
  translations?: TranslationEntry[];
  [key: string]: unknown;
};
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

/** Plain text, or texts keyed by locale. */
export type LocalisedText = string | Record<string, string>;
function readLocalisedText(value: unknown, path: Path): LocalisedText {
  if (typeof value === 'string') return value;
  if (!isRecord(value)) return fail(path, 'expected a text or texts by language');
  for (const [key, text] of Object.entries(value)) readString(text, [...path, key]);
  return value as Record<string, string>;
}

/** A cookie consent category (spec section 3, "Cookie consent entry"). */
export type CookieConsentCategory = {
  id: string;
  name: LocalisedText;
  description: LocalisedText;
  links: { label: LocalisedText; url: string; [key: string]: unknown }[];
  targetCookieIds: string[];
  /** Script to load once the category is enabled. */
  src?: string;
  isPreselected: boolean;
  [key: string]: unknown;
};
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

// ---------------------------------------------------------------------------------------------
// The parsed shape
// ---------------------------------------------------------------------------------------------

/** An aspect ratio as CSS writes it: `16/9`. */
export type AspectRatio = `${number}/${number}`;

export const DEFAULT_HERO_BANNER_ASPECT_RATIO: AspectRatio = HERO_BANNER_DEFAULT_ASPECT_RATIO;

export type Settings = {
  [G in SettingsPrefixGroup]: Record<string, string>;
} & {
  [K in SettingsTextKey]: string | null;
} & {
  [K in SettingsColorNameKey]: string;
} & {
  [K in SettingsNavigationKey]: string[];
} & {
  [K in SettingsAspectRatioKey]: AspectRatio[];
} & {
  [K in SettingsFlagKey]: boolean;
} & {
  hero_banner_aspect_ratio: AspectRatio;
  inactive_locales: Locale[];
  hero_banner_items: HeroBannerItem[];
  footer_items: FooterItem[];
  /** Amenity id (or slug) → URL the amenity's card leads to instead of its detail page. */
  amenity_redirect_links: Record<string, string>;
  cookie_consent_categories: CookieConsentCategory[];
  /** Keys that are not canonical, kept as they came. */
  extra: Record<string, string>;
};

// ---------------------------------------------------------------------------------------------
// Parsing
// ---------------------------------------------------------------------------------------------

export type SettingsLog = (message: string) => void;

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

/** The numeric value of an aspect ratio (`16/9` → 1.777…), e.g. for layout maths. */
export function aspectRatioValue(ratio: AspectRatio): number {
  const [width, height] = ratio.split('/').map(Number);
  return (width ?? 1) / (height ?? 1);
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

/** Input values are strings; numbers and booleans are tolerated, null/undefined mean absent. */
export type FlatSettings = Readonly<Record<string, string | number | boolean | null | undefined>>;

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

// ---------------------------------------------------------------------------------------------
// Helpers over parsed settings
// ---------------------------------------------------------------------------------------------

/** The `#rrggbb` value of a colour name (`colors_<name>`), or undefined when not defined. */
export function resolveColor(settings: Pick<Settings, 'colors'>, name: string): string | undefined {
  return settings.colors[name];
}

/** The header and footer colours resolved to their values (undefined where not defined). */
export function headerFooterColors(
  settings: Settings,
): Record<SettingsColorNameKey, string | undefined> {
  return Object.fromEntries(
    SETTINGS_COLOR_NAME_KEYS.map((key) => [key, resolveColor(settings, settings[key])]),
  ) as Record<SettingsColorNameKey, string | undefined>;
}

/** The languages a visitor may choose: all four minus `inactive_locales`. */
export function activeLocales(
  settings: Pick<Settings, 'inactive_locales'>,
  all: readonly Locale[],
) {
  return all.filter((locale) => !settings.inactive_locales.includes(locale));
}

/** `locale` when the mall offers it, else `fallback` (the mall's default language, always offered). */
export function offeredLocale(
  settings: Pick<Settings, 'inactive_locales'>,
  locale: Locale,
  fallback: Locale,
): Locale {
  return settings.inactive_locales.includes(locale) ? fallback : locale;
}

/**
 * The menu label of a `header_navbar_items_<name>` entry in a language. The spec names the entry
 * only, so a label per language comes from `header_navbar_labels` (our key, kept in `extra`):
 * JSON `{"<name>": {"cz": "…", "de": "…"}}`. Without a label for the language, the name itself.
 */
export function headerNavbarLabel(
  settings: Pick<Settings, 'extra'>,
  name: string,
  locale: Locale,
): string {
  const raw = settings.extra.header_navbar_labels;
  if (!raw) return name;
  try {
    const labels: unknown = JSON.parse(raw);
    const label = isRecord(labels) && isRecord(labels[name]) ? labels[name][locale] : undefined;
    return typeof label === 'string' && label.trim() !== '' ? label : name;
  } catch {
    return name;
  }
}

/** The tenant's external top-navigation entries (`header_navbar_items_<name>` = URL). */
export function headerNavbarLinks(
  settings: Pick<Settings, 'header_navbar_items'>,
): { name: string; url: string }[] {
  return Object.entries(settings.header_navbar_items).map(([name, url]) => ({ name, url }));
}

/**
 * Settings with every default, for when the settings request fails (spec section 8: logged only)
 * and for stories and tests.
 */
export function defaultSettings(): Settings {
  return parseSettings({}, () => undefined);
}
