import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { parseTenantConfig } from '@atrium/domain/tenant-config';
import {
  buildMeta,
  icoFromPng,
  setDocumentLanguage,
  entryAtLowPriority,
  runtimeConfigFromEnv,
  webManifest,
  withBodySprite,
} from './build-artifacts';
import { NAV_ICON_SPRITE } from './tenant-vite-config';

const meta = (title: string) => ({
  index: { title, description: `${title} description`, keywords: 'mall' },
});
const tenantConfig = parseTenantConfig({
  tenantId: 'galerieharfa',
  tenantSecondLevelDomain: 'galerieharfa',
  defaultLocale: 'cz',
  pagesMetaTags: {
    en: meta('Harfa'),
    cz: meta('Galerie Harfa – nákupní centrum'),
    sk: meta('Harfa SK'),
    de: meta('Harfa DE'),
  },
  gtmId: 'GTM-HARFA01',
  metaId: '1',
  manifest: { name: 'Galerie Harfa', shortName: 'Harfa', themeColor: '#8c1f3f' },
});

const html =
  '<!doctype html><html lang="en"><head><meta charset="UTF-8" /></head><body></body></html>';

describe('tenant build artifacts', () => {
  it('writes <html lang> of the default language and no page head tags', () => {
    const out = setDocumentLanguage(html, tenantConfig);
    expect(out).toContain('<html lang="cs">');
    // A page's title and description are its route's (one writer per document).
    expect(out).not.toContain(tenantConfig.pagesMetaTags.cz.index.title);
    expect(out).not.toContain('name="description"');
  });

  it("fetches the entry's scripts at low priority, and nothing else", () => {
    const html = [
      '<link rel="stylesheet" crossorigin href="/assets/style.css">',
      '<link rel="modulepreload" crossorigin href="/assets/runtime.js">',
      '<script type="module" crossorigin src="/assets/index.js"></script>',
      '<script type="module" fetchpriority="high" src="/assets/other.js"></script>',
    ].join('\n');
    expect(entryAtLowPriority(html).split('\n')).toEqual([
      '<link rel="stylesheet" crossorigin href="/assets/style.css">',
      '<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/runtime.js">',
      '<script type="module" fetchpriority="low" crossorigin src="/assets/index.js"></script>',
      '<script type="module" fetchpriority="high" src="/assets/other.js"></script>',
    ]);
  });

  it("writes the site's icon sprite first in <body>, without comments or blank space", async () => {
    const sprite = await readFile(NAV_ICON_SPRITE, 'utf8');
    const out = withBodySprite('<html><body class="x"><div id="root"></div></body></html>', sprite);
    expect(out).toMatch(
      /^<html><body class="x"><svg [^>]*style="display: none"><symbol id="nav-icon-home"/,
    );
    expect(out).toContain('</symbol></svg><div id="root"></div>');
    expect(out).not.toContain('<!--');
    expect(out.match(/<symbol /g)).toHaveLength(31);
  });

  it('takes runtime configuration from the environment with local defaults', () => {
    const config = runtimeConfigFromEnv({ ATRIUM_API_URL: 'https://api.example.test' }, 'b1');
    expect(config).toMatchObject({
      apiBaseUrl: 'https://api.example.test',
      buildId: 'b1',
      realtime: { port: 6001 },
    });
    expect(() => runtimeConfigFromEnv({ ATRIUM_API_URL: 'not a url' }, 'b1')).toThrow(/apiBaseUrl/);
  });

  it('describes the build and the installable app', () => {
    expect(buildMeta('b1')).toMatchObject({ id: 'b1', prerendered: [] });
    expect(webManifest(tenantConfig)).toMatchObject({ name: 'Galerie Harfa', start_url: '/cz' });
  });

  it('wraps a PNG as favicon.ico: one 32-bit image entry pointing at the PNG bytes', () => {
    const png = Buffer.from('89504e470d0a1a0a0000', 'hex');
    const ico = icoFromPng(png, 32);
    expect([...ico.subarray(0, 6)]).toEqual([0, 0, 1, 0, 1, 0]);
    expect(ico.readUInt8(6)).toBe(32);
    expect(ico.readUInt16LE(12)).toBe(32);
    expect(ico.readUInt32LE(14)).toBe(png.length);
    expect(ico.subarray(ico.readUInt32LE(18)).equals(png)).toBe(true);
    expect(icoFromPng(png, 256).readUInt8(6)).toBe(0);
    expect(() => icoFromPng(png, 300)).toThrow(RangeError);
  });
});
