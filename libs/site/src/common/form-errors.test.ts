import { ApiError } from '@atrium/api-client/api-error';
import { ACCOUNT_LOCKED_MESSAGE, WEAK_PASSWORD_MESSAGES } from '@atrium/domain/contract/auth';
import { activateLocale, i18n } from '@atrium/i18n/i18n';
import { describe, expect, it } from 'vitest';

import { apiFieldErrors, errorMessage } from './form-errors';

/** The API's password and lock answers reach the member in the page's language. */
describe('form errors of the password checks', () => {
  const weak = (message: string) =>
    new ApiError({ status: 422, errors: { password: [message] }, body: null });

  it.each(['cz', 'sk', 'de'] as const)(
    'translates every reason for a too guessable password (%s)',
    async (locale) => {
      await activateLocale(locale);
      const shown = Object.values(WEAK_PASSWORD_MESSAGES).map(
        (message) => apiFieldErrors(i18n, weak(message)).password![0]!,
      );
      for (const [i, message] of Object.values(WEAK_PASSWORD_MESSAGES).entries()) {
        expect(shown[i], message).not.toBe(message);
      }
      expect(new Set(shown).size).toBe(shown.length);
    },
  );

  it('names the lock and its unlock instead of the general 429 text', async () => {
    await activateLocale('cz');
    const locked = new ApiError({ status: 429, message: ACCOUNT_LOCKED_MESSAGE, body: null });
    expect(errorMessage(i18n, locked)).toBe(
      // Czech typography: a no-break space after the one-letter 'a' (docs/i18n.md).
      'Příliš mnoho chybných hesel: účet je na čas zablokován. Obnovte si heslo a\u00a0hned ho odblokujete.',
    );
    const busy = new ApiError({
      status: 429,
      message: 'Too many requests, retry in 42 s',
      body: null,
    });
    expect(errorMessage(i18n, busy)).toBe(
      'Příliš mnoho pokusů. Počkejte minutu a\u00a0zkuste to znovu.',
    );
  });
});
