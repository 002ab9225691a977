import { PAGINATION_MARGIN, PAGINATION_RANGE } from 'shared-contracts';

/** A page number, or a gap shown as an ellipsis. */
export type PaginationItem = number | 'ellipsis-start' | 'ellipsis-end';

/**
 * The pages a pager shows: `margin` pages at each end, `range` pages around the current one,
 * and ellipses for the gaps. A gap of exactly one page shows that page instead, since an
 * ellipsis standing for a single number only costs the user a click.
 */
export const paginationItems = (
  page: number,
  totalPages: number,
  range: number = PAGINATION_RANGE,
  margin: number = PAGINATION_MARGIN,
): PaginationItem[] => {
  if (totalPages <= 0) return [];
  const current = Math.min(Math.max(page, 1), totalPages);
  let start = Math.max(1, current - Math.floor(range / 2));
  const end = Math.min(totalPages, start + range - 1);
  start = Math.max(1, end - range + 1);

  const pages = new Set<number>();
  for (let n = 1; n <= Math.min(margin, totalPages); n += 1) pages.add(n);
  for (let n = start; n <= end; n += 1) pages.add(n);
  for (let n = Math.max(1, totalPages - margin + 1); n <= totalPages; n += 1) pages.add(n);

  const sorted = [...pages].sort((a, b) => a - b);
  const items: PaginationItem[] = [];
  sorted.forEach((n, index) => {
    const previous = sorted[index - 1];
    if (previous !== undefined && n - previous === 2) items.push(n - 1);
    else if (previous !== undefined && n - previous > 2) {
      items.push(n > current ? 'ellipsis-end' : 'ellipsis-start');
    }
    items.push(n);
  });
  return items;
};
