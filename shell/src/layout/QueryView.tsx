import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryView as KitQueryView, type QueryViewQuery } from 'shared-ui/kit';

/** Props of {@link QueryView}. */
export interface QueryViewProps<T> {
  query: QueryViewQuery<T>;
  loadingLabel: string;
  errorMessage: string;
  /** Message when the data has nothing to show; omit when empty cannot happen. */
  emptyMessage?: string;
  isEmpty?: (data: T) => boolean;
  children: (data: T) => ReactNode;
}

/** The kit's query states with the shell's retry label. */
export const QueryView = <T,>({ emptyMessage, ...props }: QueryViewProps<T>) => {
  const { t } = useTranslation();
  return <KitQueryView {...props} emptyTitle={emptyMessage} retryLabel={t('common.retry')} />;
};
