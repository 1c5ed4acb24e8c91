import { z } from 'zod';
import { LOCALES } from './locales';

const metaTagsSchema = z.object({
  title: z.string().min(1),
  description: z.string().min(1),
  keywords: z.string(),
});
export type PageMetaTags = z.infer<typeof metaTagsSchema>;

/** Meta tags per page key; the index page is required, other pages optional. */
const pageMetaTagsSchema = z.object({ index: metaTagsSchema }).catchall(metaTagsSchema);
/** One language's meta tags of every page key (`pagesMetaTags.<locale>`). */
export type LanguageMetaTags = z.infer<typeof pageMetaTagsSchema>;

/** The specification's tenant configuration (spec section 1), one per tenant app. */
export const tenantConfigSchema = z.object({
  tenantId: z.string().regex(/^[a-z0-9-]+$/, 'lowercase letters, digits and dashes only'),
  tenantSecondLevelDomain: z.string().min(1),
  /** The language a visitor sees on `/` when neither cookie nor browser decides. */
  defaultLocale: z.enum(LOCALES),
  pagesMetaTags: z.object({
    en: pageMetaTagsSchema,
    cz: pageMetaTagsSchema,
    sk: pageMetaTagsSchema,
    de: pageMetaTagsSchema,
  }),
  gtmId: z.string().regex(/^GTM-[A-Z0-9]+$/, 'a tag-manager container id such as GTM-ABC123'),
  metaId: z.string().regex(/^[0-9]+$/, 'a numeric social pixel id'),
  /** The installable web app's name and colours (manifest.webmanifest). */
  manifest: z.object({
    name: z.string().min(1),
    shortName: z.string().min(1).max(12),
    themeColor: z.string().regex(/^#[0-9a-f]{6}$/i, 'a #rrggbb colour'),
  }),
});
export type TenantConfig = z.infer<typeof tenantConfigSchema>;

/** Parses a tenant config; the error names every bad key, e.g. `pagesMetaTags.de.index.title`. */
export function parseTenantConfig(raw: unknown, source = 'tenant.config.ts'): TenantConfig {
  const result = tenantConfigSchema.safeParse(raw);
  if (result.success) return result.data;
  const problems = result.error.issues.map(
    (issue) => `  ${issue.path.join('.') || '(root)'}: ${issue.message}`,
  );
  throw new Error(`Invalid tenant config in ${source}:\n${problems.join('\n')}`);
}

/**
 * What the site's code reads of its tenant config (the build's `virtual:atrium-tenant`, in the
 * browser and the server renderer): the build's other keys (the web app manifest, the domain) stay
 * at build time, and the page meta tags load one language at a time (issue 22).
 */
export type SiteTenant = Pick<TenantConfig, 'tenantId' | 'defaultLocale' | 'gtmId' | 'metaId'>;

export function siteTenantOf(config: TenantConfig): SiteTenant {
  const { tenantId, defaultLocale, gtmId, metaId } = config;
  return { tenantId, defaultLocale, gtmId, metaId };
}
