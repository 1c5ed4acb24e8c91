import { QueryClient } from '@tanstack/react-query';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

import { createApiClient } from './client';
import { configureApiClient, DEFAULT_SETTINGS_PATH, getSettingsUrl } from './configure';
import { fetchMall, mallQueryOptions } from './mall';
import { settingsQueryOptions } from './settings';
import { sendJson, startServer } from './test/http-server';

type Server = Awaited<ReturnType<typeof startServer>>;
let server: Server;
let mallsResponse: unknown;

beforeAll(async () => {
  server = await startServer((req, res) => {
    const path = req.url.split('?')[0];
    if (path === '/v1/malls') return sendJson(res, 200, mallsResponse);
    if (path === '/v1/settings-web-app/web') {
      return sendJson(res, 200, {
        status: 'success',
        data: { website_name: 'Beta Mall', rounded_corners: 'true', colors_primary: '#123456' },
      });
    }
    if (path === '/cache/settings.json') {
      return sendJson(res, 200, {
        status: 'success',
        data: { website_name: 'From the proxy', rounded_corners: 'false' },
      });
    }
    return sendJson(res, 500, {
      status: 'error',
      httpStatus: 'InternalServerError',
      message: 'Boom',
    });
  });
});
afterAll(() => server.close());

beforeEach(() => {
  mallsResponse = {
    status: 'success',
    data: [
      {
        id: 1,
        name: 'Beta Mall',
        city: 'Praha',
        property_management: '{"name": "Beta Property s.r.o."}',
        supported_languages: ['en', 'cz', 'xx'],
      },
      { id: 2, name: 'Other' },
    ],
  };
  configureApiClient(createApiClient({ baseUrl: server.baseUrl, getToken: () => null }));
});

describe('mall', () => {
  it('reads the first mall of GET /v1/malls through the query client', async () => {
    const queryClient = new QueryClient();
    const mall = await queryClient.fetchQuery(mallQueryOptions());
    expect(mall).toMatchObject({ id: 1, name: 'Beta Mall', timezone: 'Europe/Prague' });
    expect(mall.property_management).toEqual({ name: 'Beta Property s.r.o.' });
    expect(mall.supported_languages).toEqual(['en', 'cz']);
    expect(server.requests.at(-1)?.url).toBe('/v1/malls');
    expect(queryClient.getQueryData(mallQueryOptions().queryKey)).toEqual(mall);
  });

  it('fails (and logs) when there is no mall', async () => {
    mallsResponse = { status: 'success', data: [] };
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    await expect(queryClient.fetchQuery(mallQueryOptions())).rejects.toThrow('returned no mall');
    expect(log).toHaveBeenCalledWith('Failed to load the mall', expect.any(Error));
    log.mockRestore();
  });

  it('logs and ignores invalid property_management JSON, and rejects a mall without a name', async () => {
    const api = createApiClient({ baseUrl: server.baseUrl, getToken: () => null });
    mallsResponse = { status: 'success', data: [{ name: 'Beta', property_management: '{oops' }] };
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect((await fetchMall(api)).property_management).toBeNull();
    expect(warn).toHaveBeenCalledWith('mall: invalid JSON in property_management ignored');
    warn.mockRestore();
    mallsResponse = { status: 'success', data: [{ city: 'Praha' }] };
    await expect(fetchMall(api)).rejects.toThrow();
  });

  it('can be called with any client', async () => {
    const api = createApiClient({ baseUrl: server.baseUrl, getToken: () => 't' });
    expect(await fetchMall(api)).toMatchObject({ city: 'Praha' });
    expect(server.requests.at(-1)?.headers.authorization).toBe('Bearer t');
  });
});

describe('settings', () => {
  it('parses GET /v1/settings-web-app/web with the domain parser', async () => {
    expect(getSettingsUrl()).toBe(DEFAULT_SETTINGS_PATH);
    const queryClient = new QueryClient();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const settings = await queryClient.fetchQuery(settingsQueryOptions());
    warn.mockRestore();
    expect(settings.website_name).toBe('Beta Mall');
    expect(settings.rounded_corners).toBe(true);
    expect(settings.colors.primary).toBe('#123456');
    expect(server.requests.at(-1)?.url).toBe('/v1/settings-web-app/web');
  });

  it('uses the configured settingsUrl of a caching proxy', async () => {
    configureApiClient(createApiClient({ baseUrl: server.baseUrl, getToken: () => null }), {
      settingsUrl: `${server.baseUrl}/cache/settings.json`,
    });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const settings = await new QueryClient().fetchQuery(settingsQueryOptions());
    warn.mockRestore();
    expect(settings.website_name).toBe('From the proxy');
    expect(settings.rounded_corners).toBe(false);
    expect(server.requests.at(-1)?.url).toBe('/cache/settings.json');
  });

  it('shares one query key, so invalidation hits exactly the settings', () => {
    expect(settingsQueryOptions().queryKey).toEqual(['settings']);
    expect(mallQueryOptions().queryKey).toEqual(['mall']);
  });
});
