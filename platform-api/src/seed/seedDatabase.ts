import { seedAgentContracts } from '../areas/agent/contracts/seedAgentContracts';
import { seedAgentTeam } from '../areas/agent/team/seedAgentTeam';
import { seedAuth } from '../areas/auth/seedAuth';
import { seedChat } from '../areas/chat/seedChat';
import {
  seedBanners,
  seedCustomerService,
  seedDomains,
  seedHelp,
  seedNotices,
} from '../areas/content/seedContent';
import { seedGuestEnquiries } from '../areas/desk/seedDesk';
import { seedFeedback } from '../areas/feedback/seedFeedback';
import { seedGameExtras } from '../areas/games/seedGameExtras';
import { seedGames } from '../areas/games/seedGames';
import { seedWinners } from '../areas/games/seedWinners';
import { seedLottery } from '../areas/lottery/seedLottery';
import { seedMemberMessages } from '../areas/member/messages/seedMemberMessages';
import { seedMemberMissions } from '../areas/member/missions/seedMemberMissions';
import { seedPoints } from '../areas/member/points/seedPoints';
import { seedMemberRecords } from '../areas/member/records/seedMemberRecords';
import { seedMemberRewards } from '../areas/member/rewards/seedMemberRewards';
import { seedMemberMoney } from '../areas/member/seedMemberMoney';
import { hashDemoPasswords, seedMembers } from '../areas/member/seedMembers';
import { seedProfiles } from '../areas/member/seedProfiles';
import { seedPromotionParticipation } from '../areas/promotions/seedPromotionParticipation';
import { seedPromotions } from '../areas/promotions/seedPromotions';
import type { Config } from '../config';
import type { Db } from '../db/database';
import { applyMigrations, dropEverything } from '../db/migrate';
import { createLedger, type Ledger } from '../ledger/ledger';
import { createRandom } from './random';

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
