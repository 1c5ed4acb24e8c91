import { isLocale, LOCALES } from '@atrium/domain/locales';
import { siteTenantOf, type TenantConfig } from '@atrium/domain/tenant-config';

/** The tenant's config as the site imports it (libs/site/src/virtual-modules.d.ts). */
export const TENANT_MODULE_ID = 'virtual:atrium-tenant';
/** One language's page meta tags: `virtual:atrium-meta-tags-cz`. */
const META_TAGS_MODULE_PREFIX = 'virtual:atrium-meta-tags-';

/** Whether the build's tenant plugin serves `id` (its resolved id is `\0` + `id`). */
export function isTenantModule(id: string): boolean {
  return (
    id === TENANT_MODULE_ID ||
    (id.startsWith(META_TAGS_MODULE_PREFIX) && isLocale(id.slice(META_TAGS_MODULE_PREFIX.length)))
  );
}

/**
 * The source of a module `isTenantModule` accepts. `virtual:atrium-tenant` is the site's part of
 * the config and, per language, a loader of its page meta tags, each a module of its own: the
 * browser's entry carries no language's tags, and a page loads its own language's beside its
 * messages (issue 22).
 */
export function tenantModuleSource(config: TenantConfig, id: string): string {
  if (id === TENANT_MODULE_ID) {
    const loaders = LOCALES.map(
      (locale) =>
        `${locale}: () => import(${JSON.stringify(META_TAGS_MODULE_PREFIX + locale)}).then((module) => module.default)`,
    );
    return `export default ${JSON.stringify(siteTenantOf(config))};\nexport const metaTagsByLocale = { ${loaders.join(', ')} };\n`;
  }
  const locale = id.slice(META_TAGS_MODULE_PREFIX.length);
  if (!isLocale(locale)) throw new Error(`not a tenant module: ${id}`);
  return `export default ${JSON.stringify(config.pagesMetaTags[locale])};\n`;
}
