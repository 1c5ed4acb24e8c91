import { queryOptions } from '@tanstack/react-query';

import type { FloorplanItem } from '@atrium/domain/contract/content';

import { getApiClient } from './configure';

export const FLOORPLANS_PATH = '/v1/floorplans';

/** One floor: `{id, level, image, width, height, areas: [{x, y, width, height, company_id}]}`. */
export type Floorplan = FloorplanItem;

export const floorplansKeys = {
  all: ['floorplans'] as const,
  detail: (id: number) => [...floorplansKeys.all, id] as const,
};

/** `GET /v1/floorplans`: every floor of the mall. */
export function floorplansQueryOptions() {
  return queryOptions({
    queryKey: floorplansKeys.all,
    queryFn: ({ signal }) => getApiClient().get(FLOORPLANS_PATH, undefined, { signal }),
    staleTime: 5 * 60_000,
  });
}

/** `GET /v1/floorplans/:id`. */
export function floorplanQueryOptions(id: number) {
  return queryOptions({
    queryKey: floorplansKeys.detail(id),
    queryFn: ({ signal }) => getApiClient().get(`${FLOORPLANS_PATH}/${id}`, undefined, { signal }),
  });
}
