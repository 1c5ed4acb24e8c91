import { settingsQueryOptions } from '@atrium/api-client/settings';
import type { ContentEntry } from '@atrium/api-client/content-list';
import { isLocale, OG_LOCALES, type Locale } from '@atrium/domain/locales';
import { ROBOTS_META } from '@atrium/domain/constants';
import type { PageMetaTags } from './page-meta-tags';
import { findTranslation } from '@atrium/domain/translations';
import { i18n as sharedI18n } from '@atrium/i18n/i18n';
import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { QueryClient } from '@tanstack/react-query';
import { withRouteSeo } from '../seo/route-seo';
import { isNotFoundPage } from '../routing/not-found';

/**
 * Page meta through the router's `head` option (DESIGN section 7): title, description, keywords,
 * `og:title`, `og:description`, `og:locale` (spec section 9 mapping: en → en_GB). The root route
 * gives the tenant's index tags; a list page takes its own tags from the tenant's `pagesMetaTags`
 * (keyed by the page key, e.g. `shops-services`) when the tenant has them, else its translated
 * heading plus the site name; a detail page its item's title and description.
 */
type MetaTag =
  { title: string } | { name: string; content: string } | { property: string; content: string };

type HeadContext = {
  params: Record<string, unknown>;
  matches?: readonly { status: string; error?: unknown; _notFound?: boolean }[];
  match: {
    pathname: string;
    context: { metaTags: PageMetaTags; queryClient: QueryClient; pageLocale?: Locale; i18n?: I18n };
  };
};

/** The server render's own Lingui instance, else the browser's shared one. */
function headI18n(ctx: HeadContext): I18n {
  return ctx.match.context.i18n ?? sharedI18n;
}

function headLocale(ctx: HeadContext): Locale {
  const fromParams = ctx.params.locale;
  return isLocale(fromParams) ? fromParams : (ctx.match.context.pageLocale ?? 'cz');
}

function siteName(ctx: HeadContext): string | null {
  const settings = ctx.match.context.queryClient.getQueryData(settingsQueryOptions().queryKey);
  return settings?.website_name ?? null;
}

export function metaTags(
  locale: Locale,
  title: string,
  description: string,
  keywords?: string,
): MetaTag[] {
  const tags: MetaTag[] = [
    { title },
    { name: 'description', content: description },
    { property: 'og:title', content: title },
    { property: 'og:description', content: description },
    { property: 'og:locale', content: OG_LOCALES[locale] },
    { name: 'robots', content: ROBOTS_META },
  ];
  if (keywords) tags.push({ name: 'keywords', content: keywords });
  return tags;
}

/**
 * A 404 keeps no other page's title: every head below gives way to "Page not found | {site}"
 * when the matches end in the 404 page (the title the router shows is the deepest match's).
 */
function notFoundHead(ctx: HeadContext) {
  if (!ctx.matches || !isNotFoundPage(ctx.matches)) return null;
  const locale = headLocale(ctx);
  const name = siteName(ctx);
  const title = headI18n(ctx)._(msg`Page not found`);
  const description = ctx.match.context.metaTags.of(locale).index.description;
  return { meta: metaTags(locale, name ? `${title} | ${name}` : title, description) };
}

/** The root route's head: the tenant's index tags in the page's language. */
export function rootHead(ctx: HeadContext) {
  const notFound = notFoundHead(ctx);
  if (notFound) return notFound;
  const locale = headLocale(ctx);
  const index = ctx.match.context.metaTags.of(locale).index;
  return { meta: metaTags(locale, index.title, index.description, index.keywords) };
}

/** `head: pageHead(msg\`Offers\`, 'offers')` for a page with a fixed heading. */
export function pageHead(heading: MessageDescriptor, pageKey?: string) {
  return (ctx: HeadContext) => {
    const notFound = notFoundHead(ctx);
    if (notFound) return notFound;
    const locale = headLocale(ctx);
    const tags = ctx.match.context.metaTags.of(locale);
    const own = pageKey ? tags[pageKey] : undefined;
    if (own) {
      return withRouteSeo(
        ctx,
        { meta: metaTags(locale, own.title, own.description, own.keywords) },
        { pageKey },
      );
    }
    const name = siteName(ctx);
    const title = headI18n(ctx)._(heading);
    return withRouteSeo(
      ctx,
      { meta: metaTags(locale, name ? `${title} | ${name}` : title, tags.index.description) },
      { pageKey },
    );
  };
}

/** `head: itemHead()` for a detail page whose loader returns the item. */
export function itemHead(fallback: MessageDescriptor) {
  return (ctx: HeadContext & { loaderData?: unknown }) => {
    const notFound = notFoundHead(ctx);
    if (notFound) return notFound;
    const locale = headLocale(ctx);
    const item = ctx.loaderData as ContentEntry | undefined;
    const translations = item?.translations ?? [];
    const heading =
      findTranslation(translations, locale, 'title') ??
      findTranslation(translations, locale, 'name') ??
      headI18n(ctx)._(fallback);
    const description =
      findTranslation(translations, locale, 'description') ??
      ctx.match.context.metaTags.of(locale).index.description;
    const name = siteName(ctx);
    const head = { meta: metaTags(locale, name ? `${heading} | ${name}` : heading, description) };
    return withRouteSeo(ctx, head, { item });
  };
}
