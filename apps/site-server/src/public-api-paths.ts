// Which `/v1` paths are public content (spec section 7, DESIGN section 8): the proxy caches and
// serves only these, and the renderer reads them through the same cache.

/** First path segments after `/v1/` of the public content and site calls (spec section 7). */
const PUBLIC_RESOURCES = new Set([
  'amenities',
  'badges',
  'categories',
  'companies',
  'companies-with-entities',
  'events',
  'faq',
  'floorplans',
  'malls',
  'news',
  'options',
  'post-categories',
  'privacy-policy',
  'products',
  'redirects',
  'rewards',
  'settings-web-app',
  'sitemap',
  'terms-conditions',
  'tiers',
  'translations',
  'website-pages',
]);

/** `/v1/events?page=2` → true; member paths (`/v1/me/…`), accounts and messages → false. */
export function isProxiedApiPath(pathname: string): boolean {
  const match = /^\/v1\/([a-z-]+)(?:\/|$)/.exec(pathname);
  return match !== null && PUBLIC_RESOURCES.has(match[1]!);
}
