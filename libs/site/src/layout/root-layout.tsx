import { settingsQueryOptions } from '@atrium/api-client/settings';
import { useSuspenseQuery } from '@tanstack/react-query';
import { HeadContent, Outlet } from '@tanstack/react-router';
import { useHtmlLang } from '../locale/use-html-lang';
import { useLocale } from '../locale/use-locale';
import { CookieBannerSlot } from '../shell/cookie-banner-slot';
import { NotificationArea } from '../shell/notification-area';
import { ToastArea } from '../shell/toast-area';
import { useTenantTheme } from '../theme/tenant-theme';

/**
 * The app shell (spec section 2): head tags, theme and language on <html>, the page inside its
 * layout, the cookie-banner slot, the toast area (bottom centre) and notifications (top right).
 */
export function RootLayout() {
  const { data: settings } = useSuspenseQuery(settingsQueryOptions());
  useTenantTheme(settings);
  useHtmlLang(useLocale());
  return (
    <>
      <HeadContent />
      <Outlet />
      <CookieBannerSlot />
      <ToastArea />
      <NotificationArea />
    </>
  );
}
