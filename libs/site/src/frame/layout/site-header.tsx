import { settingsQueryOptions } from '@atrium/api-client/settings';
import { HeaderBar, Logo, MobileMenuTrigger, OverHeader } from '@atrium/ui/header';
import { useHasBeenTrue } from '@atrium/ui/use-has-been-true';
import { Trans, useLingui } from '@lingui/react/macro';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Link, useLocation, useRouteContext } from '@tanstack/react-router';
import { useEffect, useRef, useState } from 'react';
import { LanguageSwitcher } from '../locale/language-switcher';
import { useLocale } from '../locale/use-locale';
import { NavIcon } from '../navigation/nav-icons';
import { renderRouterLink } from '../navigation/router-link';
import { preloadTodayHours, TodayHours } from './today-hours';
import { DeferredPart } from '../shell/deferred-part';
import { lazyPart } from '../shell/lazy-part';
import { useIsLoggedIn } from '../../session/session-store';
import { isSsoAvailable } from '../../session/sso-availability';
import { useLogo } from './site-logo';

const MobileMenu = lazyPart(() => import('./mobile-menu').then((module) => module.MobileMenu));
// The main navigation and its registry of routes are a chunk of their own (issue 22): a
// server-rendered page shows the server's links, which work as plain links, and hydrates them
// when the chunk arrives, after the page is interactive.
const TopNavigation = lazyPart(() =>
  import('./top-navigation').then((module) => module.TopNavigation),
);

/**
 * A page the browser renders itself has no server HTML to show meanwhile: the client entry starts
 * the header's parts with the page's own code, so its navigation row does not come in late.
 */
export function preloadHeaderParts(): void {
  TopNavigation.preload();
  preloadTodayHours();
}

/** Pixels scrolled before the header minimises (unless `is_header_minimizing_disabled`). */
const MINIMIZE_AFTER_PX = 80;

function useMinimized(disabled: boolean): boolean {
  const [minimized, setMinimized] = useState(false);
  useEffect(() => {
    if (disabled) return;
    const update = () => setMinimized(window.scrollY > MINIMIZE_AFTER_PX);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, [disabled]);
  return minimized && !disabled;
}

/** The header: over-header (today's hours, parking), logo, top navigation, account, languages. */
export function SiteHeader() {
  const { data: settings } = useSuspenseQuery(settingsQueryOptions());
  const locale = useLocale();
  const { t } = useLingui();
  const { pathname } = useLocation();
  const loggedIn = useIsLoggedIn();
  const { runtime } = useRouteContext({ from: '__root__' });
  const ssoAvailable = isSsoAvailable(settings, runtime);
  const logo = useLogo('header_logo_type');
  const minimized = useMinimized(settings.is_header_minimizing_disabled);
  const [menuOpen, setMenuOpen] = useState(false);
  // The drawer loads the first time the menu opens and then stays mounted (closing animation).
  const menuLoaded = useHasBeenTrue(menuOpen);
  const menuButton = useRef<HTMLButtonElement>(null);

  // The phone menu closes after a navigation.
  useEffect(() => setMenuOpen(false), [pathname]);

  return (
    <div
      className={`site-header${minimized ? ' site-header--minimized' : ''}`}
      data-minimized={minimized ? 'true' : 'false'}
    >
      <OverHeader className="site-header__over">
        {/* Home shows today's hours in its own titled card; the line would say it twice. */}
        {pathname !== `/${locale}` ? <TodayHours compact /> : <span />}
        {settings.is_parking_visible_on_header && (
          <Link to="/$locale/parking" params={{ locale }} className="site-header__parking">
            <NavIcon name="car" width={16} height={16} />
            <Trans>Parking</Trans>
          </Link>
        )}
      </OverHeader>
      <HeaderBar className="site-header__bar">
        <Logo
          href={`/${locale}`}
          name={logo.name}
          src={logo.src}
          renderLink={renderRouterLink}
          className="site-header__logo"
        />
        <DeferredPart fallback={<div className="site-header__nav" />}>
          <TopNavigation className="site-header__nav" />
        </DeferredPart>
        <div className="site-header__actions">
          <Link
            to="/$locale/search"
            params={{ locale }}
            className="site-header__search"
            aria-label={t`Search`}
            title={t`Search`}
          >
            <NavIcon name="search" />
          </Link>
          <AccountLinks
            authentication={settings.is_authentication_active}
            sso={ssoAvailable}
            loggedIn={loggedIn}
          />
          <div className="site-header__languages">
            <LanguageSwitcher inactiveLocales={settings.inactive_locales} />
          </div>
          <MobileMenuTrigger
            ref={menuButton}
            open={menuOpen}
            aria-haspopup="dialog"
            aria-expanded={menuOpen}
            onClick={() => setMenuOpen(true)}
            className="site-header__menu-button"
          />
          {menuLoaded && (
            <DeferredPart>
              <MobileMenu
                open={menuOpen}
                onOpenChange={setMenuOpen}
                title={t`Menu`}
                closeLabel={t`Close menu`}
                opener={menuButton}
              >
                <DeferredPart>
                  <TopNavigation orientation="vertical" />
                </DeferredPart>
                <div className="site-header__sheet-actions">
                  <LanguageSwitcher inactiveLocales={settings.inactive_locales} />
                  <AccountLinks
                    authentication={settings.is_authentication_active}
                    sso={ssoAvailable}
                    loggedIn={loggedIn}
                  />
                </div>
              </MobileMenu>
            </DeferredPart>
          )}
        </div>
      </HeaderBar>
    </div>
  );
}

function AccountLinks({
  authentication,
  sso,
  loggedIn,
}: {
  authentication: boolean;
  sso: boolean;
  loggedIn: boolean;
}) {
  const locale = useLocale();
  if (!authentication) return null;
  if (loggedIn) {
    return (
      <Link to="/$locale/dashboard" params={{ locale }} className="site-header__account">
        <NavIcon name="user" />
        <Trans>My account</Trans>
      </Link>
    );
  }
  return (
    <>
      <Link to="/$locale/login" params={{ locale }} className="site-header__account">
        <NavIcon name="login" />
        <Trans>Sign in</Trans>
      </Link>
      {sso && (
        <Link
          to="/$locale/login"
          params={{ locale }}
          search={{ method: 'sso' }}
          className="site-header__sso"
        >
          <NavIcon name="key" />
          <Trans>Sign in with SSO</Trans>
        </Link>
      )}
    </>
  );
}
