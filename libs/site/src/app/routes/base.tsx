import { mallQueryOptions } from '@atrium/api-client/mall';
import { settingsQueryOptions } from '@atrium/api-client/settings';
import { isLocale } from '@atrium/domain/locales';
import { offeredLocale } from '@atrium/domain/settings';
import { activateLocale } from '@atrium/i18n/i18n';
import { localeFromPathname } from '@atrium/i18n/locale-tag';
import {
  createRootRouteWithContext,
  createRoute,
  notFound,
  redirect,
} from '@tanstack/react-router';
import { DefaultLayout, DefaultLayoutRoute } from '../../frame/layout/default-layout';
import { RootLayout } from '../../frame/layout/root-layout';
import { visitorLocale } from '../../frame/locale/visitor-locale';
import { ErrorScreen } from '../../frame/errors/error-screen';
import { NotFoundPage } from '../../frame/errors/not-found';
import { HomePage } from '../../features/home/home-page';
import { loadHomePage } from '../../features/home/home-parts';
import { appLinkErrorUrl } from '../external-redirects';
import { rootHead } from '../page-head';
import type { RouterContext } from '../router-context';
import { withRouteSeo } from '../../seo/route-seo';
import { refetchOtherLanguages } from '../../server/locale-state';

/**
 * The frame of the one canonical (English) route tree (DESIGN section 7):
 *
 *   __root__                       shell: theme, head, cookie-banner slot, toasts
 *   ├─ /                           home in the visitor's language (or settings `root_page`)
 *   ├─ /app-link, /willopeninapp   external redirect to the app-link provider's error page
 *   └─ /$locale                    en | cz | sk | de; a page's path without it gets the
 *                                  visitor's language (RedirectOrNotFound), anything else 404
 *      ├─ _default                 layout: header + footer   (routes/<area>.tsx add pages)
 *      ├─ _dashboard               layout: member navigation, login required (routes/dashboard.tsx)
 *      └─ _wifi                    layout: wifi login (routes/wifi.tsx)
 *
 * Localised slugs come from the router's `rewrite` (libs/i18n slug-rewrite), not from copies.
 */
export const rootRoute = createRootRouteWithContext<RouterContext>()({
  beforeLoad: async ({ context, location, preload }) => {
    // The browser starts with the first page's routes (app/first-page-routes.ts): a page visited
    // (or preloaded) before the rest of them arrived is matched again once they are in.
    if (context.lazyRouteTree?.lacks(location.pathname)) {
      await context.lazyRouteTree.complete();
      throw redirect({ href: location.href, replace: true });
    }
    const pathLocale = localeFromPathname(location.pathname);
    // Without a language in the path (the bare `/`), the visitor's language if the mall offers
    // it, else the mall's default.
    const pageLocale =
      pathLocale ??
      offeredLocale(
        await context.queryClient.ensureQueryData(settingsQueryOptions()),
        context.visitorLocale ?? visitorLocale(context.tenant),
        context.tenant.defaultLocale,
      );
    // The tenant's meta tags in the page's language, for every head below (page-head.ts).
    const metaTags = context.metaTags.load(pageLocale);
    // Lingui's language is global: preloading a link to another language (the language switcher
    // is always in view) must not switch the page the visitor is reading. A server render has
    // its own instance, already in the page's language, and leaves the shared one alone.
    if (!preload && !context.i18n) {
      await Promise.all([
        activateLocale(pageLocale),
        refetchOtherLanguages(context.queryClient, pageLocale),
      ]);
    }
    await metaTags;
    await context.pagePayloads?.hydrate(location.publicHref);
    return { pageLocale };
  },
  loader: async ({ context: { queryClient } }) => {
    await Promise.all([
      queryClient.ensureQueryData(mallQueryOptions()),
      queryClient.ensureQueryData(settingsQueryOptions()),
    ]);
  },
  head: rootHead,
  component: RootLayout,
  // Paths outside `/$locale` (`/events/1`, `/xx/shops`): the redirect table, the visitor's
  // language for a page's path without its prefix, else the 404 inside the site's frame.
  notFoundComponent: NotFoundPage,
  errorComponent: ErrorScreen,
});

/** `/`: home in the visitor's language (spec section 2), or the configured root page. */
export const rootIndexRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/',
  beforeLoad: async ({ context }) => {
    const settings = await context.queryClient.ensureQueryData(settingsQueryOptions());
    const rootPage = settings.root_page?.trim();
    if (!rootPage || rootPage === 'home') return;
    // The registry of routes is not in the entry (issue 22): only a mall with another root page
    // loads it here.
    const { isNavRouteName, navRouteHref } = await import('../../frame/navigation/nav-registry');
    if (isNavRouteName(rootPage)) {
      throw redirect({ href: navRouteHref(rootPage, context.pageLocale, settings), replace: true });
    }
  },
  loader: ({ context }) => loadHomePage(context.queryClient),
  head: (ctx) => withRouteSeo(ctx, { meta: [] }, { pageKey: 'index' }),
  component: () => (
    <DefaultLayout>
      <HomePage />
    </DefaultLayout>
  ),
});

function externalAppLinkRoute(path: 'app-link' | 'willopeninapp') {
  return createRoute({
    getParentRoute: () => rootRoute,
    path,
    beforeLoad: async ({ context }) => {
      const settings = await context.queryClient.ensureQueryData(settingsQueryOptions());
      throw redirect({ href: appLinkErrorUrl(settings), reloadDocument: true, replace: true });
    },
  });
}

export const appLinkRoute = externalAppLinkRoute('app-link');
export const willOpenInAppRoute = externalAppLinkRoute('willopeninapp');

/** Every localised page lives under its language prefix; an unknown prefix is a 404. */
export const localeRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '$locale',
  params: {
    parse: (raw: Record<string, string>) => {
      if (!isLocale(raw.locale)) throw notFound();
      return { locale: raw.locale };
    },
    stringify: (params: { locale: string }) => ({ locale: params.locale }),
  },
  // A language the mall does not offer (`inactive_locales`): the same page in its default one.
  beforeLoad: async ({ context, params, location }) => {
    const settings = await context.queryClient.ensureQueryData(settingsQueryOptions());
    const offered = offeredLocale(settings, params.locale, context.tenant.defaultLocale);
    if (offered !== params.locale) {
      const path = location.pathname.replace(/^\/[^/]+/, `/${offered}`);
      throw redirect({ href: `${path}${location.searchStr}`, replace: true });
    }
  },
  notFoundComponent: NotFoundPage,
});

/** The default layout (header + footer): every page unless it names another. */
export const defaultLayoutRoute = createRoute({
  getParentRoute: () => localeRoute,
  id: '_default',
  component: DefaultLayoutRoute,
});
