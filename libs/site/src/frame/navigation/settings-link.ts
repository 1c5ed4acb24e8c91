import type { Locale } from '@atrium/domain/locales';
import { localizeCanonicalPath, sitePathIn } from '@atrium/i18n/slugs';

/** Where a link of the settings leads: a canonical site path (through the router) or elsewhere. */
export type SettingsLink = { href: string; external: boolean };

const ABSOLUTE = /^[a-z][a-z\d+\-.]*:/i;

/**
 * The one place that reads a link written in the settings (hero banner items, amenity redirects,
 * header entries, the newsletter consent link). Settings hold site paths language-neutral
 * (`/events/1`, docs/site.md "Links from settings"); the page's language is added here, and the
 * router's rewrite shows the localised slug (`/cz/akce/1`). Absolute URLs (`https:`, `mailto:`,
 * `tel:`, `//host`) stay as they are.
 */
export function settingsLink(target: string, locale: Locale): SettingsLink {
  const value = target.trim();
  if (ABSOLUTE.test(value) || value.startsWith('//')) return { href: value, external: true };
  return { href: sitePathIn(value, locale), external: false };
}

/** The same link for a plain `<a>` outside the router: the site path with its localised slug. */
export function settingsAnchorHref(target: string, locale: Locale): string {
  const link = settingsLink(target, locale);
  return link.external ? link.href : localizeCanonicalPath(link.href);
}
