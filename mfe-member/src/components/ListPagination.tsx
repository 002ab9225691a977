import { useTranslation } from 'react-i18next';
import { Pagination } from 'shared-ui';

import { member } from '../remote';

export interface ListPaginationProps {
  /** Accessible name of the pager ("Message pages"). */
  label: string;
  page: number;
  totalPages: number;
  onChange: (page: number) => void;
  /** The name of a page button (default "Page 2 of 5"). */
  pageLabel?: (page: number, totalPages: number) => string;
}

/** The pager of a list in the member centre's words; nothing for a single page. */
export const ListPagination = ({
  label,
  page,
  totalPages,
  onChange,
  pageLabel,
}: ListPaginationProps) => {
  const { t } = useTranslation(member.namespace);
  return (
    <Pagination
      page={page}
      totalPages={totalPages}
      onChange={onChange}
      labels={{
        nav: label,
        previous: t('common.previousPage'),
        next: t('common.nextPage'),
        page: (n) =>
          pageLabel ? pageLabel(n, totalPages) : t('common.page', { page: n, pages: totalPages }),
      }}
    />
  );
};
