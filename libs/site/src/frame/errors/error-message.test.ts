import { ApiError } from '@atrium/api-client/api-error';
import { setupI18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';

import { screenMessage } from './error-message';

// Without catalogs Lingui answers with the source text: the English words are what is checked.
const i18n = setupI18n({ locale: 'en', messages: { en: {} } });

describe('screenMessage', () => {
  it('shows the message the server sent', () => {
    const error = new ApiError({ status: 422, message: 'The given data was invalid', body: {} });
    expect(screenMessage(i18n, error)).toBe('The given data was invalid');
  });

  it('says what happened when the server sent none (a proxy’s bare 502, a 404 page)', () => {
    expect(screenMessage(i18n, new ApiError({ status: 502, body: '<h1>Bad Gateway</h1>' }))).toBe(
      'The service is not available right now. Try again in a moment.',
    );
    expect(screenMessage(i18n, new ApiError({ status: 404, body: '' }))).toBe(
      'This could not be loaded',
    );
  });

  it('names the connection only when fetch could not reach the server', () => {
    for (const message of [
      'Failed to fetch',
      'NetworkError when attempting to fetch resource.',
      'Load failed',
    ]) {
      expect(screenMessage(i18n, new TypeError(message))).toBe(
        'The connection failed. Check your internet connection and try again.',
      );
    }
    expect(
      screenMessage(i18n, new TypeError("Cannot read properties of undefined (reading 'x')")),
    ).toBe('The service is not available right now. Try again in a moment.');
  });
});
