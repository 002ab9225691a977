import { ENCRYPTED_PAYLOAD_MAX_AGE_MS } from 'shared-contracts';

import {
  type AgentContractEngine,
  createAgentContractEngine,
} from './areas/agent/contracts/engine';
import { type AuthSettings, loadAuthSettings } from './areas/auth/authSettings';
import { type CaptchaService, createCaptchaService } from './areas/auth/captchas';
import { createDevOutbox, type DevOutbox } from './areas/auth/devOutbox';
import { createHashingQueue, type HashingQueue } from './areas/auth/hashingQueue';
import { createHumanCheck, type HumanCheck } from './areas/auth/humanCheck';
import { createInvitationCodes, type InvitationCodes } from './areas/auth/invitationCodes';
import { createKnownDevices, type KnownDevices } from './areas/auth/knownDevices';
import { createLoginBudgets, type LoginBudgets } from './areas/auth/loginBudgets';
import { createLoginThrottle, type LoginThrottle } from './areas/auth/loginThrottle';
import { createMemberRepository, type MemberRepository } from './areas/auth/members';
import { createProfileRepository, type ProfileRepository } from './areas/auth/profiles';
import { createSessionStore, type SessionStore, TRIAL_ACCOUNT_TTL_MS } from './areas/auth/sessions';
import { createSmsCodeService, type SmsCodeService } from './areas/auth/smsCodes';
import { createLottery, type Lottery } from './areas/lottery/lottery';
import { type Clock, createClock } from './areas/member/clock';
import { createLoginGates, type LoginGates } from './areas/member/loginGates';
import { createMemberMessages, type MemberMessages } from './areas/member/messages/memberMessages';
import { createRewards, type Rewards } from './areas/member/rewards/rewards';
import { loadRewardSettings } from './areas/member/rewards/rewardSettings';
import { type Areas, composeAreas, composeSchedules, type Schedule } from './compose';
import type { Config } from './config';
import type { Db } from './db/database';
import { createReplayGuard, type ReplayGuard } from './http/replayGuard';
import { type BalanceReader, createBalanceReader } from './ledger/accounts';
import { createLedger, type Ledger } from './ledger/ledger';

/** What ops may change at run time (admin routes) without a restart. */
export interface SiteState {
  status: 0 | 1 | 2;
  /**
   * Free play, when the brand offers it, until ops switch it off (e.g. during abuse). Pages
   * already open still show the button; the platform then refuses with function not enabled.
   */
  freePlay: boolean;
}

/**
 * The services one running platform holds, every one built here once (the areas' in
 * compose.ts). Routes receive it through `app.platform` and their area's services as an
 * argument; nothing here is a module-level singleton, so tests can run several platforms side by
 * side.
 */
export interface Platform {
  config: Config;
  db: Db;
  members: MemberRepository;
  sessions: SessionStore;
  ledger: Ledger;
  balances: BalanceReader;
  loginThrottle: LoginThrottle;
  /** Failed password checks per address and account, before hashing (ADR 0022). */
  loginBudgets: LoginBudgets;
  /** Devices that logged in to an account before (the device cookie, ADR 0022). */
  knownDevices: KnownDevices;
  replayGuard: ReplayGuard;
  siteState: SiteState;
  /** Accounts: profiles, invitation codes, captchas, SMS codes, dev outbox. */
  profiles: ProfileRepository;
  invitationCodes: InvitationCodes;
  captchas: CaptchaService;
  /**
   * Proof-of-work human verification (ADR 0022): registration, SMS sends, resets,
   * guest feedback, downlines and logins under attack carry a solved, single-use challenge.
   */
  humanCheck: HumanCheck;
  smsCodes: SmsCodeService;
  outbox: DevOutbox;
  /**
   * The member centre's clock (ADR 0008): limits, order expiry, auto-received withdrawals and
   * exclusions read `clock.now()`, so tests can move 24 hours ahead with `clock.advance`.
   */
  clock: Clock;
  /** Exclusions and two-factor login, checked before a session opens (ADR 0008). */
  memberGates: LoginGates;
  authSettings: AuthSettings;
  /** Bounded password hashing (ADR 0022): fair lanes per source, clean sources first. */
  hashing: HashingQueue;
  /** The lottery (ADR 0011): issues, draws and settlement on the platform clock, and bets. */
  lottery: Lottery;
  /** Agent contracts (ADR 0012): wages and dividends settled on the platform clock, income. */
  agentContracts: AgentContractEngine;
  /** Platform messages (ADR 0013): inboxes, read and deleted per member, sending by ops. */
  messages: MemberMessages;
  /** The reward centre (ADR 0013): rewards issued from play, deposits, birthdays and ranks. */
  rewards: Rewards;
  /** Every area's services (compose.ts), handed to the area's routes. */
  areas: Areas;
  /** The timers (draws, settlements, rewards, points, raffles): the app starts and stops them. */
  schedules: readonly Schedule[];
}

/** What the areas' services are built from: the platform's shared core. */
export type PlatformCore = Omit<Platform, 'areas' | 'schedules'>;

const createCore = (config: Config, db: Db): PlatformCore => {
  const outbox = createDevOutbox(db);
  const clock = createClock();
  const authSettings = loadAuthSettings(config.brandFile, config.firebase);
  const ledger = createLedger(db, clock.now);
  const balances = createBalanceReader(db);
  return {
    config,
    db,
    members: createMemberRepository(db),
    sessions: createSessionStore(db, config.sessionTtlMs, {
      idleMs: authSettings.idleMinutes * 60_000,
      trialTtlMs: TRIAL_ACCOUNT_TTL_MS,
    }),
    ledger,
    balances,
    loginThrottle: createLoginThrottle(),
    loginBudgets: createLoginBudgets({
      addressFreeFailures: config.loginFreeFailuresPerAddress,
    }),
    knownDevices: createKnownDevices(db),
    // A sealed payload is valid 60 s either side of now, so its nonce is kept for twice that.
    replayGuard: createReplayGuard(2 * ENCRYPTED_PAYLOAD_MAX_AGE_MS),
    siteState: { status: config.siteStatus, freePlay: true },
    profiles: createProfileRepository(db),
    invitationCodes: createInvitationCodes(db),
    // Captcha answers are revealed (to the admin dev route) only when the dev routes are on.
    captchas: createCaptchaService(db, config.devRoutes ? outbox : null),
    humanCheck: createHumanCheck(db, config.humanCheckKey ?? undefined),
    smsCodes: createSmsCodeService(db, outbox),
    outbox,
    clock,
    memberGates: createLoginGates(db, clock, {
      secret: config.sealKey,
      issuer: config.brand.brandName,
    }),
    authSettings,
    hashing: createHashingQueue(),
    lottery: createLottery({ db, ledger, balances, clock }),
    agentContracts: createAgentContractEngine({ db, ledger, clock }),
    messages: createMemberMessages(db, clock),
    rewards: createRewards({ db, ledger, settings: loadRewardSettings(config.brandFile) }),
  };
};

/** The platform: its shared core, then the areas' services and timers built from it. */
export const createPlatform = (config: Config, db: Db): Platform => {
  const core = createCore(config, db);
  const areas = composeAreas(core);
  return { ...core, areas, schedules: composeSchedules(core, areas) };
};

declare module 'fastify' {
  interface FastifyInstance {
    platform: Platform;
  }
}
