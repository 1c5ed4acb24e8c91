import { parseRuntimeConfig } from '@atrium/domain/runtime-config';
import type { TenantConfig } from '@atrium/domain/tenant-config';
import { createApiClient } from '@atrium/api-client/client';
import { LocaleProvider } from '@atrium/i18n/provider';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createAppRouter } from './router';

/** The client entry's work: runtime configuration, API client, query client, router, render. */
export async function bootstrap(container: HTMLElement, tenant: TenantConfig) {
  const response = await fetch('/runtime-config.json', { cache: 'no-cache' });
  const runtime = parseRuntimeConfig(await response.json());
  const api = createApiClient({
    baseUrl: runtime.apiBaseUrl,
    getToken: () => null,
    onUnauthorized: () => undefined,
  });
  const queryClient = new QueryClient({
    defaultOptions: { queries: { staleTime: 60_000, retry: 1 } },
  });
  const router = createAppRouter({ queryClient, api, tenant, runtime });

  createRoot(container).render(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <LocaleProvider>
          <RouterProvider router={router} />
        </LocaleProvider>
      </QueryClientProvider>
    </StrictMode>,
  );
}
