import { z } from 'zod';
import { DEFAULT_PAGE_SIZE, PAGE_SIZES, type PageSize } from './constants';
import { boundedInt, MAX_PAGE } from './contract/integers';

/**
 * Paging in URLs (`?page=2&per_page=24`) and the page links under a list. A route validates its
 * search with `pageSearchSchema`; a bad page number fails validation (the page shows a 404).
 */

const pageSizeSchema = z.coerce
  .number()
  .int()
  .min(1)
  .max(Math.max(...PAGE_SIZES))
  .refine((value): value is PageSize => (PAGE_SIZES as readonly number[]).includes(value), {
    message: `per_page must be one of ${PAGE_SIZES.join(', ')}`,
  });

export const pageSearchSchema = z.object({
  page: boundedInt(1, MAX_PAGE, `A page from 1 to ${MAX_PAGE}`).default(1),
  per_page: pageSizeSchema.optional(),
});
export type PageSearch = z.output<typeof pageSearchSchema>;

/** The page size to request: the search's, else the default (12). */
export function pageSizeOf(search: PageSearch): PageSize {
  return (search.per_page as PageSize | undefined) ?? DEFAULT_PAGE_SIZE;
}

export type PageLink = { type: 'page'; page: number; current: boolean } | { type: 'gap' };

/**
 * Page links for a pager: always the first and last page, `siblings` pages either side of the
 * current one, and a gap where pages are left out (a gap never hides a single page).
 */
export function pageLinks(current: number, last: number, siblings = 1): PageLink[] {
  if (last < 1) return [];
  const page = Math.min(Math.max(current, 1), last);
  const shown = new Set<number>([1, last]);
  for (let offset = -siblings; offset <= siblings; offset += 1) {
    const candidate = page + offset;
    if (candidate >= 1 && candidate <= last) shown.add(candidate);
  }
  const sorted = [...shown].sort((a, b) => a - b);
  const links: PageLink[] = [];
  let previous = 0;
  for (const number of sorted) {
    if (number - previous === 2) links.push(link(previous + 1, page));
    else if (number - previous > 2) links.push({ type: 'gap' });
    links.push(link(number, page));
    previous = number;
  }
  return links;
}

function link(page: number, current: number): PageLink {
  return { type: 'page', page, current: page === current };
}
