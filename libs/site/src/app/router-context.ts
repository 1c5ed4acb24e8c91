import type { RuntimeConfig } from '@atrium/domain/runtime-config';
import type { TenantConfig } from '@atrium/domain/tenant-config';
import type { QueryClient } from '@tanstack/react-query';
import type { PagePayloads } from '../behaviour/page-payloads';

/** What every route's loader and component can reach (CONVENTIONS: the query client in context). */
export interface RouterContext {
  queryClient: QueryClient;
  tenant: TenantConfig;
  runtime: RuntimeConfig;
  /** The site's origin when rendering on the server (issue 12); the browser uses its location. */
  origin?: string;
  /** Query caches of prerendered pages (browser, CDN deployments; issue 12). */
  pagePayloads?: PagePayloads;
}
