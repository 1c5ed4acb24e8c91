import { toLanguageTag, type Locale } from '@atrium/domain/locales';
import { useLayoutEffect } from 'react';

export function useHtmlLang(locale: Locale) {
  useLayoutEffect(() => {
    document.documentElement.lang = toLanguageTag(locale);
  }, [locale]);
}
