import type { Game } from 'shared-contracts';

import common from '../../components/common.module.css';
import { FavouriteButton } from './FavouriteButton';
import styles from './GameCard.module.css';
import { useGameCards } from './GameCards';
import { useGameLauncher } from './GameLauncher';
import { GameThumbnail } from './GameThumbnail';

export interface GameCardProps {
  game: Game;
}

/**
 * A game: its picture and name form one "play" button named "Play <name>", the vendor under it;
 * the heart sits on top. The button shows nothing but the name, so its accessible name holds
 * every word it shows (speech input users say what they see; axe label-content-name-mismatch).
 */
export const GameCard = ({ game }: GameCardProps) => {
  const { t } = useGameCards();
  const { launch, launching } = useGameLauncher();
  const busy = launching === game.gameCode;
  return (
    <article className={styles.card}>
      <button
        type="button"
        className={styles.play}
        aria-label={t('game.play', { name: game.gameName })}
        aria-busy={busy || undefined}
        onClick={() => launch(game)}
      >
        <GameThumbnail src={game.thumbnail} />
        <span className={styles.caption}>
          <span className={styles.name}>{game.gameName}</span>
        </span>
      </button>
      <span className={styles.vendor}>{game.vendor}</span>
      <div className={styles.badges} aria-hidden="true">
        {game.maintenance ? (
          <span className={`${styles.badge} ${styles.maintenance}`}>{t('game.maintenance')}</span>
        ) : null}
        {game.isHot === 1 ? (
          <span className={`${styles.badge} ${common.hot}`}>{t('game.hot')}</span>
        ) : null}
        {game.isNew === 1 ? <span className={styles.badge}>{t('game.new')}</span> : null}
      </div>
      <div className={styles.favourite}>
        <FavouriteButton game={game} />
      </div>
    </article>
  );
};
