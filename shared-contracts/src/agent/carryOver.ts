/*
 * Carry-over of a negative period (ADR 0012): the commission and the dividend are paid on the
 * team's net loss (positive: the house won); a period that ends negative pays nothing and its
 * loss is taken off the next period's base, until a positive base absorbs it.
 */

/** A period with its carry-over. */
export type WithCarryOver<T> = T & {
  /** The negative base carried in from the previous period (<= 0). */
  carriedIn: number;
  /** netLoss + carriedIn. */
  base: number;
  /** min(0, base): carried into the next period. */
  carriedOut: number;
  /** max(0, base): what is paid on. */
  payableBase: number;
};

/**
 * Applies the carry-over to consecutive periods in order (oldest first): each period's
 * `carriedIn` is the previous one's `carriedOut` (the first's is `carriedIn`, default 0, which
 * must be <= 0), `base = netLoss + carriedIn`, `carriedOut = min(0, base)`, `payableBase =
 * max(0, base)`. The input periods are not changed.
 */
export const withCarryOver = <T extends { netLoss: number }>(
  periods: readonly T[],
  carriedIn = 0,
): WithCarryOver<T>[] => {
  if (carriedIn > 0) throw new RangeError('carriedIn must be 0 or negative');
  let carry = carriedIn === 0 ? 0 : carriedIn; // no -0
  return periods.map((period) => {
    const base = period.netLoss + carry;
    const carriedOut = Math.min(0, base);
    const row = { ...period, carriedIn: carry, base, carriedOut, payableBase: Math.max(0, base) };
    carry = carriedOut === 0 ? 0 : carriedOut;
    return row;
  });
};
