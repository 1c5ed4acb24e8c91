import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';

import { createPagePayloads } from './page-payloads';

const payload = {
  mutations: [],
  queries: [
    {
      queryKey: ['events', 'detail', 12],
      queryHash: '["events","detail",12]',
      state: { data: { id: 12 }, status: 'success', dataUpdatedAt: 1, fetchStatus: 'idle' },
    },
  ],
};

function respond(routes: Record<string, unknown>) {
  return vi.fn(async (input: RequestInfo | URL) => {
    const url = String(input);
    const key = Object.keys(routes).find((prefix) => url.startsWith(prefix));
    return key
      ? new Response(JSON.stringify(routes[key]), { status: 200 })
      : new Response('missing', { status: 404 });
  });
}

describe('page payloads of prerendered pages', () => {
  it('fills the query cache from the payload of a prerendered page, once', async () => {
    const queryClient = new QueryClient();
    const fetchFn = respond({
      '/builds/meta/b1.json': { prerendered: ['/en/event/12/lights'] },
      '/en/event/12/lights/_payload.json?v=b1': payload,
    });
    const payloads = createPagePayloads({ buildId: 'b1', queryClient, fetchFn });
    await payloads.detect();
    await payloads.hydrate('/en/event/12/lights/?utm=x');
    await payloads.hydrate('/en/event/12/lights');

    expect(queryClient.getQueryData(['events', 'detail', 12])).toEqual({ id: 12 });
    expect(fetchFn).toHaveBeenCalledTimes(2);
  });

  it('asks nothing for pages that were not prerendered', async () => {
    const fetchFn = respond({ '/builds/meta/b1.json': { prerendered: ['/en'] } });
    const payloads = createPagePayloads({ buildId: 'b1', queryClient: new QueryClient(), fetchFn });
    await payloads.detect();
    await payloads.hydrate('/en/shops');
    expect(fetchFn).toHaveBeenCalledTimes(1);
  });

  it('warns when a payload cannot be loaded and leaves the cache empty', async () => {
    const queryClient = new QueryClient();
    const warn = vi.fn();
    const fetchFn = respond({ '/builds/meta/b1.json': { prerendered: ['/en/news'] } });
    const payloads = createPagePayloads({ buildId: 'b1', queryClient, fetchFn, warn });
    await payloads.detect();
    await payloads.hydrate('/en/news');
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('/en/news'));
    expect(queryClient.getQueryCache().getAll()).toHaveLength(0);
  });

  it('treats a build without meta as having no prerendered pages', async () => {
    const fetchFn = respond({});
    const payloads = createPagePayloads({ buildId: 'b1', queryClient: new QueryClient(), fetchFn });
    await payloads.detect();
    await payloads.hydrate('/en');
    expect(fetchFn).toHaveBeenCalledTimes(1);
  });
});
