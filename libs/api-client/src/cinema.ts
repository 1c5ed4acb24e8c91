import { queryOptions } from '@tanstack/react-query';

import { getApiClient } from './configure';

export const CINEMA_SHOWTIMES_PATH = '/v1/cinema/showtimes';

export const cinemaKeys = {
  all: ['cinema'] as const,
  showtimes: (date: string | undefined) => ['cinema', 'showtimes', date ?? 'today'] as const,
};

/**
 * `GET /v1/cinema/showtimes?date=YYYY-MM-DD`: the films screened that day in the mall's zone
 * (no date: today, without the screenings that have started).
 */
export function cinemaShowtimesQueryOptions(date?: string) {
  return queryOptions({
    queryKey: cinemaKeys.showtimes(date),
    queryFn: ({ signal }) =>
      getApiClient().get(CINEMA_SHOWTIMES_PATH, date ? { date } : undefined, {
        signal,
      }),
  });
}
