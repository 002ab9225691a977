import { useTranslation } from 'react-i18next';
import { EmptyState, ErrorState } from 'shared-ui';

import { usePlatformReachable } from '../api/platformReachable';
import { FastestDomainOffer } from '../domains/FastestDomainOffer';
import type { RemoteFailureKind } from './errors';

/** Title and message of a slot that cannot show its remote, by why. */
const failureTexts = (kind: RemoteFailureKind, platformDown: boolean) =>
  ({
    unavailable: {
      title: 'remote.unavailableTitle',
      // "The rest of the site still works" would be untrue with the platform itself down.
      body: platformDown ? 'remote.offlineBody' : 'remote.unavailableBody',
    },
    incompatible: { title: 'remote.unavailableTitle', body: 'remote.incompatible' },
    comingSoon: { title: 'remote.comingSoonTitle', body: 'remote.comingSoonBody' },
  })[kind];

/** Props of {@link SlotFailure}. */
export interface SlotFailureProps {
  kind: RemoteFailureKind;
  onRetry: () => void;
}

/**
 * What a slot says when it cannot show its area: "coming soon", or unavailable with a retry,
 * telling whether the rest of the site still works (a check of the platform says); with the
 * platform unreachable, the fastest other domain of the brand is offered too.
 */
export const SlotFailure = ({ kind, onRetry }: SlotFailureProps) => {
  const { t } = useTranslation('shell');
  const reachable = usePlatformReachable({ enabled: kind === 'unavailable' });
  const texts = failureTexts(kind, !reachable);
  if (kind === 'comingSoon') {
    return (
      <div role="status">
        <EmptyState title={t(texts.title)} description={t(texts.body)} />
      </div>
    );
  }
  return (
    <div>
      <ErrorState
        title={t(texts.title)}
        message={t(texts.body)}
        retryLabel={t('remote.retry')}
        onRetry={onRetry}
      />
      {/* SPEC's "network link abnormal, retry": the brand's fastest other domain beside it. */}
      {reachable ? null : <FastestDomainOffer />}
    </div>
  );
};
