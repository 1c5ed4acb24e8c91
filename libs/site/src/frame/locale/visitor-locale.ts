import type { Locale } from '@atrium/domain/locales';
import type { SiteTenant } from '@atrium/domain/tenant-config';
import { detectLocaleWithSource } from '@atrium/i18n/detect-locale';
import { readLocaleCookie } from '@atrium/i18n/locale-cookie';

/**
 * The language for pages without a language prefix (the bare `/` and unmatched paths): the
 * locale cookie, then the browser, then the tenant's default language.
 */
export function visitorLocale(tenant: SiteTenant): Locale {
  const detected = detectLocaleWithSource({
    cookieValue: readLocaleCookie(),
    navigatorLanguages: typeof navigator === 'undefined' ? [] : navigator.languages,
  });
  return detected.source === 'fallback' ? tenant.defaultLocale : detected.locale;
}
