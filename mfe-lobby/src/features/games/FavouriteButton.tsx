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
      <span className={styles.icon} aria-hidden="true" />
    </button>
  );
};
