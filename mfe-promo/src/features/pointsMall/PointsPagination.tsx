import { RemotePagination, type RemotePaginationProps } from 'shared-ui/kit';

/** The points mall's words for its pagers. */
const PAGER_WORDS = {
  nav: 'points.pagination.nav',
  previous: 'points.pagination.previous',
  next: 'points.pagination.next',
  page: 'points.pagination.page',
} as const;

export type PointsPaginationProps = Omit<RemotePaginationProps, 'words'>;

/**
 * The points mall's page navigation in its own words (a `label` of its own where several lists
 * share the mall's page); nothing when there is one page.
 */
export const PointsPagination = (props: PointsPaginationProps) => (
  <RemotePagination words={PAGER_WORDS} {...props} />
);
