import { useCallback, useState } from 'react';
import type { PlacedLine } from 'shared-contracts/lottery';

/** A line of the bet slip: what the order sends, with an id for the list. */
export type SlipLine = PlacedLine & { id: string };

/** The chase of the slip: off, or the issues in all and whether to stop on a win. */
export interface ChaseSettings {
  enabled: boolean;
  issues: number;
  stopOnWin: boolean;
}

const NO_CHASE: ChaseSettings = { enabled: false, issues: 5, stopOnWin: true };

let nextId = 0;

/**
 * The bet slips, one per game (switching games keeps each game's lines), with their chase
 * settings. Lines stay until the player removes them or an order with them is placed.
 */
export const useSlips = () => {
  const [lines, setLines] = useState<Record<string, SlipLine[]>>({});
  const [chases, setChases] = useState<Record<string, ChaseSettings>>({});

  const slipOf = useCallback(
    (gameCode: string) => ({
      lines: lines[gameCode] ?? [],
      chase: chases[gameCode] ?? NO_CHASE,
      add: (line: PlacedLine) => {
        nextId += 1;
        const id = `line-${nextId}`;
        setLines((all) => ({ ...all, [gameCode]: [...(all[gameCode] ?? []), { ...line, id }] }));
      },
      remove: (id: string) =>
        setLines((all) => ({
          ...all,
          [gameCode]: (all[gameCode] ?? []).filter((line) => line.id !== id),
        })),
      clear: () => setLines((all) => ({ ...all, [gameCode]: [] })),
      setChase: (chase: ChaseSettings) => setChases((all) => ({ ...all, [gameCode]: chase })),
    }),
    [lines, chases],
  );
  return slipOf;
};

/** One game's bet slip (see {@link useSlips}). */
export type Slip = ReturnType<ReturnType<typeof useSlips>>;
