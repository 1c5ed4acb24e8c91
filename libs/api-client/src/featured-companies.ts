import { queryOptions } from '@tanstack/react-query';

import { getApiClient } from './configure';

/** `GET /v1/companies/featured`: the shops the mall puts on its home page. */
export function featuredCompaniesQueryOptions() {
  return queryOptions({
    queryKey: ['companies', 'featured'] as const,
    queryFn: ({ signal }) => getApiClient().get('/v1/companies/featured', undefined, { signal }),
    staleTime: 5 * 60_000,
  });
}
