import { queryOptions } from '@tanstack/react-query';

import { getApiClient } from './configure';
import type { ContentTranslation } from './content-list';

export const PARKING_PATH = '/v1/options/parking';

/** `{free, capacity, tariffs, entrances, ev_chargers, translations: [{locale, parking_description}]}`. */
export type ParkingOptions = {
  free: number | null;
  capacity: number | null;
  translations: ContentTranslation[];
} & Record<string, unknown>;

export const parkingKeys = { all: ['parking'] as const };

/** `GET /v1/options/parking`. The realtime `parking.updated` event updates this query's data. */
export function parkingQueryOptions() {
  return queryOptions({
    queryKey: parkingKeys.all,
    queryFn: ({ signal }) =>
      getApiClient().get<ParkingOptions>(PARKING_PATH, undefined, { signal }),
  });
}
