import { isPageSize, type PageSize } from '@atrium/domain/constants';
import { z } from 'zod';

/**
 * The search part of the shop lists (`?per_page=24&q=shoe`): the page size of spec section 9
 * and a text search. Bad values are dropped (the list falls back to its defaults), never a 404.
 * Small and eager: the route files import it for `validateSearch`.
 */
export const shopListSearch = z.object({
  per_page: z.coerce
    .number()
    .refine((value): value is PageSize => isPageSize(value))
    .optional()
    .catch(undefined),
  q: z.string().trim().min(2).max(100).optional().catch(undefined),
});
export type ShopListSearch = z.output<typeof shopListSearch>;

/** `/shops-services` also carries `f` (dining; a wrong value is a 404) and its page number. */
export const shopsServicesSearch = shopListSearch.extend({
  f: z.enum(['dine']).optional(),
  page: z.coerce.number().int().positive().optional().catch(undefined),
});
export type ShopsServicesSearch = z.output<typeof shopsServicesSearch>;

/** The API list parameters of a shop list search. */
export function listParams(search: ShopListSearch): { per_page?: PageSize; search?: string } {
  return { per_page: search.per_page as PageSize | undefined, search: search.q };
}

/** `path?per_page=…&q=…` (only what is set): hrefs for pager links and chips. */
export function withSearch(path: string, search: Record<string, string | number | undefined>) {
  const [base = path, existing = ''] = path.split('?');
  const query = new URLSearchParams(existing);
  for (const [key, value] of Object.entries(search)) {
    if (value !== undefined && value !== '') query.set(key, String(value));
  }
  const text = query.toString();
  return text ? `${base}?${text}` : base;
}
