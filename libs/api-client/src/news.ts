import { contentResource, type ListParams } from './content-list';

export const NEWS_PATH = '/v1/news';

/** News of the mall (`type=mall`) and its shops (`type=stores`). */
export type NewsListParams = ListParams & { type?: 'mall' | 'stores'; company?: number };

const resource = contentResource<NewsListParams, typeof NEWS_PATH>('news', NEWS_PATH);

export const newsKeys = resource.keys;
/** `GET /v1/news` (paginated). */
export const newsQueryOptions = resource.listOptions;
/** `GET /v1/news/:id`. */
export const newsItemQueryOptions = resource.itemOptions;
