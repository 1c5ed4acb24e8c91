import { queryOptions } from '@tanstack/react-query';

import { getApiClient } from './configure';

export const FAQ_PATH = '/v1/faq';

export const faqKeys = { all: ['faq'] as const };

/** `GET /v1/faq`: questions with `translations: [{locale, question, answer}]` and `category_id`. */
export function faqQueryOptions() {
  return queryOptions({
    queryKey: faqKeys.all,
    queryFn: ({ signal }) => getApiClient().get(FAQ_PATH, undefined, { signal }),
  });
}
