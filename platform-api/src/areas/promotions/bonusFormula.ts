/** The rule fields a bonus is paid by (a row of promotion_participation). */
export interface BonusRule {
  bonus_amount: number;
  bonus_rate_bp: number;
  bonus_cap: number | null;
  turnover_multiple: number;
}

/**
 * The bonus for `deposits` (credited deposits in the period, minor units): the fixed part plus
 * the rate's share, at most the cap, and the wagering it asks. The one formula the payout and
 * the promotion's published terms (their example table) both use.
 */
export const bonusFor = (rule: BonusRule, deposits: number) => {
  const share = rule.bonus_rate_bp > 0 ? Math.floor((deposits * rule.bonus_rate_bp) / 10_000) : 0;
  const uncapped = rule.bonus_amount + share;
  const amount = rule.bonus_cap === null ? uncapped : Math.min(rule.bonus_cap, uncapped);
  return { amount, turnoverRequired: amount * rule.turnover_multiple };
};
