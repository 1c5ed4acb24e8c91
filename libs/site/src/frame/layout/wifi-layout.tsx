import { Outlet } from '@tanstack/react-router';
import { useLogo } from './site-logo';

/** The wifi layout: the captive portal's login, the mall's logo and nothing that leaves the page. */
export function WifiLayoutRoute() {
  const logo = useLogo('auth_logo_type');
  return (
    <div className="layout layout--wifi">
      <header className="layout__wifi-header">
        <img src={logo.src} alt={logo.name} height={48} />
      </header>
      <main id="main" className="layout__main container" tabIndex={-1}>
        <Outlet />
      </main>
    </div>
  );
}
