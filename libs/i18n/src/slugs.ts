import { isLocale, LOCALES, type Locale } from '@atrium/domain/locales';

/**
 * Localised first path segments (spec section 2). Keys are the canonical English slugs of the one
 * route tree; values are what Czech, Slovak and German visitors see. Plain ASCII (no diacritics),
 * unique per language, and no localised slug equals the English slug of another route.
 * Segments after the first (ids, titles, categories, page numbers) are never translated.
 */
export const LOCALIZED_SLUGS = {
  a: { cz: 'a', sk: 'a', de: 'a' },
  about: { cz: 'o-nas', sk: 'o-nas', de: 'ueber-uns' },
  al: { cz: 'al', sk: 'al', de: 'al' },
  amenities: { cz: 'sluzby-pro-navstevniky', sk: 'sluzby-pre-navstevnikov', de: 'serviceangebote' },
  amenity: { cz: 'sluzba-pro-navstevniky', sk: 'sluzba-pre-navstevnikov', de: 'serviceangebot' },
  awards: { cz: 'odznaky', sk: 'odznaky', de: 'abzeichen' },
  blog: { cz: 'blog', sk: 'blog', de: 'blog' },
  cinema: { cz: 'kino', sk: 'kino', de: 'kino' },
  contact: { cz: 'kontakt', sk: 'kontakt', de: 'kontakt' },
  cookies: { cz: 'cookies', sk: 'cookies', de: 'cookies' },
  dashboard: { cz: 'muj-ucet', sk: 'moj-ucet', de: 'mein-konto' },
  'e-shops': { cz: 'e-shopy', sk: 'e-shopy', de: 'onlineshops' },
  el: { cz: 'el', sk: 'el', de: 'el' },
  event: { cz: 'akce-detail', sk: 'podujatie', de: 'veranstaltung' },
  events: { cz: 'akce', sk: 'podujatia', de: 'veranstaltungen' },
  'events-mall': { cz: 'akce-centra', sk: 'podujatia-centra', de: 'veranstaltungen-center' },
  'events-stores': {
    cz: 'akce-obchodu',
    sk: 'podujatia-obchodov',
    de: 'veranstaltungen-geschaefte',
  },
  faq: { cz: 'caste-dotazy', sk: 'caste-otazky', de: 'haeufige-fragen' },
  favourites: { cz: 'oblibene', sk: 'oblubene', de: 'favoriten' },
  floorplan: { cz: 'mapa-centra', sk: 'mapa-centra', de: 'lageplan' },
  'forgot-password': { cz: 'zapomenute-heslo', sk: 'zabudnute-heslo', de: 'passwort-vergessen' },
  'get-points': { cz: 'ziskat-body', sk: 'ziskat-body', de: 'punkte-sammeln' },
  'gift-cards': { cz: 'darkove-karty', sk: 'darcekove-karty', de: 'geschenkkarten' },
  hl: { cz: 'hl', sk: 'hl', de: 'hl' },
  'how-to-get-here': {
    cz: 'jak-se-k-nam-dostanete',
    sk: 'ako-sa-k-nam-dostanete',
    de: 'anfahrt',
  },
  information: { cz: 'informace', sk: 'informacie', de: 'informationen' },
  login: { cz: 'prihlaseni', sk: 'prihlasenie', de: 'anmelden' },
  'loyalty-program': { cz: 'vernostni-program', sk: 'vernostny-program', de: 'treueprogramm' },
  'mobile-app': { cz: 'mobilni-aplikace', sk: 'mobilna-aplikacia', de: 'mobile-app' },
  'my-points': { cz: 'moje-body', sk: 'moje-body', de: 'meine-punkte' },
  'my-reward': { cz: 'moje-odmena', sk: 'moja-odmena', de: 'meine-praemie' },
  news: { cz: 'novinky', sk: 'novinky', de: 'neuigkeiten' },
  'news-detail': { cz: 'novinka', sk: 'novinka', de: 'neuigkeit' },
  'news-events': { cz: 'novinky-a-akce', sk: 'novinky-a-podujatia', de: 'neuigkeiten-und-events' },
  'news-mall': { cz: 'novinky-centra', sk: 'novinky-centra', de: 'neuigkeiten-center' },
  'news-stores': { cz: 'novinky-obchodu', sk: 'novinky-obchodov', de: 'neuigkeiten-geschaefte' },
  newsletter: { cz: 'newsletter', sk: 'newsletter', de: 'newsletter' },
  nl: { cz: 'nl', sk: 'nl', de: 'nl' },
  offer: { cz: 'nabidka', sk: 'ponuka', de: 'angebot' },
  offers: { cz: 'nabidky', sk: 'ponuky', de: 'angebote' },
  'opening-hours': { cz: 'oteviraci-doba', sk: 'otvaracie-hodiny', de: 'oeffnungszeiten' },
  'operating-rules': { cz: 'provozni-rad', sk: 'prevadzkovy-poriadok', de: 'hausordnung' },
  parking: { cz: 'parkovani', sk: 'parkovanie', de: 'parken' },
  'payment-methods': { cz: 'platebni-metody', sk: 'platobne-metody', de: 'zahlungsmethoden' },
  'privacy-policy': {
    cz: 'ochrana-osobnich-udaju',
    sk: 'ochrana-osobnych-udajov',
    de: 'datenschutz',
  },
  profile: { cz: 'profil', sk: 'profil', de: 'profil' },
  purchases: { cz: 'nakupy', sk: 'nakupy', de: 'einkaeufe' },
  receipts: { cz: 'uctenky', sk: 'pokladnicne-bloky', de: 'kassenbons' },
  register: { cz: 'registrace', sk: 'registracia', de: 'registrieren' },
  reward: { cz: 'odmena', sk: 'odmena', de: 'praemie' },
  rewards: { cz: 'odmeny', sk: 'odmeny', de: 'praemien' },
  search: { cz: 'hledat', sk: 'hladat', de: 'suche' },
  'set-new-password': { cz: 'nove-heslo', sk: 'nove-heslo', de: 'neues-passwort' },
  shop: { cz: 'obchod', sk: 'obchod', de: 'geschaeft' },
  shops: { cz: 'obchody', sk: 'obchody', de: 'geschaefte' },
  'shops-services': {
    cz: 'obchody-a-sluzby',
    sk: 'obchody-a-sluzby',
    de: 'geschaefte-und-dienstleistungen',
  },
  support: { cz: 'podpora', sk: 'podpora', de: 'hilfe' },
  'terms-and-conditions': {
    cz: 'obchodni-podminky',
    sk: 'obchodne-podmienky',
    de: 'agb',
  },
  wl: { cz: 'wl', sk: 'wl', de: 'wl' },
} as const satisfies Record<string, Record<Exclude<Locale, 'en'>, string>>;

