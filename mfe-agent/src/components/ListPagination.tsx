import { useTranslation } from 'react-i18next';
import { Pagination } from 'shared-ui';

import { agent } from '../remote';

export interface ListPaginationProps {
  /** The page shown, as the platform answers it. */
  page: { pageNo: number; totalPages: number };
  onChange: (page: number) => void;
  /** The accessible name of the pager (default "Pages"). */
  label?: string;
}

/** The pager of a list in the agent's language; nothing for a single page. */
export const ListPagination = ({ page, onChange, label }: ListPaginationProps) => {
  const { t } = useTranslation(agent.namespace);
  if (page.totalPages <= 1) return null;
  return (
    <Pagination
      page={page.pageNo}
      totalPages={page.totalPages}
      onChange={onChange}
      labels={{
        nav: label ?? t('common.pages'),
        previous: t('common.previousPage'),
        next: t('common.nextPage'),
        page: (n) => t('common.pageN', { page: n }),
      }}
    />
  );
};
