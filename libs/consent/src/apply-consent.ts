import { loadAnalytics, removeCategoryScripts, injectScript, type AnalyticsIds } from './analytics';
import { NECESSARY, STATISTICS, type CookieConsentCategory } from './categories';
import { removeCookies } from './cookie-removal';

export type ApplyConsentInput = {
  categories: readonly CookieConsentCategory[];
  /** Enabled category ids before this change; null on the page's first application. */
  previous: readonly string[] | null;
  enabled: readonly string[];
  analytics: AnalyticsIds;
};

export type ApplyConsentResult = {
  /** Cookie names deleted because their category is off. */
  removedCookies: string[];
  /** True when statistics was withdrawn: its scripts keep running until the page reloads. */
  reloadNeeded: boolean;
};

/**
 * Makes the page match the visitor's choice (spec section 4): scripts of enabled categories are
 * loaded (the tag manager and the pixel with statistics), scripts and cookies of disabled optional
 * categories are removed, and withdrawing statistics asks for a reload. Browser only.
 */
export function applyConsent({
  categories,
  previous,
  enabled,
  analytics,
}: ApplyConsentInput): ApplyConsentResult {
  const removedCookies: string[] = [];
  for (const category of categories) {
    const on = category.id === NECESSARY || enabled.includes(category.id);
    if (on) {
      if (category.src) injectScript(category.src, category.id);
      if (category.id === STATISTICS) loadAnalytics(analytics, category.id);
    } else {
      removeCategoryScripts(category.id);
      removedCookies.push(...removeCookies(category.targetCookieIds));
    }
  }
  const reloadNeeded =
    previous !== null && previous.includes(STATISTICS) && !enabled.includes(STATISTICS);
  return { removedCookies, reloadNeeded };
}
