import { isApiError } from '@atrium/api-client/api-error';
import { ACCOUNT_LOCKED_MESSAGE, WEAK_PASSWORD_MESSAGES } from '@atrium/domain/contract/auth';
import {
  type FormWithFields,
  schemaValidator,
  setServerErrors,
  type StandardSchema,
} from '@atrium/ui/form-errors';
import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { CONNECTION_FAILED, SERVICE_UNAVAILABLE } from '../frame/errors/error-message';

/** Field → messages, as the API's 422 `errors` and the forms use them. */
export type FieldErrors = Record<string, string[]>;

/**
 * The API and the shared zod schemas speak English (CONVENTIONS: API messages are English). The
 * member forms translate the messages they know; anything else is shown as the server wrote it.
 */
const KNOWN: Record<string, MessageDescriptor> = {
  'The e-mail is required': msg`Enter your e-mail`,
  'Enter a valid e-mail address': msg`Enter a valid e-mail address`,
  'The e-mail is too long': msg`The e-mail is too long`,
  'The password is required': msg`Enter your password`,
  'The password must have at least 8 characters': msg`The password must have at least 8 characters`,
  'The password may have at most 128 characters': msg`The password may have at most 128 characters`,
  'The password must contain a letter and a digit': msg`The password must contain a letter and a digit`,
  'The passwords do not match': msg`The passwords do not match`,
  'The first name is required': msg`Enter your first name`,
  'The last name is required': msg`Enter your last name`,
  'You must accept the terms and conditions': msg`You must accept the terms and conditions`,
  'These credentials do not match our records.': msg`The e-mail or the password is not correct.`,
  'Your e-mail address is not verified yet. Open the link we sent you, or ask for a new one.': msg`Your e-mail address is not verified yet. Open the link we sent you, or ask for a new one.`,
  'The link is invalid or has expired. Ask for a new one.': msg`The link is invalid or has expired. Ask for a new one.`,
  'The link is invalid': msg`The link is invalid or has expired. Ask for a new one.`,
  'This e-mail is already registered. Log in or reset your password.': msg`This e-mail is already registered. Log in or reset your password.`,
  'The current password is not correct.': msg`The current password is not correct.`,
  'The password is not correct.': msg`The password is not correct.`,
  'Enter your password to delete the account.': msg`Enter your password to delete the account.`,
  'The picture must be a JPEG, PNG or WebP image': msg`The picture must be a JPEG, PNG or WebP image`,
  'The file is not a readable JPEG, PNG or WebP image': msg`The file is not a readable JPEG, PNG or WebP image`,
  'Enter a valid phone number': msg`Enter a valid phone number`,
  'Use the format YYYY-MM-DD': msg`Enter a valid date in the past`,
  'Enter a valid date in the past': msg`Enter a valid date in the past`,
  'Choose the shop': msg`Choose the shop`,
  'Enter the amount': msg`Enter the amount`,
  'Enter the amount, e.g. 249.90': msg`Enter the amount, e.g. 249.90`,
  'The amount must be more than zero': msg`The amount must be more than zero`,
  'Enter the purchase date': msg`Enter the purchase date`,
  'Enter the purchase date as YYYY-MM-DD': msg`Enter the purchase date`,
  'Enter the receipt number': msg`Enter the receipt number`,
  'This receipt has already been submitted (same shop, receipt number and date)': msg`This receipt has already been submitted (same shop, receipt number and date).`,
  'This reward is out of stock': msg`This reward is out of stock.`,
  [ACCOUNT_LOCKED_MESSAGE]: msg`Too many wrong passwords: the account is locked for a while. Reset your password to unlock it now.`,
  // Why a new password is too easy to guess, one entry per reason code of the API.
  [WEAK_PASSWORD_MESSAGES.common]: msg`This password is one of the most common ones. Choose another.`,
  [WEAK_PASSWORD_MESSAGES.personal]: msg`The password must not contain your name, your e-mail or the name of the mall.`,
  [WEAK_PASSWORD_MESSAGES.word]: msg`A single word or name is easy to guess. Add more words.`,
  [WEAK_PASSWORD_MESSAGES.pattern]: msg`Keyboard patterns, repeats and sequences are easy to guess.`,
  [WEAK_PASSWORD_MESSAGES.date]: msg`Dates and years are easy to guess.`,
  [WEAK_PASSWORD_MESSAGES.guessable]: msg`This password is too easy to guess. Add another word or a few characters.`,
};

export function translateMessage(i18n: I18n, message: string): string {
  const known = KNOWN[message];
  return known ? i18n._(known) : message;
}

/** The API's per-field `errors` (422/409/403), translated; empty for other errors. */
export function apiFieldErrors(i18n: I18n, error: unknown): FieldErrors {
  if (!isApiError(error)) return {};
  const errors: FieldErrors = {};
  for (const [field, messages] of Object.entries(error.errors)) {
    errors[field] = (messages ?? []).map((m) => translateMessage(i18n, m));
  }
  return errors;
}

/** A general message for an error no field shows. */
export function errorMessage(i18n: I18n, error: unknown): string {
  if (isApiError(error)) {
    if (error.status === 429 && !KNOWN[error.message])
      return i18n._(msg`Too many attempts. Wait a minute and try again.`);
    if (error.status >= 500 || error.status === 0) return i18n._(SERVICE_UNAVAILABLE);
    return translateMessage(i18n, error.message);
  }
  return i18n._(CONNECTION_FAILED);
}

/**
 * A refused submit shown on the form: the API's per-field messages (422) on the fields they name
 * (translated), and the general message to show when the refusal names no field the form has;
 * `undefined` when every message found its field.
 */
export function placeApiErrors(
  form: FormWithFields,
  i18n: I18n,
  error: unknown,
): string | undefined {
  const fields = apiFieldErrors(i18n, error);
  if (Object.keys(fields).length === 0) return errorMessage(i18n, error);
  const unplaced = setServerErrors(form, fields);
  return unplaced.length > 0 ? (fields[unplaced[0]!]?.[0] ?? errorMessage(i18n, error)) : undefined;
}

/** The form's submit validator from a contract schema, its messages in the page's language. */
export function contractValidator<TValues extends object>(
  i18n: I18n,
  schema: StandardSchema,
  toInput?: (values: TValues) => unknown,
) {
  return schemaValidator<TValues>(schema, {
    translate: (message) => translateMessage(i18n, message),
    toInput,
  });
}
