import type { Game } from 'shared-contracts';

import styles from './FavouriteButton.module.css';
import { useGameCards } from './GameCards';

export interface FavouriteButtonProps {
  game: Game;
}

/**
 * The heart on a game card. A guest who touches it gets the login modal, and the toggle goes
 * through once they have logged in.
 */
export const FavouriteButton = ({ game }: FavouriteButtonProps) => {
  const { t, favouriteIds, toggleFavourite } = useGameCards();
  const favourite = favouriteIds?.has(game.nodeId) ?? false;
  const label = t(favourite ? 'favourite.remove' : 'favourite.add', { name: game.gameName });
  return (
    <button
      type="button"
      className={styles.favourite}
      aria-label={label}
      title={label}
      aria-pressed={favourite}
      onClick={() => toggleFavourite(game, favourite)}
    >
      <svg viewBox="0 0 24 24" aria-hidden="true" className={styles.icon}>
        <path d="M12 21s-7.5-4.6-9.6-9.2C.9 8.3 3 4.5 6.7 4.5c2.1 0 3.6 1.1 4.3 2.4h2c.7-1.3 2.2-2.4 4.3-2.4 3.7 0 5.8 3.8 4.3 7.3C19.5 16.4 12 21 12 21z" />
      </svg>
    </button>
  );
};
