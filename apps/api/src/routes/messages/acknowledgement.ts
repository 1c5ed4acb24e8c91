import { FALLBACK_LOCALE, isLocale, type Locale } from '@atrium/domain/locales';

/** The mall's automatic answer to a member's first message, in the member's language. */
const ACKNOWLEDGEMENTS: Record<Locale, string> = {
  en: 'Thank you for your message. Our customer care will answer within one working day.',
  cz: 'Děkujeme za vaši zprávu. Náš zákaznický servis vám odpoví do jednoho pracovního dne.',
  sk: 'Ďakujeme za vašu správu. Náš zákaznícky servis vám odpovie do jedného pracovného dňa.',
  de: 'Vielen Dank für Ihre Nachricht. Unser Kundenservice antwortet Ihnen innerhalb eines Werktages.',
};

/** `customers.locale` is free text in the database; anything unknown gets the fallback (cz). */
export const acknowledgementText = (locale: string): string =>
  ACKNOWLEDGEMENTS[isLocale(locale) ? locale : FALLBACK_LOCALE];
