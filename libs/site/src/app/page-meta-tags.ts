import type { Locale } from '@atrium/domain/locales';
import type { LanguageMetaTags } from '@atrium/domain/tenant-config';

/**
 * The tenant's page meta tags (tenant.config.ts `pagesMetaTags`), one language at a time: each is
 * a module of its own, which the root route's `beforeLoad` loads for the page's language before
 * any head is made (issue 22: the entry carried all four).
 */
export type PageMetaTags = {
  load(locale: Locale): Promise<void>;
  /** `locale`'s tags, once `load(locale)` has resolved. */
  of(locale: Locale): LanguageMetaTags;
};

export function pageMetaTags(
  loaders: Record<Locale, () => Promise<LanguageMetaTags>>,
): PageMetaTags {
  const loaded = new Map<Locale, LanguageMetaTags>();
  const loading = new Map<Locale, Promise<void>>();
  return {
    load(locale) {
      let load = loading.get(locale);
      if (!load) {
        load = loaders[locale]().then(
          (tags) => void loaded.set(locale, tags),
          (error: unknown) => {
            loading.delete(locale); // offline for a moment: the next navigation tries again
            throw error;
          },
        );
        loading.set(locale, load);
      }
      return load;
    },
    of(locale) {
      const tags = loaded.get(locale);
      if (!tags) throw new Error(`The page meta tags of ${locale} are not loaded`);
      return tags;
    },
  };
}
