import { describe, expect, it } from 'vitest';
import { parseTenantConfig } from './tenant-config';

const meta = { index: { title: 'T', description: 'D', keywords: 'k' } };
const valid = {
  tenantId: 'beta',
  tenantSecondLevelDomain: 'atrium-beta',
  defaultLocale: 'cz',
  pagesMetaTags: { en: meta, cz: meta, sk: meta, de: meta },
  gtmId: 'GTM-ABC123',
  metaId: '123456',
  manifest: { name: 'Atrium Beta', shortName: 'Beta', themeColor: '#123456' },
};

describe('parseTenantConfig', () => {
  it('accepts a complete config', () => {
    expect(parseTenantConfig(valid).tenantId).toBe('beta');
  });

  it('names the bad key when a language lacks its index title', () => {
    const broken = {
      ...valid,
      pagesMetaTags: { ...valid.pagesMetaTags, de: { index: { description: 'D', keywords: '' } } },
    };
    expect(() => parseTenantConfig(broken)).toThrow(/pagesMetaTags\.de\.index\.title/);
  });

  it('rejects a malformed tag-manager id', () => {
    expect(() => parseTenantConfig({ ...valid, gtmId: 'nope' })).toThrow(/gtmId/);
  });
});
