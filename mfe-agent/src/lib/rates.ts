import { BP_SCALE } from 'shared-contracts';
import type { Message } from 'shared-ui/kit';

/** A rate in basis points as a percentage with two decimals: 80 → "0.80%". */
export const formatRate = (bp: number): string => `${(bp / 100).toFixed(2)}%`;

/**
 * A typed percentage (at most two decimals, "0.8" or "0.80") as basis points, or null when it
 * is not one or lies outside 0..100 %.
 */
export const parseRate = (text: string): number | null => {
  const match = /^\s*(\d{1,3})(?:[.,](\d{1,2}))?\s*%?\s*$/.exec(text);
  if (!match) return null;
  const bp = Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
  return bp <= BP_SCALE ? bp : null;
};

/** Basis points as the text a rate field starts with: 80 → "0.80". */
export const rateInput = (bp: number): string => (bp / 100).toFixed(2);

/** A downline's rebate above the most it may get (the agent's own, or the platform's limit). */
export const rebateTooHigh = (maxBp: number): Message => ({
  key: 'register.rebateTooHigh',
  params: { max: formatRate(maxBp) },
});

/** What is wrong with a typed rebate: not a rate, or above `maxBp`; undefined when it is fine. */
export const rebateProblem = (text: string, maxBp: number): Message | undefined => {
  const rebateBp = parseRate(text);
  if (rebateBp === null) return { key: 'register.rateInvalid' };
  if (rebateBp > maxBp) return rebateTooHigh(maxBp);
  return undefined;
};
