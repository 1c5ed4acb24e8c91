import { type FieldErrors, httpStatusName } from '@atrium/domain/contract/http-status';

/**
 * A failed API call: the response's status field was `error` (or the response was not the JSON
 * envelope at all). Carries the body as the server sent it.
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  /** The HTTP status code (401, 422, …). */
  readonly status: number;
  /** The envelope's `httpStatus` name (`Unauthorized`, `UnprocessableEntity`, …). */
  readonly httpStatus: string;
  /** Per-field messages from a validation failure; empty otherwise. */
  readonly errors: FieldErrors;
  /** The parsed response body (or its text when it was not JSON). */
  readonly body: unknown;
  /** The envelope's `message`, when the server sent one (a proxy's error page has none). */
  readonly serverMessage: string | undefined;

  constructor(init: {
    status: number;
    httpStatus?: string;
    message?: string;
    errors?: FieldErrors;
    body: unknown;
  }) {
    super(init.message || `Request failed with status ${init.status}`);
    this.status = init.status;
    this.httpStatus = init.httpStatus ?? httpStatusName(init.status);
    this.errors = init.errors ?? {};
    this.body = init.body;
    this.serverMessage = init.message || undefined;
  }

  get isUnauthorized(): boolean {
    return this.httpStatus === 'Unauthorized';
  }

  /** The first message for a form field, for showing under the input. */
  fieldError(field: string): string | undefined {
    return this.errors[field]?.[0];
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}
