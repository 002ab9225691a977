import type { Game } from 'shared-contracts';

import { GameCard } from './GameCard';
import { GameCardsProvider } from './GameCards';
import styles from './GameRow.module.css';

export interface GameRowProps {
  games: readonly Game[];
  /** Accessible name of the list. */
  label: string;
}

/** A short list of games, one row that scrolls sideways on phones and wraps on wide screens. */
export const GameRow = ({ games, label }: GameRowProps) => (
  <GameCardsProvider>
    <ul className={styles.row} aria-label={label}>
      {games.map((game) => (
        <li key={game.gameCode} className={styles.item}>
          <GameCard game={game} />
        </li>
      ))}
    </ul>
  </GameCardsProvider>
);
