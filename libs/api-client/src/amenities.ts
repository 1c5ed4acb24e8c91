import { contentResource, type ListParams } from './content-list';

export const AMENITIES_PATH = '/v1/amenities';

/** Amenities (services for visitors). */
export type AmenitiesListParams = ListParams;

const resource = contentResource<AmenitiesListParams, typeof AMENITIES_PATH>(
  'amenities',
  AMENITIES_PATH,
);

export const amenitiesKeys = resource.keys;
/** `GET /v1/amenities` (paginated). */
export const amenitiesQueryOptions = resource.listOptions;
/** `GET /v1/amenities/:id`. */
export const amenityQueryOptions = resource.itemOptions;
