import { type ApiRealtime, startApiRealtime } from '@atrium/realtime-gateway/api-realtime';
import { news, settings } from '@atrium/server-db/schema';
import { and, desc, eq } from 'drizzle-orm';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { buildApp } from '../app';
import { createTestDatabase, ORIGIN, type TestDatabase, testEnv } from '../test/test-app';
import { ResponseCaches } from './response-cache';

// The API's response caches answer from memory for 30 s, and forget a tenant's answers when its
// mall's `content.updated` passes through the embedded gateway (docs/api.md "Caching").

describe('response caches with the gateway started as main.ts does', () => {
  let database: TestDatabase;
  let realtime: ApiRealtime;
  let app: FastifyInstance;

  beforeAll(async () => {
    database = await createTestDatabase();
    const env = testEnv();
    realtime = await startApiRealtime(
      { ...env, REALTIME_PORT: 0, REALTIME_HOST: '127.0.0.1' },
      { info: () => undefined, warn: () => undefined, error: () => undefined },
    );
    app = await buildApp({ db: database.db, env, realtime });
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    await realtime?.close();
    await database?.close();
  });

  const get = async (url: string, origin: string) =>
    (await app.inject({ url, headers: { origin } })).body;
  const websiteName = (body: string) =>
    (JSON.parse(body) as { data: { website_name: string } }).data.website_name;
  const newsTotal = (body: string) => (JSON.parse(body) as { data: { total: number } }).data.total;
  const renameWebsite = (tenantId: string, name: string) =>
    database.db
      .update(settings)
      .set({ value: name })
      .where(and(eq(settings.tenantId, tenantId), eq(settings.key, 'website_name')));

  it("answers the old body until the mall's content.updated, then rebuilds that tenant's", async () => {
    const newsBefore = await get('/v1/news?per_page=48', ORIGIN.beta);
    const betaBefore = await get('/v1/settings-web-app/web', ORIGIN.beta);
    const novoplazaBefore = await get('/v1/settings-web-app/web', ORIGIN.novoplaza);

    const [latest] = await database.db
      .select({ id: news.id })
      .from(news)
      .where(eq(news.tenantId, 'beta'))
      .orderBy(desc(news.publishedAt))
      .limit(1);
    await database.db.delete(news).where(eq(news.id, latest!.id));
    await renameWebsite('beta', 'Beta renamed');
    await renameWebsite('novoplaza', 'Novoplaza renamed');
    expect(await get('/v1/news?per_page=48', ORIGIN.beta)).toBe(newsBefore);
    expect(await get('/v1/settings-web-app/web', ORIGIN.beta)).toBe(betaBefore);

    // The gateway calls the API's listener before it answers the publish.
    await realtime.publisher.publish('mall-beta', 'content.updated', { type: 'news', id: null });

    expect(newsTotal(await get('/v1/news?per_page=48', ORIGIN.beta))).toBe(
      newsTotal(newsBefore) - 1,
    );
    expect(websiteName(await get('/v1/settings-web-app/web', ORIGIN.beta))).toBe('Beta renamed');
    // Another mall's cached answers stay until its own event (or 30 s).
    expect(await get('/v1/settings-web-app/web', ORIGIN.novoplaza)).toBe(novoplazaBefore);
    await realtime.publisher.publish('mall-novoplaza', 'parking.updated', { free: 1, capacity: 9 });
    expect(await get('/v1/settings-web-app/web', ORIGIN.novoplaza)).toBe(novoplazaBefore);
    await realtime.publisher.publish('mall-novoplaza', 'content.updated', { type: 'settings' });
    expect(websiteName(await get('/v1/settings-web-app/web', ORIGIN.novoplaza))).toBe(
      'Novoplaza renamed',
    );
  });
});

describe('ResponseCaches', () => {
  /** A bare app with one cached route whose answer comes from `source`. */
  async function appWithCache(source: () => Promise<unknown>) {
    const caches = new ResponseCaches('http://api.test');
    const cache = caches.create({ ttlMs: 30_000, per: 'tenant' });
    const app = Fastify();
    app.decorateRequest('tenant', {
      getter: () => ({ id: 'beta', name: 'Beta', defaultLocale: 'cz' }),
    });
    app.get('/value', (request, reply) => cache.send(request, reply, source));
    await app.ready();
    return { app, caches, value: async () => (await app.inject({ url: '/value' })).json() };
  }

  it('sends, but does not keep, an answer whose build started before the tenant was cleared', async () => {
    let current = 'old';
    let stalled = true;
    let release: () => void = () => undefined;
    let buildStarted: () => void = () => undefined;
    const started = new Promise<void>((resolve) => (buildStarted = resolve));
    const { app, caches, value } = await appWithCache(async () => {
      const read = current;
      if (stalled) {
        buildStarted();
        await new Promise<void>((resolve) => (release = resolve));
      }
      return { value: read };
    });
    try {
      const slow = value();
      await started;
      current = 'new';
      caches.clearTenant('beta');
      release();
      expect(await slow).toEqual({ value: 'old' });
      stalled = false;
      expect(await value()).toEqual({ value: 'new' });
      current = 'newer';
      expect(await value()).toEqual({ value: 'new' });
    } finally {
      await app.close();
    }
  });
});

describe('a tenant memo (the search corpus)', () => {
  const deferred = <T>() => {
    let resolve: (value: T) => void = () => undefined;
    let reject: (error: Error) => void = () => undefined;
    const promise = new Promise<T>((yes, no) => ((resolve = yes), (reject = no)));
    return { promise, resolve, reject };
  };

  it('builds once for requests that arrive together, per tenant, until cleared', async () => {
    const memo = new ResponseCaches('http://api.test').memo<string>({ ttlMs: 60_000 });
    let builds = 0;
    const build = async () => `corpus ${++builds}`;
    const [a, b] = await Promise.all([memo.get('beta', build), memo.get('beta', build)]);
    expect([a, b, builds]).toEqual(['corpus 1', 'corpus 1', 1]);
    expect(await memo.get('galerieharfa', build)).toBe('corpus 2');
    expect(await memo.get('beta', build)).toBe('corpus 1');
  });

  it('keeps neither a failed build nor one that ran while the content changed', async () => {
    const caches = new ResponseCaches('http://api.test');
    const memo = caches.memo<string>({ ttlMs: 60_000 });
    await expect(
      memo.get('beta', async () => Promise.reject(new Error('db down'))),
    ).rejects.toThrow('db down');
    expect(await memo.get('beta', async () => 'after the blip')).toBe('after the blip');

    caches.clearTenant('beta');
    const slow = deferred<string>();
    const during = memo.get('beta', () => slow.promise);
    caches.clearTenant('beta'); // a write lands while the corpus is read
    slow.resolve('read before the write');
    expect(await during).toBe('read before the write');
    expect(await memo.get('beta', async () => 'read after the write')).toBe('read after the write');
  });

  it('builds again once its time is up', async () => {
    const memo = new ResponseCaches('http://api.test').memo<number>({ ttlMs: 0 });
    let builds = 0;
    await memo.get('beta', async () => ++builds);
    expect(await memo.get('beta', async () => ++builds)).toBe(2);
  });
});
