import { ENCRYPTED_PAYLOAD_MAX_AGE_MS } from 'shared-contracts';

import { type AgentContractEngine, createAgentContractEngine } from './agent/contracts/engine';
import { type AuthSettings, loadAuthSettings } from './auth/authSettings';
import { type CaptchaService, createCaptchaService } from './auth/captchas';
import { createDevOutbox, type DevOutbox } from './auth/devOutbox';
import { createHashingQueue, type HashingQueue } from './auth/hashingQueue';
import { createHumanCheck, type HumanCheck } from './auth/humanCheck';
import { type AffiliateRepository, createAffiliateRepository } from './auth/invitationCodes';
import { createKnownDevices, type KnownDevices } from './auth/knownDevices';
import { createLoginBudgets, type LoginBudgets } from './auth/loginBudgets';
import { createLoginThrottle, type LoginThrottle } from './auth/loginThrottle';
import { createMemberRepository, type MemberRepository } from './auth/members';
import { createProfileRepository, type ProfileRepository } from './auth/profiles';
import { createSessionStore, type SessionStore, TRIAL_ACCOUNT_TTL_MS } from './auth/sessions';
import { createSmsCodeService, type SmsCodeService } from './auth/smsCodes';
import type { Config } from './config';
import type { Db } from './db/database';
import { createReplayGuard, type ReplayGuard } from './http/replayGuard';
import { type BalanceReader, createBalanceReader } from './ledger/accounts';
import { createLedger, type Ledger } from './ledger/ledger';
import { createLottery, type Lottery } from './lottery/lottery';
import { type Clock, createClock } from './member/clock';
import { createLoginGates, type LoginGates } from './member/loginGates';
import { createMemberMessages, type MemberMessages } from './member/messages/memberMessages';
import { createRewards, type Rewards } from './member/rewards/rewards';
import { loadRewardSettings } from './member/rewards/rewardSettings';

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
 * The services one running platform holds. Routes receive it through `app.platform`; nothing
 * here is a module-level singleton, so tests can run several platforms side by side.
 */
export interface Platform {
  config: Config;
  db: Db;
  members: MemberRepository;
  sessions: SessionStore;
  ledger: Ledger;
  balances: BalanceReader;
  loginThrottle: LoginThrottle;
  /** Failed password checks per address and account, before hashing (issue 30). */
  loginBudgets: LoginBudgets;
  /** Devices that logged in to an account before (the device cookie, issue 30). */
  knownDevices: KnownDevices;
  replayGuard: ReplayGuard;
  siteState: SiteState;
  /** Accounts (issue #4): profiles, invitation codes, captchas, SMS codes, dev outbox. */
  profiles: ProfileRepository;
  affiliates: AffiliateRepository;
  captchas: CaptchaService;
  /**
   * Proof-of-work human verification (issue 29, ADR 0022): registration, SMS sends, resets,
   * guest feedback, downlines and logins under attack carry a solved, single-use challenge.
   */
  humanCheck: HumanCheck;
  smsCodes: SmsCodeService;
  outbox: DevOutbox;
  /**
   * The member centre's clock (issue 12): limits, order expiry, auto-received withdrawals and
   * exclusions read `clock.now()`, so tests can move 24 hours ahead with `clock.advance`.
   */
  clock: Clock;
  /** Exclusions and two-factor login, checked before a session opens (issue 12). */
  memberGates: LoginGates;
  authSettings: AuthSettings;
  /** Bounded password hashing (issues 20, 30): fair lanes per source, clean sources first. */
  hashing: HashingQueue;
  /** The lottery (issue 13): issues, draws and settlement on the platform clock, and bets. */
  lottery: Lottery;
  /** Agent contracts (issue 14): wages and dividends settled on the platform clock, income. */
  agentContracts: AgentContractEngine;
  /** Platform messages (issue 15): inboxes, read and deleted per member, sending by ops. */
  messages: MemberMessages;
  /** The reward centre (issue 15): rewards issued from play, deposits, birthdays and ranks. */
  rewards: Rewards;
}

export const createPlatform = (config: Config, db: Db): Platform => {
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
    affiliates: createAffiliateRepository(db),
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

declare module 'fastify' {
  interface FastifyInstance {
    platform: Platform;
  }
}
