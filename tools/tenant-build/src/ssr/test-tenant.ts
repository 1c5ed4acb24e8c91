import { parseTenantConfig } from '@atrium/domain/tenant-config';

const index = (title: string) => ({ index: { title, description: `${title}.`, keywords: 'mall' } });

/** `virtual:atrium-tenant` in the SSR tests: the demo tenant `beta` (its API data is seeded). */
export default parseTenantConfig(
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
