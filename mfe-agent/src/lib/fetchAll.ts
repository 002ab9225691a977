import type { Endpoint, EndpointInput, EndpointValue } from 'shared-contracts';
import { useRemote } from 'shared-ui/kit';

/** The most rows a CSV export gathers (100 pages of 100). */
export const EXPORT_ROW_LIMIT = 10_000;
/** The page size an export asks for: the largest the platform allows. */
export const EXPORT_PAGE_SIZE = 100;

/** One page of a list as the platform answers it. */
export interface ListPage<Row> {
  list: Row[];
  totalPages: number;
}

/**
 * Every row of a filtered list, page after page (the CSV export of "the filtered rows", not just
 * the page on screen), up to {@link EXPORT_ROW_LIMIT}.
 */
export const fetchAllPages = async <Row>(
  fetchPage: (pageNo: number, pageSize: number) => Promise<ListPage<Row>>,
): Promise<Row[]> => {
  const rows: Row[] = [];
  for (let pageNo = 1; rows.length < EXPORT_ROW_LIMIT; pageNo += 1) {
    const page = await fetchPage(pageNo, EXPORT_PAGE_SIZE);
    rows.push(...page.list);
    if (pageNo >= page.totalPages || page.list.length === 0) break;
  }
  return rows.slice(0, EXPORT_ROW_LIMIT);
};

/**
 * Every row of a paged list with the screen's filters (a CSV export of "the filtered rows", not
 * the page on screen): `input` with each page's number and size; `pageOf` finds the page in the
 * answer.
 */
export const useFetchAll = <E extends Endpoint, Row>(
  endpoint: E,
  input: Omit<EndpointInput<E>, 'pageNo' | 'pageSize'>,
  pageOf: (value: EndpointValue<E>) => ListPage<Row>,
) => {
  const { client } = useRemote();
  return (): Promise<Row[]> =>
    fetchAllPages(async (pageNo, pageSize) =>
      pageOf(await client.call(endpoint, { ...input, pageNo, pageSize } as EndpointInput<E>)),
    );
};
