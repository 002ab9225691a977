import { ENCRYPTED_PAYLOAD_MAX_AGE_MS } from 'shared-contracts';

import { createLoginThrottle, type LoginThrottle } from './auth/loginThrottle';
import { createMemberRepository, type MemberRepository } from './auth/members';
import { createSessionStore, type SessionStore } from './auth/sessions';
import type { Config } from './config';
import type { Db } from './db/database';
import { createReplayGuard, type ReplayGuard } from './http/replayGuard';
import { type BalanceReader, createBalanceReader } from './ledger/accounts';
import { createLedger, type Ledger } from './ledger/ledger';

/** Site status that ops may change at run time (admin route) without a restart. */
export interface SiteState {
  status: 0 | 1 | 2;
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
  replayGuard: ReplayGuard;
  siteState: SiteState;
}

export const createPlatform = (config: Config, db: Db): Platform => ({
  config,
  db,
  members: createMemberRepository(db),
  sessions: createSessionStore(db, config.sessionTtlMs),
  ledger: createLedger(db),
  balances: createBalanceReader(db),
  loginThrottle: createLoginThrottle(),
  // A sealed payload is valid 60 s either side of now, so its nonce is kept for twice that.
  replayGuard: createReplayGuard(2 * ENCRYPTED_PAYLOAD_MAX_AGE_MS),
  siteState: { status: config.siteStatus },
});

declare module 'fastify' {
  interface FastifyInstance {
    platform: Platform;
  }
}
