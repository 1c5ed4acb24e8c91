import { describe, expect, it } from 'vitest';

import { activateLocale, i18n } from './i18n';
import { LANGUAGE_ENDONYMS, LANGUAGE_NAMES, switchLanguageLabel } from './language-names';

describe('activateLocale', () => {
  it('loads each compiled catalog and activates its language tag', async () => {
    expect(await activateLocale('cz')).toBe('cs');
    expect(i18n.locale).toBe('cs');
    expect(i18n._(LANGUAGE_NAMES.de)).toBe('Němčina');
    expect(switchLanguageLabel(i18n, 'sk')).toBe('Přepnout na: Slovenština');

    await activateLocale('de');
    expect(i18n.locale).toBe('de');
    expect(i18n._(LANGUAGE_NAMES.cz)).toBe('Tschechisch');

    await activateLocale('sk');
    expect(switchLanguageLabel(i18n, 'en')).toBe('Prepnúť na: Angličtina');

    await activateLocale('en');
    expect(switchLanguageLabel(i18n, 'cz')).toBe('Switch to Czech');
  });

  it('switches back to an already loaded catalog', async () => {
    await activateLocale('de');
    await activateLocale('cz');
    expect(i18n._(LANGUAGE_NAMES.en)).toBe('Angličtina');
  });

  it('names every language in its own language', () => {
    expect(Object.values(LANGUAGE_ENDONYMS)).toEqual([
      'English',
      'Čeština',
      'Slovenčina',
      'Deutsch',
    ]);
  });
});
