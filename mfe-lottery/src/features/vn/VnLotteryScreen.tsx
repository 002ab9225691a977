import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router-dom';
import { EmptyState } from 'shared-ui';
import { QueryView } from 'shared-ui/kit';

import { useVnMenus, type VnMenusState } from '../../api/vn';
import common from '../../components/common.module.css';
import styles from '../page/LotteryLayout.module.css';
import { useSelectionParams } from '../page/useSelection';
import { useSlips } from '../slip/useSlip';
import { VnGameView } from './VnGameView';
import { VnMenu } from './VnMenu';

const firstGame = (menus: VnMenusState) =>
  menus.regions.find((region) => region.games.length > 0)?.games[0]?.gameCode;

/** The /vnlottery page: the VN games by region beside the chosen game (`?gameCode=`). */
export const VnLotteryScreen = () => {
  const { t } = useTranslation('lottery');
  const menus = useVnMenus();
  const { gameCode } = useSelectionParams();
  const slips = useSlips();
  const { refetch } = menus;
  const refreshMenus = useCallback(() => void refetch(), [refetch]);

  return (
    <div className={styles.page}>
      <h1 className={common.pageTitle}>{t('vn.title')}</h1>
      <QueryView
        query={menus}
        loadingLabel={t('common.loading')}
        errorMessage={t('common.error')}
        retryLabel={t('common.retry')}
        emptyTitle={t('vn.menu.empty')}
        isEmpty={(data) => data.regions.every((region) => region.games.length === 0)}
      >
        {(data) => {
          const first = firstGame(data);
          if (!gameCode && first) return <Navigate to={`?gameCode=${first}`} replace />;
          const listed = data.regions.some((region) =>
            region.games.some((game) => game.gameCode === gameCode),
          );
          return (
            <div className={`${styles.layout} ${styles.vnLayout}`}>
              <aside className={styles.games}>
                <VnMenu menus={data} selected={gameCode} onIssueClosed={refreshMenus} />
              </aside>
              <div className={common.stack4}>
                {gameCode && listed ? (
                  <VnGameView key={gameCode} gameCode={gameCode} slip={slips(gameCode)} />
                ) : (
                  <EmptyState title={t('games.unknownGame')} />
                )}
              </div>
            </div>
          );
        }}
      </QueryView>
    </div>
  );
};
