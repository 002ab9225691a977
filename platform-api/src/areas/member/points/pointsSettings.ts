import '../../../zodSetup';

import { readFileSync } from 'node:fs';

import { z } from 'zod/mini';

const whole = z.number().check(z.int(), z.positive(), z.lte(1_000_000_000));

/**
 * The `points` section of the brand file: how points are earned (`earnPoints` per
 * `earnPerValidBet` minor units of a closed day's valid bets), what they convert to
 * (`exchangePoints` points = `exchangeCash` minor units, rounded down), the conversion's minimum
 * and step, the most items one redemption takes, and how many closed days an accrual pass looks
 * back over (days older than that which were never read are not earned late).
 */
export const pointsSettingsSchema = z.object({
  earnPoints: whole,
  earnPerValidBet: whole,
  exchangePoints: whole,
  exchangeCash: whole,
  convertMinPoints: whole,
  convertStepPoints: whole,
  maxQuantity: z.number().check(z.int(), z.positive(), z.lte(100)),
  accrualLookbackDays: z.number().check(z.int(), z.positive(), z.lte(366)),
});
export type PointsSettings = z.infer<typeof pointsSettingsSchema>;

/** A brand without a `points` section: 1 point per 1.00 of valid bets, 100 points = 1.00. */
export const DEFAULT_POINTS_SETTINGS: PointsSettings = {
  earnPoints: 1,
  earnPerValidBet: 100,
  exchangePoints: 100,
  exchangeCash: 100,
  convertMinPoints: 1_000,
  convertStepPoints: 100,
  maxQuantity: 10,
  accrualLookbackDays: 35,
};

/** Reads and validates the brand file's `points` (missing keys take the defaults). */
export const loadPointsSettings = (brandFile: string): PointsSettings => {
  const raw = JSON.parse(readFileSync(brandFile, 'utf8')) as { points?: unknown };
  if (raw.points === undefined) return DEFAULT_POINTS_SETTINGS;
  const parsed = pointsSettingsSchema.safeParse({
    ...DEFAULT_POINTS_SETTINGS,
    ...(raw.points as object),
  });
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new Error(
      `Brand file ${brandFile} is invalid at points.${issue?.path.join('.')}: ${issue?.message}`,
    );
  }
  return parsed.data;
};