/** A canonical (English) first path segment. */
export type CanonicalSlug = keyof typeof LOCALIZED_SLUGS;

export const CANONICAL_SLUGS = Object.keys(LOCALIZED_SLUGS) as CanonicalSlug[];

export function isCanonicalSlug(value: string): value is CanonicalSlug {
  return Object.hasOwn(LOCALIZED_SLUGS, value);
}

/** The slug of a canonical segment in one language (`shops`, `cz` → `obchody`). */
export function localizeSlug(slug: CanonicalSlug, locale: Locale): string {
  return locale === 'en' ? slug : LOCALIZED_SLUGS[slug][locale];
}

const toCanonical: Record<Locale, Map<string, CanonicalSlug>> = Object.fromEntries(
  LOCALES.map((locale) => [
    locale,
    new Map(CANONICAL_SLUGS.map((slug) => [localizeSlug(slug, locale), slug] as const)),
  ]),
) as Record<Locale, Map<string, CanonicalSlug>>;

/** The canonical segment behind a localised one, or null (`obchody`, `cz` → `shops`). */
export function canonicalSlug(localizedSlug: string, locale: Locale): CanonicalSlug | null {
  return toCanonical[locale].get(localizedSlug) ?? null;
}

type SplitPath = { locale: Locale | null; segments: string[]; suffix: string };

