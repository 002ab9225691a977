import { EXPORT_PAGE_SIZE, fetchAllPages } from './fetchAll';

describe('fetchAllPages', () => {
  it('gathers every page of the list in order at the largest page size', async () => {
    const fetchPage = jest.fn(async (pageNo: number) => ({
      list: [`row ${pageNo}a`, `row ${pageNo}b`],
      totalPages: 3,
    }));
    await expect(fetchAllPages(fetchPage)).resolves.toEqual([
      'row 1a',
      'row 1b',
      'row 2a',
      'row 2b',
      'row 3a',
      'row 3b',
    ]);
    expect(fetchPage.mock.calls).toEqual([
      [1, EXPORT_PAGE_SIZE],
      [2, EXPORT_PAGE_SIZE],
      [3, EXPORT_PAGE_SIZE],
    ]);
  });

  it('stops at an empty list', async () => {
    const fetchPage = jest.fn(async () => ({ list: [], totalPages: 0 }));
    await expect(fetchAllPages(fetchPage)).resolves.toEqual([]);
    expect(fetchPage).toHaveBeenCalledTimes(1);
  });
});
