import { BP_SCALE, MAX_TIERS } from '../api/agent/common';
import type { Tier } from '../api/agent/contracts';

/*
 * Contract tiers (ADR 0012): a tier pays `rateBp` of the team's valid turnover (wages) or payable
 * base (dividends) when the period's team valid turnover and active members both reach its
 * minimums. Pure and exact: integer minor units and basis points, floors, no floats kept.
 */

/** The team's figures of a period that the tiers are matched against. */
export interface TierStats {
  validTurnover: number;
  activeMembers: number;
}

/**
 * floor(amount × rateBp / 10 000), exact for any safe integers (BigInt when the product leaves
 * the safe range), rounding toward −∞ for a negative amount.
 */
export const applyRateBp = (amount: number, rateBp: number): number => {
  const product = amount * rateBp;
  if (Number.isSafeInteger(product)) return Math.floor(product / BP_SCALE);
  const big = BigInt(amount) * BigInt(rateBp);
  const scale = BigInt(BP_SCALE);
  const quotient = big / scale; // truncates toward 0
  return Number(big % scale !== 0n && big < 0n ? quotient - 1n : quotient);
};

/** The tier with the highest rate whose minimums the stats both reach, or null. */
export const tierFor = (tiers: readonly Tier[], stats: TierStats): Tier | null => {
  let best: Tier | null = null;
  for (const tier of tiers) {
    if (stats.validTurnover < tier.minValidTurnover || stats.activeMembers < tier.minActiveMembers)
      continue;
    if (!best || tier.rateBp > best.rateBp) best = tier;
  }
  return best;
};

/** The rate the tiers give the stats: the rate of {@link tierFor}, 0 when no tier is reached. */
export const rateFor = (tiers: readonly Tier[], stats: TierStats): number =>
  tierFor(tiers, stats)?.rateBp ?? 0;

/** A wage: floor(validTurnover × rateBp / 10 000) of the tier reached, 0 when none. */
export const wageOf = (tiers: readonly Tier[], stats: TierStats): number => {
  const tier = tierFor(tiers, stats);
  return tier ? applyRateBp(stats.validTurnover, tier.rateBp) : 0;
};

/** What is wrong with a list of tiers, and at which tier (null: the list as a whole). */
export interface TiersProblem {
  problem:
    | 'count' // not 1..10 tiers
    | 'minimum' // a minimum is not a non-negative safe integer
    | 'rate' // a rate is not an integer 1..10 000
    | 'minimumsNotAscending' // a tier's minimums are not above the previous one's
    | 'ratesNotAscending'; // a tier's rate is not above the previous one's
  index: number | null;
}

const isCount = (value: number) => Number.isSafeInteger(value) && value >= 0;

/**
 * Checks a contract's tiers (400 `invalidTiers` when not null): 1 to 10 tiers; minimums
 * non-negative integers; every rate an integer 1..10 000; each tier after the first has both
 * minimums at least the previous tier's, one of them strictly greater (no two tiers with the
 * same minimums), and a strictly higher rate.
 */
export const validateTiers = (tiers: readonly Tier[]): TiersProblem | null => {
  if (tiers.length < 1 || tiers.length > MAX_TIERS) return { problem: 'count', index: null };
  for (const [index, tier] of tiers.entries()) {
    if (!isCount(tier.minValidTurnover) || !isCount(tier.minActiveMembers))
      return { problem: 'minimum', index };
    if (!Number.isInteger(tier.rateBp) || tier.rateBp < 1 || tier.rateBp > BP_SCALE)
      return { problem: 'rate', index };
    const previous = tiers[index - 1];
    if (!previous) continue;
    const notBelow =
      tier.minValidTurnover >= previous.minValidTurnover &&
      tier.minActiveMembers >= previous.minActiveMembers;
    const above =
      tier.minValidTurnover > previous.minValidTurnover ||
      tier.minActiveMembers > previous.minActiveMembers;
    if (!notBelow || !above) return { problem: 'minimumsNotAscending', index };
    if (tier.rateBp <= previous.rateBp) return { problem: 'ratesNotAscending', index };
  }
  return null;
};

/**
 * Whether terms offered to a sub-agent are no better than the offerer's own (else 400
 * `termsTooHigh`): for every offered tier, its rate is at most the rate `own` gives at that
 * tier's minimums. Since a rate only grows with the stats, the offered tiers then never pay more
 * than `own` for any stats.
 */
export const tiersWithin = (offered: readonly Tier[], own: readonly Tier[]): boolean =>
  offered.every(
    (tier) =>
      tier.rateBp <=
      rateFor(own, { validTurnover: tier.minValidTurnover, activeMembers: tier.minActiveMembers }),
  );
