import type { Settings } from '@atrium/domain/settings';

/**
 * `/app-link` and `/willopeninapp` (spec section 2) are the targets of the mobile app's deep
 * links; opened in a browser they redirect to the link provider's error page. A tenant names its
 * own with the settings key `app_link_error_url` (kept in `settings.extra`); otherwise this one.
 */
export const DEFAULT_APP_LINK_ERROR_URL = 'https://app.link/error';

export function appLinkErrorUrl(settings: Settings | undefined): string {
  const own = settings?.extra['app_link_error_url'];
  return own && /^https:\/\//.test(own) ? own : DEFAULT_APP_LINK_ERROR_URL;
}
