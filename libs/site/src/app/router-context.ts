import type { Locale } from '@atrium/domain/locales';
import type { RuntimeConfig } from '@atrium/domain/runtime-config';
import type { SiteTenant } from '@atrium/domain/tenant-config';
import type { I18n } from '@lingui/core';
import type { QueryClient } from '@tanstack/react-query';
import type { PagePayloads } from '../behaviour/page-payloads';
import type { LazyRouteTree } from './first-page-routes';
import type { PageMetaTags } from './page-meta-tags';
import type { StructuredDataSink } from '../seo/structured-data';

/** What every route's loader and component can reach (CONVENTIONS: the query client in context). */
export interface RouterContext {
  queryClient: QueryClient;
  tenant: SiteTenant;
  /** The tenant's page meta tags, loaded per language by the root route (page-meta-tags.ts). */
  metaTags: PageMetaTags;
  runtime: RuntimeConfig;
  /** The site's origin when rendering on the server (issue 12); the browser uses its location. */
  origin?: string;
  /** Query caches of prerendered pages (browser, CDN deployments; issue 12). */
  pagePayloads?: PagePayloads;
  /**
   * The server render's own Lingui instance, activated in the page's language (issue 19: renders
   * run at once); the browser uses the shared `i18n` of @atrium/i18n.
   */
  i18n?: I18n;
  /**
   * When the server rendered the page being hydrated (epoch ms; `frame/clock/use-now.tsx`): head
   * tags that depend on the date (the mall's upcoming holidays in JSON-LD) show that moment.
   */
  renderedAt?: number;
  /**
   * The language of the bare `/` for this document: on the server the one the site server chose
   * from the visitor's cookie and `Accept-Language`; in the browser, the server's choice for the
   * page it rendered (kept for hydration), else none and the cookie and browser decide.
   */
  visitorLocale?: Locale;
  /** The server render's receiver of the page's JSON-LD (seo/structured-data.ts). */
  structuredData?: StructuredDataSink;
  /** The browser's route tree, which starts with the first page's routes (first-page-routes.ts). */
  lazyRouteTree?: LazyRouteTree;
}
