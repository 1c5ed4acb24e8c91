// `/sitemap.xml` and `/robots.txt` of one tenant's site (docs/consent-and-seo.md). The sitemap lists
// the fixed pages and every detail page of GET /v1/sitemap, each in every published language with
// localised slugs and hreflang alternates. The API is asked with the site's own origin, so the API
// picks the tenant; the answer is cached for a few minutes per origin.
import { readFile } from 'node:fs/promises';
import path from 'node:path';

import { FALLBACK_LOCALE, LOCALES, toLanguageTag, type Locale } from '@atrium/domain/locales';
import { slugify } from '@atrium/domain/slug';
// The site's own slug tables: the sitemap must slug exactly as the site's router does. libs/i18n
// is browser code by its tags; this module is plain data and functions (it imports only
// @atrium/domain), bundled into the site server's build like the rest.
// eslint-disable-next-line @nx/enforce-module-boundaries
import { localizePath } from '@atrium/i18n/slugs';
import type { FastifyInstance, FastifyRequest } from 'fastify';

import type { RuntimeOverrides } from './runtime';

const CACHE_MS = 5 * 60_000;

/** Pages without an id, in canonical (English) slugs; lists start at page 1. */
const STATIC_PATHS = [
  '',
  '/shops-services',
  '/e-shops/1',
  '/offers/1',
  '/events/1',
  '/news/1',
  '/news-events',
  '/rewards/1',
  '/amenities/1',
  '/opening-hours',
  '/how-to-get-here',
  '/parking',
  '/cinema',
  '/faq',
  '/contact',
  '/about',
  '/information',
  '/gift-cards',
  '/loyalty-program',
  '/mobile-app',
  '/newsletter',
  '/privacy-policy',
  '/terms-and-conditions',
  '/cookies',
  '/operating-rules',
];

/** Detail routes of /v1/sitemap's entry types. */
const DETAIL_SLUGS: Record<string, string> = {
  company: 'shop',
  event: 'event',
  news: 'news-detail',
  product: 'offer',
  reward: 'reward',
  amenity: 'amenity',
};
/** Custom pages with a route of their own (spec section 2: fixed permalinks). */
const FIXED_PERMALINKS = new Set([
  'gift-cards',
  'loyalty-program',
  'contact',
  'blog',
  'information',
]);

/** An entry of `GET /v1/sitemap`. */
export type SitemapEntry = {
  type: string;
  id?: number | string;
  permalink?: string | null;
  titles?: Record<string, string | null | undefined> | null;
  updated_at?: string | null;
};

/** The settings the sitemap reads (`GET /v1/settings-web-app/web`, values as strings). */
export type SitemapSettings = Record<string, unknown>;

export type PublicPage = { lastmod?: string; versions: { locale: Locale; path: string }[] };

