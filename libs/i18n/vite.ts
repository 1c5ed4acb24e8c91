import { createHash } from 'node:crypto';
import path from 'node:path';

import { getConfig } from '@lingui/conf';
import { createCompiledCatalog, getCatalogDependentFiles, getCatalogs } from '@lingui/cli/api';
import { lingui } from '@lingui/vite-plugin';
import babel from '@rolldown/plugin-babel';
import type { Plugin, PluginOption } from 'vite';

import { catalogRegistrationCode } from './src/chunk-catalog-code';

/** Absolute path of the workspace's one Lingui config (Nx loads Vite configs from the root). */
export const LINGUI_CONFIG_PATH = path.resolve(import.meta.dirname, '../../lingui.config.ts');

export type LinguiVitePluginOptions = {
  /**
   * Browser builds of a tenant: each chunk brings its own messages (`chunkCatalogs()`) instead of
   * the page loading the whole catalog. Off for Storybook and tests.
   */
  chunkCatalogs?: boolean;
};

/**
 * The Vite plugins every browser build needs for Lingui: the macro (through Babel, since
 * @vitejs/plugin-react 6 has no `babel` option) and the PO catalog compiler. Use them in the tenant
 * Vite factory, Storybook's `viteFinal` and every vitest config that renders translated code.
 */
export function linguiVitePlugins(options: LinguiVitePluginOptions = {}): PluginOption[] {
  return [
    babel({ plugins: ['@lingui/babel-plugin-lingui-macro'] }),
    lingui({ configPath: LINGUI_CONFIG_PATH, failOnCompileError: true }),
    ...(options.chunkCatalogs ? [chunkCatalogs()] : []),
  ];
}

/** The site's catalog in lingui.config.ts (`{locale}` as Lingui writes it there). */
const SITE_CATALOG_PATH = path.resolve(import.meta.dirname, 'src/locales/{locale}/messages');

/** A message id as the macro writes it (six characters of a hash) in a string literal. */
const QUOTED_ID = /["'`]([A-Za-z0-9+/_-]{6})["'`]/g;

/**
 * Per-chunk catalogs (issue 22), browser build only (`vite build`, not `--ssr`; the server
 * renderer and the dev server load whole catalogs). The `.po` files stay the one source: for
 * every chunk, the messages whose ids occur in its code are written to one small module per
 * language next to it (`assets/messages-<lang>-<hash>.js`, compiled like @lingui/vite-plugin
 * compiles a whole catalog, with the same fallbacks), and the chunk gets code appended that
 * registers their loaders and, once the app has a language, awaits them (see
 * src/chunk-messages.ts). `import.meta.env.ATRIUM_CHUNK_CATALOGS` tells `activateLocale`.
 *
 * An id is found by value, so a descriptor defined in one chunk and translated in another
 * (`msg` tables) is loaded with the chunk that defines it, which the other imports.
 */
export function chunkCatalogs(): Plugin {
  let compiled = new Map<string, Record<string, unknown>>();
  const files = new Map<string, string>();
  return {
    name: 'atrium-lingui-chunk-catalogs',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    config: () => ({ define: { 'import.meta.env.ATRIUM_CHUNK_CATALOGS': 'true' } }),
    async buildStart() {
      const config = getConfig({ configPath: LINGUI_CONFIG_PATH });
      compiled = new Map();
      files.clear();
      // Only the site's catalog: the config also lists the staff console's, whose messages (some
      // with the same source text, untranslated yet) must not replace the site's.
      const catalogs = (await getCatalogs(config)).filter((c) => c.path === SITE_CATALOG_PATH);
      if (catalogs.length !== 1) throw new Error(`No Lingui catalog at ${SITE_CATALOG_PATH}`);
      for (const catalog of catalogs) {
        for (const locale of config.locales) {
          for (const file of await getCatalogDependentFiles(catalog, locale)) {
            this.addWatchFile(file);
          }
          const { messages } = await catalog.getTranslations(locale, {
            fallbackLocales: config.fallbackLocales || {},
            sourceLocale: config.sourceLocale ?? locale,
          });
          // Lingui 6 normalises `pseudoLocale` to a list; the compiler takes the one of this locale.
          const pseudo = config.pseudoLocale.find((entry) => entry.locale === locale);
          const { source, errors } = createCompiledCatalog(locale, messages, {
            namespace: 'json',
            pseudoLocale: pseudo?.locale,
            pseudoLocaleOptions: pseudo?.options,
          });
          if (errors.length > 0) {
            throw new Error(`${locale}: ${errors.map((e) => `${e.id}: ${e.error}`).join('; ')}`);
          }
          const parsed = JSON.parse(source) as { messages: Record<string, unknown> };
          compiled.set(locale, { ...compiled.get(locale), ...parsed.messages });
        }
      }
    },
    renderChunk(code, chunk) {
      const all = compiled.values().next().value;
      if (!all) return null;
      const ids = new Set<string>();
      for (const [, id] of code.matchAll(QUOTED_ID)) if (id! in all) ids.add(id!);
      if (ids.size === 0) return null;
      const sorted = [...ids].sort();
      const directory = path.posix.dirname(chunk.fileName);
      const loaders = [...compiled].map(([locale, messages]) => {
        const subset = Object.fromEntries(sorted.map((id) => [id, messages[id]]));
        const source = `export const messages=JSON.parse(${JSON.stringify(JSON.stringify(subset))});\n`;
        const hash = createHash('sha256').update(source).digest('base64url').slice(0, 10);
        const fileName = path.posix.join(directory, `messages-${locale}-${hash}.js`);
        files.set(fileName, source);
        return { locale, specifier: `./${path.posix.relative(directory, fileName)}` };
      });
      // Appended, so the chunk's source map stays as it is.
      return { code: code + catalogRegistrationCode(loaders), map: null };
    },
    generateBundle() {
      for (const [fileName, source] of files) this.emitFile({ type: 'asset', fileName, source });
    },
  };
}
