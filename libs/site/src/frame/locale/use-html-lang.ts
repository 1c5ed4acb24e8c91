import { toLanguageTag, type Locale } from '@atrium/domain/locales';
import { useLayoutEffect } from 'react';

/**
 * `<html lang>` follows the page's language. Written only when it differs: writing even the same
 * value re-matches every element's `:lang()` style (a long task on a server-rendered page).
 */
export function useHtmlLang(locale: Locale) {
  useLayoutEffect(() => {
    const tag = toLanguageTag(locale);
    if (document.documentElement.lang !== tag) document.documentElement.lang = tag;
  }, [locale]);
}
