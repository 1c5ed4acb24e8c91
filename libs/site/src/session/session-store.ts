import { STORAGE_KEYS, TOKEN_COOKIE, COOKIE_PATH } from '@atrium/domain/constants';
import Cookies from 'js-cookie';
import { create } from 'zustand';

/**
 * The session (spec section 4): a stored API token means logged in. The store is the one source
 * the API client reads (`getToken`), the guards ask and the header shows. Storage is touched only
 * in `hydrateSession`, `setSessionToken` and `clearSession` (never at module scope).
 */
export type SessionState = {
  token: string | null;
  /** True once `hydrateSession` ran (the client entry calls it before the first render). */
  hydrated: boolean;
};

export const useSession = create<SessionState>(() => ({ token: null, hydrated: false }));

function isSecurePage(): boolean {
  return typeof location !== 'undefined' && location.protocol === 'https:';
}

function safeStorage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null; // storage blocked (private mode, sandboxed frame)
  }
}

/** Reads the token from localStorage `API_TOKEN` (or the `token` cookie) into the store. */
export function hydrateSession(): void {
  const stored = safeStorage()?.getItem(STORAGE_KEYS.apiToken) ?? Cookies.get(TOKEN_COOKIE.name);
  useSession.setState({ token: stored || null, hydrated: true });
}

/** Logs in: localStorage `API_TOKEN`, the `token` cookie (one year) and the API header. */
export function setSessionToken(token: string): void {
  safeStorage()?.setItem(STORAGE_KEYS.apiToken, token);
  Cookies.set(TOKEN_COOKIE.name, token, {
    expires: TOKEN_COOKIE.days,
    path: COOKIE_PATH,
    sameSite: 'Lax',
    secure: isSecurePage(),
  });
  useSession.setState({ token, hydrated: true });
}

/** Logs out: removes the token, `SETUP_MODAL_APPEARED_DATE`, the header and the cookie. */
export function clearSession(): void {
  const storage = safeStorage();
  storage?.removeItem(STORAGE_KEYS.apiToken);
  storage?.removeItem(STORAGE_KEYS.setupModalAppearedDate);
  Cookies.remove(TOKEN_COOKIE.name, { path: COOKIE_PATH });
  useSession.setState({ token: null, hydrated: true });
}

/** The token for the API client's `getToken`. */
export function sessionToken(): string | null {
  return useSession.getState().token;
}

export function isLoggedIn(): boolean {
  return useSession.getState().token !== null;
}

/** React: whether a member is logged in (re-renders on login and logout). */
export function useIsLoggedIn(): boolean {
  return useSession((state) => state.token !== null);
}
