import { dehydrate, QueryClient, QueryObserver } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { hydrateServerState, refetchOtherLanguages, stateForLocale } from './locale-state';

const event = {
  id: 6,
  image: 'sneakers.svg',
  translations: [
    { locale: 'en', title: 'Sneaker week', article: '<p>New drops</p>' },
    { locale: 'cz', title: 'Týden tenisek', article: '<p>Novinky</p>' },
    { locale: 'de', title: 'Sneaker-Woche', article: '<p>Neuheiten</p>' },
  ],
  company: { id: 2, translations: [{ locale: 'cz', title: 'Obuv' }] },
};
const events = { data: [event], total: 1 };
const mall = { id: 1, name: 'Atrium Beta', opening_hours: [{ name: { en: 'Centre' } }] };

/** A server's cache with the events list and the mall, dehydrated. */
async function serverState() {
  const server = new QueryClient();
  await server.prefetchQuery({ queryKey: ['events', 'list'], queryFn: () => events });
  await server.prefetchQuery({ queryKey: ['mall'], queryFn: () => mall });
  return dehydrate(server);
}

describe('stateForLocale', () => {
  it("cuts every translation list to the page's language and marks the queries it cut", async () => {
    const state = stateForLocale(await serverState(), 'en');
    const [list, mallQuery] = state.queries;
    expect(list!.meta).toEqual({ translationsFor: 'en' });
    const cut = (list!.state.data as typeof events).data[0]!;
    expect(cut.translations.map((entry) => entry.locale)).toEqual(['en']);
    // The company has no English entry: its Czech one is what an English page shows.
    expect(cut.company.translations.map((entry) => entry.locale)).toEqual(['cz']);
    expect(cut.image).toBe('sneakers.svg');
    // Nothing to cut: the same query, unmarked; the server's own data is left as it was.
    expect(mallQuery!.meta).toBeUndefined();
    expect(mallQuery!.state.data).toEqual(mall);
    expect(event.translations).toHaveLength(3);
  });
});

describe('refetchOtherLanguages', () => {
  async function browserWith(state: Awaited<ReturnType<typeof serverState>>) {
    const client = new QueryClient();
    hydrateServerState(client, stateForLocale(state, 'en'));
    return client;
  }
  const eventsKey = ['events', 'list'];

  it('fetches the shown queries cut to another language again before the page renders', async () => {
    const client = await browserWith(await serverState());
    let fetched = 0;
    const observer = new QueryObserver(client, {
      queryKey: eventsKey,
      queryFn: () => (fetched++, events),
      staleTime: Infinity,
    });
    const unsubscribe = observer.subscribe(() => {});

    await refetchOtherLanguages(client, 'en');
    expect(fetched).toBe(0);
    await refetchOtherLanguages(client, 'cz');
    expect(fetched).toBe(1);
    expect(client.getQueryData<typeof events>(eventsKey)!.data[0]!.translations).toHaveLength(3);
    // Whole now: no language needs it again.
    await refetchOtherLanguages(client, 'de');
    expect(fetched).toBe(1);
    unsubscribe();
  });

  it('drops a cut query nobody shows, so the next page loads it whole', async () => {
    const client = await browserWith(await serverState());
    await refetchOtherLanguages(client, 'de');
    expect(client.getQueryData(eventsKey)).toBeUndefined();
    expect(client.getQueryData(['mall'])).toEqual(mall);
  });

  it('keeps the cut data when the fetch fails, and tries again on the next page', async () => {
    const client = await browserWith(await serverState());
    let attempts = 0;
    const observer = new QueryObserver(client, {
      queryKey: eventsKey,
      queryFn: () => {
        attempts++;
        throw new Error('API down');
      },
      retry: false,
      staleTime: Infinity,
    });
    const unsubscribe = observer.subscribe(() => {});

    await refetchOtherLanguages(client, 'cz');
    await refetchOtherLanguages(client, 'cz');
    expect(attempts).toBe(2);
    expect(client.getQueryData<typeof events>(eventsKey)!.data[0]!.translations).toHaveLength(1);
    unsubscribe();
  });
});