const XML_ENTITIES: Record<string, string> = {
  '<': 'lt',
  '>': 'gt',
  '&': 'amp',
  "'": 'apos',
  '"': 'quot',
};
const escapeXml = (text: string) => text.replace(/[<>&'"]/g, (c) => `&${XML_ENTITIES[c]};`);

type PageSource = { pathFor: (locale: Locale) => string; lastmod?: string | null };

/**
 * Every public page of a tenant in every published language: the fixed pages and each detail
 * page of `/v1/sitemap` (`entries`), as localised paths. The sitemap and the prerender command
 * (tools/scripts/prerender.mjs) list the same pages.
 */
export async function publicPages({
  entries,
  locales,
  settings = {},
}: {
  entries: readonly SitemapEntry[];
  locales: readonly Locale[];
  settings?: SitemapSettings;
}): Promise<PublicPage[]> {
  // Pages a search engine would only meet as a redirect (login-only or switched off) stay out.
  const hidden = new Set<string>();
  if (settings.is_rewards_visible_only_when_logged_in === 'true') hidden.add('reward');
  if (settings.is_offers_visible_only_when_logged_in === 'true') hidden.add('offer');
  if (settings.is_mobile_app_active === 'false') hidden.add('mobile-app');
  const visible = (canonical: string) =>
    !hidden.has(canonical.split('/')[1]?.replace(/s$/, '') ?? '');
  const paths = STATIC_PATHS.filter(visible);
  if (settings.default_floorplan_id)
    paths.push(`/floorplan/${String(settings.default_floorplan_id)}`);
  const pages: PageSource[] = paths.map((canonical) => ({ pathFor: () => canonical }));
  for (const entry of entries) {
    const titleIn = (locale: string) =>
      entry.titles?.[locale] ||
      entry.titles?.[FALLBACK_LOCALE] ||
      Object.values(entry.titles ?? {})[0] ||
      '';
    const detail = DETAIL_SLUGS[entry.type];
    if (entry.type === 'page' && entry.permalink) {
      const permalink = String(entry.permalink);
      if (FIXED_PERMALINKS.has(permalink)) continue; // listed above as its own route
      pages.push({ pathFor: () => `/a/${permalink}`, lastmod: entry.updated_at });
    } else if (detail && !hidden.has(detail)) {
      pages.push({
        pathFor: (locale) => `/${detail}/${String(entry.id)}/${slugify(titleIn(locale))}`,
        lastmod: entry.updated_at,
      });
    }
  }
  return pages.map((page) => ({
    ...(page.lastmod ? { lastmod: String(page.lastmod) } : {}),
    versions: locales.map((locale) => ({
      locale,
      path: localizePath(page.pathFor(locale), locale),
    })),
  }));
}

/**
 * The sitemap XML: one <url> per page and language, each naming every language version.
 * `entries` is /v1/sitemap's data; `locales` the tenant's published languages.
 */
export async function renderSitemap({
  origin,
  entries,
  locales,
  settings = {},
}: {
  origin: string;
  entries: readonly SitemapEntry[];
  locales: readonly Locale[];
  settings?: SitemapSettings;
}): Promise<string> {
  const urls: string[] = [];
  for (const page of await publicPages({ entries, locales, settings })) {
    const versions = page.versions.map((v) => ({
      locale: v.locale,
      href: new URL(v.path, origin).toString(),
    }));
    const alternates = versions
      .map(
        (v) =>
          `    <xhtml:link rel="alternate" hreflang="${toLanguageTag(v.locale)}" href="${escapeXml(v.href)}"/>`,
      )
      .join('\n');
    for (const version of versions) {
      const lastmod = page.lastmod
        ? `\n    <lastmod>${escapeXml(page.lastmod.slice(0, 10))}</lastmod>`
        : '';
      urls.push(
        `  <url>\n    <loc>${escapeXml(version.href)}</loc>${lastmod}\n${alternates}\n  </url>`,
      );
    }
  }
  return (
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n' +
    `${urls.join('\n')}\n</urlset>\n`
  );
}

/** What the sitemap is made of, read from the API as the site at `origin`. */
export async function fetchSitemapInput({
  apiBaseUrl,
  settingsUrl,
  origin,
}: {
  apiBaseUrl: string;
  settingsUrl?: string | null;
  origin: string;
}): Promise<{ entries: SitemapEntry[]; locales: Locale[]; settings: SitemapSettings }> {
  const [entries, settings] = await Promise.all([
    fetchData<SitemapEntry[]>(apiBaseUrl, origin, '/v1/sitemap'),
    fetchData<SitemapSettings>(apiBaseUrl, origin, settingsUrl ?? '/v1/settings-web-app/web').catch(
      () => ({}) as SitemapSettings,
    ),
  ]);
  const inactive = String(settings.inactive_locales ?? '')
    .split(/,\s*/)
    .filter(Boolean);
  const locales = LOCALES.filter((locale) => !inactive.includes(locale));
  return { entries, locales, settings };
}

async function fetchData<T>(apiBaseUrl: string, origin: string, pathname: string): Promise<T> {
  const response = await fetch(new URL(pathname, apiBaseUrl), {
    headers: { Origin: origin, Accept: 'application/json' },
  });
  const body = (await response.json()) as { status?: string; message?: string; data: T };
  if (!response.ok || body.status !== 'success') {
    throw new Error(`${pathname}: ${response.status} ${body.message ?? ''}`.trim());
  }
  return body.data;
}

/**
 * Adds GET /sitemap.xml and GET /robots.txt to a site server. The API base URL is the dist's
 * runtime-config.json (with the stack's overrides); the tenant is the request's own origin.
 */
export async function registerSitemap(
  app: FastifyInstance,
  {
    root,
    runtimeOverrides = null,
    apiInternalUrl,
  }: { root: string; runtimeOverrides?: RuntimeOverrides | null; apiInternalUrl?: string },
): Promise<void> {
  /** Read per request (cheap, and an operator may rewrite the file without a restart). */
  const apiUrls = async () => {
    const built = JSON.parse(await readFile(path.join(root, 'runtime-config.json'), 'utf8')) as {
      apiBaseUrl: string;
      settingsUrl?: string | null;
    };
    return {
      apiBaseUrl: apiInternalUrl ?? runtimeOverrides?.apiBaseUrl ?? built.apiBaseUrl,
      settingsUrl: runtimeOverrides?.settingsUrl ?? built.settingsUrl ?? null,
    };
  };
  const cache = new Map<string, { xml: string; until: number }>();

  const originOf = (request: FastifyRequest) => `${request.protocol}://${request.host}`;

  app.get('/sitemap.xml', async (request, reply) => {
    const origin = originOf(request);
    const cached = cache.get(origin);
    if (cached && cached.until > Date.now()) return reply.type('application/xml').send(cached.xml);
    try {
      const input = await fetchSitemapInput({ ...(await apiUrls()), origin });
      const xml = await renderSitemap({ origin, ...input });
      cache.set(origin, { xml, until: Date.now() + CACHE_MS });
      return reply.type('application/xml').header('cache-control', 'public, max-age=300').send(xml);
    } catch (error) {
      request.log.error(error);
      return reply.code(502).type('text/plain').send('Sitemap unavailable');
    }
  });

  app.get('/robots.txt', (request, reply) =>
    reply
      .type('text/plain')
      .header('cache-control', 'public, max-age=3600')
      .send(`User-agent: *\nAllow: /\n\nSitemap: ${originOf(request)}/sitemap.xml\n`),
  );
}
