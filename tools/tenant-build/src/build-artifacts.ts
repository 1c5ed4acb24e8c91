import type { TenantConfig } from '@atrium/domain/tenant-config';
import { toLanguageTag } from '@atrium/domain/locales';
import { parseRuntimeConfig, type RuntimeConfig } from '@atrium/domain/runtime-config';

/** The build's defaults for `runtime-config.json`, from the building environment. */
export function runtimeConfigFromEnv(
  env: Record<string, string | undefined>,
  buildId: string,
): RuntimeConfig {
  return parseRuntimeConfig({
    apiBaseUrl: env.ATRIUM_API_URL ?? 'http://localhost:3333',
    settingsUrl: env.ATRIUM_SETTINGS_URL ?? null,
    realtime: {
      key: env.ATRIUM_REALTIME_KEY ?? 'atrium-key',
      cluster: env.ATRIUM_REALTIME_CLUSTER ?? 'local',
      host: env.ATRIUM_REALTIME_HOST ?? 'localhost',
      port: Number(env.ATRIUM_REALTIME_PORT ?? 6001),
      forceTLS: env.ATRIUM_REALTIME_TLS === 'true',
    },
    buildId,
  });
}

export function newBuildId(now = new Date()): string {
  const stamp = now
    .toISOString()
    .replace(/[-:TZ.]/g, '')
    .slice(0, 14);
  return `${stamp}-${Math.random().toString(36).slice(2, 8)}`;
}

/**
 * Writes `<html lang>` of the tenant's default language. Page head tags (title, description,
 * og:*) are not in the shell: every page's come from its route (`<HeadContent />`), written by the
 * server render or, for a page the browser renders, by the router; one writer per document.
 */
export function setDocumentLanguage(html: string, config: TenantConfig): string {
  return html.replace(/<html[^>]*>/, `<html lang="${toLanguageTag(config.defaultLocale)}">`);
}

/**
 * The entry's module script and its modulepreloads fetched at low priority (issue 22). A module
 * script never holds the first paint, but at its default High priority it shares a slow link with
 * the stylesheet and the largest picture, which the server-rendered page needs first (and
 * Lighthouse counts a High-priority script as render-blocking). Home's first paint 1.93–1.97 s →
 * 0.91–0.92 s in Lighthouse's mobile run (docs/benchmarks.md); the app hydrates once its script
 * arrives, as before. Applied after Vite has written the tags.
 */
export function entryAtLowPriority(html: string): string {
  return html.replace(
    /<(script type="module"|link rel="modulepreload")(?![^>]*fetchpriority)/g,
    '<$1 fetchpriority="low"',
  );
}

/**
 * Writes an SVG sprite (a file of `<symbol>`s, e.g. the site's nav-icons.svg) at the start of
 * `<body>`, its comments and the space between its tags dropped: every page then draws its icons
 * with `<use href="#…">` and their paths are HTML the parser reads before the header, not
 * JavaScript of the entry (issue 22).
 */
export function withBodySprite(html: string, sprite: string): string {
  const compact = sprite
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/>\s+</g, '><')
    .trim();
  return html.replace(/<body([^>]*)>/, (tag) => `${tag}${compact}`);
}

/** `builds/latest.json`: polled hourly by the site to notice a new deployment (spec section 4). */
export function latestBuild(buildId: string, now = new Date()) {
  return { id: buildId, timestamp: now.getTime() };
}

/** `builds/meta/<buildId>.json`: route matching and prerender detection (spec section 7). */
export function buildMeta(buildId: string, now = new Date()) {
  return {
    id: buildId,
    timestamp: now.getTime(),
    matcher: { static: {}, wildcard: {} },
    prerendered: [],
  };
}

export function webManifest(config: TenantConfig) {
  const { name, shortName, themeColor } = config.manifest;
  return {
    name,
    short_name: shortName,
    lang: toLanguageTag(config.defaultLocale),
    start_url: `/${config.defaultLocale}`,
    display: 'standalone',
    background_color: '#ffffff',
    theme_color: themeColor,
    icons: [
      { src: '/favicon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' },
      { src: '/icon-192.png', sizes: '192x192', type: 'image/png' },
      { src: '/icon-512.png', sizes: '512x512', type: 'image/png' },
    ],
  };
}

/**
 * `favicon.ico` for what asks for it by that name (browsers on pages without an icon link, such
 * as a JSON document; crawlers): one square PNG in an ICO container, which every browser since
 * 2007 reads. The container is a 6-byte header and one 16-byte directory entry, too little to
 * justify a dependency.
 */
export function icoFromPng(png: Buffer, size: number): Buffer {
  if (size < 1 || size > 256) throw new RangeError(`an ICO image is 1 to 256 pixels, not ${size}`);
  const header = Buffer.alloc(6 + 16);
  header.writeUInt16LE(0, 0); // reserved
  header.writeUInt16LE(1, 2); // type: icon
  header.writeUInt16LE(1, 4); // one image
  header.writeUInt8(size % 256, 6); // width (0 means 256)
  header.writeUInt8(size % 256, 7); // height
  header.writeUInt8(0, 8); // no palette
  header.writeUInt8(0, 9); // reserved
  header.writeUInt16LE(1, 10); // colour planes
  header.writeUInt16LE(32, 12); // bits per pixel
  header.writeUInt32LE(png.length, 14); // image size
  header.writeUInt32LE(header.length, 18); // image offset
  return Buffer.concat([header, png]);
}
