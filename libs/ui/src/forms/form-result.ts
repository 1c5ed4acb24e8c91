/** Per-field messages, shaped like the API's 422 `errors` (`{field: [message]}`). */
export type FieldErrors = Record<string, string[] | string | undefined>;

/**
 * What a form's `onSubmit` resolves to: nothing (success), or the API's per-field `errors` and/or
 * a general `message`. A thrown error counts as a general failure.
 */
export type FormSubmitResult = void | undefined | { errors?: FieldErrors; message?: string };

export function messagesOf(value: string[] | string | undefined): string[] {
  if (!value) return [];
  return Array.isArray(value) ? value.filter(Boolean) : [value];
}

export function hasErrors(errors: FieldErrors): boolean {
  return Object.values(errors).some((v) => messagesOf(v).length > 0);
}

/** A light e-mail shape check (the API has the last word). */
export function looksLikeEmail(value: string): boolean {
  return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value.trim());
}
