import { queryOptions } from '@tanstack/react-query';

import { getApiClient } from './configure';
import {
  compactParams,
  type ContentEntry,
  fetchItem,
  fetchList,
  type ListParams,
} from './content-list';

export const COMPANIES_PATH = '/v1/companies';

/** Shops, services, dining and e-shops. */
export type CompaniesListParams = ListParams & {
  f?: 'dine' | 'shops' | 'services' | 'eshops';
  floor?: number;
};

export const companiesKeys = {
  all: ['companies'] as const,
  lists: () => [...companiesKeys.all, 'list'] as const,
  list: (params: CompaniesListParams) => [...companiesKeys.lists(), compactParams(params)] as const,
  detail: (id: number) => [...companiesKeys.all, 'detail', id] as const,
};

/** `GET /v1/companies` (paginated). */
export function companiesQueryOptions(params: CompaniesListParams = {}) {
  return queryOptions({
    queryKey: companiesKeys.list(params),
    queryFn: ({ signal }) =>
      fetchList<ContentEntry>(getApiClient(), COMPANIES_PATH, compactParams(params), { signal }),
  });
}

/** `GET /v1/companies/:id`. */
export function companyQueryOptions(id: number) {
  return queryOptions({
    queryKey: companiesKeys.detail(id),
    queryFn: ({ signal }) =>
      fetchItem<ContentEntry>(getApiClient(), `${COMPANIES_PATH}/${id}`, { signal }),
  });
}

/**
 * Every company of the mall (all pages at 48 a page): the floor plan names its areas with them.
 * A mall has a few hundred shops at most.
 */
export function allCompaniesQueryOptions() {
  return queryOptions({
    queryKey: [...companiesKeys.all, 'every'] as const,
    queryFn: async ({ signal }) => {
      const all: ContentEntry[] = [];
      for (let page = 1; ; page += 1) {
        const list = await fetchList<ContentEntry>(
          getApiClient(),
          COMPANIES_PATH,
          { page, per_page: 48 },
          { signal },
        );
        all.push(...list.data);
        if (page >= list.last_page) return all;
      }
    },
    staleTime: 5 * 60_000,
  });
}
