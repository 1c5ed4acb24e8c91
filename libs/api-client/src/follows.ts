import { queryOptions, type QueryClient } from '@tanstack/react-query';

import { getApiClient } from './configure';

export const FOLLOWS_PATH = '/v1/me/follows/companies';

/** Member data: the key starts with `'me'` so Unauthorized drops it. */
export const followsKeys = {
  all: ['me', 'follows', 'companies'] as const,
  ids: () => [...followsKeys.all, 'ids'] as const,
};

/**
 * The ids of the shops the member follows: `GET /v1/me/follows/companies`, every page at 48 a
 * page (members follow a handful of shops; the API has no ids-only path for follows).
 */
export function followedCompanyIdsQueryOptions() {
  return queryOptions({
    queryKey: followsKeys.ids(),
    queryFn: async ({ signal }) => {
      const ids: number[] = [];
      for (let page = 1; ; page += 1) {
        const list = await getApiClient().get(FOLLOWS_PATH, { page, per_page: 48 }, { signal });
        ids.push(...list.data.map((item) => item.id));
        if (page >= list.last_page) return ids;
      }
    },
    staleTime: 60_000,
  });
}

/** `POST` (follow) or `DELETE` (unfollow) `/v1/me/follows/companies`, then refreshes the ids. */
export async function setCompanyFollowed(
  queryClient: QueryClient,
  companyId: number,
  follow: boolean,
): Promise<void> {
  const client = getApiClient();
  if (follow) await client.post(FOLLOWS_PATH, { company_id: companyId });
  else await client.delete(`${FOLLOWS_PATH}?company_id=${companyId}`);
  queryClient.setQueryData<number[]>(followsKeys.ids(), (ids = []) =>
    follow ? [...new Set([...ids, companyId])] : ids.filter((id) => id !== companyId),
  );
  await queryClient.invalidateQueries({ queryKey: ['me', 'favourites'] });
}
