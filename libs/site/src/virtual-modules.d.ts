declare module 'virtual:atrium-tenant' {
  import type { Locale } from '@atrium/domain/locales';
  import type { LanguageMetaTags, SiteTenant } from '@atrium/domain/tenant-config';
  /** The build's tenant (tools/tenant-build/src/tenant-modules.ts). */
  const tenant: SiteTenant;
  export default tenant;
  /** Each language's page meta tags, a module of its own. */
  export const metaTagsByLocale: Record<Locale, () => Promise<LanguageMetaTags>>;
}
