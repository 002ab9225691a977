import type { AgentRefusal } from 'shared-contracts';

import type { Db } from '../../../db/database';
import { HttpError, tooManyRequests } from '../../../http/httpError';
import { createRateLimiter } from '../../../http/rateLimiter';
import type { BonusRules } from '../../member/bonusRules';
import { refusal } from './access';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/**
 * What limits the accounts an agent creates (farms of downlines that claim bonuses and send
 * the money up). Separate steps, so other checks (the human verification) fit around
 * them:
 * - `countAttempt`: the downline form at most `attemptsPerHour` times an hour per agent, before
 *   any other check (the form says whether a username is taken: an unthrottled form lists the
 *   brand's usernames); 429 `downlineThrottled`.
 * - `requireRoom`: at most `perAgentPerDay` accounts created in 24 hours; 409
 *   `downlineDailyLimit`. Checked before hashing and again in the creating transaction.
 * - `flag`: the new account records the agent that created it (ops list such accounts).
 */
export const createDownlineLimits = (db: Db, rules: BonusRules['downlines']) => {
  const attempts = createRateLimiter(rules.attemptsPerHour, HOUR_MS);
  const createdSince = db
    .prepare('SELECT COUNT(*) FROM members WHERE created_by_agent = ? AND created_at > ?')
    .pluck();
  const setCreator = db.prepare('UPDATE members SET created_by_agent = ? WHERE id = ?');

  return {
    countAttempt(agentId: string, now: number): void {
      const wait = attempts.hit(agentId, now);
      if (wait > 0) {
        const retryAfter = Math.max(1, Math.ceil(wait));
        throw tooManyRequests(
          retryAfter,
          'Too many downline registrations were tried: wait before trying again',
          { reason: 'downlineThrottled', retryAfter } satisfies AgentRefusal,
        );
      }
    },
    requireRoom(agentId: string, now: number): void {
      if (Number(createdSince.get(agentId, now - DAY_MS)) >= rules.perAgentPerDay)
        throw refusal(
          409,
          'downlineDailyLimit',
          `You can register at most ${rules.perAgentPerDay} accounts in 24 hours`,
          { limit: rules.perAgentPerDay },
        );
    },
    flag(memberId: string, agentId: string): void {
      setCreator.run(agentId, memberId);
    },
    /** Whether an error is this module's daily limit (the creating call passes it through). */
    isLimit: (error: unknown): boolean =>
      error instanceof HttpError &&
      (error.value as AgentRefusal | undefined)?.reason === 'downlineDailyLimit',
  };
};
export type DownlineLimits = ReturnType<typeof createDownlineLimits>;
