import { queryOptions } from '@tanstack/react-query';

import { getApiClient } from './configure';
import {
  compactParams,
  type ContentEntry,
  fetchItem,
  fetchList,
  type ListParams,
} from './content-list';

export const EVENTS_PATH = '/v1/events';

/** Events of the mall (`type=mall`) and its shops (`type=stores`). */
export type EventsListParams = ListParams & {
  type?: 'mall' | 'stores';
  upcoming?: boolean;
  company?: number;
};

export const eventsKeys = {
  all: ['events'] as const,
  lists: () => [...eventsKeys.all, 'list'] as const,
  list: (params: EventsListParams) => [...eventsKeys.lists(), compactParams(params)] as const,
  detail: (id: number) => [...eventsKeys.all, 'detail', id] as const,
};

/** `GET /v1/events` (paginated). */
export function eventsQueryOptions(params: EventsListParams = {}) {
  return queryOptions({
    queryKey: eventsKeys.list(params),
    queryFn: ({ signal }) =>
      fetchList<ContentEntry>(getApiClient(), EVENTS_PATH, compactParams(params), { signal }),
  });
}

/** `GET /v1/events/:id`. */
export function eventQueryOptions(id: number) {
  return queryOptions({
    queryKey: eventsKeys.detail(id),
    queryFn: ({ signal }) =>
      fetchItem<ContentEntry>(getApiClient(), `${EVENTS_PATH}/${id}`, { signal }),
  });
}
