import type { ReactNode } from 'react';
import { SiteHeader } from './site-header';

/** The layout every page uses unless it names another (spec section 2). */
export function DefaultLayout({ children }: { children: ReactNode }) {
  return (
    <div className="layout layout--default">
      <SiteHeader />
      <main id="main" className="layout__main">
        {children}
      </main>
    </div>
  );
}
