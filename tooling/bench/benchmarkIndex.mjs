// Lighthouse's benchmark index (its own function, run in this process): the speed figure every
// bench prints beside its figures, as bench:web prints Lighthouse's. These machines range from
// about 1,300 to 2,900; a target is met when it holds at the slow end (DEVELOPERS.md).
import { pageFunctions } from 'lighthouse/core/lib/page-functions.js';

/** Lighthouse's benchmark index measured in this process now (about one second). */
export const benchmarkIndex = () => Math.round(pageFunctions.computeBenchmarkIndex());
