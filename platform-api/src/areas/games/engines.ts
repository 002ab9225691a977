import { randomInt } from 'node:crypto';

import { z } from 'zod';

import type { Engine } from './inHouseGames';

/** Draws an integer in [min, max) from the server's cryptographic source. */
export type Draw = (min: number, max: number) => number;
export const secureDraw: Draw = (min, max) => randomInt(min, max);

/** Slot symbols with their reel weights and the multiplier of three in a row. */
export const SLOT_SYMBOLS = [
  { symbol: 'cherry', weight: 30, pays: 3 },
  { symbol: 'lemon', weight: 25, pays: 5 },
  { symbol: 'bell', weight: 18, pays: 10 },
  { symbol: 'star', weight: 12, pays: 20 },
  { symbol: 'seven', weight: 8, pays: 50 },
  { symbol: 'lotus', weight: 7, pays: 100 },
] as const;
const SLOT_TOTAL_WEIGHT = SLOT_SYMBOLS.reduce((sum, s) => sum + s.weight, 0);
/** Two cherries anywhere pay the stake back times this. */
const TWO_CHERRIES_PAYS = 2;

const spinReel = (draw: Draw) => {
  let ticket = draw(0, SLOT_TOTAL_WEIGHT);
  for (const entry of SLOT_SYMBOLS) {
    if (ticket < entry.weight) return entry;
    ticket -= entry.weight;
  }
  return SLOT_SYMBOLS[0];
};

/** The dice house edge: a winning roll pays 98% of the fair odds. */
const DICE_RETURN = 0.98;
/** The demo table's card that loses both high and low (the house edge). */
const TABLE_HOUSE_CARD = 7;

/** What the player picks: nothing for the slot, a target for the dice, a side for the table. */
export const choiceSchemas = {
  slot: z.undefined().or(z.null()),
  dice: z.object({
    target: z.number().int().min(2).max(98),
    direction: z.enum(['under', 'over']),
  }),
  table: z.object({ side: z.enum(['high', 'low']) }),
} as const;

export interface Outcome {
  /** Stake times this, rounded down, is the payout (0 for a loss). */
  multiplier: number;
  payout: number;
  /** What the page shows: reels, the roll, the card. */
  detail: Record<string, unknown>;
}

/** Slot: three of a kind, or exactly two cherries (the other reel not a cherry). */
const SLOT_WIN_CHANCE =
  SLOT_SYMBOLS.reduce((sum, s) => sum + (s.weight / SLOT_TOTAL_WEIGHT) ** 3, 0) +
  3 *
    (SLOT_SYMBOLS[0].weight / SLOT_TOTAL_WEIGHT) ** 2 *
    (1 - SLOT_SYMBOLS[0].weight / SLOT_TOTAL_WEIGHT);

/**
 * A round's chance of winning in basis points (rounded up), recorded with the round: bonus
 * wagering leaves out near-certain rounds. `choice` must have passed
 * `choiceSchemas[engine]`.
 */
export const winChanceBp = (engine: Engine, choice: unknown): number => {
  switch (engine) {
    case 'slot':
      return Math.ceil(SLOT_WIN_CHANCE * 10_000);
    case 'dice': {
      const { target, direction } = choiceSchemas.dice.parse(choice);
      return (direction === 'under' ? target - 1 : 100 - target) * 100;
    }
    case 'table':
      // Six of the thirteen cards win each side; the house card loses both.
      return Math.ceil((6 / 13) * 10_000);
  }
};

/** Plays one round of an engine. `choice` must have passed `choiceSchemas[engine]`. */
export const playEngine = (engine: Engine, stake: number, choice: unknown, draw: Draw): Outcome => {
  switch (engine) {
    case 'slot': {
      const reels = [spinReel(draw), spinReel(draw), spinReel(draw)];
      const [a, b, c] = reels.map((r) => r.symbol);
      const cherries = reels.filter((r) => r.symbol === 'cherry').length;
      const multiplier =
        a === b && b === c ? reels[0]!.pays : cherries === 2 ? TWO_CHERRIES_PAYS : 0;
      return {
        multiplier,
        payout: stake * multiplier,
        detail: { reels: reels.map((r) => r.symbol) },
      };
    }
    case 'dice': {
      const { target, direction } = choiceSchemas.dice.parse(choice);
      const roll = draw(1, 101);
      const winningRolls = direction === 'under' ? target - 1 : 100 - target;
      const won = direction === 'under' ? roll < target : roll > target;
      const multiplier = won ? Math.floor((DICE_RETURN * 100 * 100) / winningRolls) / 100 : 0;
      return {
        multiplier,
        payout: Math.floor(stake * multiplier),
        detail: { roll, target, direction },
      };
    }
    case 'table': {
      const { side } = choiceSchemas.table.parse(choice);
      const card = draw(1, 14);
      const won = card !== TABLE_HOUSE_CARD && (side === 'high' ? card > 7 : card < 7);
      const multiplier = won ? 2 : 0;
      return { multiplier, payout: stake * multiplier, detail: { card, side } };
    }
  }
};
