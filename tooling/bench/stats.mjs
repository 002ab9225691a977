// Medians of Lighthouse runs. Each metric is the median of its own values over the runs (the
// runs' scores, LCPs, TBTs... are not taken from one "median run"): a run with a slow LCP but a
// quick TBT does not drag both figures.

/** Median of the finite values, NaN when there are none. */
export const median = (values) => {
  const sorted = values.filter((value) => Number.isFinite(value)).sort((a, b) => a - b);
  if (sorted.length === 0) return NaN;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

export const METRICS = ['score', 'fcp', 'lcp', 'tbt', 'cls', 'speedIndex'];

/** `{ score, fcp, lcp, tbt, cls, speedIndex }` medians over `runs`, and each one's range (`spread`). */
export const summarizeRuns = (runs) => {
  const summary = { runs: runs.length, spread: {} };
  for (const metric of METRICS) {
    const values = runs.map((run) => run[metric]).filter((value) => Number.isFinite(value));
    summary[metric] = median(values);
    summary.spread[metric] = values.length ? [Math.min(...values), Math.max(...values)] : [];
  }
  return summary;
};
