import { describe, expect, it } from 'vitest';
import { parseTenantConfig } from '@atrium/domain/tenant-config';
import { buildMeta, injectIndexMeta, runtimeConfigFromEnv, webManifest } from './build-artifacts';

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
  '<!doctype html><html lang="en"><head><title>Atrium</title></head><body></body></html>';

describe('tenant build artifacts', () => {
  it('writes the index meta tags of the default language and <html lang>', () => {
    const out = injectIndexMeta(html, tenantConfig);
    expect(out).toContain('<html lang="cs">');
    expect(out).toContain(`<title>${tenantConfig.pagesMetaTags.cz.index.title}</title>`);
    expect(out).toContain(
      `<meta name="keywords" content="${tenantConfig.pagesMetaTags.cz.index.keywords}" />`,
    );
  });

  it('escapes HTML in meta values', () => {
    const config = structuredClone(tenantConfig);
    config.pagesMetaTags.cz.index.title = 'A & <B>';
    expect(injectIndexMeta(html, config)).toContain('<title>A &amp; &lt;B&gt;</title>');
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
});
