import { lotteryGameByCode } from 'shared-contracts/lottery';

/** A game the SEA (external) lottery view offers: opened in its frame, not on /lottery. */
export const isSeaGame = (gameCode: string): boolean =>
  lotteryGameByCode(gameCode)?.prizeModes.includes('SEA') ?? false;
