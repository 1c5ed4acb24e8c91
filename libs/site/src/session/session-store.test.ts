// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import {
  clearSession,
  hydrateSession,
  isLoggedIn,
  sessionToken,
  setSessionToken,
  useSession,
} from './session-store';

function cookie(name: string): string | undefined {
  return document.cookie
    .split('; ')
    .find((entry) => entry.startsWith(`${name}=`))
    ?.slice(name.length + 1);
}

beforeEach(() => {
  localStorage.clear();
  document.cookie = 'token=; path=/; max-age=0';
  useSession.setState({ token: null, hydrated: false });
});

describe('session (spec section 4)', () => {
  it('starts anonymous and reads a stored token on hydration', () => {
    expect(isLoggedIn()).toBe(false);
    localStorage.setItem('API_TOKEN', 'stored');
    hydrateSession();
    expect(sessionToken()).toBe('stored');
    expect(useSession.getState().hydrated).toBe(true);
  });

  it('falls back to the token cookie', () => {
    document.cookie = 'token=from-cookie; path=/';
    hydrateSession();
    expect(sessionToken()).toBe('from-cookie');
  });

  it('setting a token stores it locally and in the token cookie', () => {
    setSessionToken('abc');
    expect(localStorage.getItem('API_TOKEN')).toBe('abc');
    expect(cookie('token')).toBe('abc');
    expect(isLoggedIn()).toBe(true);
  });

  it('clearing removes the token, the setup-modal date and the cookie', () => {
    setSessionToken('abc');
    localStorage.setItem('SETUP_MODAL_APPEARED_DATE', '2026-11-01');
    localStorage.setItem('locale-other', 'kept');
    clearSession();
    expect(localStorage.getItem('API_TOKEN')).toBeNull();
    expect(localStorage.getItem('SETUP_MODAL_APPEARED_DATE')).toBeNull();
    expect(localStorage.getItem('locale-other')).toBe('kept');
    expect(cookie('token')).toBeUndefined();
    expect(sessionToken()).toBeNull();
  });
});
