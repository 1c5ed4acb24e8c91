/** Page numbers to show, with `'gap'` for an ellipsis: 1 … 4 5 [6] 7 8 … 20. */
export function pageItems(page: number, pageCount: number, siblings = 1): Array<number | 'gap'> {
  if (pageCount <= 0) return [];
  const current = Math.min(Math.max(1, page), pageCount);
  const first = Math.max(2, current - siblings);
  const last = Math.min(pageCount - 1, current + siblings);
  const items: Array<number | 'gap'> = [1];
  if (first > 2) items.push(first === 3 ? 2 : 'gap');
  for (let n = first; n <= last; n++) items.push(n);
  if (last < pageCount - 1) items.push(last === pageCount - 2 ? pageCount - 1 : 'gap');
  if (pageCount > 1) items.push(pageCount);
  return items;
}
