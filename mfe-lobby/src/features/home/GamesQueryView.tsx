import type { FetchStatus } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Game } from 'shared-contracts';
import { EmptyState, ErrorState, LoadingState } from 'shared-ui';

import { GameRow } from '../games/GameRow';

export interface GamesQueryViewProps {
  query: {
    data?: readonly Game[];
    isPending: boolean;
    /** `idle` while pending: not started (a block waiting to come near the screen). */
    fetchStatus?: FetchStatus;
    isError: boolean;
    refetch: () => unknown;
  };
  /** Accessible name of the list. */
  label: string;
  loadingLabel: string;
  emptyTitle: string;
  emptyAction?: ReactNode;
}

/** A home block's games with its loading, error and empty states. */
export const GamesQueryView = ({
  query,
  label,
  loadingLabel,
  emptyTitle,
  emptyAction,
}: GamesQueryViewProps) => {
  const { t } = useTranslation('lobby');
  if (query.isPending)
    return <LoadingState label={loadingLabel} still={query.fetchStatus === 'idle'} />;
  if (query.isError || !query.data) {
    return (
      <ErrorState
        message={t('home.error')}
        retryLabel={t('retry')}
        onRetry={() => void query.refetch()}
      />
    );
  }
  if (query.data.length === 0) return <EmptyState title={emptyTitle} action={emptyAction} />;
  return <GameRow games={query.data} label={label} />;
};
