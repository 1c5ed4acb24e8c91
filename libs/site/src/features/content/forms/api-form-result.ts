import { ApiError } from '@atrium/api-client/api-error';
import type { FormSubmitResult } from '@atrium/ui/form-result';
import '../content.css';

/** A 422 (or any API error) as the forms' result: per-field errors inline, else the message. */
export function apiFormResult(error: unknown): FormSubmitResult {
  if (error instanceof ApiError) {
    const hasFields = Object.keys(error.errors ?? {}).length > 0;
    return hasFields
      ? { errors: error.errors, message: error.message }
      : { message: error.message };
  }
  throw error;
}
