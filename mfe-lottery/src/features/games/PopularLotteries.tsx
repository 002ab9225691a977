import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { PopularLottery } from 'shared-contracts/lottery';
import { Button, formLayout } from 'shared-ui';

import { usePopularLotteries } from '../../api/menus';
import common from '../../components/common.module.css';
import styles from './PopularLotteries.module.css';

/** Where a popular lottery opens: the VN page for a Vietnamese game, else /lottery. */
export const popularLotteryPath = (game: PopularLottery): string =>
  `${game.family === 'VN' ? '/vnlottery' : '/lottery'}?gameCode=${encodeURIComponent(game.gameCode)}`;

export interface PopularLotteriesProps {
  /** The game the page shows (marked as the current link). */
  selected: string | undefined;
}

/**
 * The most played lotteries (SPEC: popular lottery count 20) as a row of links above the game
 * list, the most played first; it scrolls sideways on phones. While loading it keeps its
 * height; a failure says so with a retry, and an empty list shows nothing.
 */
export const PopularLotteries = ({ selected }: PopularLotteriesProps) => {
  const { t } = useTranslation('lottery');
  const popular = usePopularLotteries();
  if (popular.data?.length === 0) return null;
  return (
    <section className={common.stack} aria-labelledby="lottery-popular">
      <h2 id="lottery-popular" className={common.groupTitle}>
        {t('games.popular')}
      </h2>
      {popular.data ? (
        <ol className={styles.games}>
          {popular.data.map((game) => (
            <li key={game.gameCode}>
              <Link
                to={popularLotteryPath(game)}
                className={styles.game}
                aria-current={game.gameCode === selected ? 'page' : undefined}
              >
                {game.gameName}
              </Link>
            </li>
          ))}
        </ol>
      ) : popular.isError ? (
        <p className={`${formLayout.muted} ${styles.state}`} role="alert">
          {t('games.popularFailed')}{' '}
          <Button type="button" size="sm" variant="ghost" onClick={() => void popular.refetch()}>
            {t('common.retry')}
          </Button>
        </p>
      ) : (
        <p className={`${formLayout.muted} ${styles.state}`} role="status">
          {t('common.loading')}
        </p>
      )}
    </section>
  );
};
