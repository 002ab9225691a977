import { resourceKeys } from 'shared-ui/kit';

/** Query keys of the lottery's resources, one factory each so hooks and invalidation agree. */
export const lotteryKeys = {
  /** The game catalogue (menus, games, the popular list): each read keyed by its call and input. */
  catalogue: resourceKeys('lottery', 'catalogue'),
  seaLink: resourceKeys('lottery', 'seaLink'),
  issue: resourceKeys('lottery', 'issue'),
  /** `of(gameCode)`, and below it what is counted from the draws: a draw makes them all stale. */
  results: resourceKeys('lottery', 'results'),
  /** `of(username, gameCode)`; `all` (every member's) goes stale on a bet, a cancel or a draw. */
  bets: resourceKeys('lottery', 'bets'),
  vnMenus: resourceKeys('lottery', 'vnMenus'),
};
