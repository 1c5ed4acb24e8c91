import { AsyncLocalStorage } from 'node:async_hooks';

import { setupI18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';

import { activateLocale, i18n } from './i18n';
import { LANGUAGE_NAMES } from './language-names';
import { type LocaleScope, scopeLocale } from './scoped-locale';

const tick = () => new Promise((resolve) => setTimeout(resolve, 1));

describe('scopeLocale (server renders side by side)', () => {
  it('gives each async context its own active language on the shared i18n', async () => {
    const scopes = new AsyncLocalStorage<LocaleScope>();
    scopeLocale(() => scopes.getStore());
    await activateLocale('en');

    const render = (locale: 'cz' | 'de' | 'sk') =>
      scopes.run({ locale: '' }, async () => {
        expect(i18n.locale).toBe(''); // a render starts with no language of another one
        await activateLocale(locale);
        const names: string[] = [];
        for (let i = 0; i < 5; i++) {
          await tick(); // the other renders activate their languages meanwhile
          names.push(i18n._(LANGUAGE_NAMES.de));
        }
        return names;
      });
    const [cz, de, sk] = await Promise.all([render('cz'), render('de'), render('sk')]);
    expect(new Set(cz)).toEqual(new Set(['Němčina']));
    expect(new Set(de)).toEqual(new Set(['Deutsch']));
    expect(new Set(sk)).toEqual(new Set(['Nemčina']));
    // Outside any render the instance keeps the language set there.
    expect(i18n.locale).toBe('en');
    expect(i18n._(LANGUAGE_NAMES.de)).toBe('German');
  });

  it('relies on the Lingui fields it replaces (fails if an upgrade renames them)', () => {
    const instance = setupI18n({ locale: 'en', messages: { en: {} } });
    expect(Object.getOwnPropertyNames(instance)).toEqual(
      expect.arrayContaining(['_locale', '_locales']),
    );
    scopeLocale(() => undefined, instance);
    instance.activate('en');
    expect(instance.locale).toBe('en');
  });
});
