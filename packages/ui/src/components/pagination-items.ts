/** A page number, or a gap where pages are left out (before or after the current page). */
export type PaginationItem = number | 'gap-start' | 'gap-end';

/**
 * The pages a numbered pagination lists: the first, the last, the current one and its neighbours, with a gap wherever
 * pages are left out. A gap of a single page shows that page instead, since the page takes no more room than the gap.
 */
export function paginationItems(page: number, pageCount: number): PaginationItem[] {
  const shown = new Set([1, pageCount, page - 1, page, page + 1].filter((item) => item >= 1 && item <= pageCount));
  const pages = [...shown].sort((a, b) => a - b);
  const items: PaginationItem[] = [];
  pages.forEach((item, index) => {
    const previous = pages[index - 1];
    if (previous !== undefined && item - previous === 2) items.push(previous + 1);
    else if (previous !== undefined && item - previous > 2) items.push(item === pageCount ? 'gap-end' : 'gap-start');
    items.push(item);
  });
  return items;
}
