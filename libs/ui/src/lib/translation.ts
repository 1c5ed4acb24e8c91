import { useLingui } from '@lingui/react';

import type { Locale } from '@atrium/domain/locales';

import { localeFromTag } from './locale';

/** The entry for `locale`, else Czech (the fallback language), else the first one. */
export function pickTranslation<T extends { locale: string }>(
  translations: readonly T[] | undefined,
  locale: Locale,
): T | undefined {
  if (!translations?.length) return undefined;
  return (
    translations.find((t) => t.locale === locale) ??
    translations.find((t) => t.locale === 'cz') ??
    translations[0]
  );
}

/** The URL locale (`cz`, `en`, …) of the active Lingui language. */
export function useUiLocale(): Locale {
  return localeFromTag(useLingui().i18n.locale);
}
