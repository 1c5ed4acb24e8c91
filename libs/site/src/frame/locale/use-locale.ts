import type { Locale } from '@atrium/domain/locales';
import { useRouteContext } from '@tanstack/react-router';

/**
 * The page's language: the URL prefix on every localised page; elsewhere the language the root
 * route chose from the cookie and the browser (DESIGN section 7).
 */
export function useLocale(): Locale {
  return useRouteContext({ from: '__root__' }).pageLocale;
}
