import type { ContentEntry, Paginated } from '@atrium/api-client/content-list';
import { eventQueryOptions, eventsQueryOptions } from '@atrium/api-client/events';
import { newsItemQueryOptions, newsQueryOptions } from '@atrium/api-client/news';
import { productQueryOptions, productsQueryOptions } from '@atrium/api-client/products';
import { useSuspenseQuery } from '@tanstack/react-query';
import { categoryFilter } from '../../routing/loaders';

/** Which page of a list: posts filter by who wrote them (`type`), offers by `category`. */
export type ContentListFilter = { page: number; type?: 'mall' | 'stores'; category?: string };

/**
 * A content type that the shared list and detail pages show (content-list-page.tsx,
 * content-item-page.tsx): the kind of its cards and detail links, and its list and item as the
 * route loaders ensured them (the same query options, so the page reads the loader's cache).
 */
export type ContentType = {
  kind: 'event' | 'news' | 'offer';
  useList: (filter: ContentListFilter) => Paginated<ContentEntry>;
  useItem: (id: number) => ContentEntry;
};

export const EVENTS: ContentType = {
  kind: 'event',
  useList: ({ type, page }) => useSuspenseQuery(eventsQueryOptions({ type, page })).data,
  useItem: (id) => useSuspenseQuery(eventQueryOptions(id)).data,
};

export const NEWS: ContentType = {
  kind: 'news',
  useList: ({ type, page }) => useSuspenseQuery(newsQueryOptions({ type, page })).data,
  useItem: (id) => useSuspenseQuery(newsItemQueryOptions(id)).data,
};

export const OFFERS: ContentType = {
  kind: 'offer',
  useList: ({ category = 'all', page }) =>
    useSuspenseQuery(productsQueryOptions({ category: categoryFilter(category), page })).data,
  useItem: (id) => useSuspenseQuery(productQueryOptions(id)).data,
};
