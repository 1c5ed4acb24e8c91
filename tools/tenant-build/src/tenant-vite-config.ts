import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { localTenantByApp, type LocalTenant } from '@atrium/domain/local-tenants';
import { ROUTE_CODE_FILE } from '@atrium/domain/route-code';
import { parseTenantConfig, type TenantConfig } from '@atrium/domain/tenant-config';
import react from '@vitejs/plugin-react';
import sharp from 'sharp';
import type { Plugin, UserConfig } from 'vite';
import {
  buildMeta,
  icoFromPng,
  setDocumentLanguage,
  entryAtLowPriority,
  latestBuild,
  newBuildId,
  runtimeConfigFromEnv,
  webManifest,
  withBodySprite,
} from './build-artifacts';
import { precompressPlugin } from './precompress';
import { chunksOf, loadedWithEntry } from './bundle-graph';
import { routeCodeMap } from './route-code';
import { siteBuildPlugins } from './site-build-plugins';
import { isTenantModule, tenantModuleSource } from './tenant-modules';

const workspaceRoot = path.resolve(import.meta.dirname, '../../..');
const siteRoot = path.join(workspaceRoot, 'libs/site');
const SERVER_DOMPURIFY = path.join(siteRoot, 'src/server/dompurify-server.ts');
/** The navigation icons' sprite, written into every page's `<body>` (NavIcon draws from it). */
export const NAV_ICON_SPRITE = path.join(siteRoot, 'src/frame/navigation/nav-icons.svg');
/**
 * TanStack Store imports the React 17 shim of `useSyncExternalStoreWithSelector`; with React 19 the
 * shim only hands over to React's own hook, so the entry takes the shim-free build (0.2 KB gzip).
 */
const SYNC_STORE_WITHOUT_SHIM = {
  find: /^use-sync-external-store\/shim\/with-selector(\.js)?$/,
  replacement: 'use-sync-external-store/with-selector.js',
};

export interface TenantViteOptions {
  /** The tenant app's folder (`import.meta.dirname` of its vite.config.ts). */
  appDir: string;
  /** The raw default export of the app's tenant.config.ts, validated here. */
  tenantConfig: unknown;
}

/**
 * The app's row of the workspace's tenant table (libs/domain/src/local-tenants.json), checked
 * against its tenant.config.ts so the two can never name different tenants or languages.
 */
function localTenantOf(appDir: string, config: TenantConfig): LocalTenant {
  const tenant = localTenantByApp(path.basename(appDir));
  for (const key of ['tenantId', 'defaultLocale'] as const) {
    if (tenant[key] !== config[key]) {
      throw new Error(
        `${tenant.app}: ${key} is "${config[key]}" in tenant.config.ts but "${tenant[key]}" in libs/domain/src/local-tenants.json`,
      );
    }
  }
  return tenant;
}

