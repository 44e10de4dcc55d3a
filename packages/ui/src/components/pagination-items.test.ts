import { describe, expect, it } from 'vitest';
import { paginationItems, type PaginationItem } from './pagination-items';

describe('paginationItems', () => {
  it.each<[number, number, PaginationItem[]]>([
    [1, 0, []],
    [1, 1, [1]],
    [1, 2, [1, 2]],
    [2, 3, [1, 2, 3]],
    [1, 5, [1, 2, 'gap-end', 5]],
    [3, 5, [1, 2, 3, 4, 5]],
    [1, 10, [1, 2, 'gap-end', 10]],
    [3, 10, [1, 2, 3, 4, 'gap-end', 10]],
    [4, 10, [1, 2, 3, 4, 5, 'gap-end', 10]],
    [5, 10, [1, 'gap-start', 4, 5, 6, 'gap-end', 10]],
    [7, 10, [1, 'gap-start', 6, 7, 8, 9, 10]],
    [10, 10, [1, 'gap-start', 9, 10]],
    [50, 100, [1, 'gap-start', 49, 50, 51, 'gap-end', 100]],
  ])('page %i of %i', (page, pageCount, items) => {
    expect(paginationItems(page, pageCount)).toEqual(items);
  });
});
