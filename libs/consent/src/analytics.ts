/**
 * The third-party scripts that wait for consent (spec sections 4 and 7): the tag manager (gtmId)
 * and the social pixel (metaId) load once the statistics category is enabled; a category's own
 * `src` loads once that category is enabled. Every injected element carries
 * `data-consent-category`, so withdrawing a category removes exactly what it added.
 * Only call these in the browser (effects), never at module scope.
 */

export const TAG_MANAGER_ORIGIN = 'https://www.googletagmanager.com';
export const PIXEL_ORIGIN = 'https://connect.facebook.net';

/** The tenant's analytics ids (`gtmId`, `metaId` of the tenant config); either may be absent. */
export type AnalyticsIds = { gtmId?: string | null; metaId?: string | null };

const CATEGORY_ATTRIBUTE = 'data-consent-category';
const KEY_ATTRIBUTE = 'data-consent-script';

type AnalyticsWindow = Window & {
  dataLayer?: unknown[];
  fbq?: PixelQueue;
  _fbq?: PixelQueue;
};
type PixelQueue = ((...args: unknown[]) => void) & {
  queue: unknown[][];
  loaded: boolean;
  version: string;
  push: PixelQueue;
  callMethod?: (...args: unknown[]) => void;
};

/** Adds `<script async src>` to <head> once per key; returns false when it was already there. */
export function injectScript(src: string, category: string, key: string = src): boolean {
  const existing = [...document.querySelectorAll(`script[${KEY_ATTRIBUTE}]`)].some(
    (element) => element.getAttribute(KEY_ATTRIBUTE) === key,
  );
  if (existing) return false;
  const script = document.createElement('script');
  script.async = true;
  script.src = src;
  script.setAttribute(CATEGORY_ATTRIBUTE, category);
  script.setAttribute(KEY_ATTRIBUTE, key);
  document.head.appendChild(script);
  return true;
}

/** Removes every script element injected for `category`; returns how many. */
export function removeCategoryScripts(category: string): number {
  const scripts = [...document.querySelectorAll(`script[${CATEGORY_ATTRIBUTE}]`)].filter(
    (element) => element.getAttribute(CATEGORY_ATTRIBUTE) === category,
  );
  for (const script of scripts) script.remove();
  return scripts.length;
}

/** The tag manager's container script, with the data layer it expects. */
export function loadTagManager(gtmId: string, category: string): boolean {
  const win = window as AnalyticsWindow;
  const src = `${TAG_MANAGER_ORIGIN}/gtm.js?id=${encodeURIComponent(gtmId)}`;
  if (document.querySelector(`script[${KEY_ATTRIBUTE}="tag-manager"]`)) return false;
  win.dataLayer = win.dataLayer ?? [];
  win.dataLayer.push({ 'gtm.start': Date.now(), event: 'gtm.js' });
  return injectScript(src, category, 'tag-manager');
}

/** The social pixel: its command queue (init, PageView) and the library script. */
export function loadPixel(metaId: string, category: string): boolean {
  const win = window as AnalyticsWindow;
  if (document.querySelector(`script[${KEY_ATTRIBUTE}="pixel"]`)) return false;
  if (!win.fbq) {
    const fbq = function (...args: unknown[]) {
      if (fbq.callMethod) fbq.callMethod(...args);
      else fbq.queue.push(args);
    } as PixelQueue;
    fbq.queue = [];
    fbq.loaded = true;
    fbq.version = '2.0';
    fbq.push = fbq;
    win.fbq = fbq;
    win._fbq = fbq;
  }
  win.fbq('init', metaId);
  win.fbq('track', 'PageView');
  return injectScript(`${PIXEL_ORIGIN}/en_US/fbevents.js`, category, 'pixel');
}

/** Loads both analytics scripts the tenant has ids for. */
export function loadAnalytics(ids: AnalyticsIds, category: string): void {
  if (ids.gtmId) loadTagManager(ids.gtmId, category);
  if (ids.metaId) loadPixel(ids.metaId, category);
}
