/** The quick selections of a picker row. */
export const QUICK_PICKS = ['all', 'big', 'small', 'odd', 'even', 'clear'] as const;
export type QuickPick = (typeof QUICK_PICKS)[number];

/**
 * The balls a quick selection picks from a row of numeric labels: big is the upper half of the
 * row's range (5-9 of 0-9, 06-11 of 01-11, 25-49 of 01-49), small the rest, odd and even by
 * value; `all` every ball and `clear` none.
 */
export const quickPickOf = (balls: readonly string[], pick: QuickPick): string[] => {
  const values = balls.map(Number);
  const middle = Math.ceil((Math.min(...values) + Math.max(...values)) / 2);
  const keep: Record<QuickPick, (value: number) => boolean> = {
    all: () => true,
    big: (value) => value >= middle,
    small: (value) => value < middle,
    odd: (value) => value % 2 === 1,
    even: (value) => value % 2 === 0,
    clear: () => false,
  };
  return balls.filter((_, index) => keep[pick](values[index] as number));
};

/** A row's picks with one ball picked or taken away, in the row's order. */
export const togglePick = (
  balls: readonly string[],
  picked: readonly string[],
  ball: string,
): string[] =>
  picked.includes(ball)
    ? picked.filter((value) => value !== ball)
    : balls.filter((value) => value === ball || picked.includes(value));
