import type { LotteryFamily } from './catalogue';
import { ELEVEN_PICK_FIVE_PLAY_TYPES } from './elevenPickFivePlayTypes';
import { LF_PLAY_TYPES } from './lfPlayTypes';
import { LHC_PLAY_TYPES } from './lhcPlayTypes';
import { PK10_PLAY_TYPES } from './pk10PlayTypes';
import { selectionShapeProblem } from './playFactories';
import type { PlayType, Selection } from './playType';
import type { LotteryResult } from './result';
import { SSC_PLAY_TYPES } from './sscPlayTypes';
import { VN_PLAY_TYPES } from './vnPlayTypes';

/** Every play type of every family, families in catalogue order. */
export const LOTTERY_PLAY_TYPES: readonly PlayType[] = [
  ...SSC_PLAY_TYPES,
  ...ELEVEN_PICK_FIVE_PLAY_TYPES,
  ...PK10_PLAY_TYPES,
  ...LHC_PLAY_TYPES,
  ...LF_PLAY_TYPES,
  ...VN_PLAY_TYPES,
];

const BY_CODE = new Map(LOTTERY_PLAY_TYPES.map((playType) => [playType.code, playType]));

/** The play types of a family, in picker order (the first is the default). */
export const playTypesOf = (family: LotteryFamily): PlayType[] =>
  LOTTERY_PLAY_TYPES.filter((playType) => playType.family === family);

/** The play type of a code, or `undefined` for an unknown code. */
export const playTypeByCode = (code: string): PlayType | undefined => BY_CODE.get(code);

/** The part of a bet line the rules read. */
export interface LineSelection {
  readonly playType: string;
  readonly selection: Selection;
}

/** Bets a line makes: its play type's `betCount`; 0 for an unknown play type or a bad selection. */
export const betCount = (line: LineSelection): number =>
  playTypeByCode(line.playType)?.betCount(line.selection) ?? 0;

/** How many of a line's bets win against a result (0 for an unknown play type). */
export const winningBets = (line: LineSelection, result: LotteryResult): number =>
  playTypeByCode(line.playType)?.winningBets(line.selection, result) ?? 0;

/**
 * Why a line cannot be bet on a game of `family`, or `null` when it can: an unknown play type,
 * a play type of another family, a selection that does not fit the picker, or one that makes no
 * bet. The platform refuses such a line with `invalidSelection`.
 */
export const selectionProblem = (family: LotteryFamily, line: LineSelection): string | null => {
  const playType = playTypeByCode(line.playType);
  if (!playType) return `unknown play type ${line.playType}`;
  if (playType.family !== family) return `play type ${line.playType} is not a ${family} play`;
  const shape = selectionShapeProblem(playType.rows, line.selection);
  if (shape) return shape;
  if (playType.betCount(line.selection) === 0) return 'the selection makes no bet';
  return null;
};
