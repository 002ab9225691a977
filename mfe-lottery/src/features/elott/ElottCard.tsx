import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { LotteryGameMenu } from 'shared-contracts/lottery';
import { buttonClassName, Card, formLayout } from 'shared-ui';
import { useRemote } from 'shared-ui/kit';

import common from '../../components/common.module.css';
import styles from './ElottScreen.module.css';
import { isSeaGame } from './seaGames';

/**
 * One game of the e-lottery lobby: its picture, name and cadence. A SEA game opens the external
 * view on this page (`?gameCode=`); any other game opens its betting page on /lottery.
 */
export const ElottCard = ({ game }: { game: LotteryGameMenu }) => {
  const { t } = useTranslation('lottery');
  const { asset } = useRemote();
  const sea = isSeaGame(game.gameCode);
  const code = encodeURIComponent(game.gameCode);
  return (
    <Card as="article" gap="none" className={styles.card}>
      <img
        className={styles.art}
        src={asset(`/assets/games/${game.gameCode}.webp`)}
        alt=""
        width={240}
        height={240}
        loading="lazy"
      />
      <div className={styles.cardBody}>
        <h3 className={common.subtitle}>{game.gameName}</h3>
        <p className={`${formLayout.muted} ${common.row}`}>
          {game.intervalSeconds === null
            ? t('games.daily')
            : t('games.every', { count: Math.round(game.intervalSeconds / 60) })}
          {sea ? <span className={styles.badge}>{t('elott.seaBadge')}</span> : null}
        </p>
        <Link
          className={`${buttonClassName()} ${styles.play}`}
          to={sea ? `?gameCode=${code}` : `/lottery?gameCode=${code}`}
          aria-label={t('elott.playGame', { name: game.gameName })}
        >
          {t('elott.play')}
        </Link>
      </div>
    </Card>
  );
};
