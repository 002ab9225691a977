import type { ProfitPeriod } from 'shared-contracts/member';

import { categoryTotals } from './profitFigures';

const period = (byCategory: ProfitPeriod['byCategory']): ProfitPeriod => ({
  periodStart: '2026-03-01',
  periodEnd: '2026-03-01',
  bets: byCategory.reduce((sum, row) => sum + row.bets, 0),
  validTurnover: byCategory.reduce((sum, row) => sum + row.validTurnover, 0),
  winLoss: byCategory.reduce((sum, row) => sum + row.winLoss, 0),
  byCategory,
});

describe('profit figures', () => {
  it('adds the categories up over the periods, in the menu order, and they reconcile', () => {
    const periods = [
      period([
        { category: 'PVP', bets: 1, validTurnover: 500, winLoss: -500 },
        { category: 'LIVE', bets: 2, validTurnover: 1_000, winLoss: 700 },
      ]),
      period([]),
      period([
        { category: 'LIVE', bets: 1, validTurnover: 300, winLoss: -300 },
        { category: 'INHOUSE', bets: 2, validTurnover: 200, winLoss: 150 },
        { category: 'ELOTT', bets: 4, validTurnover: 0, winLoss: 0 },
      ]),
    ];
    const rows = categoryTotals(periods);
    expect(rows).toEqual([
      { category: 'ELOTT', bets: 4, validTurnover: 0, winLoss: 0 },
      { category: 'LIVE', bets: 3, validTurnover: 1_300, winLoss: 400 },
      { category: 'PVP', bets: 1, validTurnover: 500, winLoss: -500 },
      { category: 'INHOUSE', bets: 2, validTurnover: 200, winLoss: 150 },
    ]);
    const sum = (key: 'bets' | 'validTurnover' | 'winLoss') =>
      rows.reduce((total, row) => total + row[key], 0);
    expect([sum('bets'), sum('validTurnover'), sum('winLoss')]).toEqual([
      periods.reduce((total, row) => total + row.bets, 0),
      periods.reduce((total, row) => total + row.validTurnover, 0),
      periods.reduce((total, row) => total + row.winLoss, 0),
    ]);
  });
});
