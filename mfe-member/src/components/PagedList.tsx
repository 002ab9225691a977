import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryView } from 'shared-ui/kit';

import { member } from '../remote';
import { ListPagination } from './ListPagination';

/** A page of a list (a history, a record) as the platform answers it. */
export interface ListPage<T> {
  list: readonly T[];
  pageNo: number;
  totalPages: number;
}

export interface PagedListProps<T> {
  query: UseQueryResult<ListPage<T>>;
  /** Accessible name of the list ("Deposit history"). */
  label: string;
  /** Accessible name of the pager ("Deposit history pages"). */
  pagesLabel: string;
  emptyTitle: string;
  onPage: (pageNo: number) => void;
  /** One `<li>` per item. */
  children: (item: T) => ReactNode;
  listClassName?: string;
  /** The name of a page button (default "Page 2"). */
  pageLabel?: (pageNo: number, totalPages: number) => string;
}

/** A history page of the centre: loading, error and empty states, the list and its pager. */
export const PagedList = <T,>({
  query,
  label,
  pagesLabel,
  emptyTitle,
  onPage,
  children,
  listClassName,
  pageLabel,
}: PagedListProps<T>) => {
  const { t } = useTranslation(member.namespace);
  return (
    <QueryView
      query={query}
      loadingLabel={t('common.loading')}
      errorMessage={t('common.loadError')}
      retryLabel={t('common.retry')}
      emptyTitle={emptyTitle}
      isEmpty={(page) => page.list.length === 0}
    >
      {(page) => (
        <>
          <ul className={listClassName} aria-label={label}>
            {page.list.map(children)}
          </ul>
          <ListPagination
            label={pagesLabel}
            page={page.pageNo}
            totalPages={page.totalPages}
            onChange={onPage}
            pageLabel={pageLabel ?? ((pageNo) => t('common.pageN', { page: pageNo }))}
          />
        </>
      )}
    </QueryView>
  );
};
