import { isPageSize, type PageSize } from '@atrium/domain/constants';
import {
  exactly,
  positiveInt,
  searchParser,
  text,
  where,
  type FieldsOutput,
} from '../../routing/search-fields';

/** `?q=`: 2–100 characters after trimming; anything else means "no search". */
export const searchText = text({ min: 2, max: 100, trim: true });

const shopListFields = {
  per_page: where(positiveInt, (value): value is PageSize => isPageSize(value)),
  q: searchText,
};

/**
 * The search part of the shop lists (`?per_page=24&q=shoe`): the page size of spec section 9
 * and a text search. Bad values are dropped (the list falls back to its defaults), never a 404.
 * Small and eager: the route files import it for `validateSearch`.
 */
export const shopListSearch = searchParser(shopListFields);
export type ShopListSearch = FieldsOutput<typeof shopListFields>;

const shopsServicesFields = {
  ...shopListFields,
  f: exactly('f', ['dine']),
  page: positiveInt,
};

/** `/shops-services` also carries `f` (dining; a wrong value is a 404) and its page number. */
export const shopsServicesSearch = searchParser(shopsServicesFields);
export type ShopsServicesSearch = FieldsOutput<typeof shopsServicesFields>;

/** The API list parameters of a shop list search. */
export function listParams(search: ShopListSearch): { per_page?: PageSize; search?: string } {
  return { per_page: search.per_page, search: search.q };
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
