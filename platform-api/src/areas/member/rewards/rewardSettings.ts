import '../../../zodSetup';

import { readFileSync } from 'node:fs';

import { minorUnitsSchema } from 'shared-contracts';
import { z } from 'zod/mini';

const days = z.number().check(z.int(), z.positive(), z.lte(366));
const multiple = z.number().check(z.int(), z.nonnegative(), z.lte(100));
const rateBp = z.number().check(z.int(), z.nonnegative(), z.lte(10_000));
const amount = minorUnitsSchema.check(z.positive());

/**
 * The `rewards` section of the brand file: how much each kind of reward pays, the wagering it
 * asks once claimed (amount × `turnoverMultiple`) and how long it can be claimed.
 */
export const rewardSettingsSchema = z.object({
  rebate: z.object({
    /** Share of a report day's valid bets, in basis points. */
    rateBp,
    /** Smaller rebates are not issued. */
    minAmount: amount,
    turnoverMultiple: multiple,
    /** Days after the report day ends that the rebate can be claimed. */
    validDays: days,
  }),
  deposit: z.object({
    rateBp,
    /** Deposits credited below this amount earn nothing. */
    minDeposit: amount,
    maxAmount: amount,
    turnoverMultiple: multiple,
    validDays: days,
  }),
  birthday: z.object({ amount, turnoverMultiple: multiple }),
  vipLevelUp: z.object({
    /** Paid per rank level reached (rank 4 pays 4 ×). */
    amountPerLevel: amount,
    turnoverMultiple: multiple,
    validDays: days,
  }),
});
export type RewardSettings = z.infer<typeof rewardSettingsSchema>;

/** A brand without a `rewards` section pays these. */
export const DEFAULT_REWARD_SETTINGS: RewardSettings = {
  rebate: { rateBp: 100, minAmount: 10, turnoverMultiple: 1, validDays: 7 },
  deposit: {
    rateBp: 500,
    minDeposit: 10_000,
    maxAmount: 50_000,
    turnoverMultiple: 5,
    validDays: 3,
  },
  birthday: { amount: 8_800, turnoverMultiple: 3 },
  vipLevelUp: { amountPerLevel: 5_000, turnoverMultiple: 2, validDays: 30 },
};

/** Reads and validates the brand file's `rewards`; a broken section stops start-up. */
export const loadRewardSettings = (brandFile: string): RewardSettings => {
  const raw = JSON.parse(readFileSync(brandFile, 'utf8')) as { rewards?: unknown };
  if (raw.rewards === undefined) return DEFAULT_REWARD_SETTINGS;
  const parsed = rewardSettingsSchema.safeParse(raw.rewards);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new Error(
      `Brand file ${brandFile} is invalid at rewards.${issue?.path.join('.')}: ${issue?.message}`,
    );
  }
  return parsed.data;
};
