import type { Language } from 'shared-contracts';

/** Query keys of the lottery's resources, one factory so hooks and invalidation agree. */
export const lotteryKeys = {
  all: ['lottery'] as const,
  menus: (language: Language) => ['lottery', 'menus', language] as const,
  game: (gameCode: string, language: Language) => ['lottery', 'game', gameCode, language] as const,
  issue: (gameCode: string) => ['lottery', 'issue', gameCode] as const,
  results: (gameCode: string) => ['lottery', 'results', gameCode] as const,
  /** Every bet list (of every member): what a bet, a cancel or a draw makes stale. */
  bets: ['lottery', 'bets'] as const,
  betsOf: (username: string, gameCode: string) => ['lottery', 'bets', username, gameCode] as const,
};
