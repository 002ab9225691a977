import { useTranslation } from 'react-i18next';
import { Pagination } from 'shared-ui';

import { agent } from '../remote';

export interface ListPaginationProps {
  page: number;
  totalPages: number;
  onChange: (page: number) => void;
}

/** The pager of a list in the agent's language; nothing for a single page. */
export const ListPagination = ({ page, totalPages, onChange }: ListPaginationProps) => {
  const { t } = useTranslation(agent.namespace);
  if (totalPages <= 1) return null;
  return (
    <Pagination
      page={page}
      totalPages={totalPages}
      onChange={onChange}
      labels={{
        nav: t('common.pages'),
        previous: t('common.previousPage'),
        next: t('common.nextPage'),
        page: (n) => t('common.pageN', { page: n }),
      }}
    />
  );
};
