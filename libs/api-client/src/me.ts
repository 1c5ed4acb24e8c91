import type { Customer } from '@atrium/domain/contract/auth';
import type { ProfileUpdateRequest } from '@atrium/domain/contract/me';
import { queryOptions, type QueryClient } from '@tanstack/react-query';

import { getApiClient } from './configure';

/** Every member query key starts with `'me'`, so Unauthorized drops them all at once. */
export const meKeys = {
  all: ['me'] as const,
  profile: () => [...meKeys.all, 'profile'] as const,
  favourites: (kind: FavouriteKind, page: number) =>
    [...meKeys.all, 'favourites', kind, page] as const,
  favouritesAll: () => [...meKeys.all, 'favourites'] as const,
  likeIds: () => [...meKeys.all, 'likes', 'ids'] as const,
};

/** `GET /v1/me/profile`. */
export function profileQueryOptions() {
  return queryOptions({
    queryKey: meKeys.profile(),
    queryFn: ({ signal }) => getApiClient().get('/v1/me/profile', undefined, { signal }),
    staleTime: 5 * 60_000,
  });
}

function setProfile(queryClient: QueryClient, customer: Customer) {
  queryClient.setQueryData(meKeys.profile(), customer);
}

/** `PATCH /v1/me/profile`; the answer replaces the cached profile. */
export async function updateProfile(queryClient: QueryClient, body: ProfileUpdateRequest) {
  const customer = (await getApiClient().patch('/v1/me/profile', body)).data;
  setProfile(queryClient, customer);
  return customer;
}

/** `POST /v1/me/profile-picture` (multipart field `image`). */
export async function uploadProfilePicture(queryClient: QueryClient, file: File) {
  const form = new FormData();
  form.append('image', file);
  const customer = (await getApiClient().post('/v1/me/profile-picture', form)).data;
  setProfile(queryClient, customer);
  return customer;
}

export async function deleteProfilePicture(queryClient: QueryClient) {
  const customer = (await getApiClient().delete('/v1/me/profile-picture')).data;
  setProfile(queryClient, customer);
  return customer;
}

export const FAVOURITE_KINDS = ['companies', 'news', 'events', 'products', 'rewards'] as const;
export type FavouriteKind = (typeof FAVOURITE_KINDS)[number];

/** `GET /v1/me/{companies|news|events|products|rewards}`: liked (companies: or followed) items. */
export function favouritesQueryOptions(kind: FavouriteKind, page = 1) {
  return queryOptions({
    queryKey: meKeys.favourites(kind, page),
    queryFn: ({ signal }) =>
      getApiClient().get(`/v1/me/${kind}`, { page, per_page: 12 }, { signal }),
  });
}

/** `GET /v1/me/likes/ids`. */
export function likeIdsQueryOptions() {
  return queryOptions({
    queryKey: meKeys.likeIds(),
    queryFn: ({ signal }) => getApiClient().get('/v1/me/likes/ids', undefined, { signal }),
  });
}

const LIKE_TYPE: Record<Exclude<FavouriteKind, 'companies'>, string> = {
  news: 'news',
  events: 'event',
  products: 'product',
  rewards: 'reward',
};

/** Removes a like (or, for a shop, the like and the follow) and refreshes the favourites. */
export async function removeFavourite(queryClient: QueryClient, kind: FavouriteKind, id: number) {
  const client = getApiClient();
  if (kind === 'companies') {
    await Promise.allSettled([
      client.delete(`/v1/me/follows/companies?company_id=${id}`),
      client.delete(`/v1/me/likes?type=company&id=${id}`),
    ]);
  } else {
    await client.delete(`/v1/me/likes?type=${LIKE_TYPE[kind]}&id=${id}`);
  }
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: [...meKeys.favouritesAll(), kind] }),
    queryClient.invalidateQueries({ queryKey: meKeys.likeIds() }),
  ]);
}
