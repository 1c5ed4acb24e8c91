import type { ContentEntry } from '@atrium/api-client/content-list';
import { mallQueryOptions } from '@atrium/api-client/mall';
import { settingsQueryOptions } from '@atrium/api-client/settings';
import { isLocale, LOCALES, type Locale } from '@atrium/domain/locales';
import { findTranslation } from '@atrium/domain/translations';
import { canonicalizePath, isCanonicalSlug } from '@atrium/i18n/slugs';
import type { QueryClient } from '@tanstack/react-query';

import {
  alternateLinks,
  detailPaths,
  pageUrl,
  pathsFromLocation,
  absoluteUrl,
  socialImageMeta,
  type HeadLink,
  type HeadMeta,
  type PagePaths,
} from './seo-head';
import type { StructuredDataSink } from './structured-data';

/** What a route's `head` receives that the SEO tags need (TanStack Router's head context). */
export type RouteSeoContext = {
  params: Record<string, unknown>;
  match: {
    pathname: string;
    context: {
      queryClient: QueryClient;
      pageLocale?: Locale;
      origin?: string;
      renderedAt?: number;
      structuredData?: StructuredDataSink;
    };
  };
};

export type RouteSeoOptions = {
  /** The tenant's page key (`index` on the home page adds the mall's JSON-LD). */
  pageKey?: string;
  /** A detail page's item (its title slug per language, image, event dates). */
  item?: ContentEntry | null;
};

/** The page's origin: the server renderer puts it into router context, the browser knows it. */
function currentOrigin(ctx: RouteSeoContext): string | null {
  if (ctx.match.context.origin) return ctx.match.context.origin;
  return typeof window === 'undefined' ? null : window.location.origin;
}

function itemPaths(pathname: string, item: ContentEntry): PagePaths {
  const [, , slug, id] = canonicalizePath(pathname).split('/');
  if (!slug || !id || !isCanonicalSlug(slug)) return pathsFromLocation(pathname);
  const titles: Partial<Record<Locale, string>> = {};
  for (const locale of LOCALES) {
    titles[locale] =
      findTranslation(item.translations, locale, 'title') ??
      findTranslation(item.translations, locale, 'name');
  }
  return detailPaths(slug, id, titles);
}

const text = (value: unknown) => (typeof value === 'string' && value ? value : null);

/**
 * Adds to a head from `page-head.ts` what search engines need beyond title and description:
 * canonical and hreflang links (localised slugs, published languages only), og:url, og:image,
 * og:type, og:site_name; and, on the server, names the page's JSON-LD (the mall on the home page,
 * the event on event pages) to the render's `structuredData` (structured-data.ts).
 */
export function withRouteSeo<T extends { meta: object[] }>(
  ctx: RouteSeoContext,
  head: T,
  options: RouteSeoOptions = {},
): { meta: (T['meta'][number] | HeadMeta)[]; links: HeadLink[] } {
  const origin = currentOrigin(ctx);
  if (!origin) return { meta: head.meta, links: [] };
  const { queryClient, pageLocale, renderedAt, structuredData } = ctx.match.context;
  const locale = isLocale(ctx.params['locale']) ? ctx.params['locale'] : (pageLocale ?? 'cz');
  const settings = queryClient.getQueryData(settingsQueryOptions().queryKey);
  const mall = queryClient.getQueryData(mallQueryOptions().queryKey);
  if (!settings || !mall) {
    // Spec section 5: without the mall or its settings SEO setup is skipped, with a console error.
    console.error('SEO setup skipped: the mall or its settings are not loaded');
    return { meta: head.meta, links: [] };
  }
  const inactive = settings.inactive_locales;
  const locales = LOCALES.filter((l) => !inactive.includes(l));
  const { item } = options;
  const paths = item ? itemPaths(ctx.match.pathname, item) : pathsFromLocation(ctx.match.pathname);
  const url = pageUrl(origin, paths, locale);
  const homeUrl = absoluteUrl(origin, `/${locale}`);

  const meta: HeadMeta[] = [
    { property: 'og:url', content: url },
    { property: 'og:type', content: item ? 'article' : 'website' },
  ];
  const siteName = settings.website_name ?? mall.name;
  if (siteName) meta.push({ property: 'og:site_name', content: siteName });
  const image = text(item?.['image']) ?? mall.image_wide ?? mall.image ?? null;
  if (image) meta.push(...socialImageMeta(origin, image));
  if (structuredData && options.pageKey === 'index' && !item) {
    structuredData({
      type: 'mall',
      input: { mall, url: homeUrl, now: new Date(renderedAt ?? Date.now()) },
    });
  }
  const startsAt = text(item?.['starts_at']);
  if (
    structuredData &&
    item &&
    startsAt &&
    canonicalizePath(ctx.match.pathname).split('/')[2] === 'event'
  ) {
    structuredData({
      type: 'event',
      input: {
        name: findTranslation(item.translations, locale, 'title') ?? mall.name,
        description: findTranslation(item.translations, locale, 'description'),
        startDate: startsAt,
        endDate: text(item['ends_at']),
        url,
        image: text(item['image']),
        mall,
        mallUrl: homeUrl,
      },
    });
  }
  return {
    meta: [...head.meta, ...meta],
    links: alternateLinks({ origin, locale, paths, locales }),
  };
}
