import { RemotePagination, type RemotePaginationProps } from 'shared-ui/kit';

/** The member centre's words for its pagers (the page button reads "Page 2 of 5"). */
const PAGER_WORDS = {
  previous: 'common.previousPage',
  next: 'common.nextPage',
  page: 'common.page',
} as const;

export interface ListPaginationProps extends Omit<RemotePaginationProps, 'words' | 'label'> {
  /** Accessible name of the pager ("Message pages"). */
  label: string;
}

/** The pager of a list in the member centre's words; nothing for a single page. */
export const ListPagination = (props: ListPaginationProps) => (
  <RemotePagination words={PAGER_WORDS} {...props} />
);
