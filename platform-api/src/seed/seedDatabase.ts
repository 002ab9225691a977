import { seedChat } from '../chat/seedChat';
import type { Config } from '../config';
import type { Db } from '../db/database';
import { applyMigrations, dropEverything } from '../db/migrate';
import { seedGuestEnquiries } from '../desk/seedDesk';
import { seedFeedback } from '../feedback/seedFeedback';
import { seedGameExtras } from '../games/seedGameExtras';
import { createLedger, type Ledger } from '../ledger/ledger';
import { seedProfiles } from '../member/profileSeed';
import { createRandom } from './random';
import { seedAgentContracts } from './seedAgentContracts';
import { seedAgentTeam } from './seedAgentTeam';
import { seedAuth } from './seedAuth';
import {
  seedBanners,
  seedCustomerService,
  seedDomains,
  seedHelp,
  seedNotices,
} from './seedContent';
import { seedGames } from './seedGames';
import { seedLottery } from './seedLottery';
import { seedMemberMessages } from './seedMemberMessages';
import { seedMemberMissions } from './seedMemberMissions';
import { seedMemberMoney } from './seedMemberMoney';
import { seedMemberRecords } from './seedMemberRecords';
import { seedMemberRewards } from './seedMemberRewards';
import { hashDemoPasswords, seedMembers } from './seedMembers';
import { seedPoints } from './seedPoints';
import { seedPromotionParticipation } from './seedPromotionParticipation';
import { seedPromotions } from './seedPromotions';
import { seedWinners } from './seedWinners';

const SEED = 20220101;

/** True when the database holds no brand yet (first start, or after a wipe). */
export const isEmpty = (db: Db): boolean =>
  Number(db.prepare('SELECT COUNT(*) FROM members').pluck().get()) === 0;

type SeedConfig = Pick<Config, 'payloadSecret' | 'scryptCost'>;

const writeBrand = (
  db: Db,
  config: SeedConfig,
  ledger: Ledger,
  hashes: readonly string[],
  now: number,
) =>
  db.transaction(() => {
    const random = createRandom(SEED);
    const gameCodes = seedGames(db, random);
    seedGameExtras(db);
    seedBanners(db);
    seedNotices(db, now);
    seedHelp(db);
    seedCustomerService(db, config.payloadSecret);
    seedDomains(db);
    seedPromotions(db, now);
    seedMembers(db, ledger, random, { now, hashes, gameCodes });
    seedWinners(db, ledger, random, gameCodes, now);
    seedAuth(db, now);
    seedMemberMoney(db, ledger, config.scryptCost, now);
    seedLottery(db, ledger, now);
    seedAgentTeam(db, now);
    seedAgentContracts(db, ledger, now);
    seedMemberRecords(db, now);
    seedMemberMissions(db, now);
    seedMemberRewards(db, ledger, now);
    seedMemberMessages(db, now);
    seedPromotionParticipation(db, ledger, now);
    seedPoints(db, ledger, now);
    seedChat(db, now);
    seedFeedback(db, now);
    seedGuestEnquiries(db, now);
    seedProfiles(db);
  })();

/** Fills an empty, migrated database with the demo brand. Deterministic but for timestamps. */
export const seedDatabase = async (
  db: Db,
  config: SeedConfig,
  ledger: Ledger = createLedger(db),
  now = Date.now(),
): Promise<void> => {
  const hashes = await hashDemoPasswords(config.scryptCost);
  writeBrand(db, config, ledger, hashes, now);
};

/** Wipes everything and builds the demo brand again (db:reset and POST /admin/reset). */
export const resetDatabase = async (db: Db, config: SeedConfig, ledger?: Ledger): Promise<void> => {
  const hashes = await hashDemoPasswords(config.scryptCost);
  // From here on everything is synchronous: no request runs between the wipe and the seed.
  dropEverything(db);
  applyMigrations(db);
  writeBrand(db, config, ledger ?? createLedger(db), hashes, Date.now());
};
