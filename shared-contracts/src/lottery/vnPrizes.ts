import type { LotteryGame } from './catalogue';

/** The two VN result formats: northern (Miền Bắc, 27 prizes) and southern/central (18 prizes). */
export type VnFormat = 'north' | 'south';

/** The prize keys of a VN result, from the special prize down. */
export const VN_PRIZE_KEYS = ['special', 'g1', 'g2', 'g3', 'g4', 'g5', 'g6', 'g7', 'g8'] as const;
export type VnPrizeKey = (typeof VN_PRIZE_KEYS)[number];

/** One prize of a VN draw: how many numbers it has and how many digits each. */
export interface VnPrizeTier {
  readonly key: VnPrizeKey;
  readonly count: number;
  readonly digits: number;
}

/**
 * The prize table of each format, in draw order (the fair draw fills the tiers in this order).
 * Northern: special 1×5, G1 1×5, G2 2×5, G3 6×5, G4 4×4, G5 6×4, G6 3×3, G7 4×2 (27 numbers).
 * Southern and central: special 1×6, G1 1×5, G2 1×5, G3 2×5, G4 7×5, G5 1×4, G6 3×4, G7 1×3,
 * G8 1×2 (18 numbers).
 */
export const VN_PRIZE_TABLES: Readonly<Record<VnFormat, readonly VnPrizeTier[]>> = {
  north: [
    { key: 'special', count: 1, digits: 5 },
    { key: 'g1', count: 1, digits: 5 },
    { key: 'g2', count: 2, digits: 5 },
    { key: 'g3', count: 6, digits: 5 },
    { key: 'g4', count: 4, digits: 4 },
    { key: 'g5', count: 6, digits: 4 },
    { key: 'g6', count: 3, digits: 3 },
    { key: 'g7', count: 4, digits: 2 },
  ],
  south: [
    { key: 'special', count: 1, digits: 6 },
    { key: 'g1', count: 1, digits: 5 },
    { key: 'g2', count: 1, digits: 5 },
    { key: 'g3', count: 2, digits: 5 },
    { key: 'g4', count: 7, digits: 5 },
    { key: 'g5', count: 1, digits: 4 },
    { key: 'g6', count: 3, digits: 4 },
    { key: 'g7', count: 1, digits: 3 },
    { key: 'g8', count: 1, digits: 2 },
  ],
};

/** How many numbers a VN draw of a format has (27 northern, 18 southern/central). */
export const vnPrizeCount = (format: VnFormat): number =>
  VN_PRIZE_TABLES[format].reduce((sum, tier) => sum + tier.count, 0);

/** The format of a VN game: the southern and central provinces draw 18 prizes, the rest 27. */
export const vnFormatOf = (game: LotteryGame): VnFormat =>
  game.gameGroupCode === 'VN_SOUTH' || game.gameGroupCode === 'VN_CENTRAL' ? 'south' : 'north';
