import { parseRuntimeConfig } from '@atrium/domain/runtime-config';
import type { TenantConfig } from '@atrium/domain/tenant-config';
import { createApiClient } from '@atrium/api-client/client';
import { configureApiClient } from '@atrium/api-client/configure';
import { activateLocale } from '@atrium/i18n/i18n';
import { localeFromPathname } from '@atrium/i18n/locale-tag';
import { LocaleProvider } from '@atrium/i18n/provider';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { visitorLocale } from '../locale/visitor-locale';
import { createAppRouter } from './router';

/** The client entry's work: runtime configuration, API client, query client, router, render. */
export async function bootstrap(container: HTMLElement, tenant: TenantConfig) {
  const response = await fetch('/runtime-config.json', { cache: 'no-cache' });
  const runtime = parseRuntimeConfig(await response.json());
  configureApiClient(createApiClient({ baseUrl: runtime.apiBaseUrl, getToken: () => null }), {
    settingsUrl: runtime.settingsUrl,
  });
  const queryClient = new QueryClient({
    defaultOptions: { queries: { staleTime: 60_000, retry: 1 } },
  });
  const router = createAppRouter({ queryClient, tenant, runtime });
  // Lingui's provider renders nothing until a locale is active, so activate the first page's
  // language before rendering; the root route activates it again on every navigation.
  await activateLocale(localeFromPathname(window.location.pathname) ?? visitorLocale(tenant));

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
