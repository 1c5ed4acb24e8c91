import type { ApiGet } from '@atrium/domain/contract/paths';
import { queryOptions } from '@tanstack/react-query';

import { getApiClient } from './configure';

export const PARKING_PATH = '/v1/options/parking';

/** `{free, capacity, tariffs, entrances, ev_chargers, translations: [{locale, parking_description}]}`. */
export type ParkingOptions = ApiGet['/v1/options/parking'];

export const parkingKeys = { all: ['parking'] as const };

/** `GET /v1/options/parking`. The realtime `parking.updated` event updates this query's data. */
export function parkingQueryOptions() {
  return queryOptions({
    queryKey: parkingKeys.all,
    queryFn: ({ signal }) => getApiClient().get(PARKING_PATH, undefined, { signal }),
  });
}
