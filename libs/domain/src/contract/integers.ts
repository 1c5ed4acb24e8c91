import { z } from 'zod';

/**
 * Whole numbers a client sends, bounded where they are read (docs/api.md "Ids and whole numbers").
 * Every id column is a PostgreSQL `integer`, so an id beyond 2³¹−1 can name nothing: it is refused
 * with a 422 here instead of reaching a query, where the server's own range error (22003) would be
 * an answer of 500.
 */
export const INT32_MAX = 2_147_483_647;

/** The highest `page` of any list: past it every list is empty anyway. */
export const MAX_PAGE = 1_000_000;

/**
 * A whole number from `min` to `max`, as a JSON body sends it (`12`) or a query string (`"12"`:
 * decimal digits only). `"1e3"`, `"1.5"`, `" 12"`, `"0x10"` and `""` are refused, where
 * `z.coerce.number()` would read `"1e3"` as 1000 and `""` as 0. Both branches carry the bounds, so
 * the OpenAPI document shows them.
 */
export function boundedInt(
  min: number,
  max: number,
  message = `A whole number from ${min} to ${max}`,
) {
  const number = z.number({ error: message }).int(message).min(min, message).max(max, message);
  const digits = z
    .string()
    .regex(/^-?\d{1,16}$/, message)
    .transform(Number)
    .pipe(number);
  return z.union([number, digits], { error: message });
}

/** A row id in a query or a body: 1 … 2³¹−1. */
export const idSchema = (message = 'Must be a positive id (at most 2147483647)') =>
  boundedInt(1, INT32_MAX, message);

/** `page` of a list: 1 … {@link MAX_PAGE}, default 1. */
export const pageSchema = boundedInt(1, MAX_PAGE, `A page from 1 to ${MAX_PAGE}`).default(1);

/**
 * A list's `category`: a category id (digits: 1 … 2³¹−1) or its slug (letters, digits and inner
 * dashes, as categorySlugSchema writes them). Anything else can name no category: 422.
 */
export const idOrSlugSchema = z
  .string()
  .trim()
  .min(1)
  .max(100)
  .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/i, 'A category id or slug')
  .refine((value) => !/^\d+$/.test(value) || (Number(value) >= 1 && Number(value) <= INT32_MAX), {
    message: 'Unknown id',
  });
