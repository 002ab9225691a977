import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { GameType, VendorCard } from 'shared-contracts';
import { Button, EmptyState, ErrorState, formLayout, LoadingState } from 'shared-ui';

import { useGameList } from '../../api/gameList';
import common from '../../components/common.module.css';
import { GameCard } from '../games/GameCard';
import { GameCardsProvider } from '../games/GameCards';
import { LobbyFilters } from './LobbyFilters';
import { useLobbyFilters } from './useLobbyFilters';
import { VirtualGameGrid } from './VirtualGameGrid';

export interface GameBrowserProps {
  gameType: GameType;
  /** The vendors the vendor filter offers. */
  vendors: readonly VendorCard[];
  withClassifications: boolean;
  /** Accessible name of the game list. */
  label: string;
}

/** Filters (in the URL) over the windowed, infinitely scrolling game list of a category. */
export const GameBrowser = ({
  gameType,
  vendors,
  withClassifications,
  label,
}: GameBrowserProps) => {
  const { t } = useTranslation('lobby');
  const [filters, setFilters, clearFilters] = useLobbyFilters();
  const list = useGameList({
    gameType,
    ...filters,
    gameClassify: withClassifications ? filters.gameClassify : undefined,
  });
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = list;
  const loadMore = useCallback(() => {
    if (hasNextPage && !isFetchingNextPage) void fetchNextPage();
  }, [fetchNextPage, hasNextPage, isFetchingNextPage]);

  const games = list.data?.pages.flatMap((page) => page.games) ?? [];
  const total = list.data?.pages[0]?.total ?? 0;

  const body = (() => {
    if (list.isPending) return <LoadingState label={t('games.loading')} />;
    if (list.isError && games.length === 0) {
      return (
        <ErrorState
          message={t('games.error')}
          retryLabel={t('retry')}
          onRetry={() => void list.refetch()}
        />
      );
    }
    if (games.length === 0) {
      return (
        <EmptyState
          title={t('games.empty')}
          description={t('games.emptyHint')}
          action={
            <Button variant="secondary" onClick={clearFilters}>
              {t('filters.clear')}
            </Button>
          }
        />
      );
    }
    return (
      <>
        <GameCardsProvider>
          <VirtualGameGrid
            games={games}
            total={total}
            label={label}
            onEndReached={loadMore}
            renderGame={(game) => <GameCard game={game} />}
          />
        </GameCardsProvider>
        {list.isFetchNextPageError ? (
          <ErrorState message={t('games.moreError')} retryLabel={t('retry')} onRetry={loadMore} />
        ) : null}
        {hasNextPage ? (
          <div className={common.more}>
            {isFetchingNextPage ? (
              <LoadingState label={t('games.loadingMore')} />
            ) : (
              <Button variant="secondary" onClick={loadMore}>
                {t('games.loadMore')}
              </Button>
            )}
          </div>
        ) : null}
      </>
    );
  })();

  return (
    <div className={common.screen}>
      <LobbyFilters
        vendors={vendors}
        withClassifications={withClassifications}
        filters={filters}
        onChange={setFilters}
        onClear={clearFilters}
      />
      <p className={formLayout.muted} role="status">
        {list.isPending ? '' : t('games.count', { count: total })}
      </p>
      {body}
    </div>
  );
};
