import { RemotePagination, type RemotePaginationProps } from 'shared-ui/kit';

/** The agent centre's words for its pagers. */
const PAGER_WORDS = {
  nav: 'common.pages',
  previous: 'common.previousPage',
  next: 'common.nextPage',
  page: 'common.pageN',
} as const;

export interface ListPaginationProps extends Omit<
  RemotePaginationProps,
  'words' | 'page' | 'totalPages' | 'pageLabel'
> {
  /** The page shown, as the platform answers it. */
  page: { pageNo: number; totalPages: number };
  /** The accessible name of the pager (default "Pages"). */
  label?: string;
}

/** The pager of a list in the agent's language; nothing for a single page. */
export const ListPagination = ({ page, ...rest }: ListPaginationProps) => (
  <RemotePagination words={PAGER_WORDS} page={page.pageNo} totalPages={page.totalPages} {...rest} />
);
