import { httpStatusName, type FieldErrors, zodFieldErrors } from '@atrium/domain/contract/envelope';
import type { z } from 'zod';

/** Throw from any handler; the error handler turns it into the error envelope. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly errors?: FieldErrors,
  ) {
    super(message);
  }
  get httpStatus() {
    return httpStatusName(this.statusCode);
  }
}

export const notFound = (what = 'Resource') => new HttpError(404, `${what} not found`);
export const forbidden = (message: string) => new HttpError(403, message);
export const unauthorized = (message = 'Unauthorized') => new HttpError(401, message);

/** Validates input with a zod schema; failure is a 422 with per-field messages. */
export function parseInput<T extends z.ZodType>(
  schema: T,
  value: unknown,
  message = 'The given data was invalid',
): z.output<T> {
  const result = schema.safeParse(value);
  if (!result.success) throw new HttpError(422, message, zodFieldErrors(result.error));
  return result.data;
}

/** `:id` path parameter; anything but a positive integer is a 404 (no such resource). */
export function parseId(params: unknown, what = 'Resource'): number {
  const raw = (params as { id?: unknown } | undefined)?.id;
  const id = typeof raw === 'string' && /^\d{1,9}$/.test(raw) ? Number(raw) : NaN;
  if (!Number.isInteger(id) || id < 1) throw notFound(what);
  return id;
}
