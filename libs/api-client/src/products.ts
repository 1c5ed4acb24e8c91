import { contentResource, type ListParams } from './content-list';

export const PRODUCTS_PATH = '/v1/products';

/** Offers (products) of the shops. */
export type ProductsListParams = ListParams & { company?: number };

const resource = contentResource<ProductsListParams, typeof PRODUCTS_PATH>(
  'products',
  PRODUCTS_PATH,
);

export const productsKeys = resource.keys;
/** `GET /v1/products` (paginated). */
export const productsQueryOptions = resource.listOptions;
/** `GET /v1/products/:id`. */
export const productQueryOptions = resource.itemOptions;
