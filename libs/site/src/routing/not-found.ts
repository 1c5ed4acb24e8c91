import { ApiError } from '@atrium/api-client/api-error';
import { isNotFound, SearchParamError } from '@tanstack/react-router';

/** A bad path or search parameter, a 404 from the API or `notFound()`: shown as the 404 page. */
export function isNotFoundError(error: unknown): boolean {
  return (
    isNotFound(error) ||
    error instanceof SearchParamError ||
    isNotFound((error as { cause?: unknown } | null)?.cause) ||
    (error instanceof ApiError && error.status === 404)
  );
}

type MatchState = { status: string; error?: unknown; _notFound?: boolean };

/** Whether the router's matches end in the 404 page (a `notFound()` or an error that is one). */
export function isNotFoundPage(matches: readonly MatchState[]): boolean {
  return matches.some(
    (match) =>
      match.status === 'notFound' ||
      match._notFound === true ||
      (match.status === 'error' && isNotFoundError(match.error)),
  );
}

/**
 * Queries are tried once more after a network or server failure; an answer the API meant (4xx:
 * an unknown id, a bad parameter) is final, so a missing shop is its 404 at once.
 */
export function retryTransientFailure(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
  return failureCount < 1;
}
