import { queryOptions, type QueryClient } from '@tanstack/react-query';

import { getApiClient } from './configure';

export const messagesKeys = {
  all: ['me', 'messages'] as const,
  list: () => [...messagesKeys.all, 'list'] as const,
  overview: () => [...messagesKeys.all, 'overview'] as const,
};

/** `GET /v1/messages/all` (newest first; the page shows them oldest first). */
export function messagesQueryOptions() {
  return queryOptions({
    queryKey: messagesKeys.list(),
    queryFn: ({ signal }) =>
      getApiClient().get('/v1/messages/all', { page: 1, per_page: 48 }, { signal }),
  });
}

/** `GET /v1/messages/overview`: `{total, unread, last}`. */
export function messagesOverviewQueryOptions() {
  return queryOptions({
    queryKey: messagesKeys.overview(),
    queryFn: ({ signal }) => getApiClient().get('/v1/messages/overview', undefined, { signal }),
  });
}

export async function sendMessage(queryClient: QueryClient, body: string) {
  const message = (await getApiClient().post('/v1/messages', { body })).data;
  await queryClient.invalidateQueries({ queryKey: messagesKeys.all });
  return message;
}

export async function markMessageRead(queryClient: QueryClient, id: number) {
  await getApiClient().post('/v1/messages/message/read', { id });
  await queryClient.invalidateQueries({ queryKey: messagesKeys.overview() });
}
