import { parseTenantConfig } from '@atrium/domain/tenant-config';
import { describe, expect, it } from 'vitest';
import { isTenantModule, tenantModuleSource, TENANT_MODULE_ID } from './tenant-modules';

const meta = (title: string) => ({
  index: { title, description: `${title}.`, keywords: 'mall' },
});
const config = parseTenantConfig({
  tenantId: 'galerieharfa',
  tenantSecondLevelDomain: 'galerieharfa',
  defaultLocale: 'cz',
  pagesMetaTags: {
    en: meta('Harfa'),
    cz: { ...meta('Galerie Harfa'), offers: meta('Nabídky – Harfa').index },
    sk: meta('Harfa SK'),
    de: meta('Harfa DE'),
  },
  gtmId: 'GTM-HARFA01',
  metaId: '1',
  manifest: { name: 'Galerie Harfa', shortName: 'Harfa', themeColor: '#8c1f3f' },
});

/** A generated module's `export default` value. */
function defaultExport(source: string): unknown {
  const match = /^export default (.*);$/m.exec(source);
  if (!match?.[1]) throw new Error(`no default export in ${source}`);
  return JSON.parse(match[1]) as unknown;
}

describe('the tenant modules of a build', () => {
  it('give the site its part of the config, and no language’s page meta tags', () => {
    const source = tenantModuleSource(config, TENANT_MODULE_ID);
    expect(defaultExport(source)).toEqual({
      tenantId: 'galerieharfa',
      defaultLocale: 'cz',
      gtmId: 'GTM-HARFA01',
      metaId: '1',
    });
    expect(source).not.toContain('Galerie Harfa');
    for (const locale of ['en', 'cz', 'sk', 'de']) {
      expect(source).toContain(`${locale}: () => import("virtual:atrium-meta-tags-${locale}")`);
    }
  });

  it('give each language’s page meta tags a module of their own', () => {
    expect(isTenantModule('virtual:atrium-meta-tags-cz')).toBe(true);
    expect(defaultExport(tenantModuleSource(config, 'virtual:atrium-meta-tags-cz'))).toEqual(
      config.pagesMetaTags.cz,
    );
    expect(defaultExport(tenantModuleSource(config, 'virtual:atrium-meta-tags-de'))).toEqual(
      config.pagesMetaTags.de,
    );
  });

  it('serve nothing else', () => {
    expect(isTenantModule('virtual:atrium-meta-tags-xx')).toBe(false);
    expect(isTenantModule('virtual:atrium-meta-tags-')).toBe(false);
    expect(isTenantModule('virtual:atrium-tenant/extra')).toBe(false);
    expect(() => tenantModuleSource(config, 'virtual:atrium-meta-tags-xx')).toThrow(
      /not a tenant module/,
    );
  });
});
