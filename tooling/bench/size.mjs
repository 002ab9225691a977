// The benches' small size: `--small` or BENCH_SIZE=small runs a bench on a few rows or
// one page, which `pnpm test` does to check that every bench still runs to its table
// (tooling/scripts/benchSmoke.mjs). Its timings mean nothing: those are the full size's, on a
// quiet machine.

/** Whether this run is the small one. */
export const isSmall = (argv = process.argv, env = process.env) =>
  argv.includes('--small') || env.BENCH_SIZE === 'small';

/** The line a small run prints first, so its figures are not read as measurements. */
export const SMALL_NOTICE =
  'small size (a smoke run: the figures show the work was done, the timings mean nothing)';