/** `/cz/obchody/x?q#h` → locale cz, segments [obchody, x], suffix `?q#h`. */
function splitPath(path: string): SplitPath {
  const cut = path.search(/[?#]/);
  const pathname = cut === -1 ? path : path.slice(0, cut);
  const suffix = cut === -1 ? '' : path.slice(cut);
  const segments = pathname.split('/').slice(1);
  const first = segments[0];
  if (first !== undefined && isLocale(first)) {
    return { locale: first, segments: segments.slice(1), suffix };
  }
  return { locale: null, segments: pathname === '' ? [] : segments, suffix };
}

function joinPath(locale: Locale, segments: string[], suffix: string): string {
  const rest =
    segments.length === 0 || (segments.length === 1 && segments[0] === '')
      ? ''
      : `/${segments.join('/')}`;
  return `/${locale}${rest}${suffix}`;
}

/**
 * A canonical path in one language: `localizePath('/en/shops/fashion/1', 'cz')` →
 * `/cz/obchody/fashion/1`. The input may carry any locale prefix (it is replaced) or none
 * (`/shops/fashion/1`). Only the first segment is translated; unknown segments are kept as they
 * are. A query string or hash is kept.
 */
export function localizePath(canonicalPath: string, locale: Locale): string {
  const { segments, suffix } = splitPath(canonicalPath);
  const [first, ...rest] = segments;
  if (first === undefined || !isCanonicalSlug(first)) return joinPath(locale, segments, suffix);
  return joinPath(locale, [localizeSlug(first, locale), ...rest], suffix);
}

/**
 * The reverse: `/cz/obchody/fashion/1` → `/cz/shops/fashion/1`. The locale prefix stays (the
 * canonical tree is `/$locale/shops/…`), only the first segment after it becomes English. A path
 * without a locale prefix, or a segment that is not a slug of that language, passes through
 * unchanged so the router can answer 404.
 */
export function canonicalizePath(localizedPath: string): string {
  const { locale, segments, suffix } = splitPath(localizedPath);
  if (locale === null) return localizedPath;
  const [first, ...rest] = segments;
  if (first === undefined) return localizedPath;
  const canonical = canonicalSlug(first, locale);
  if (canonical === null || canonical === first) return localizedPath;
  return joinPath(locale, [canonical, ...rest], suffix);
}

/**
 * For the router's `rewrite.output`: a canonical internal path (`/cz/shops/…`) in the language of
 * its own prefix (`/cz/obchody/…`). Paths without a locale prefix (`/`, `/app-link`) are unchanged.
 */
export function localizeCanonicalPath(canonicalPath: string): string {
  const { locale } = splitPath(canonicalPath);
  return locale === null ? canonicalPath : localizePath(canonicalPath, locale);
}

/**
 * The same page in another language: `switchLocalePath('/cz/obchody/fashion/1', 'de')` →
 * `/de/geschaefte/fashion/1`. A path without a locale prefix (the home page at `/`) becomes that
 * language's home page.
 */
export function switchLocalePath(currentLocalizedPath: string, targetLocale: Locale): string {
  return localizePath(canonicalizePath(currentLocalizedPath), targetLocale);
}

/**
 * When a path's first segment is a slug of another language (`/cz/shops`, `/de/obchody`), the
 * path the visitor meant (`/cz/obchody`, `/de/geschaefte`), so the site can redirect instead of
 * answering 404. Null when the path is already right or means nothing.
 */
export function correctedLocalizedPath(localizedPath: string): string | null {
  const { locale, segments, suffix } = splitPath(localizedPath);
  const first = segments[0];
  if (locale === null || first === undefined || canonicalSlug(first, locale) !== null) return null;
  for (const other of LOCALES) {
    const canonical = canonicalSlug(first, other);
    if (canonical !== null) {
      return joinPath(locale, [localizeSlug(canonical, locale), ...segments.slice(1)], suffix);
    }
  }
  return null;
}

/** The canonical segment behind a slug of any language (`obchody` → `shops`), or null. */
function canonicalSlugOfAnyLanguage(segment: string): CanonicalSlug | null {
  for (const locale of LOCALES) {
    const canonical = canonicalSlug(segment, locale);
    if (canonical !== null) return canonical;
  }
  return null;
}

/**
 * A site path as settings write it (language-neutral, `/events/1`; a language prefix or another
 * language's slug is tolerated) as the canonical path of the page in `locale`:
 * `/events/1`, cz → `/cz/events/1`; `/en/privacy-policy`, de → `/de/privacy-policy`. The router's
 * rewrite then shows the localised slug (`/cz/akce/1`).
 */
export function sitePathIn(path: string, locale: Locale): string {
  const { segments, suffix } = splitPath(path.startsWith('/') ? path : `/${path}`);
  const [first, ...rest] = segments;
  if (first === undefined || first === '') return joinPath(locale, [], suffix);
  return joinPath(locale, [canonicalSlugOfAnyLanguage(first) ?? first, ...rest], suffix);
}

/**
 * For a path without a language prefix whose first segment is a page of the site in any language
 * (`/shops-services`, `/akce/1`): where it is in `locale`, localised (`/cz/akce/1`). Null for a
 * path with a prefix, the bare `/` or a segment that names no page (a 404, or the mall's own
 * redirect table).
 */
export function unprefixedPathIn(path: string, locale: Locale): string | null {
  const { locale: prefix, segments } = splitPath(path);
  const first = segments[0];
  if (prefix !== null || first === undefined || canonicalSlugOfAnyLanguage(first) === null) {
    return null;
  }
  return localizePath(sitePathIn(path, locale), locale);
}
