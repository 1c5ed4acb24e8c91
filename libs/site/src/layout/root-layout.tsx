import { settingsQueryOptions } from '@atrium/api-client/settings';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Outlet } from '@tanstack/react-router';
import { useHtmlLang } from '../locale/use-html-lang';
import { useLocale } from '../locale/use-locale';
import { useTenantTheme } from '../theme/tenant-theme';

/** The app shell: theme and language on <html>, then the page. */
export function RootLayout() {
  const { data: settings } = useSuspenseQuery(settingsQueryOptions());
  useTenantTheme(settings);
  useHtmlLang(useLocale());
  return <Outlet />;
}
