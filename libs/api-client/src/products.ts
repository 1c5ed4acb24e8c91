import { queryOptions } from '@tanstack/react-query';

import { getApiClient } from './configure';
import {
  compactParams,
  type ContentEntry,
  fetchItem,
  fetchList,
  type ListParams,
} from './content-list';

export const PRODUCTS_PATH = '/v1/products';

/** Offers (products) of the shops. */
export type ProductsListParams = ListParams & { company?: number };

export const productsKeys = {
  all: ['products'] as const,
  lists: () => [...productsKeys.all, 'list'] as const,
  list: (params: ProductsListParams) => [...productsKeys.lists(), compactParams(params)] as const,
  detail: (id: number) => [...productsKeys.all, 'detail', id] as const,
};

/** `GET /v1/products` (paginated). */
export function productsQueryOptions(params: ProductsListParams = {}) {
  return queryOptions({
    queryKey: productsKeys.list(params),
    queryFn: ({ signal }) =>
      fetchList<ContentEntry>(getApiClient(), PRODUCTS_PATH, compactParams(params), { signal }),
  });
}

/** `GET /v1/products/:id`. */
export function productQueryOptions(id: number) {
  return queryOptions({
    queryKey: productsKeys.detail(id),
    queryFn: ({ signal }) =>
      fetchItem<ContentEntry>(getApiClient(), `${PRODUCTS_PATH}/${id}`, { signal }),
  });
}
