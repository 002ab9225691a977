import type { Db } from '../../../db/database';
import type { Ledger } from '../../../ledger/ledger';
import { createPointsCatalogue } from './pointsCatalogue';
import { createPointsConversion } from './pointsConversion';
import { createPointsEarning } from './pointsEarning';
import { createPointsLedger } from './pointsLedger';
import { createPointsRedemptions } from './pointsRedemptions';
import type { PointsSettings } from './pointsSettings';

export { pointsItemImageUrl, type PointsItemRow, type RedeemInput } from './pointsRows';

/**
 * The points mall: earning (a pass over closed report days, each member-day once), the
 * catalogue, redemptions (stock and points taken in one transaction; vouchers and bonus credits
 * paid through the money ledger at once, physical items decided by ops), and conversion of
 * points to cash. Every points movement goes through the points ledger with a unique key, every
 * money movement through the money ledger with one.
 */
export const createPointsMall = (deps: { db: Db; ledger: Ledger; settings: PointsSettings }) => {
  const { db, ledger, settings } = deps;
  const points = createPointsLedger(db);
  return {
    points,
    settings,
    ...createPointsEarning(db, points, settings),
    ...createPointsCatalogue(db),
    ...createPointsRedemptions({ db, ledger, points, settings }),
    ...createPointsConversion({ db, ledger, points, settings }),
  };
};
export type PointsMall = ReturnType<typeof createPointsMall>;
