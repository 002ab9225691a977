import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState, ErrorState, LoadingState } from 'shared-ui';

/** Props of {@link QueryView}. */
export interface QueryViewProps<T> {
  query: UseQueryResult<T>;
  loadingLabel: string;
  errorMessage: string;
  /** Message when the data has nothing to show; omit when empty cannot happen. */
  emptyMessage?: string;
  isEmpty?: (data: T) => boolean;
  children: (data: T) => ReactNode;
}

/**
 * The loading, error (with retry) and empty states every data block needs, so a failing call
 * shows in its own block and never blanks the page.
 */
export const QueryView = <T,>({
  query,
  loadingLabel,
  errorMessage,
  emptyMessage,
  isEmpty,
  children,
}: QueryViewProps<T>) => {
  const { t } = useTranslation();
  if (query.isPending) return <LoadingState label={loadingLabel} />;
  if (query.isError) {
    return (
      <ErrorState
        message={errorMessage}
        retryLabel={t('common.retry')}
        onRetry={() => void query.refetch()}
      />
    );
  }
  if (emptyMessage && isEmpty?.(query.data)) return <EmptyState title={emptyMessage} />;
  return <>{children(query.data)}</>;
};
