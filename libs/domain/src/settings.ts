import { HERO_BANNER_DEFAULT_ASPECT_RATIO } from './constants';
import { type Locale } from './locales';
import { isRecord } from './parser';

/**
 * The web-app settings (spec section 3): the API sends a flat map of strings
 * (`GET /v1/settings-web-app/web`); `parseSettings` (settings-parse.ts) turns it into a typed
 * `Settings` object. This module is the keys, the shape and the helpers over it; the parser is a
 * module of its own, which the browser loads only when it fetches the settings itself (a
 * server-rendered page brings them parsed).
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

// ---------------------------------------------------------------------------------------------
// JSON values
// ---------------------------------------------------------------------------------------------

/** `{locale, …}`: one language's texts of a JSON item. */
export type TranslationEntry = { locale: string; [key: string]: unknown };

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

/** Plain text, or texts keyed by locale. */
export type LocalisedText = string | Record<string, string>;

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

/** Where the parser reports a value it ignored (settings-parse.ts). */
export type SettingsLog = (message: string) => void;

/** The numeric value of an aspect ratio (`16/9` → 1.777…), e.g. for layout maths. */
export function aspectRatioValue(ratio: AspectRatio): number {
  const [width, height] = ratio.split('/').map(Number);
  return (width ?? 1) / (height ?? 1);
}

/** Input values are strings; numbers and booleans are tolerated, null/undefined mean absent. */
export type FlatSettings = Readonly<Record<string, string | number | boolean | null | undefined>>;

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
