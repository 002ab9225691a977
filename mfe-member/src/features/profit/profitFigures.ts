import { GAME_TYPES, type GameType } from 'shared-contracts';
import { type ProfitCategory, type ProfitPeriod } from 'shared-contracts/member';

/**
 * The figures of every category over all the periods (each period's `byCategory` added up), in
 * `GAME_TYPES` order (the side menu's categories, then the platform's own games); categories
 * without bets are left out. The sums equal the
 * report's totals, since every settled bet is in exactly one period and one category.
 */
export const categoryTotals = (periods: readonly ProfitPeriod[]): ProfitCategory[] => {
  const sums = new Map<GameType, ProfitCategory>();
  for (const period of periods) {
    for (const row of period.byCategory) {
      const sum = sums.get(row.category) ?? {
        category: row.category,
        bets: 0,
        validTurnover: 0,
        winLoss: 0,
      };
      sums.set(row.category, {
        category: row.category,
        bets: sum.bets + row.bets,
        validTurnover: sum.validTurnover + row.validTurnover,
        winLoss: sum.winLoss + row.winLoss,
      });
    }
  }
  return GAME_TYPES.flatMap((category) => {
    const sum = sums.get(category);
    return sum && sum.bets > 0 ? [sum] : [];
  });
};
