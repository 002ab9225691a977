import '../../zodSetup';

import { readFileSync } from 'node:fs';

import { z } from 'zod/mini';

const count = z.number().check(z.int(), z.positive());
const basisPoints = z.number().check(z.int(), z.positive(), z.lte(10_000));

/**
 * The `bonusRules` section of the brand file: what closes bonus farming.
 * - `wagering`: a settled bet counts toward bonus wagering only when its chance of winning is
 *   at most `maxWinChanceBp` (basis points; a near-certain bet turns the bonus into cash), and
 *   at most `maxPerBet` (minor units) of its stake counts.
 * - `downlines`: an agent creates at most `perAgentPerDay` accounts in 24 hours, and sends the
 *   downline form at most `attemptsPerHour` times an hour (the form answers whether a username
 *   is taken, so an unthrottled form lists the brand's usernames).
 */
export const bonusRulesSchema = z.object({
  wagering: z._default(
    z.object({
      maxWinChanceBp: z._default(basisPoints, 7_500),
      maxPerBet: z._default(count, 50_00),
    }),
    { maxWinChanceBp: 7_500, maxPerBet: 50_00 },
  ),
  downlines: z._default(
    z.object({
      perAgentPerDay: z._default(count, 20),
      attemptsPerHour: z._default(count, 30),
    }),
    { perAgentPerDay: 20, attemptsPerHour: 30 },
  ),
});
export type BonusRules = z.infer<typeof bonusRulesSchema>;
export type WageringRules = BonusRules['wagering'];

/** A brand without a `bonusRules` section gets these. */
export const DEFAULT_BONUS_RULES: BonusRules = {
  wagering: { maxWinChanceBp: 7_500, maxPerBet: 50_00 },
  downlines: { perAgentPerDay: 20, attemptsPerHour: 30 },
};

/** Reads and validates the brand file's `bonusRules`; a broken section stops start-up. */
export const loadBonusRules = (brandFile: string): BonusRules => {
  const raw = JSON.parse(readFileSync(brandFile, 'utf8')) as { bonusRules?: unknown };
  if (raw.bonusRules === undefined) return DEFAULT_BONUS_RULES;
  const parsed = bonusRulesSchema.safeParse(raw.bonusRules);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new Error(
      `Brand file ${brandFile} is invalid at bonusRules.${issue?.path.join('.')}: ${issue?.message}`,
    );
  }
  return parsed.data;
};
