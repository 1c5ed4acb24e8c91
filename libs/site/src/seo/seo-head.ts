import { FALLBACK_LOCALE, LOCALES, toLanguageTag, type Locale } from '@atrium/domain/locales';
import { slugify } from '@atrium/domain/slug';
import { localizePath, switchLocalePath, type CanonicalSlug } from '@atrium/i18n/slugs';

/** A `head().meta` entry as TanStack Router renders it (`<title>`, `<meta>`). */
export type HeadMeta =
  { title: string } | { name: string; content: string } | { property: string; content: string };

/** A `head().links` entry. */
export type HeadLink = { rel: string; href: string; hrefLang?: string };

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
