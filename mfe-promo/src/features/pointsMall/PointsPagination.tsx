import { useTranslation } from 'react-i18next';
import { Pagination } from 'shared-ui';

export interface PointsPaginationProps {
  page: number;
  totalPages: number;
  onChange(page: number): void;
  /** The accessible name of the page navigation (several lists share the mall's page). */
  navLabel?: string;
}

/** The points mall's page navigation in its own words; nothing when there is one page. */
export const PointsPagination = ({
  page,
  totalPages,
  onChange,
  navLabel,
}: PointsPaginationProps) => {
  const { t } = useTranslation('promo');
  if (totalPages <= 1) return null;
  return (
    <Pagination
      page={page}
      totalPages={totalPages}
      onChange={onChange}
      labels={{
        nav: navLabel ?? t('points.pagination.nav'),
        previous: t('points.pagination.previous'),
        next: t('points.pagination.next'),
        page: (n) => t('points.pagination.page', { page: n }),
      }}
    />
  );
};
