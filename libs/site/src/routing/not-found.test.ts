import { ApiError } from '@atrium/api-client/api-error';
import { notFound } from '@tanstack/react-router';
import { describe, expect, it } from 'vitest';
import { isNotFoundPage, retryTransientFailure } from './not-found';

const apiError = (status: number) => new ApiError({ status, message: 'x', body: null });

describe('retryTransientFailure', () => {
  it('never retries an answer the API meant (an unknown id is a 404 at once)', () => {
    expect(retryTransientFailure(0, apiError(404))).toBe(false);
    expect(retryTransientFailure(0, apiError(422))).toBe(false);
  });

  it('tries a server or network failure once more', () => {
    expect(retryTransientFailure(0, apiError(503))).toBe(true);
    expect(retryTransientFailure(0, new TypeError('Failed to fetch'))).toBe(true);
    expect(retryTransientFailure(1, apiError(503))).toBe(false);
  });
});

describe('isNotFoundPage', () => {
  it('sees a notFound() match, a root boundary and an API 404 shown as the 404 page', () => {
    expect(isNotFoundPage([{ status: 'success' }, { status: 'notFound' }])).toBe(true);
    expect(isNotFoundPage([{ status: 'success', _notFound: true }])).toBe(true);
    expect(isNotFoundPage([{ status: 'error', error: apiError(404) }])).toBe(true);
    expect(isNotFoundPage([{ status: 'error', error: notFound() }])).toBe(true);
  });

  it('is false for a page that loaded or failed otherwise', () => {
    expect(isNotFoundPage([{ status: 'success' }, { status: 'success' }])).toBe(false);
    expect(isNotFoundPage([{ status: 'error', error: apiError(500) }])).toBe(false);
  });
});
