import { mallQueryOptions } from '@atrium/api-client/mall';
import { parseMall, type Mall } from '@atrium/domain/mall';
import { useSuspenseQuery } from '@tanstack/react-query';

/** The tenant's mall (the first item of GET /v1/malls), loaded by the root route. */
export function useMall(): Mall {
  return useSuspenseQuery({ ...mallQueryOptions(), select: selectMall }).data;
}

const selectMall = (record: unknown): Mall => parseMall(record);
