import { categoriesQueryOptions } from '@atrium/api-client/categories';
import { companiesQueryOptions, companyQueryOptions } from '@atrium/api-client/companies';
import type { EnsureQueryDataOptions, QueryClient, QueryKey } from '@tanstack/react-query';
import { notFound } from '@tanstack/react-router';

/** `shops/all/2`: the category segment that means no filter. */
export const ALL_CATEGORIES = 'all';

export function categoryFilter(category: string): string | undefined {
  return category === ALL_CATEGORIES ? undefined : category;
}

/**
 * A list page's loader: loads the page of the list and applies the page's validity check
 * (spec section 5): a page number past the last page is a 404, not an empty list.
 */
export async function ensureListPage<T extends { last_page: number }, K extends QueryKey>(
  queryClient: QueryClient,
  options: EnsureQueryDataOptions<T, Error, T, K>,
  page: number,
): Promise<T> {
  const list = await queryClient.ensureQueryData(options);
  if (page > 1 && page > list.last_page) throw notFound();
  return list;
}

/**
 * A shop list's loader: the page of shops and, alongside, the category chips. The chips are
 * prefetched (a failure does not fail the page) but loaded before the first render, so the
 * list does not jump down when they arrive (CLS 0.26 on the shop list, docs/benchmarks.md).
 */
export async function ensureShopListPage<T extends { last_page: number }, K extends QueryKey>(
  queryClient: QueryClient,
  options: EnsureQueryDataOptions<T, Error, T, K>,
  page: number,
): Promise<T> {
  const [list] = await Promise.all([
    ensureListPage(queryClient, options, page),
    queryClient.prefetchQuery(categoriesQueryOptions('company')),
  ]);
  return list;
}

/**
 * A detail page's loader for an item that may belong to a shop (an event, an offer, a reward): the
 * item and its shop, for the "At <shop>" line under it. The server waits for the shop, so its
 * page has the line and nothing moves down when the app takes over (CLS 0.016 on event detail,
 * docs/benchmarks.md); a browser shows the page at once and the line when the shop arrives. A
 * shop that cannot be read leaves the line out, never the page.
 */
export async function ensureItemAndShop<T extends { company_id?: unknown }, K extends QueryKey>(
  queryClient: QueryClient,
  options: EnsureQueryDataOptions<T, Error, T, K>,
): Promise<T> {
  const item = await queryClient.ensureQueryData(options);
  if (typeof item.company_id === 'number') {
    const shop = queryClient.prefetchQuery(companyQueryOptions(item.company_id));
    if (typeof window === 'undefined') await shop;
  }
  return item;
}

/** The cinema's programme comes later; the cinema page lists the entertainment venues. */
export const CINEMA_COMPANIES = companiesQueryOptions({ category: 'entertainment', page: 1 });
