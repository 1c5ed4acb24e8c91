import { queryOptions } from '@tanstack/react-query';

import { getApiClient } from './configure';
import { contentResource, fetchList, type ListOf, type ListParams } from './content-list';

export const COMPANIES_PATH = '/v1/companies';

/** Shops, services, dining and e-shops. */
export type CompaniesListParams = ListParams & {
  f?: 'dine' | 'shops' | 'services' | 'eshops';
  floor?: number;
};

const resource = contentResource<CompaniesListParams, typeof COMPANIES_PATH>(
  'companies',
  COMPANIES_PATH,
);

export const companiesKeys = resource.keys;
/** `GET /v1/companies` (paginated). */
export const companiesQueryOptions = resource.listOptions;
/** `GET /v1/companies/:id`. */
export const companyQueryOptions = resource.itemOptions;

/**
 * Every company of the mall (all pages at 48 a page): the floor plan names its areas with them.
 * A mall has a few hundred shops at most.
 */
export function allCompaniesQueryOptions() {
  return queryOptions({
    queryKey: [...companiesKeys.all, 'every'] as const,
    queryFn: async ({ signal }) => {
      const all: ListOf<typeof COMPANIES_PATH>['data'] = [];
      for (let page = 1; ; page += 1) {
        const list = await fetchList(
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