/** The one Vite configuration every tenant app calls: the site built with that tenant's config. */
export function tenantViteConfig({ appDir, tenantConfig }: TenantViteOptions): UserConfig {
  const config = parseTenantConfig(tenantConfig, path.join(appDir, 'tenant.config.ts'));
  const { port } = localTenantOf(appDir, config);
  const buildId = process.env.BUILD_ID ?? newBuildId();

  const tenantPlugin: Plugin = {
    name: 'atrium-tenant',
    resolveId: (id) => (isTenantModule(id) ? `\0${id}` : undefined),
    load: (id) =>
      id.startsWith('\0') && isTenantModule(id.slice(1))
        ? tenantModuleSource(config, id.slice(1))
        : undefined,
    transformIndexHtml: {
      order: 'post',
      handler: async (html) =>
        withBodySprite(
          entryAtLowPriority(setDocumentLanguage(html, config)),
          await readFile(NAV_ICON_SPRITE, 'utf8'),
        ),
    },
    async generateBundle() {
      if (ssrBuild) return; // the server entry's build emits no site assets
      const emitJson = (fileName: string, value: unknown) =>
        this.emitFile({ type: 'asset', fileName, source: JSON.stringify(value, null, 2) });
      emitJson('runtime-config.json', runtimeConfigFromEnv(process.env, buildId));
      emitJson('builds/latest.json', latestBuild(buildId));
      emitJson(`builds/meta/${buildId}.json`, buildMeta(buildId));
      emitJson('manifest.webmanifest', webManifest(config));
      const favicon = await readFile(path.join(appDir, 'public/favicon.svg'));
      for (const size of [192, 512]) {
        const png = await sharp(favicon, { density: 300 }).resize(size, size).png().toBuffer();
        this.emitFile({ type: 'asset', fileName: `icon-${size}.png`, source: png });
      }
      const png32 = await sharp(favicon, { density: 300 }).resize(32, 32).png().toBuffer();
      this.emitFile({ type: 'asset', fileName: 'favicon.ico', source: icoFromPng(png32, 32) });
    },
  };

  /**
   * Vite's preload of a lazy chunk lists every chunk it imports, the entry's own among them: a
   * `<link rel="modulepreload">` appended at run time for a module already loaded, a few
   * milliseconds of the main thread each on a phone (issue 22). The entry's chunks are known once
   * the bundle is (`generateBundle`, before Vite writes the preload lists) and left out.
   */
  let entryChunks = new Set<string>();
  const entryChunksPlugin: Plugin = {
    name: 'atrium-entry-chunks',
    generateBundle: {
      order: 'pre',
      handler(_options, bundle) {
        entryChunks = loadedWithEntry(chunksOf(bundle));
      },
    },
  };

  /**
   * The visible-link prefetch's map (`route-code.json`), written from the bundle as it will be
   * written: after Vite's own plugins, which drop the chunks that only imported CSS.
   */
  const routeCodePlugin: Plugin = {
    name: 'atrium-route-code',
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        if (ssrBuild) return;
        const map = routeCodeMap(bundle, `${path.join(siteRoot, 'src')}/`);
        this.emitFile({ type: 'asset', fileName: ROUTE_CODE_FILE, source: JSON.stringify(map) });
      },
    },
  };

  /**
   * `vite build --ssr src/server/render.tsx` (issue 12): the same site built as a Node module for
   * the server renderer, written to `<app>/dist-server`; the client build is unchanged.
   */
  let ssrBuild = false;
  const ssrPlugin: Plugin = {
    name: 'atrium-ssr-build',
    config(_config, env) {
      if (!env.isSsrBuild) {
        return {
          build: {
            rolldownOptions: {
              output: {
                // Every module the entry loads at once in one chunk: its 28 small shared chunks
                // were 28 requests before the first render (docs/benchmarks.md, issue 22).
                codeSplitting: { groups: [{ name: 'app', tags: ['$initial'] }] },
              },
            },
          },
        };
      }
      ssrBuild = true;
      return {
        build: {
          outDir: path.join(appDir, 'dist-server'),
          emptyOutDir: true,
          sourcemap: true,
          target: 'node24',
          copyPublicDir: false,
          rollupOptions: { output: { entryFileNames: 'render.js' } },
        },
        // DOMPurify needs a DOM: the server build gets the same sanitiser over a jsdom window.
        resolve: { alias: [{ find: /^dompurify$/, replacement: SERVER_DOMPURIFY }] },
      };
    },
  };

  return {
    root: siteRoot,
    publicDir: path.join(appDir, 'public'),
    cacheDir: path.join(appDir, 'node_modules/.vite'),
    plugins: [
      ssrPlugin,
      tenantPlugin,
      ...siteBuildPlugins(),
      react(),
      entryChunksPlugin,
      routeCodePlugin,
      precompressPlugin(),
    ],
    resolve: { alias: [SYNC_STORE_WITHOUT_SHIM] },
    build: {
      outDir: path.join(appDir, 'dist'),
      emptyOutDir: true,
      sourcemap: true,
      target: 'es2022',
      // One stylesheet for the whole site (about 11 KB compressed): server-rendered HTML of a
      // lazily loaded component (the hero carousel, a page chunk) is styled from the first paint
      // instead of shifting when its chunk's CSS arrives.
      cssCodeSplit: false,
      modulePreload: {
        resolveDependencies: (_file, dependencies) =>
          dependencies.filter((dependency) => !entryChunks.has(dependency)),
      },
    },
    server: { port, strictPort: true },
    preview: { port, strictPort: true },
  };
}
