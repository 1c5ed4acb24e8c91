// First: zod must know before any schema is built that it may not compile parsers (CSP).
import './zod-jitless';
import '@atrium/ui/base.css';
import './console.css';

import type { RuntimeConfig } from '@atrium/domain/runtime-config';
import { I18nProvider } from '@lingui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';

import { configureConsoleApi } from './api';
import { createConsoleRouter } from './app/router';
import { activateLanguage, i18n, initialLanguage } from './i18n';
import { configureConsoleRealtime } from './realtime';

/**
 * The staff console's entry: `runtime-config.json` beside the build names the API and the realtime
 * gateway (one build for every mall; the mall is this page's origin, docs/console.md), then the
 * language, then the app.
 */
async function start() {
  const response = await fetch(`${import.meta.env.BASE_URL}runtime-config.json`, {
    cache: 'no-store',
  });
  const config = (await response.json()) as {
    apiBaseUrl?: string;
    realtime?: RuntimeConfig['realtime'];
  };
  const apiBaseUrl = config.apiBaseUrl ?? 'http://localhost:3333';
  configureConsoleApi(apiBaseUrl);
  configureConsoleRealtime(config.realtime, apiBaseUrl);
  await activateLanguage(initialLanguage());

  const queryClient = new QueryClient({
    defaultOptions: {
      queries: {
        retry: (count, error) =>
          count < 2 && !(error instanceof Error && 'status' in error && Number(error.status) < 500),
        refetchOnWindowFocus: true,
      },
    },
  });
  const router = createConsoleRouter();
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <I18nProvider i18n={i18n}>
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </I18nProvider>
    </StrictMode>,
  );
}

void start();
