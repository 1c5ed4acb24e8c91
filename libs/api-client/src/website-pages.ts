import type { ApiGet } from '@atrium/domain/contract/paths';
import { queryOptions } from '@tanstack/react-query';

import { getApiClient } from './configure';

export const WEBSITE_PAGES_PATH = '/v1/website-pages';

/** A custom content page: `{id, permalink, image, translations: [{locale, title, content}]}`. */
export type WebsitePage = ApiGet[`/v1/website-pages/id/${number}`];

export const websitePagesKeys = {
  all: ['website-pages'] as const,
  permalink: (permalink: string) => [...websitePagesKeys.all, 'permalink', permalink] as const,
  id: (id: number) => [...websitePagesKeys.all, 'id', id] as const,
};

/**
 * `GET /v1/website-pages/permalink/{permalink}`; the permalink may contain slashes (`/a/$`).
 * Fixed permalinks: gift-cards, loyalty-program, contact, blog, information (spec section 2).
 */
export function websitePageQueryOptions(permalink: string) {
  const path = permalink
    .split('/')
    .filter(Boolean)
    .map((part) => encodeURIComponent(part))
    .join('/');
  return queryOptions({
    queryKey: websitePagesKeys.permalink(permalink),
    queryFn: ({ signal }) =>
      getApiClient().get(`${WEBSITE_PAGES_PATH}/permalink/${path}`, undefined, {
        signal,
      }),
  });
}

/** `GET /v1/website-pages/id/{id}`. */
export function websitePageByIdQueryOptions(id: number) {
  return queryOptions({
    queryKey: websitePagesKeys.id(id),
    queryFn: ({ signal }) =>
      getApiClient().get(`${WEBSITE_PAGES_PATH}/id/${id}`, undefined, { signal }),
  });
}
