import { RELOAD_GUARD_TTL_MS } from '@atrium/domain/constants';

/**
 * DESIGN section 8: after a deploy a lazily loaded route chunk can 404. Reload the page once;
 * a timestamp in sessionStorage guards for 10 s (spec section 9) so it never loops.
 */
const GUARD_KEY = 'atrium:chunk-reload-at';

export function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? error.message : String(error ?? '');
  return /Failed to fetch dynamically imported module|Importing a module script failed|error loading dynamically imported module|Unable to preload CSS/i.test(
    message,
  );
}

/** Reloads unless a reload already happened within the TTL; returns whether it reloads. */
export function reloadOnce(
  ttlMs: number = RELOAD_GUARD_TTL_MS,
  reload: () => void = () => window.location.reload(),
): boolean {
  let last = 0;
  try {
    last = Number(sessionStorage.getItem(GUARD_KEY) ?? 0);
  } catch {
    return false; // no storage: no guard, so no automatic reload
  }
  const now = Date.now();
  if (now - last < ttlMs) return false;
  sessionStorage.setItem(GUARD_KEY, String(now));
  reload();
  return true;
}

/** Vite reports failed preloads of lazy chunks with `vite:preloadError`. Client entry only. */
export function installChunkReloadGuard(): void {
  window.addEventListener('vite:preloadError', (event) => {
    if (reloadOnce()) event.preventDefault();
  });
}
