import { notFound } from '@tanstack/react-router';
import { z } from 'zod';

/**
 * Path parameters validated at the route (CONVENTIONS, routing): a bad page number or id is a 404
 * ('Page Not Found: {path}'), never a crash. Use with `params: parseParams(idTitleParams)`.
 */
export const positiveInt = z.coerce.number().int().positive().max(2_147_483_647);

/** `:page` of every list (spec section 2: pagination is carried in `:page`). */
export const pageParams = z.object({ page: positiveInt });
/** `:id/:title` of every detail page; the title is for people, the id decides. */
export const idTitleParams = z.object({ id: positiveInt, title: z.string().min(1).max(300) });
/** `:id` alone (floor plan, my reward). */
export const idParams = z.object({ id: positiveInt });
/** `:category/:page` of category lists. */
export const categoryPageParams = z.object({
  category: z.string().min(1).max(100),
  page: positiveInt,
});
/** `:title` of a landing page (al, el, hl, nl). */
export const titleParams = z.object({ title: z.string().min(1).max(300) });

type RawParams<T> = { [K in keyof T]: string };

/**
 * The route's `params` option: parses with zod, throws `notFound()` on failure (the router then
 * shows the 404 with the full path), and turns values back into strings for links.
 */
export function parseParams<T extends Record<string, unknown>>(schema: z.ZodType<T>) {
  return {
    parse: (raw: RawParams<T>): T => {
      const result = schema.safeParse(raw);
      if (!result.success) throw notFound();
      return result.data;
    },
    stringify: (params: T): RawParams<T> =>
      Object.fromEntries(
        Object.entries(params).map(([key, value]) => [key, String(value)]),
      ) as RawParams<T>,
  };
}

/**
 * Search parameters: pass a zod object as `validateSearch`. A value that decides the page
 * (`f=dine`) fails validation and the page is a 404; tolerated values (`q`, `redirect`) end in
 * `.catch(undefined)` so a bad one is dropped instead.
 */
