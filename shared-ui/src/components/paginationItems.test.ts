import { paginationItems } from './paginationItems';

describe('paginationItems', () => {
  it('lists every page when they all fit', () => {
    expect(paginationItems(1, 5)).toEqual([1, 2, 3, 4, 5]);
  });

  it('shows one margin page at each end and three around the current one', () => {
    expect(paginationItems(10, 20)).toEqual([1, 'ellipsis-start', 9, 10, 11, 'ellipsis-end', 20]);
  });

  it('keeps the range inside the pages at the edges', () => {
    expect(paginationItems(1, 20)).toEqual([1, 2, 3, 'ellipsis-end', 20]);
    expect(paginationItems(20, 20)).toEqual([1, 'ellipsis-start', 18, 19, 20]);
  });

  it('shows a single hidden page instead of an ellipsis', () => {
    expect(paginationItems(4, 20)).toEqual([1, 2, 3, 4, 5, 'ellipsis-end', 20]);
  });

  it('returns nothing without pages', () => {
    expect(paginationItems(1, 0)).toEqual([]);
  });
});
