// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';

import { detectBrowserLocale } from './browser-locale';
import { removeLocaleCookie, writeLocaleCookie } from './locale-cookie';

function setLanguages(languages: string[]) {
  Object.defineProperty(navigator, 'languages', { value: languages, configurable: true });
}

afterEach(() => {
  removeLocaleCookie();
  Reflect.deleteProperty(navigator, 'languages');
});

describe('detectBrowserLocale', () => {
  it('prefers the locale cookie, then the browser languages, then cz', () => {
    setLanguages(['cs-CZ', 'en']);
    expect(detectBrowserLocale()).toBe('cz');
    writeLocaleCookie('de');
    expect(detectBrowserLocale()).toBe('de');
    removeLocaleCookie();
    setLanguages(['fr', 'sk-SK']);
    expect(detectBrowserLocale()).toBe('sk');
    setLanguages(['fr', 'it']);
    expect(detectBrowserLocale()).toBe('cz');
  });
});
