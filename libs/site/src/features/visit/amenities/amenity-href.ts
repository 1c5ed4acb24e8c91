import type { ContentEntry } from '@atrium/api-client/content-list';
import type { Locale } from '@atrium/domain/locales';
import { settingsLink, type SettingsLink } from '../../../frame/navigation/settings-link';
import { detailHref } from '../../../common/content-list';
import '../../../common/shops/shops.css';

/**
 * Where an amenity's card leads: `amenity_redirect_links` (keyed by the amenity's id or slug)
 * turns it into a link elsewhere (a settings link: a site path in the page's language, or an
 * absolute URL in a new tab), otherwise its detail page.
 */
export function amenityHref(
  amenity: ContentEntry,
  links: Record<string, string>,
  locale: Locale,
): SettingsLink {
  const target =
    links[String(amenity.id)] ??
    (typeof amenity.slug === 'string' ? links[amenity.slug] : undefined);
  if (!target) return { href: detailHref('amenity', amenity, locale), external: false };
  return settingsLink(target, locale);
}
