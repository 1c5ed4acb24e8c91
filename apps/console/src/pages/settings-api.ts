import type { FloorplanItem } from '@atrium/domain/contract/content';
import type { MallSettings, MallSettingsPatch } from '@atrium/domain/contract/mall-settings';
import { queryOptions } from '@tanstack/react-query';

import { api } from '../api';

/** The mall's settings (owners; `GET /v1/admin/settings`, docs/api.md "Mall settings"). */
export function getMallSettings(signal?: AbortSignal): Promise<MallSettings> {
  return api().get('/v1/admin/settings', undefined, { signal });
}

/** Changes only the keys sent; the answer is the settings after the change. */
export async function patchMallSettings(patch: MallSettingsPatch): Promise<MallSettings> {
  return (await api().patch('/v1/admin/settings', patch)).data;
}

/** The mall's floor plans (`GET /v1/floorplans`, the site's own): the floor the menu opens. */
export const floorplansQueryOptions = () =>
  queryOptions({
    queryKey: ['floorplans'],
    queryFn: ({ signal }): Promise<FloorplanItem[]> =>
      api().get('/v1/floorplans', undefined, { signal }),
    staleTime: 5 * 60_000,
  });
