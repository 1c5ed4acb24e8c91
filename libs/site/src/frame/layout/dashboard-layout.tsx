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

function SectionLinks({ current }: { current: NavRouteName | undefined }) {
  const { i18n } = useLingui();
  const locale = useLocale();
  return (
    <ul role="list">
      {DASHBOARD_SECTIONS.map((name) => {
        const route = NAV_ROUTES[name];
        return (
          <li key={name}>
            <Link
              to={`/${locale}${route.path}` as never}
              className="member-nav__link"
              aria-current={name === current ? 'page' : undefined}
            >
              <NavIcon name={route.icon} />
              <span>{i18n._(route.title)}</span>
            </Link>
          </li>
        );
      })}
    </ul>
  );
}

/**
 * The member navigation: beside the page on wide screens; on phones and tablets one row naming
 * the current section that opens all eleven (a sideways-scrolling tab bar showed three of them
 * and could hide the current one).
 */
function MemberNavigation() {
  const { i18n } = useLingui();
  const { t } = useLinguiMacro();
  const locale = useLocale();
  const { pathname } = useLocation();
  const current =
    DASHBOARD_SECTIONS.find((name) => pathname === `/${locale}${NAV_ROUTES[name].path}`) ??
    // A reward's code page is one of My rewards.
    (pathname.startsWith(`/${locale}/my-reward/`) ? 'my-rewards' : undefined);
  const currentRoute = NAV_ROUTES[current ?? 'dashboard'];
  return (
    <nav className="member-nav" aria-label={t`My account`}>
      {/* Keyed by the page: a navigation closes it. */}
      <details className="member-nav__menu" key={pathname}>
        <summary className="member-nav__summary">
          <NavIcon name={currentRoute.icon} />
          <span className="member-nav__current">{i18n._(currentRoute.title)}</span>
          <span className="member-nav__all">{t`All sections`}</span>
        </summary>
        <SectionLinks current={current} />
      </details>
      <div className="member-nav__side">
        <SectionLinks current={current} />
      </div>
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
