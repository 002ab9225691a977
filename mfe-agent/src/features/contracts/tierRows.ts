import type { Tier } from 'shared-contracts/agent';
import { minorToInput, parseAmount } from 'shared-ui/kit';

import { parseRate, rateInput } from '../../lib/rates';
import { parseCountInput } from './parseCountInput';

/** A tier as the editor holds it: the three texts the agent typed. */
export interface TierRow {
  /** A key of the row for React (rows are added and removed). */
  id: string;
  minValidTurnover: string;
  minActiveMembers: string;
  rate: string;
}

/** A field of a tier row. */
export type TierField = 'minValidTurnover' | 'minActiveMembers' | 'rate';

/** What a field's text is not: an amount, a whole number or a percentage. */
export type TierFieldError = 'amount' | 'count' | 'rate';

/** The fields of a row that could not be read. */
export type TierRowErrors = Partial<Record<TierField, TierFieldError>>;

let lastRowId = 0;

/** A new empty tier row. */
export const newTierRow = (): TierRow => {
  lastRowId += 1;
  return { id: `tier-${lastRowId}`, minValidTurnover: '', minActiveMembers: '', rate: '' };
};

/** A tier as a row of the editor (to start from the agent's own terms). */
export const tierRowOf = (tier: Tier): TierRow => ({
  ...newTierRow(),
  minValidTurnover: minorToInput(tier.minValidTurnover),
  minActiveMembers: String(tier.minActiveMembers),
  rate: rateInput(tier.rateBp),
});

/** The tiers the rows give, or the fields of each row that could not be read (by row id). */
export type ReadTierRows =
  { tiers: Tier[]; errors: null } | { tiers: null; errors: Record<string, TierRowErrors> };

/**
 * Reads the rows as tiers: a money amount (at most two decimals) to minor units, a whole number
 * of members, a percentage (at most two decimals, 0..100) to basis points. Whether the tiers
 * make valid terms is `validateTiers`' to say.
 */
export const readTierRows = (rows: readonly TierRow[]): ReadTierRows => {
  const tiers: Tier[] = [];
  const errors: Record<string, TierRowErrors> = {};
  for (const row of rows) {
    const minValidTurnover = parseAmount(row.minValidTurnover);
    const minActiveMembers = parseCountInput(row.minActiveMembers);
    const rateBp = parseRate(row.rate);
    const rowErrors: TierRowErrors = {};
    if (minValidTurnover === null) rowErrors.minValidTurnover = 'amount';
    if (minActiveMembers === null) rowErrors.minActiveMembers = 'count';
    if (rateBp === null) rowErrors.rate = 'rate';
    if (minValidTurnover === null || minActiveMembers === null || rateBp === null)
      errors[row.id] = rowErrors;
    else tiers.push({ minValidTurnover, minActiveMembers, rateBp });
  }
  return Object.keys(errors).length > 0 ? { tiers: null, errors } : { tiers, errors: null };
};
