import { afterEach, describe, expect, it } from 'vitest';

import {
  CONSENT_COOKIE,
  CONSENT_IDS_COOKIE,
  CONSENT_MAX_AGE_DAYS,
  readConsentCookie,
  writeConsentCookies,
} from './consent-cookies';
import { cookieDomains, cookieMatches, removeCookies } from './cookie-removal';

function cookieNames(): string[] {
  return document.cookie
    .split(';')
    .map((part) => part.split('=')[0]?.trim() ?? '')
    .filter(Boolean);
}

function clearAll() {
  for (const name of cookieNames()) {
    for (const domain of ['', '; domain=.example.com', '; domain=.www.example.com']) {
      document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/${domain}`;
    }
  }
}

/** Records what the page writes to document.cookie (the attributes are not readable back). */
function recordCookieWrites(): { writes: string[]; restore: () => void } {
  const descriptor = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie')!;
  const writes: string[] = [];
  Object.defineProperty(document, 'cookie', {
    configurable: true,
    get: () => descriptor.get!.call(document) as string,
    set: (value: string) => {
      writes.push(value);
      descriptor.set!.call(document, value);
    },
  });
  return { writes, restore: () => delete (document as { cookie?: string }).cookie };
}

afterEach(clearAll);

describe('consent cookies', () => {
  it('reads nothing before an answer and reads back what was written', () => {
    expect(readConsentCookie()).toBeNull();
    writeConsentCookies({ status: 'accepted_selected', categories: ['necessary', 'functional'] }, [
      'token',
      'preferences',
    ]);
    expect(readConsentCookie()).toEqual({
      status: 'accepted_selected',
      categories: ['necessary', 'functional'],
    });
    expect(document.cookie).toContain(`${CONSENT_IDS_COOKIE}=token%2Cpreferences`);
  });

  it('writes both cookies with an expiry of 180 days on path / (lax, secure on https)', () => {
    const recorder = recordCookieWrites();
    try {
      writeConsentCookies({ status: 'declined', categories: ['necessary'] }, ['token']);
    } finally {
      recorder.restore();
    }
    expect(recorder.writes).toHaveLength(2);
    for (const write of recorder.writes) {
      const expires = /expires=([^;]+)/.exec(write)?.[1];
      expect(expires).toBeDefined();
      const days = (Date.parse(expires!) - Date.now()) / 86_400_000;
      expect(Math.round(days)).toBe(CONSENT_MAX_AGE_DAYS);
      expect(write).toContain('path=/');
      expect(write.toLowerCase()).toContain('samesite=lax');
      expect(write.toLowerCase()).toContain('secure');
    }
    expect(recorder.writes[0]).toMatch(new RegExp(`^${CONSENT_COOKIE}=declined`));
  });

  it('treats a malformed answer as not answered', () => {
    document.cookie = `${CONSENT_COOKIE}=maybe:statistics; path=/`;
    expect(readConsentCookie()).toBeNull();
    document.cookie = `${CONSENT_COOKIE}=declined:necessary,<script>; path=/`;
    expect(readConsentCookie()).toEqual({ status: 'declined', categories: ['necessary'] });
  });

  it('matches cookie names to target ids by name, `_` continuation or `*` prefix', () => {
    expect(cookieMatches('_ga', '_ga')).toBe(true);
    expect(cookieMatches('_ga_ABC123', '_ga')).toBe(true);
    expect(cookieMatches('_gat', '_ga')).toBe(false);
    expect(cookieMatches('_hjSession_1', '_hj*')).toBe(true);
    expect(cookieMatches('token', '_ga')).toBe(false);
  });

  it('lists the host and its parent domains, not the top level', () => {
    expect(cookieDomains('www.shop.example.com')).toEqual([
      'www.shop.example.com',
      'shop.example.com',
      'example.com',
    ]);
    expect(cookieDomains('localhost')).toEqual(['localhost']);
    expect(cookieDomains('127.0.0.1')).toEqual(['127.0.0.1']);
  });

  it('removes matching cookies set on the host and on the parent domain, keeps the rest', () => {
    document.cookie = '_ga=GA1.1; path=/';
    document.cookie = '_ga_ABC123=GS1; path=/; domain=.example.com';
    document.cookie = '_gid=x; path=/; domain=.www.example.com';
    document.cookie = 'token=secret; path=/';
    expect(cookieNames().sort()).toEqual(['_ga', '_ga_ABC123', '_gid', 'token']);

    const removed = removeCookies(['_ga', '_gid', '_gat']);

    expect(removed.sort()).toEqual(['_ga', '_ga_ABC123', '_gid']);
    expect(cookieNames()).toEqual(['token']);
  });
});
