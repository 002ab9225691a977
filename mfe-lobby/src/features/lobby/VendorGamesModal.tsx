import { useTranslation } from 'react-i18next';
import type { GameType, VendorCard } from 'shared-contracts';
import { Button, EmptyState, ErrorState, LoadingState, Modal } from 'shared-ui';

import { useGameList } from '../../api/gameList';
import { GameCard } from '../games/GameCard';
import { GameCardsProvider } from '../games/GameCards';
import styles from './VendorGamesModal.module.css';

export interface VendorGamesModalProps {
  vendor: VendorCard | null;
  gameType: GameType;
  onClose: () => void;
}

/** The game-list popup of a VASSALAGE vendor (SPEC section 3). */
export const VendorGamesModal = ({ vendor, gameType, onClose }: VendorGamesModalProps) => {
  const { t } = useTranslation('lobby');
  const list = useGameList({ gameType, vassalage: vendor?.vassalage }, vendor !== null);
  if (!vendor) return null;
  const games = list.data?.pages.flatMap((page) => page.games) ?? [];
  return (
    <Modal open onClose={onClose} title={vendor.name} closeLabel={t('close')} size="lg">
      {list.isPending ? (
        <LoadingState label={t('games.loading')} />
      ) : list.isError && games.length === 0 ? (
        <ErrorState
          message={t('games.error')}
          retryLabel={t('retry')}
          onRetry={() => void list.refetch()}
        />
      ) : games.length === 0 ? (
        <EmptyState title={t('games.empty')} />
      ) : (
        <>
          <GameCardsProvider>
            <ul className={styles.grid} aria-label={t('vendors.gamesOf', { name: vendor.name })}>
              {games.map((game) => (
                <li key={game.gameCode}>
                  <GameCard game={game} />
                </li>
              ))}
            </ul>
          </GameCardsProvider>
          {list.hasNextPage ? (
            <div className={styles.more}>
              <Button
                variant="secondary"
                disabled={list.isFetchingNextPage}
                onClick={() => void list.fetchNextPage()}
              >
                {t('games.loadMore')}
              </Button>
            </div>
          ) : null}
        </>
      )}
    </Modal>
  );
};
