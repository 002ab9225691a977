import { createAffiliateApplications } from './areas/affiliates/affiliateApplications';
import { createAgentCreatedAccounts } from './areas/agent/team/agentCreatedAccounts';
import { createAgentTeam } from './areas/agent/team/agentTeam';
import { createFirebaseSignIn } from './areas/auth/firebaseSignIn';
import { createFreePlayService } from './areas/auth/freePlay';
import { createLoginService } from './areas/auth/loginService';
import { createLoginTickets } from './areas/auth/loginTickets';
import { createPasswordService } from './areas/auth/passwordService';
import { createPlayerInserter, createRegistrationService } from './areas/auth/registration';
import { createChatService } from './areas/chat/chatService';
import { createDeskService } from './areas/desk/deskService';
import { createFeedback } from './areas/feedback/feedback';
import { createFieldStore } from './areas/fieldData/fieldStore';
import { createGameCatalog } from './areas/games/gameCatalog';
import { createGameSessions } from './areas/games/gameSessions';
import { createRoundService } from './areas/games/rounds';
import { createLotteryQueries } from './areas/lottery/queries';
import { createMemberCentre } from './areas/member/memberCentre';
import { createMemberMissions } from './areas/member/missions/memberMissions';
import { createPointsMall } from './areas/member/points/pointsMall';
import { loadPointsSettings } from './areas/member/points/pointsSettings';
import { createProfilePreferences } from './areas/member/profilePreferences';
import { createMemberRecords } from './areas/member/records/memberRecords';
import { createReferrals } from './areas/member/referral';
import { createPromotionParticipation } from './areas/promotions/participation';
import type { PlatformCore } from './platform';
import { createTicker } from './ticker';

/** How often the scheduler issues the rewards members have earned. */
const REWARDS_TICK_MS = 5 * 60_000;
/** How often the scheduler credits the points of closed report days. */
const POINTS_TICK_MS = 5 * 60_000;
/** How often the scheduler looks for raffles whose draw time has come. */
const RAFFLE_TICK_MS = 30_000;

/**
 * The composition root of the areas: every area's services, built once per platform from its
 * shared core, then handed to the area's routes. Route files build none of these themselves, so
 * one instance serves every route that needs it (the member centre's uploads, bonuses and
 * withdrawal passwords are the feedback's, raffles', rewards' and points mall's too).
 */
export const composeAreas = (platform: PlatformCore) => {
  const { db, config, ledger, balances, clock, lottery } = platform;
  const centre = createMemberCentre(platform);
  return {
    auth: {
      login: createLoginService(platform, platform.memberGates),
      passwords: createPasswordService(platform),
      registration: createRegistrationService(platform),
      freePlay: createFreePlayService(platform),
      firebase: createFirebaseSignIn(platform),
      loginTickets: createLoginTickets(db),
    },
    member: {
      centre,
      /** Ops' demo players (the member admin routes). */
      insertPlayer: createPlayerInserter(platform),
      missions: createMemberMissions(db, ledger),
      pointsMall: createPointsMall({ db, ledger, settings: loadPointsSettings(config.brandFile) }),
      preferences: createProfilePreferences(db),
      records: createMemberRecords(db),
      referrals: createReferrals(db, ledger),
    },
    agent: {
      team: createAgentTeam(platform),
      agentCreated: createAgentCreatedAccounts(db),
    },
    lottery: { queries: createLotteryQueries(db, lottery) },
    games: {
      catalog: createGameCatalog(db, config.brand.esportsVassalages),
      sessions: createGameSessions(db),
      rounds: createRoundService(db, ledger, balances),
    },
    promotions: {
      participation: createPromotionParticipation({ db, ledger, uploads: centre.uploads }),
    },
    affiliates: { applications: createAffiliateApplications(db) },
    chat: createChatService(db, clock),
    desk: createDeskService(db),
    feedback: createFeedback({ db, uploads: centre.uploads }),
    fieldData: createFieldStore(db),
  };
};
export type Areas = ReturnType<typeof composeAreas>;

/** One production scheduler: what it catches up on at start, its ticker, and its failure log. */
export interface Schedule {
  /** The log message of a failing tick. */
  failure: string;
  /** Catches up on what fell due while the platform was stopped (before the app serves). */
  catchUp?: () => void;
  start(onError: (error: unknown) => void): void;
  stop(): void;
}

/**
 * Every timer the platform runs, in the order they catch up: the lottery's draws, the agents'
 * settlement, then the raffles. The app starts them once its routes are registered and stops
 * them when it closes; tests stop them and drive the work themselves.
 */
export const composeSchedules = (platform: PlatformCore, areas: Areas): readonly Schedule[] => {
  const { clock, lottery, agentContracts, rewards } = platform;
  const { participation } = areas.promotions;
  const { pointsMall } = areas.member;
  return [
    {
      failure: 'lottery run failed',
      catchUp: () => lottery.runDue(),
      start: lottery.start,
      stop: lottery.stop,
    },
    {
      failure: 'agent settlement run failed',
      catchUp: () => agentContracts.runDue(clock.now()),
      start: agentContracts.start,
      stop: agentContracts.stop,
    },
    {
      failure: 'reward issuing failed',
      ...createTicker(() => rewards.issueDue(clock.now()), REWARDS_TICK_MS),
    },
    {
      failure: 'points accrual failed',
      ...createTicker(() => pointsMall.accrueDue(clock.now()), POINTS_TICK_MS),
    },
    {
      failure: 'raffle draw failed',
      catchUp: () => participation.drawDue(clock.now()),
      ...createTicker(() => participation.drawDue(clock.now()), RAFFLE_TICK_MS),
    },
  ];
};
