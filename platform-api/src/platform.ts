import { ENCRYPTED_PAYLOAD_MAX_AGE_MS } from 'shared-contracts';

import { createLoginThrottle } from './auth/loginThrottle';
import { createMemberRepository } from './auth/members';
import { createSessionStore } from './auth/sessions';
import type { Config } from './config';
import type { Db } from './db/database';
import { createReplayGuard } from './http/replayGuard';
import { createBalanceReader } from './ledger/accounts';
import { createLedger } from './ledger/ledger';

/** Site status that ops may change at run time (admin route) without a restart. */
export interface SiteState {
  status: 0 | 1 | 2;
}

/**
 * The services one running platform holds. Routes receive it through `app.platform`; nothing
 * here is a module-level singleton, so tests can run several platforms side by side.
 */
export const createPlatform = (config: Config, db: Db) => ({
  config,
  db,
  members: createMemberRepository(db),
  sessions: createSessionStore(db, config.sessionTtlMs),
  ledger: createLedger(db),
  balances: createBalanceReader(db),
  loginThrottle: createLoginThrottle(),
  // A sealed payload is valid 60 s either side of now, so its nonce is kept for twice that.
  replayGuard: createReplayGuard(2 * ENCRYPTED_PAYLOAD_MAX_AGE_MS),
  siteState: { status: config.siteStatus } as SiteState,
});
export type Platform = ReturnType<typeof createPlatform>;

declare module 'fastify' {
  interface FastifyInstance {
    platform: Platform;
  }
}
