import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { LotteryMenuGroup } from 'shared-contracts/lottery';
import { EmptyState } from 'shared-ui';

import { useLotteryMenus } from '../../api/menus';
import common from '../../components/common.module.css';
import { MenusView } from '../../components/MenusView';
import { GameList } from '../games/GameList';
import { PopularLotteries } from '../games/PopularLotteries';
import { useFavourites } from '../games/useFavourites';
import { useSlips } from '../slip/useSlip';
import { GameView } from './GameView';
import styles from './LotteryLayout.module.css';
import { useSelectionParams } from './useSelection';

/**
 * The /lottery page: the popular lotteries, then the game list beside the chosen game
 * (`?gameCode=`, default the first).
 */
export const LotteryScreen = () => {
  const { t } = useTranslation('lottery');
  const menus = useLotteryMenus();
  const { gameCode: asked } = useSelectionParams();
  const { favourites, toggle } = useFavourites();
  const slips = useSlips();
  // Without `?gameCode=` the first game shows at once (the server renders it too); the address
  // then names it, so a reload or a shared link opens the same game.
  const first = menus.data ? firstGame(menus.data.groups) : undefined;
  const gameCode = asked ?? first;
  const navigate = useNavigate();
  useEffect(() => {
    if (!asked && first) void navigate(`?gameCode=${first}`, { replace: true });
  }, [asked, first, navigate]);

  return (
    <div className={styles.page}>
      <h1 className={common.pageTitle}>{t('common.title')}</h1>
      <PopularLotteries selected={gameCode} />
      <MenusView menus={menus}>
        {({ groups }) => {
          const listed = groups.some((group) =>
            group.gameMenus.some((game) => game.gameCode === gameCode),
          );
          return (
            <div className={styles.layout}>
              <aside className={styles.games}>
                <GameList
                  groups={groups}
                  selected={gameCode}
                  favourites={favourites}
                  onToggleFavourite={toggle}
                />
              </aside>
              <div className={common.stack4}>
                {gameCode && listed ? (
                  <GameView key={gameCode} gameCode={gameCode} slip={slips(gameCode)} />
                ) : (
                  <EmptyState title={t('games.unknownGame')} />
                )}
              </div>
            </div>
          );
        }}
      </MenusView>
    </div>
  );
};

const firstGame = (groups: readonly LotteryMenuGroup[]) =>
  groups.find((group) => group.gameMenus.length > 0)?.gameMenus[0]?.gameCode;
