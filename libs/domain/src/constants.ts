/**
 * The numbers and names of spec section 9 (and a few of section 4/8), in one place.
 * Durations are in milliseconds unless the name says otherwise.
 */

// Lists and pagination ------------------------------------------------------------------------

/** Page-size options (`per_page`). */
export const PAGE_SIZES = [1, 2, 8, 12, 24, 48] as const;
export type PageSize = (typeof PAGE_SIZES)[number];
export const DEFAULT_PAGE_SIZE: PageSize = 12;

/** The spec's "other counts": how many items short lists show (home sections, related items). */
export const SHORT_LIST_COUNTS = [8, 6, 4, 3] as const;
export type ShortListCount = (typeof SHORT_LIST_COUNTS)[number];

export function isPageSize(value: number): value is PageSize {
  return (PAGE_SIZES as readonly number[]).includes(value);
}

// Carousels -------------------------------------------------------------------------------------

/** A carousel shows `items` slides from `minWidth` px of viewport width up. */
export interface CarouselBreakpoint {
  readonly minWidth: number;
  readonly items: number;
}

/** Breakpoint tables, widest first (spec section 9). */
export const CAROUSEL_BREAKPOINTS = {
  four: [
    { minWidth: 1060, items: 4 },
    { minWidth: 783, items: 3 },
    { minWidth: 523, items: 2 },
    { minWidth: 261, items: 1 },
  ],
  five: [
    { minWidth: 1060, items: 5 },
    { minWidth: 839, items: 4 },
    { minWidth: 629, items: 3 },
    { minWidth: 416, items: 2 },
    { minWidth: 209, items: 1 },
  ],
  six: [
    { minWidth: 1060, items: 6 },
    { minWidth: 869, items: 5 },
    { minWidth: 695, items: 4 },
    { minWidth: 521, items: 3 },
    { minWidth: 347, items: 2 },
  ],
} as const satisfies Record<string, readonly CarouselBreakpoint[]>;
export type CarouselSize = keyof typeof CAROUSEL_BREAKPOINTS;

/** Slides visible at a viewport width; below the smallest breakpoint, one. */
export function carouselItemsForWidth(size: CarouselSize, width: number): number {
  const table: readonly CarouselBreakpoint[] = CAROUSEL_BREAKPOINTS[size];
  return table.find((breakpoint) => width >= breakpoint.minWidth)?.items ?? 1;
}

// Toasts and notifications ----------------------------------------------------------------------

/** Toasts (app and consent): bottom centre. */
export const TOAST_DURATION_MS = 5000;
export const TOAST_MAX = 4;

/** Notifications differ from toasts: top right, no maximum. */
export const NOTIFICATION_DEFAULTS = {
  width: 300,
  durationMs: 3000,
  speedMs: 300,
  position: 'top right',
  max: Number.POSITIVE_INFINITY,
} as const;

// Layout -----------------------------------------------------------------------------------------

export const HERO_BANNER_DEFAULT_ASPECT_RATIO = '16/9' as const;

// Builds and routing ---------------------------------------------------------------------------

/** How often the site polls `builds/latest.json`. */
export const BUILD_CHECK_INTERVAL_MS = 60 * 60 * 1000;
/** Reload-once guard after a failed chunk load. */
export const RELOAD_GUARD_TTL_MS = 10_000;
/** Route preloading waits once more than this many preloads are pending. */
export const MAX_PENDING_PRELOADS = 4;
/** Prerendered page payloads are prefetched after this delay (unless the connection is slow-2g). */
export const PAYLOAD_PREFETCH_DELAY_MS = 1000;

// Realtime -------------------------------------------------------------------------------------

export const REALTIME_TIMEOUTS = {
  activityTimeoutMs: 120_000,
  pongTimeoutMs: 30_000,
  unavailableTimeoutMs: 10_000,
  reconnectDelayMs: 1000,
} as const;
export const REALTIME_TIMELINE = { sendIntervalMs: 60_000, maxEvents: 50 } as const;
/** Close reasons (spec section 8). */
export const REALTIME_CLOSE_REASONS = {
  sessionLost: 'Server lost session',
  streamingFailed: 'Could not start streaming',
  interrupted: (status: number | string) => `Connection interrupted (${status})`,
} as const;

// Icon service ---------------------------------------------------------------------------------

export const ICON_SERVICE_LIMITS = { maxUrlLength: 500, rotateMs: 750, timeoutMs: 5000 } as const;

// Time -----------------------------------------------------------------------------------------

/** The mall's time zone when it does not name one. */
export const DEFAULT_TIME_ZONE = 'Europe/Prague';

// Money ----------------------------------------------------------------------------------------

export const DEFAULT_CURRENCY = 'CZK';

// Cookies and storage --------------------------------------------------------------------------

export const COOKIE_PATH = '/';
const DAY_SECONDS = 24 * 60 * 60;

/** The session token cookie: one year, secure. */
export const TOKEN_COOKIE = { name: 'token', maxAgeSeconds: 365 * DAY_SECONDS, days: 365 } as const;
/** The chosen language: 365 days, path /, SameSite=Lax. */
export const LOCALE_COOKIE = {
  name: 'locale',
  maxAgeSeconds: 365 * DAY_SECONDS,
  days: 365,
  sameSite: 'lax',
} as const;
/** Set once `/` has redirected to a language. */
export const LOCALE_REDIRECT_COOKIE = { name: 'i18n_redirected' } as const;

export const STORAGE_KEYS = {
  apiToken: 'API_TOKEN',
  setupModalAppearedDate: 'SETUP_MODAL_APPEARED_DATE',
} as const;

// Languages outside the URL ------------------------------------------------------------------

/** Language codes the consent banner uses for the site's (and legacy) codes. */
export const CONSENT_LANGUAGE_CODES: Readonly<Record<string, string>> = {
  cz: 'cs',
  gb: 'en',
  us: 'en',
  en: 'en',
  sk: 'sk',
  de: 'de',
};

// SEO and assets -------------------------------------------------------------------------------

export const ROBOTS_META = 'index, follow';
/** Images that ship with the site (no request to the API for them). */
export const DEFAULT_IMAGES = [
  'avatar',
  'hero-banner',
  '404',
  'dividers',
  'no-result',
  'search',
] as const;
export type DefaultImage = (typeof DEFAULT_IMAGES)[number];
