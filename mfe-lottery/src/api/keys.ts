import type { Language } from 'shared-contracts';
import type { LotteryPrizeMode } from 'shared-contracts/lottery';

/** Query keys of the lottery's resources, one factory so hooks and invalidation agree. */
export const lotteryKeys = {
  all: ['lottery'] as const,
  menus: (prizeMode: LotteryPrizeMode, language: Language) =>
    ['lottery', 'menus', prizeMode, language] as const,
  /** The external (SEA) view's address: a view, a game (or none for its lobby). */
  seaLink: (view: string, gameCode: string, language: Language) =>
    ['lottery', 'seaLink', view, gameCode, language] as const,
  popular: (language: Language) => ['lottery', 'popular', language] as const,
  game: (gameCode: string, language: Language) => ['lottery', 'game', gameCode, language] as const,
  issue: (gameCode: string) => ['lottery', 'issue', gameCode] as const,
  results: (gameCode: string) => ['lottery', 'results', gameCode] as const,
  /** Every bet list (of every member): what a bet, a cancel or a draw makes stale. */
  bets: ['lottery', 'bets'] as const,
  betsOf: (username: string, gameCode: string) => ['lottery', 'bets', username, gameCode] as const,
};
