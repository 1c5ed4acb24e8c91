import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

import type { Locale } from '@atrium/domain/locales';

/**
 * Each language's name in that language: what a language switcher shows (with `lang` set to the
 * language), the same on every page whatever the current language.
 */
export const LANGUAGE_ENDONYMS: Record<Locale, string> = {
  en: 'English',
  cz: 'Čeština',
  sk: 'Slovenčina',
  de: 'Deutsch',
};

/** Each language's name in the visitor's current language (for labels and screen readers). */
export const LANGUAGE_NAMES: Record<Locale, MessageDescriptor> = {
  en: msg`English`,
  cz: msg`Czech`,
  sk: msg`Slovak`,
  de: msg`German`,
};

/** The label of the language switcher, e.g. "Language" / "Jazyk". */
export const LANGUAGE_SWITCHER_LABEL: MessageDescriptor = msg`Language`;

/** The accessible name of one entry of the language switcher. */
export function switchLanguageLabel(i18n: I18n, locale: Locale): string {
  const language = i18n._(LANGUAGE_NAMES[locale]);
  return i18n._(msg`Switch to ${language}`);
}
