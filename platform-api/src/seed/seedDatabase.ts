import type { Config } from '../config';
import type { Db } from '../db/database';
import { applyMigrations, dropEverything } from '../db/migrate';
import { createLedger, type Ledger } from '../ledger/ledger';
import { createRandom } from './random';
import { seedBanners, seedCustomerService, seedDomains, seedHelp, seedNotices } from './seedContent';
import { seedGames } from './seedGames';
import { seedMembers } from './seedMembers';
import { seedPromotions } from './seedPromotions';

const SEED = 20220101;

/** True when the database holds no brand yet (first start, or after a wipe). */
export const isEmpty = (db: Db): boolean =>
  Number(db.prepare('SELECT COUNT(*) FROM members').pluck().get()) === 0;

/** Fills an empty, migrated database with the demo brand. Deterministic but for timestamps. */
export const seedDatabase = async (
  db: Db,
  config: Pick<Config, 'payloadSecret' | 'scryptCost'>,
  ledger: Ledger = createLedger(db),
  now = Date.now(),
): Promise<void> => {
  const random = createRandom(SEED);
  const gameCodes = db.transaction(() => {
    const codes = seedGames(db, random);
    seedBanners(db);
    seedNotices(db, now);
    seedHelp(db);
    seedCustomerService(db, config.payloadSecret);
    seedDomains(db);
    seedPromotions(db, now);
    return codes;
  })();
  await seedMembers(db, ledger, random, { now, scryptCost: config.scryptCost, gameCodes });
};

/** Wipes everything and builds the demo brand again (db:reset and POST /admin/reset). */
export const resetDatabase = async (
  db: Db,
  config: Pick<Config, 'payloadSecret' | 'scryptCost'>,
  ledger?: Ledger,
): Promise<void> => {
  dropEverything(db);
  applyMigrations(db);
  await seedDatabase(db, config, ledger);
};
