import { ROBOTS_META } from '@atrium/domain/constants';
import {
  FALLBACK_LOCALE,
  LOCALES,
  OG_LOCALES,
  toLanguageTag,
  type Locale,
} from '@atrium/domain/locales';
import { slugify } from '@atrium/domain/slug';
import type { PageMetaTags, TenantConfig } from '@atrium/domain/tenant-config';
import { localizePath, switchLocalePath, type CanonicalSlug } from '@atrium/i18n/slugs';

/** A `head().meta` entry as TanStack Router renders it (`<title>`, `<meta>`). */
export type HeadMeta =
  { title: string } | { name: string; content: string } | { property: string; content: string };

/** A `head().scripts` entry: structured data, `<script type="application/ld+json">`. */
export type HeadScript = { type: 'application/ld+json'; children: string };

/** JSON-LD as a head script; `<` is escaped so the text can never close the script element. */
export function jsonLdScript(data: Record<string, unknown>): HeadScript {
  return { type: 'application/ld+json', children: JSON.stringify(data).replace(/</g, '\\u003c') };
}

/** A `head().links` entry. */
export type HeadLink = { rel: string; href: string; hrefLang?: string };

export type HeadTags = { meta: HeadMeta[]; links: HeadLink[]; scripts: HeadScript[] };

/**
 * A page's path in each language: a function of the locale returning a canonical (English-slug)
 * or already localised path; `localizePath` puts the language's slug in front either way.
 */
export type PagePaths = (locale: Locale) => string;

/** Same page in every language from the path the visitor is on (`/cz/obchody/x` → `/de/geschaefte/x`). */
export function pathsFromLocation(pathname: string): PagePaths {
  return (locale) => switchLocalePath(pathname, locale);
}

/**
 * A detail page whose last segment is the item's title in each language:
 * `detailPaths('event', 12, {en: 'Christmas lights', cz: 'Rozsvícení…'})` gives
 * `/cz/akce-detail/12/rozsviceni-…` for cz. A language without a title uses the Czech, then any.
 */
export function detailPaths(
  slug: CanonicalSlug,
  id: string | number,
  titles: Partial<Record<Locale, string>>,
): PagePaths {
  return (locale) => {
    const title =
      titles[locale] || titles[FALLBACK_LOCALE] || Object.values(titles).find(Boolean) || '';
    return localizePath(`/${slug}/${id}/${slugify(title)}`, locale);
  };
}

/** `https://www.mall.cz` + `/cz/obchody` (an absolute URL stays as it is). */
export function absoluteUrl(origin: string, pathOrUrl: string): string {
  return new URL(pathOrUrl, origin.endsWith('/') ? origin : `${origin}/`).toString();
}

/**
 * The og:image of a link preview. Social networks and chat apps show no SVG, and the API serves
 * every SVG of its `/media/` folder as a 1200 × 630 PNG at the same path ending in `.png`
 * (apps/api `media-files.ts`), so an SVG there is replaced by its PNG.
 */
export function socialImageUrl(origin: string, image: string): string {
  const url = new URL(absoluteUrl(origin, image));
  if (url.pathname.startsWith('/media/') && url.pathname.endsWith('.svg')) {
    url.pathname = `${url.pathname.slice(0, -'.svg'.length)}.png`;
  }
  return url.toString();
}

/** The preview meta of an image: og:image, and X's large card (it reads og:image too). */
export function socialImageMeta(origin: string, image: string): HeadMeta[] {
  return [
    { property: 'og:image', content: socialImageUrl(origin, image) },
    { name: 'twitter:card', content: 'summary_large_image' },
  ];
}

/** The site's URL of one language version of the page. */
export function pageUrl(origin: string, paths: PagePaths, locale: Locale): string {
  return absoluteUrl(origin, localizePath(paths(locale), locale));
}

export type AlternateLinksInput = {
  /** The site origin, e.g. `https://www.galerieharfa.cz` (the router context or `location.origin`). */
  origin: string;
  locale: Locale;
  paths: PagePaths;
  /** Languages the tenant publishes (settings' `inactive_locales` removed); default all four. */
  locales?: readonly Locale[];
  /** The version for visitors of other languages; default cz (the fallback language). */
  xDefaultLocale?: Locale;
};

/**
 * `<link rel="canonical">` for this language and one `rel="alternate" hreflang` per language
 * (hreflang speaks language tags: `cs`, not `cz`), plus `x-default`.
 */
export function alternateLinks({
  origin,
  locale,
  paths,
  locales = LOCALES,
  xDefaultLocale = FALLBACK_LOCALE,
}: AlternateLinksInput): HeadLink[] {
  const links: HeadLink[] = [{ rel: 'canonical', href: pageUrl(origin, paths, locale) }];
  for (const other of locales) {
    links.push({
      rel: 'alternate',
      hrefLang: toLanguageTag(other),
      href: pageUrl(origin, paths, other),
    });
  }
  const fallback = locales.includes(xDefaultLocale) ? xDefaultLocale : (locales[0] ?? locale);
  links.push({ rel: 'alternate', hrefLang: 'x-default', href: pageUrl(origin, paths, fallback) });
  return links;
}

export type SeoHeadInput = AlternateLinksInput & {
  title: string;
  description: string;
  keywords?: string | null;
  /** og:image: absolute or site-relative URL (the item's image, else the mall's). */
  image?: string | null;
  /** og:site_name: the settings' `website_name` or the mall's name. */
  siteName?: string | null;
  /** og:type; `website` unless an article or event page says otherwise. */
  type?: 'website' | 'article';
  /** Structured data (`mallJsonLd`, `eventJsonLd`), each its own `<script type="application/ld+json">`. */
  jsonLd?: readonly Record<string, unknown>[];
};

/**
 * Everything a page's `head` needs (spec sections 5 and 9, DESIGN section 7): title, description,
 * keywords, robots `index, follow`, og:title/description/image/url/type/site_name/locale
 * (en → en_GB), canonical, hreflang alternates for each language with localised slugs, JSON-LD.
 */
export function seoHead(input: SeoHeadInput): HeadTags {
  const { origin, locale, paths, title, description, keywords, image, siteName } = input;
  const url = pageUrl(origin, paths, locale);
  const meta: HeadMeta[] = [
    { title },
    { name: 'description', content: description },
    { name: 'robots', content: ROBOTS_META },
    { property: 'og:title', content: title },
    { property: 'og:description', content: description },
    { property: 'og:url', content: url },
    { property: 'og:type', content: input.type ?? 'website' },
    { property: 'og:locale', content: OG_LOCALES[locale] },
  ];
  if (keywords) meta.push({ name: 'keywords', content: keywords });
  if (siteName) meta.push({ property: 'og:site_name', content: siteName });
  if (image) meta.push(...socialImageMeta(origin, image));
  const scripts = (input.jsonLd ?? []).map(jsonLdScript);
  return { meta, links: alternateLinks(input), scripts };
}

/**
 * The tenant's meta tags of a page (`pagesMetaTags[locale][pageKey]`, else the index page's).
 * Spec section 5: without the tenant config or its tags for the language, SEO setup is skipped
 * with a console error (null).
 */
export function tenantPageMetaTags(
  tenant: TenantConfig | null | undefined,
  locale: Locale,
  pageKey = 'index',
): PageMetaTags | null {
  const tags = tenant?.pagesMetaTags[locale];
  if (!tags) {
    console.error(`SEO setup skipped: no tenant meta tags for language "${locale}"`);
    return null;
  }
  return tags[pageKey] ?? tags.index;
}
