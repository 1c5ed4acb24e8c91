import { settingsQueryOptions } from '@atrium/api-client/settings';
import { useSuspenseQuery } from '@tanstack/react-query';
import { HeadContent, Outlet, useRouteContext } from '@tanstack/react-router';
import { preconnect } from 'react-dom';
import { useHtmlLang } from '../locale/use-html-lang';
import { useLocale } from '../locale/use-locale';
import { CookieBannerSlot } from '../shell/cookie-banner-slot';
import { NotificationArea } from '../shell/notification-area';
import { ToastArea } from '../shell/toast-area';
import { useTenantTheme } from '../../theme/tenant-theme';

/**
 * The app shell (spec section 2): head tags, theme and language on <html>, the page inside its
 * layout, the cookie-banner slot, the toast area (bottom centre) and notifications (top right).
 */
export function RootLayout() {
  const { data: settings } = useSuspenseQuery(settingsQueryOptions());
  useTenantTheme(settings);
  useHtmlLang(useLocale());
  usePreconnectToApi();
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

/**
 * The API on its own origin costs a connection before the first picture and the first query: a
 * preconnect in the head opens both pools early (images load without CORS, queries with it, and
 * a browser keeps the two apart), written into the server's HTML by React.
 */
function usePreconnectToApi() {
  const { runtime } = useRouteContext({ from: '__root__' });
  const api = /^https?:\/\//.test(runtime.apiBaseUrl) ? new URL(runtime.apiBaseUrl).origin : null;
  if (!api || (typeof location !== 'undefined' && location.origin === api)) return;
  preconnect(api);
  preconnect(api, { crossOrigin: 'anonymous' });
}
