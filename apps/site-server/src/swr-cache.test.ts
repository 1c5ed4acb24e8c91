import { describe, expect, it } from 'vitest';

import { createSwrCache } from './swr-cache';

function clock(start = 0) {
  const time = { now: start };
  return { now: () => time.now, advance: (ms: number) => (time.now += ms) };
}

const deferred = <T>() => {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
};

describe('stale-while-revalidate cache', () => {
  it('answers a miss, then hits while fresh, then the stale value while refreshing once', async () => {
    const time = clock();
    const cache = createSwrCache<string>({ freshMs: 60, staleMs: 600, now: time.now });
    let loads = 0;
    const load = async () => `v${++loads}`;

    expect(await cache.get('/en', load)).toEqual({ value: 'v1', cache: 'miss' });
    time.advance(60);
    expect(await cache.get('/en', load)).toEqual({ value: 'v1', cache: 'hit' });
    time.advance(1);
    expect(await cache.get('/en', load)).toEqual({ value: 'v1', cache: 'stale' });
    await Promise.resolve();
    expect(await cache.get('/en', load)).toEqual({ value: 'v2', cache: 'hit' });
    expect(loads).toBe(2);
  });

  it('loads again once a value is older than fresh + stale', async () => {
    const time = clock();
    const cache = createSwrCache<string>({ freshMs: 60, staleMs: 600, now: time.now });
    let loads = 0;
    await cache.get('/en', async () => `v${++loads}`);
    time.advance(661);
    expect(await cache.get('/en', async () => `v${++loads}`)).toEqual({
      value: 'v2',
      cache: 'miss',
    });
  });

  it('shares one load between concurrent requests of the same key', async () => {
    const cache = createSwrCache<string>({ freshMs: 60, staleMs: 600 });
    const gate = deferred<string>();
    let loads = 0;
    const load = () => {
      loads += 1;
      return gate.promise;
    };
    const first = cache.get('/en', load);
    const second = cache.get('/en', load);
    gate.resolve('page');
    expect((await first).value).toBe('page');
    expect((await second).value).toBe('page');
    expect(loads).toBe(1);
  });

  it('keeps values that are not cacheable out', async () => {
    const cache = createSwrCache<number>({ freshMs: 60, staleMs: 600 });
    await cache.get(
      '/broken',
      async () => 500,
      (status) => status < 500,
    );
    expect(cache.size).toBe(0);
    expect(
      (
        await cache.get(
          '/broken',
          async () => 200,
          (s) => s < 500,
        )
      ).cache,
    ).toBe('miss');
  });

  it('does not store a load that started before clear()', async () => {
    const cache = createSwrCache<string>({ freshMs: 60, staleMs: 600 });
    const gate = deferred<string>();
    const pending = cache.get('/en', () => gate.promise);
    cache.clear();
    gate.resolve('old content');
    expect((await pending).value).toBe('old content');
    expect(cache.size).toBe(0);
    expect(await cache.get('/en', async () => 'new content')).toEqual({
      value: 'new content',
      cache: 'miss',
    });
  });

  it('drops the least recently used value beyond maxSize', async () => {
    const cache = createSwrCache<string>({ freshMs: 60, staleMs: 600, maxSize: 2 });
    await cache.get('a', async () => 'a');
    await cache.get('b', async () => 'b');
    await cache.get('a', async () => 'a again'); // a is now the most recent
    await cache.get('c', async () => 'c');
    expect(cache.size).toBe(2);
    expect((await cache.get('a', async () => 'x')).cache).toBe('hit');
    expect((await cache.get('b', async () => 'b2')).cache).toBe('miss');
  });

  it('is bounded in bytes: large pages push out the least recently used', async () => {
    const cache = createSwrCache<string>({
      freshMs: 60,
      staleMs: 600,
      maxSize: 1_000,
      sizeOf: (html) => Buffer.byteLength(html),
    });
    for (let i = 0; i < 10; i++) await cache.get(`/p${i}`, async () => 'x'.repeat(300));
    expect(cache.calculatedSize).toBeLessThanOrEqual(1_000);
    expect(cache.size).toBe(3);
    // A page larger than the whole cache is served but not kept.
    expect((await cache.get('/huge', async () => 'x'.repeat(2_000))).cache).toBe('miss');
    expect((await cache.get('/huge', async () => 'again')).value).toBe('again');
  });

  it('keeps each budget apart: a flood into one pushes out only its own values', async () => {
    const cache = createSwrCache<string, 'pages' | 'errors'>({
      freshMs: 60,
      staleMs: 600,
      budgets: { pages: 1_000, errors: 600 },
      budgetOf: (_key, html) => (html.startsWith('404') ? 'errors' : 'pages'),
      sizeOf: (html) => html.length,
    });
    await cache.get('/en', async () => 'x'.repeat(400));
    await cache.get('/en/news/1', async () => 'x'.repeat(400));
    let renders = 0;
    for (let i = 0; i < 100; i++) {
      await cache.get(`/en/missing-${i}`, async () => {
        renders += 1;
        return `404${'x'.repeat(197)}`;
      });
    }
    expect(renders).toBe(100);
    expect((await cache.get('/en', async () => 'new')).cache).toBe('hit');
    expect((await cache.get('/en/news/1', async () => 'new')).cache).toBe('hit');
    expect(cache.budgetUse()).toEqual({
      pages: { entries: 2, size: 800, maxSize: 1_000 },
      errors: { entries: 3, size: 600, maxSize: 600 },
    });
    // The newest errors are kept, the oldest gone.
    expect((await cache.get('/en/missing-99', async () => '404 again')).cache).toBe('hit');
    expect((await cache.get('/en/missing-0', async () => '404 again')).cache).toBe('miss');
  });

  it('moves a key to the budget of its new value on refresh, and clears every budget', async () => {
    const time = clock();
    const cache = createSwrCache<string, 'pages' | 'errors'>({
      freshMs: 60,
      staleMs: 600,
      budgets: { pages: 1_000, errors: 1_000 },
      budgetOf: (_key, html) => (html.startsWith('404') ? 'errors' : 'pages'),
      sizeOf: (html) => html.length,
      now: time.now,
    });
    await cache.get('/en/news/7', async () => '404 not yet published');
    expect(cache.budgetUse().errors.entries).toBe(1);
    time.advance(61);
    expect((await cache.get('/en/news/7', async () => 'the news')).cache).toBe('stale');
    await Promise.resolve();
    expect(cache.budgetUse().errors.entries).toBe(0);
    expect(await cache.get('/en/news/7', async () => 'x')).toEqual({
      value: 'the news',
      cache: 'hit',
    });

    await cache.get('/en/missing', async () => '404');
    cache.clear();
    expect(cache.size).toBe(0);
    expect((await cache.get('/en/missing', async () => '404')).cache).toBe('miss');
  });

  it('keeps nothing in a budget of 0', async () => {
    const cache = createSwrCache<string, 'pages' | 'errors'>({
      freshMs: 60,
      staleMs: 600,
      budgets: { pages: 1_000, errors: 0 },
      budgetOf: (_key, html) => (html.startsWith('404') ? 'errors' : 'pages'),
      sizeOf: (html) => html.length,
    });
    await cache.get('/en/missing', async () => '404');
    expect((await cache.get('/en/missing', async () => '404')).cache).toBe('miss');
    expect(cache.size).toBe(0);
  });
});
