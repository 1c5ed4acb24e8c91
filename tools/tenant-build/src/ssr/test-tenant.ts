import { parseTenantConfig, siteTenantOf } from '@atrium/domain/tenant-config';

const index = (title: string) => ({ index: { title, description: `${title}.`, keywords: 'mall' } });

/** `virtual:atrium-tenant` in the SSR tests: the demo tenant `beta` (its API data is seeded). */
const config = parseTenantConfig(
  {
    tenantId: 'beta',
    tenantSecondLevelDomain: 'atrium-beta',
    defaultLocale: 'en',
    pagesMetaTags: {
      en: index('Atrium Beta – shopping centre in Prague'),
      cz: index('Atrium Beta – nákupní centrum, Praha'),
      sk: index('Atrium Beta – nákupné centrum, Praha'),
      de: index('Atrium Beta – Einkaufszentrum in Prag'),
    },
    gtmId: 'GTM-ATRBETA',
    metaId: '100000000000001',
    manifest: { name: 'Atrium Beta', shortName: 'Atrium', themeColor: '#1f4e8c' },
  },
  'tools/tenant-build/src/ssr/test-tenant.ts',
);

export default siteTenantOf(config);
export const metaTagsByLocale = {
  en: async () => config.pagesMetaTags.en,
  cz: async () => config.pagesMetaTags.cz,
  sk: async () => config.pagesMetaTags.sk,
  de: async () => config.pagesMetaTags.de,
};
