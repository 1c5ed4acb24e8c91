import type { FirebaseWebConfig } from '@atrium/domain/runtime-config';

/** Loads the Firebase SDK (app and auth only): on the first intent to use SSO, never with a page. */
function loadFirebase() {
  return Promise.all([import('firebase/app'), import('firebase/auth')]);
}

let loading: ReturnType<typeof loadFirebase> | undefined;

/**
 * Starts loading the SDK early (pointer over or focus on the SSO button), so the popup opens within
 * the click's user activation; browsers block popups opened long after the click.
 */
export function preloadFirebase(): void {
  loading ??= loadFirebase();
}

/** Why Firebase sign-in did not give a token (codes of the Firebase Auth SDK). */
export type FirebaseSignInFailure = 'closed' | 'blocked' | 'failed';

export function firebaseFailure(error: unknown): FirebaseSignInFailure {
  const code = (error as { code?: unknown } | null)?.code;
  if (code === 'auth/popup-closed-by-user' || code === 'auth/cancelled-popup-request')
    return 'closed';
  if (code === 'auth/popup-blocked') return 'blocked';
  return 'failed';
}

/**
 * Google sign-in in a Firebase popup; returns the Firebase ID token that `POST /v1/firebase-login`
 * exchanges for the site's own API token.
 */
export async function firebaseIdToken(config: FirebaseWebConfig): Promise<string> {
  preloadFirebase();
  const [{ getApps, initializeApp }, { getAuth, GoogleAuthProvider, signInWithPopup }] =
    await loading!;
  const app = getApps()[0] ?? initializeApp(config);
  const { user } = await signInWithPopup(getAuth(app), new GoogleAuthProvider());
  return user.getIdToken();
}
