import { CHUNK_MESSAGES_GLOBAL } from './chunk-messages';

/** One chunk catalog's loader: its language tag and its path relative to the chunk (`./…`). */
export type CatalogLoader = { locale: string; specifier: string };

/**
 * The code `chunkCatalogs()` (libs/i18n/vite.ts) appends to a chunk: it registers the chunk's
 * catalog loaders and, once the app has a language, awaits its messages (src/chunk-messages.ts).
 */
export function catalogRegistrationCode(loaders: CatalogLoader[]): string {
  const registry = `globalThis.${CHUNK_MESSAGES_GLOBAL}`;
  const entries = loaders.map(
    ({ locale, specifier }) => `${JSON.stringify(locale)}:()=>import(${JSON.stringify(specifier)})`,
  );
  return (
    `\n{const r=(${registry}??={chunks:[]}),c={${entries.join(',')}};` +
    `r.chunks.push(c);if(r.load)await r.load(c)}\n`
  );
}

/**
 * A loader as `catalogRegistrationCode` writes it, before or after minification (which may drop
 * the key's quotes and turn the specifier's into backticks).
 */
const LOADER = /["']?([a-z]{2})["']?:\(\)=>import\([`'"](\.\/messages-[a-z]{2}-[\w-]+\.js)[`'"]\)/g;

/** The catalog loaders in a built chunk's code (the build's visible-link prefetch map reads them). */
export function catalogLoadersIn(code: string): CatalogLoader[] {
  return [...code.matchAll(LOADER)].map(([, locale, specifier]) => ({
    locale: locale!,
    specifier: specifier!,
  }));
}
