/** Counting helpers of the play types' bet counts. */

/** The binomial coefficient C(n, k); 0 when k is out of range. */
export const choose = (n: number, k: number): number => {
  if (!Number.isInteger(n) || !Number.isInteger(k) || k < 0 || n < 0 || k > n) return 0;
  const smaller = Math.min(k, n - k);
  let result = 1;
  // Each partial product is C(n - smaller + i, i), an integer: no rounding error builds up.
  for (let i = 1; i <= smaller; i += 1) result = (result * (n - smaller + i)) / i;
  return result;
};

/** The product of the rows' sizes: tickets of one value per row, repeats allowed. */
export const productCount = (rows: readonly (readonly string[])[]): number =>
  rows.reduce((product, row) => product * row.length, 1);

/**
 * The number of tickets of one value per row whose values are all different (direct plays on
 * distinct draws such as 11X5 front-2 or PK10 top-3, where "03 03" can never come out).
 */
export const distinctTupleCount = (rows: readonly (readonly string[])[]): number => {
  const walk = (index: number, used: Set<string>): number => {
    const row = rows[index];
    if (row === undefined) return 1;
    let count = 0;
    for (const value of row) {
      if (used.has(value)) continue;
      used.add(value);
      count += walk(index + 1, used);
      used.delete(value);
    }
    return count;
  };
  return rows.length === 0 ? 0 : walk(0, new Set());
};

/** How many of `values` are in `pool` (each value counted once). */
export const countIn = (values: readonly string[], pool: readonly string[]): number => {
  const set = new Set(pool);
  return values.filter((value) => set.has(value)).length;
};
