import { lazy, Suspense, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { RemoteId } from 'shared-contracts';
import { ErrorState, LoadingState } from 'shared-ui';

import { useHost } from '../app/hostContext';
import { failureKindOf } from './errors';
import { loadRemoteComponent } from './federation';
import { RemoteErrorBoundary } from './RemoteErrorBoundary';
import styles from './RemoteSlot.module.css';

/** Props of {@link RemoteSlot}. */
export interface RemoteSlotProps {
  /** The remote that owns the area. */
  remote: RemoteId;
  /** The exposed module, for example './PromotionsPage'. */
  module: string;
}

/**
 * Renders an exposed module of a remote with Suspense, an error boundary and a retry action.
 * A remote that is not registered, down, slow, incompatible or throwing shows the same clear
 * "unavailable" state; the rest of the site keeps working.
 */
export function RemoteSlot({ remote, module }: RemoteSlotProps) {
  const host = useHost();
  const { t } = useTranslation('shell');
  const [attempt, setAttempt] = useState(0);
  const Area = useMemo(
    () => lazy(() => loadRemoteComponent(remote, module, attempt > 0)),
    [remote, module, attempt],
  );

  return (
    <section className={styles.slot} data-remote={remote} aria-busy={undefined}>
      <RemoteErrorBoundary
        key={attempt}
        fallback={(error) => (
          <div className={styles.fallback}>
            <ErrorState
              title={t('remote.unavailableTitle')}
              message={
                failureKindOf(error) === 'incompatible'
                  ? t('remote.incompatible')
                  : t('remote.unavailableBody')
              }
              retryLabel={t('remote.retry')}
              onRetry={() => setAttempt((count) => count + 1)}
            />
          </div>
        )}
      >
        <Suspense fallback={<LoadingState label={t('remote.loading')} />}>
          <Area host={host} />
        </Suspense>
      </RemoteErrorBoundary>
    </section>
  );
}
