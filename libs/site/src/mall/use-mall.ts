import { mallQueryOptions } from '@atrium/api-client/mall';
import type { Mall } from '@atrium/domain/mall';
import { useSuspenseQuery } from '@tanstack/react-query';

/**
 * The tenant's mall (the first item of GET /v1/malls), loaded by the root route. The query holds
 * it parsed already (`fetchMall`; the server's dehydrated state and page payloads carry that
 * parsed value), so nothing is parsed again here: a `select` that did so ran on every call, 7–12 %
 * of a server render's CPU (docs/benchmarks.md, "the cost of one render").
 */
export function useMall(): Mall {
  return useSuspenseQuery(mallQueryOptions()).data;
}
