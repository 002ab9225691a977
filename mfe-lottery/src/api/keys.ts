import { resourceKeys } from 'shared-ui/kit';

/** Query keys of the lottery's resources, one factory each so hooks and invalidation agree. */
export const lotteryKeys = {
  menus: resourceKeys('lottery', 'menus'),
  /** The external (SEA) view's address: `of(view, gameCode or '' for its lobby, language)`. */
  seaLink: resourceKeys('lottery', 'seaLink'),
  popular: resourceKeys('lottery', 'popular'),
  game: resourceKeys('lottery', 'game'),
  issue: resourceKeys('lottery', 'issue'),
  /** `of(gameCode)`, and below it what is counted from the draws: a draw makes them all stale. */
  results: resourceKeys('lottery', 'results'),
  /** `of(username, gameCode)`; `all` (every member's) goes stale on a bet, a cancel or a draw. */
  bets: resourceKeys('lottery', 'bets'),
  vnMenus: resourceKeys('lottery', 'vnMenus'),
};
