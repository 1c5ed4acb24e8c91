import type { LikeIds } from '@atrium/domain/contract/me';
import type { QueryClient } from '@tanstack/react-query';

import { getApiClient } from './configure';
import { meKeys } from './me';

/** What can be liked, as the API names it (`POST /v1/me/likes {type, id}`). */
export type LikeType = keyof LikeIds;

/**
 * `POST /v1/me/likes` (liked) or `DELETE /v1/me/likes?type&id` (not liked). The cached
 * `/v1/me/likes/ids` is updated at once (optimistic) and put back when the request fails; the
 * favourites lists are refreshed afterwards.
 */
export async function setLiked(
  queryClient: QueryClient,
  type: LikeType,
  id: number,
  liked: boolean,
): Promise<void> {
  const key = meKeys.likeIds();
  const before = queryClient.getQueryData<LikeIds>(key);
  if (before) {
    const current = before[type] ?? [];
    const next = liked ? [...new Set([...current, id])] : current.filter((value) => value !== id);
    queryClient.setQueryData<LikeIds>(key, { ...before, [type]: next });
  }
  try {
    const client = getApiClient();
    if (liked) await client.post('/v1/me/likes', { type, id });
    else await client.delete(`/v1/me/likes?type=${type}&id=${id}`);
  } catch (error) {
    if (before) queryClient.setQueryData<LikeIds>(key, before);
    throw error;
  }
  await queryClient.invalidateQueries({ queryKey: meKeys.favouritesAll() });
}
