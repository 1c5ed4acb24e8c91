import { AsyncLocalStorage } from 'node:async_hooks';

import { describe, expect, it } from 'vitest';

import { createApiClient } from './client';
import {
  type ApiConfiguration,
  configureApiClient,
  configureScopedApiClient,
  getApiClient,
  getSettingsUrl,
} from './configure';

describe('configureScopedApiClient (server renders side by side)', () => {
  it('gives each async context its own client and settings URL, the configured one elsewhere', async () => {
    const browser = createApiClient({ baseUrl: 'http://api.browser', getToken: () => null });
    configureApiClient(browser);
    const scopes = new AsyncLocalStorage<ApiConfiguration>();
    configureScopedApiClient(() => scopes.getStore());

    const render = (site: string) =>
      scopes.run(
        {
          client: createApiClient({ baseUrl: `http://api.${site}`, getToken: () => null }),
          settingsUrl: `http://${site}/settings`,
        },
        async () => {
          const seen: string[] = [];
          for (let i = 0; i < 3; i++) {
            await new Promise((resolve) => setTimeout(resolve, 1));
            seen.push(`${getApiClient().url('/v1/x')} ${getSettingsUrl()}`);
          }
          return seen;
        },
      );
    const [a, b] = await Promise.all([render('a'), render('b')]);
    expect(new Set(a)).toEqual(new Set(['http://api.a/v1/x http://a/settings']));
    expect(new Set(b)).toEqual(new Set(['http://api.b/v1/x http://b/settings']));
    expect(getApiClient()).toBe(browser);
    configureScopedApiClient(() => undefined);
  });
});
