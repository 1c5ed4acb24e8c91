import { describe, expect, it } from 'vitest';

import { type ChunkCatalogs, type ChunkRegistry, chunkMessages } from './chunk-messages';

/** A chunk's catalogs as the build writes them, counting the requests per language. */
function chunk(messages: Record<string, Record<string, string>>, requests: string[] = []) {
  return Object.fromEntries(
    Object.entries(messages).map(([tag, byId]) => [
      tag,
      async () => {
        requests.push(tag);
        return { messages: byId };
      },
    ]),
  ) as ChunkCatalogs;
}

/** What the code appended to a chunk does (libs/i18n/vite.ts). */
async function importChunk(registry: ChunkRegistry, catalogs: ChunkCatalogs) {
  registry.chunks.push(catalogs);
  if (registry.load) await registry.load(catalogs);
}

describe('chunkMessages', () => {
  it('loads the registered chunks of one language, each once', async () => {
    const registry: ChunkRegistry = { chunks: [] };
    const requests: string[] = [];
    registry.chunks.push(chunk({ en: { a: 'Home' }, cs: { a: 'Domů' } }, requests));
    registry.chunks.push(chunk({ en: { b: 'Shops' }, cs: { b: 'Obchody' } }, requests));
    const messages = chunkMessages(registry);

    expect(await messages.load('cs')).toEqual({ a: 'Domů', b: 'Obchody' });
    expect(await messages.load('cs')).toEqual({ a: 'Domů', b: 'Obchody' });
    expect(requests).toEqual(['cs', 'cs']);
  });

  it('nothing is loaded for a chunk imported before the app has a language', async () => {
    const registry: ChunkRegistry = { chunks: [] };
    const requests: string[] = [];
    const messages = chunkMessages(registry);
    await importChunk(registry, chunk({ en: { a: 'Home' } }, requests));
    expect(requests).toEqual([]);
    await messages.load('en');
    expect(messages.catalog('en')).toEqual({ a: 'Home' });
  });

  it("a chunk imported later brings its messages into the language's catalog in place", async () => {
    const registry: ChunkRegistry = { chunks: [] };
    registry.chunks.push(chunk({ en: { a: 'Home' }, de: { a: 'Start' } }));
    const messages = chunkMessages(registry);
    const catalog = await messages.load('de');
    messages.settle('de');

    const requests: string[] = [];
    await importChunk(registry, chunk({ en: { b: 'Shops' }, de: { b: 'Geschäfte' } }, requests));
    expect(requests).toEqual(['de']);
    expect(catalog).toEqual({ a: 'Start', b: 'Geschäfte' });
    expect(messages.catalog('de')).toBe(catalog);
  });

  it('while a language is being activated, a chunk brings both the old and the new one', async () => {
    const registry: ChunkRegistry = { chunks: [] };
    registry.chunks.push(chunk({ en: { a: 'Home' }, sk: { a: 'Domov' } }));
    const messages = chunkMessages(registry);
    await messages.load('en');
    messages.settle('en');

    const switching = messages.load('sk', 'en');
    const requests: string[] = [];
    await importChunk(registry, chunk({ en: { b: 'Offers' }, sk: { b: 'Ponuky' } }, requests));
    await switching;
    expect(requests.sort()).toEqual(['en', 'sk']);
    expect(messages.catalog('en')).toEqual({ a: 'Home', b: 'Offers' });
    expect(messages.catalog('sk')).toEqual({ a: 'Domov', b: 'Ponuky' });
  });

  it('a failed request is tried again by the next activation', async () => {
    const registry: ChunkRegistry = { chunks: [] };
    let fail = true;
    registry.chunks.push({
      en: async () => {
        if (fail) throw new Error('Failed to fetch dynamically imported module');
        return { messages: { a: 'Home' } };
      },
    });
    const messages = chunkMessages(registry);
    await expect(messages.load('en')).rejects.toThrow('Failed to fetch');
    fail = false;
    expect(await messages.load('en')).toEqual({ a: 'Home' });
  });
});
