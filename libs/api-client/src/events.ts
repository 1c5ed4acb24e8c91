import { contentResource, type ListParams } from './content-list';

export const EVENTS_PATH = '/v1/events';

/** Events of the mall (`type=mall`) and its shops (`type=stores`). */
export type EventsListParams = ListParams & {
  type?: 'mall' | 'stores';
  upcoming?: boolean;
  company?: number;
};

const resource = contentResource<EventsListParams, typeof EVENTS_PATH>('events', EVENTS_PATH);

export const eventsKeys = resource.keys;
/** `GET /v1/events` (paginated). */
export const eventsQueryOptions = resource.listOptions;
/** `GET /v1/events/:id`. */
export const eventQueryOptions = resource.itemOptions;
