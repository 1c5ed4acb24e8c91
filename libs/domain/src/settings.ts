import { HERO_BANNER_DEFAULT_ASPECT_RATIO } from './constants';
import { type Locale } from './locales';
import { isRecord } from './parser';
import type {
  SettingsAspectRatioKey,
  SettingsColorNameKey,
  SettingsFlagKey,
  SettingsNavigationKey,
  SettingsPrefixGroup,
  SettingsTextKey,
} from './settings-keys';

/**
 * The web-app settings (spec section 3): the API sends a flat map of strings
 * (`GET /v1/settings-web-app/web`); `parseSettings` (settings-parse.ts) turns it into a typed
 * `Settings` object. This module is the shape and the helpers over it. The keys (settings-keys.ts)
 * and the parser are modules of their own: the browser loads them only when it fetches the
 * settings itself (a server-rendered page brings them parsed).
 * Property names stay the wire's snake_case keys so a key can be searched for end to end.
 */

// The key catalog is settings-keys.ts: only the parser, the console and the API read it, so the
// browser's first JavaScript (which reads parsed settings) does not carry it (issue 22).
export type {
  SettingsAspectRatioKey,
  SettingsColorNameKey,
  SettingsFlagKey,
  SettingsImageGroup,
  SettingsJsonKey,
  SettingsNavigationKey,
  SettingsPrefixGroup,
  SettingsTextKey,
} from './settings-keys';

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
