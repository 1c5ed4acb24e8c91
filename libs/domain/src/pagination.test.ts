import { describe, expect, it } from 'vitest';
import { pageLinks, pageSearchSchema, pageSizeOf, type PageLink } from './pagination';

const render = (links: PageLink[]) =>
  links
    .map((item) => (item.type === 'gap' ? '…' : item.current ? `[${item.page}]` : `${item.page}`))
    .join(' ');

describe('pageSearchSchema', () => {
  it('reads page and per_page from search values', () => {
    expect(pageSearchSchema.parse({ page: '3', per_page: '24' })).toEqual({
      page: 3,
      per_page: 24,
    });
    expect(pageSearchSchema.parse({})).toEqual({ page: 1 });
    expect(pageSizeOf(pageSearchSchema.parse({}))).toBe(12);
  });

  it('rejects bad pages and page sizes', () => {
    expect(pageSearchSchema.safeParse({ page: '0' }).success).toBe(false);
    expect(pageSearchSchema.safeParse({ page: 'abc' }).success).toBe(false);
    expect(pageSearchSchema.safeParse({ page: '1.5' }).success).toBe(false);
    expect(pageSearchSchema.safeParse({ per_page: '10' }).success).toBe(false);
  });
});

describe('pageLinks', () => {
  it.each([
    [1, 1, '[1]'],
    [1, 3, '[1] 2 3'],
    [1, 10, '[1] 2 … 10'],
    [5, 10, '1 … 4 [5] 6 … 10'],
    [3, 10, '1 2 [3] 4 … 10'],
    [10, 10, '1 … 9 [10]'],
    [4, 7, '1 2 3 [4] 5 6 7'],
    [42, 10, '1 … 9 [10]'],
  ])('page %i of %i: %s', (current, last, text) => {
    expect(render(pageLinks(current, last))).toBe(text);
  });

  it('is empty without pages and widens with more siblings', () => {
    expect(pageLinks(1, 0)).toEqual([]);
    expect(render(pageLinks(10, 20, 2))).toBe('1 … 8 9 [10] 11 12 … 20');
  });
});
