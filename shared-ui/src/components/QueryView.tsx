import type { ReactNode } from 'react';

import { EmptyState } from './EmptyState';
import { ErrorState } from './ErrorState';
import { LoadingState } from './LoadingState';

/** The part of a query result {@link QueryView} reads (TanStack Query's result fits). */
export interface QueryViewQuery<T> {
  data: T | undefined;
  isPending: boolean;
  isError: boolean;
  refetch: () => unknown;
}

/** Props of {@link QueryView}. */
export interface QueryViewProps<T> {
  query: QueryViewQuery<T>;
  loadingLabel: string;
  errorMessage: string;
  retryLabel: string;
  /** Title when the data has nothing to show; omit when empty cannot happen. */
  emptyTitle?: string;
  /** A way forward from the empty state (a link or a button). */
  emptyAction?: ReactNode;
  /** Whether the data counts as empty; arrays count when they have no items. */
  isEmpty?: (data: T) => boolean;
  children: (data: T) => ReactNode;
}

const emptyArray = (data: unknown) => Array.isArray(data) && data.length === 0;

/**
 * The loading, error (with retry) and empty states every data block needs, so a failing call
 * shows in its own block and never blanks the page.
 */
export const QueryView = <T,>({
  query,
  loadingLabel,
  errorMessage,
  retryLabel,
  emptyTitle,
  emptyAction,
  isEmpty = emptyArray,
  children,
}: QueryViewProps<T>) => {
  if (query.isPending) return <LoadingState label={loadingLabel} />;
  if (query.isError || query.data === undefined) {
    return (
      <ErrorState
        message={errorMessage}
        retryLabel={retryLabel}
        onRetry={() => void query.refetch()}
      />
    );
  }
  if (emptyTitle && isEmpty(query.data)) {
    return <EmptyState title={emptyTitle} action={emptyAction} />;
  }
  return <>{children(query.data)}</>;
};
