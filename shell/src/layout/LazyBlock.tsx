import { type ReactNode, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorState, LoadingState } from 'shared-ui';

import { BlockErrorBoundary } from './BlockErrorBoundary';

/** Props of {@link LazyBlock}. */
export interface LazyBlockProps {
  children: ReactNode;
  /** Read by screen readers while the block loads. */
  loadingLabel: string;
  /** Shown while loading instead of the spinner (e.g. a box that reserves the height). */
  loadingFallback?: ReactNode;
}

/** Suspense plus an error boundary with retry around a lazily loaded block. */
export const LazyBlock = ({ children, loadingLabel, loadingFallback }: LazyBlockProps) => {
  const { t } = useTranslation();
  return (
    <BlockErrorBoundary
      fallback={(retry) => (
        <ErrorState
          title={t('remote.unavailableTitle')}
          message={t('remote.unavailableBody')}
          retryLabel={t('common.retry')}
          onRetry={retry}
        />
      )}
    >
      <Suspense fallback={loadingFallback ?? <LoadingState label={loadingLabel} />}>
        {children}
      </Suspense>
    </BlockErrorBoundary>
  );
};
