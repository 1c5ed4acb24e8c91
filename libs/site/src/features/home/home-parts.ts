import type { QueryClient } from '@tanstack/react-query';
import { lazyRouteComponent } from '@tanstack/react-router';
import { isPageInteractive } from '../../behaviour/interactive';
import { loadHome } from './home-queries';

// Home's parts drawn by chunks of their own (issue 22): the banner's carousel (Embla), the
// homepage tiles with the registry of routes, and the sections below the fold (carousels,
// featured shops, the newsletter call). Router's lazy components: once loaded they render at once,
// where `React.lazy` suspends on its first render and React holds the fallback 300 ms.
export const HeroBanner = lazyRouteComponent(() => import('@atrium/ui/hero-banner'), 'HeroBanner');
export const MenuTiles = lazyRouteComponent(
  () => import('../../frame/navigation/menu-tiles'),
  'MenuTiles',
);
export const HomeSections = lazyRouteComponent(() => import('./home-sections'));

/**
 * A navigation to home in the browser loads its parts' code beside its data, so the page renders
 * whole (on a phone the banner's placeholder grew by 256 px when the banner replaced it). The
 * first page's hydration does not wait: the server's HTML shows the parts, which hydrate after
 * the page is interactive.
 */
async function loadHomeParts(): Promise<void> {
  if (!isPageInteractive()) return;
  await Promise.all([HeroBanner, MenuTiles, HomeSections].map((part) => part.preload?.()));
}

/** Home's loader (`/{locale}` and the bare `/`): its data (`loadHome`) and its parts' code. */
export async function loadHomePage(queryClient: QueryClient): Promise<void> {
  await Promise.all([loadHome(queryClient), loadHomeParts()]);
}
