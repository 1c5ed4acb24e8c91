import type { Locale } from '@atrium/domain/locales';
import {
  headerNavbarLabel,
  type Settings,
  type SettingsNavigationKey,
} from '@atrium/domain/settings';
import type { I18n } from '@lingui/core';
import type { NavIconName } from './nav-icons';
import { settingsLink } from './settings-link';
import { DOCUMENT_TITLES, isNavRouteName, NAV_ROUTES, navRouteHref } from './nav-registry';

/** One menu entry: an internal canonical href (the router localises it) or an external URL. */
export type MenuEntry = {
  key: string;
  label: string;
  href: string;
  external: boolean;
  icon: NavIconName;
};

function humanize(name: string): string {
  const text = name.replace(/[_-]+/g, ' ').trim();
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/**
 * Resolves one name of a navigation list: a route of the registry, else a tenant-specific external
 * entry (`header_navbar_items_<name>`), else a document (`documents_<name>`). Unknown names are
 * skipped (and reported in development).
 */
export function resolveMenuEntry(
  name: string,
  settings: Settings,
  locale: Locale,
  i18n: I18n,
): MenuEntry | null {
  if (isNavRouteName(name)) {
    const route = NAV_ROUTES[name];
    return {
      key: name,
      label: i18n._(route.title),
      href: navRouteHref(name, locale, settings),
      external: false,
      icon: route.icon,
    };
  }
  const url = settings.header_navbar_items[name];
  if (url) return headerItemEntry(name, url, settings, locale);
  const document = settings.documents[name];
  if (document) return documentEntry(name, document, i18n);
  if (import.meta.env?.DEV) console.warn(`Navigation: unknown route name "${name}" in settings`);
  return null;
}

/**
 * A tenant's own header entry (`header_navbar_items_<name>`): an absolute URL or a site path,
 * labelled in the page's language when settings carry `header_navbar_labels`.
 */
function headerItemEntry(name: string, url: string, settings: Settings, locale: Locale): MenuEntry {
  const link = settingsLink(url, locale);
  const label = headerNavbarLabel(settings, name, locale);
  return { key: name, label, ...link, icon: link.external ? 'external' : 'document' };
}

function documentEntry(name: string, url: string, i18n: I18n): MenuEntry {
  const title = DOCUMENT_TITLES[name];
  return {
    key: `document-${name}`,
    label: title ? i18n._(title) : humanize(name),
    href: url,
    external: true,
    icon: 'document',
  };
}

/** The entries of one settings list (`navigation_top_items`, `footer_discover_items`, …). */
export function menuEntries(
  key: SettingsNavigationKey,
  settings: Settings,
  locale: Locale,
  i18n: I18n,
): MenuEntry[] {
  return settings[key]
    .map((name) => resolveMenuEntry(name, settings, locale, i18n))
    .filter((entry): entry is MenuEntry => entry !== null);
}

/** The header's top navigation: `navigation_top_items`, then the tenant's external entries. */
export function topNavigation(settings: Settings, locale: Locale, i18n: I18n): MenuEntry[] {
  const entries = menuEntries('navigation_top_items', settings, locale, i18n);
  for (const [name, url] of Object.entries(settings.header_navbar_items)) {
    if (!entries.some((entry) => entry.key === name))
      entries.push(headerItemEntry(name, url, settings, locale));
  }
  return entries;
}

/** Documents (`documents_*`) not already named in a list: shown with the footer's useful links. */
export function documentEntries(settings: Settings, i18n: I18n): MenuEntry[] {
  return Object.entries(settings.documents).map(([name, url]) => documentEntry(name, url, i18n));
}

export const FOOTER_GROUP_KEYS = [
  'footer_discover_items',
  'footer_for_visitors_items',
  'footer_about_us_items',
  'footer_useful_links_items',
] as const satisfies readonly SettingsNavigationKey[];
