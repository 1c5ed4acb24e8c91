import { settingsQueryOptions } from '@atrium/api-client/settings';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { LanguageSwitcher } from '../locale/language-switcher';
import { useLocale } from '../locale/use-locale';
import { useMall } from '../mall/use-mall';

export function SiteHeader() {
  const mall = useMall();
  const { data: settings } = useSuspenseQuery(settingsQueryOptions());
  const locale = useLocale();
  return (
    <header className="site-header">
      <Link to="/$locale" params={{ locale }} className="site-header__logo">
        <img src="/logo.svg" alt={mall.name} width={180} height={48} />
      </Link>
      <LanguageSwitcher inactiveLocales={settings.inactive_locales} />
    </header>
  );
}
