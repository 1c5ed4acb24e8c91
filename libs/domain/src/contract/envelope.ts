import { z } from 'zod';
import type { FieldErrors } from './http-status';

/**
 * The /v1 response envelope (DESIGN section 3).
 * success: `{ status: 'success', data }`
 * failure: `{ status: 'error', httpStatus, message, errors? }` with the matching HTTP status code.
 */

export {
  HTTP_STATUS_NAMES,
  httpStatusName,
  type FieldErrors,
  type HttpErrorCode,
  type HttpStatusName,
} from './http-status';

/** Per-field messages: `{ email: ['Invalid email'], 'address.city': ['Required'] }`. */
export const fieldErrorsSchema = z.record(z.string(), z.array(z.string()));

export const errorEnvelopeSchema = z.object({
  status: z.literal('error'),
  httpStatus: z.string(),
  message: z.string(),
  errors: fieldErrorsSchema.optional(),
});
export type ErrorEnvelope = z.infer<typeof errorEnvelopeSchema>;

export function successEnvelopeSchema<T extends z.ZodType>(data: T) {
  return z.object({ status: z.literal('success'), data });
}
export type SuccessEnvelope<T> = { status: 'success'; data: T };

export type Envelope<T> = SuccessEnvelope<T> | ErrorEnvelope;

/** Page sizes the API accepts (spec section 9): `PAGE_SIZES` of `@atrium/domain/constants`. */
export {
  DEFAULT_PAGE_SIZE as DEFAULT_PER_PAGE,
  PAGE_SIZES as PER_PAGE_OPTIONS,
} from '../constants';

/** A paginated list's `data`: `{ data: [...], current_page, last_page, per_page, total }`. */
export function paginatedSchema<T extends z.ZodType>(item: T) {
  return z.object({
    data: z.array(item),
    current_page: z.number().int().min(1),
    last_page: z.number().int().min(1),
    per_page: z.number().int(),
    total: z.number().int().min(0),
  });
}
export type Paginated<T> = {
  data: T[];
  current_page: number;
  last_page: number;
  per_page: number;
  total: number;
};

/** Turns a zod error into the envelope's per-field `errors` map (path joined with dots). */
export function zodFieldErrors(error: z.ZodError): FieldErrors {
  const out: FieldErrors = {};
  for (const issue of error.issues) {
    const key = issue.path.length ? issue.path.map(String).join('.') : '_';
    (out[key] ??= []).push(issue.message);
  }
  return out;
}
