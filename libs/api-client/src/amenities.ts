import { queryOptions } from '@tanstack/react-query';

import { getApiClient } from './configure';
import {
  compactParams,
  type ContentEntry,
  fetchItem,
  fetchList,
  type ListParams,
} from './content-list';

export const AMENITIES_PATH = '/v1/amenities';

/** Amenities (services for visitors). */
export type AmenitiesListParams = ListParams;

export const amenitiesKeys = {
  all: ['amenities'] as const,
  lists: () => [...amenitiesKeys.all, 'list'] as const,
  list: (params: AmenitiesListParams) => [...amenitiesKeys.lists(), compactParams(params)] as const,
  detail: (id: number) => [...amenitiesKeys.all, 'detail', id] as const,
};

/** `GET /v1/amenities` (paginated). */
export function amenitiesQueryOptions(params: AmenitiesListParams = {}) {
  return queryOptions({
    queryKey: amenitiesKeys.list(params),
    queryFn: ({ signal }) =>
      fetchList<ContentEntry>(getApiClient(), AMENITIES_PATH, compactParams(params), { signal }),
  });
}

/** `GET /v1/amenities/:id`. */
export function amenityQueryOptions(id: number) {
  return queryOptions({
    queryKey: amenitiesKeys.detail(id),
    queryFn: ({ signal }) =>
      fetchItem<ContentEntry>(getApiClient(), `${AMENITIES_PATH}/${id}`, { signal }),
  });
}
