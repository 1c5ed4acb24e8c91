import { settingsQueryOptions } from '@atrium/api-client/settings';
import { ConsentRoot } from '@atrium/consent/consent-root';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useRouteContext } from '@tanstack/react-router';
import { useLocale } from '../locale/use-locale';
import { renderRouterLink } from '../navigation/router-link';

/**
 * Where the cookie banner goes (spec section 2, app shell): the consent library's banner and
 * settings dialog with the tenant's categories (settings) and analytics ids (tenant config).
 */
export function CookieBannerSlot() {
  const { data: settings } = useSuspenseQuery(settingsQueryOptions());
  const { tenant } = useRouteContext({ from: '__root__' });
  const locale = useLocale();
  return (
    <ConsentRoot
      categories={settings.cookie_consent_categories}
      locale={locale}
      analytics={{ gtmId: tenant.gtmId, metaId: tenant.metaId }}
      policyHref={`/${locale}/cookies`}
      renderLink={renderRouterLink}
    />
  );
}
