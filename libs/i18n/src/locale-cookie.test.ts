// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';

import { detectLocale } from './detect-locale';
import {
  LOCALE_COOKIE,
  readLocaleCookie,
  removeLocaleCookie,
  serializeLocaleCookie,
  writeLocaleCookie,
} from './locale-cookie';

/** Records every cookie string js-cookie writes, then lets jsdom store it as usual. */
function recordCookieWrites(): string[] {
  const writes: string[] = [];
  const descriptor = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie');
  if (!descriptor?.get || !descriptor.set) throw new Error('jsdom without document.cookie');
  const { get, set } = descriptor;
  Object.defineProperty(document, 'cookie', {
    configurable: true,
    get: () => get.call(document),
    set: (value: string) => {
      writes.push(value);
      set.call(document, value);
    },
  });
  return writes;
}

afterEach(() => {
  removeLocaleCookie();
  Reflect.deleteProperty(document, 'cookie');
});

describe('locale cookie', () => {
  it('writes the locale for 365 days, path /, SameSite=Lax', () => {
    const writes = recordCookieWrites();
    const before = Date.now();
    writeLocaleCookie('sk');
    expect(writes).toHaveLength(1);
    const written = writes[0] ?? '';
    expect(written.startsWith(`${LOCALE_COOKIE}=sk;`)).toBe(true);
    expect(written).toContain('path=/');
    expect(written).toContain('sameSite=Lax');
    const expires = Date.parse(/expires=([^;]+)/.exec(written)?.[1] ?? '');
    const days = (expires - before) / 86_400_000;
    expect(days).toBeGreaterThan(364.9);
    expect(days).toBeLessThan(365.1);
  });

  it('reads back what it wrote and feeds detection', () => {
    expect(readLocaleCookie()).toBeNull();
    writeLocaleCookie('de');
    expect(readLocaleCookie()).toBe('de');
    expect(detectLocale({ pathname: '/', cookieValue: readLocaleCookie() })).toBe('de');
    expect(detectLocale({ pathname: '/', cookieHeader: document.cookie })).toBe('de');
    removeLocaleCookie();
    expect(readLocaleCookie()).toBeNull();
  });

  it('serialises the same attributes for a server response', () => {
    expect(serializeLocaleCookie('cz')).toBe('locale=cz; Max-Age=31536000; Path=/; SameSite=Lax');
  });
});
