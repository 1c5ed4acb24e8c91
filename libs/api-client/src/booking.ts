import { queryOptions } from '@tanstack/react-query';

import { getApiClient } from './configure';

export const bookingKeys = {
  orders: (page: number) => ['me', 'booking-orders', page] as const,
};

/** `GET /v1/booking/orders`: the member's orders with their services and options. */
export function bookingOrdersQueryOptions(page = 1) {
  return queryOptions({
    queryKey: bookingKeys.orders(page),
    queryFn: ({ signal }) =>
      getApiClient().get('/v1/booking/orders', { page, per_page: 24 }, { signal }),
  });
}
