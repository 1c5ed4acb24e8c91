import { canonicalizePath, localizeCanonicalPath } from '@atrium/i18n/slugs';

/**
 * Lists whose address carries a page number (spec section 2: `/offers/:page`). Not `rewards`:
 * `/en/rewards` is the member's own rewards page.
 */
const PAGED_LISTS = new Set([
  'offers',
  'amenities',
  'events',
  'events-mall',
  'events-stores',
  'news',
  'news-mall',
  'news-stores',
  'e-shops',
]);

/**
 * A list's address without its page number as its first page: `/en/offers` → `/en/offers/1`,
 * `/cz/akce` → `/cz/akce/1`, and `/en/shops` → `/en/shops-services` (the shops' own landing page).
 * Visitors shorten addresses, and every list of the specification carries its page: these were
 * 404s. A second segment is left alone: `/en/offers/abc` may be a category or nothing, and an
 * unknown category's first page is an empty list, not the 404 such a path deserves. Null for any
 * other path.
 */
export function listFirstPage(localizedPath: string): string | null {
  const canonical = /^\/([a-z]{2})\/([^/]+)\/?$/.exec(canonicalizePath(localizedPath));
  if (!canonical) return null;
  const [, locale, list = ''] = canonical;
  if (list === 'shops') return localizeCanonicalPath(`/${locale}/shops-services`);
  return PAGED_LISTS.has(list) ? localizeCanonicalPath(`/${locale}/${list}/1`) : null;
}
