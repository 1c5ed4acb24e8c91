import { useLingui } from '@lingui/react';
import { useLingui as useLinguiMacro } from '@lingui/react/macro';
import { Link, Outlet, useLocation } from '@tanstack/react-router';
import { useLocale } from '../locale/use-locale';
import { NavIcon } from '../navigation/nav-icons';
import { NAV_ROUTES, type NavRouteName } from '../navigation/nav-registry';
import { SkipLink } from './default-layout';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

/** The member area's sections, in the order of the member navigation. */
export const DASHBOARD_SECTIONS = [
  'dashboard',
  'profile',
  'my-points',
  'get-points',
  'receipts',
  'my-rewards',
  'awards',
  'favourites',
  'purchases',
  'payment-methods',
  'support',
] as const satisfies readonly NavRouteName[];

function MemberNavigation() {
  const { i18n } = useLingui();
  const { t } = useLinguiMacro();
  const locale = useLocale();
  const { pathname } = useLocation();
  return (
    <nav className="member-nav" aria-label={t`My account`}>
      <ul role="list">
        {DASHBOARD_SECTIONS.map((name) => {
          const route = NAV_ROUTES[name];
          const href = `/${locale}${route.path}`;
          return (
            <li key={name}>
              <Link
                to={href as never}
                className="member-nav__link"
                aria-current={pathname === href ? 'page' : undefined}
              >
                <NavIcon name={route.icon} />
                <span>{i18n._(route.title)}</span>
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

/** The dashboard layout: the site header, the member navigation beside (or above) the page. */
export function DashboardLayoutRoute() {
  return (
    <div className="layout layout--dashboard">
      <SkipLink />
      <SiteHeader />
      <div className="container layout__dashboard">
        <MemberNavigation />
        <main id="main" className="layout__main" tabIndex={-1}>
          <Outlet />
        </main>
      </div>
      <SiteFooter />
    </div>
  );
}
