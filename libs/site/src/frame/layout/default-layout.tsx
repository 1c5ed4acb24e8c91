import { Trans } from '@lingui/react/macro';
import { Outlet } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

/** Keyboard users skip the header straight to the page. */
export function SkipLink() {
  return (
    <a href="#main" className="skip-link">
      <Trans>Skip to content</Trans>
    </a>
  );
}

/** The layout every page uses unless it names another (spec section 2): header + footer. */
export function DefaultLayout({ children }: { children: ReactNode }) {
  return (
    <div className="layout layout--default">
      <SkipLink />
      <SiteHeader />
      <main id="main" className="layout__main" tabIndex={-1}>
        {children}
      </main>
      <SiteFooter />
    </div>
  );
}

/** The `_default` layout route's component. */
export function DefaultLayoutRoute() {
  return (
    <DefaultLayout>
      <Outlet />
    </DefaultLayout>
  );
}
