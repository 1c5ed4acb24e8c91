/**
 * The API's HTTP status names and per-field error map, without a schema library: the browser's
 * API client reads error envelopes with these (a zod import here would put zod in every page).
 */

/** HTTP status codes the API answers with, and their names as they appear in `httpStatus`. */
export const HTTP_STATUS_NAMES = {
  400: 'BadRequest',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'NotFound',
  405: 'MethodNotAllowed',
  409: 'Conflict',
  413: 'PayloadTooLarge',
  414: 'URITooLong',
  415: 'UnsupportedMediaType',
  422: 'UnprocessableEntity',
  429: 'TooManyRequests',
  500: 'InternalServerError',
  503: 'ServiceUnavailable',
} as const;

export type HttpErrorCode = keyof typeof HTTP_STATUS_NAMES;
export type HttpStatusName = (typeof HTTP_STATUS_NAMES)[HttpErrorCode];

export function httpStatusName(code: number): HttpStatusName {
  return (
    (HTTP_STATUS_NAMES as Record<number, HttpStatusName>)[code] ??
    (code >= 500 ? 'InternalServerError' : 'BadRequest')
  );
}

/** Per-field messages: `{ email: ['Invalid email'], 'address.city': ['Required'] }`. */
export type FieldErrors = Record<string, string[]>;
