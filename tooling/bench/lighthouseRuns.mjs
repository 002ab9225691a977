// Lighthouse 12, mobile preset (the default config: moto g power screen, simulated slow 4G with
// 150 ms RTT and 1.6 Mbps, 4x CPU slowdown), simulated throttling, performance only. Every run
// starts its own Chromium with a fresh profile, so no run benefits from another's cache.
import fs from 'node:fs';
import path from 'node:path';

import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { throttling } from 'lighthouse/core/config/constants.js';

import { CHROME_FLAGS, CHROME_PATH } from './phone.mjs';
import { summarizeRuns } from './stats.mjs';

/** The mobile preset's throttling (simulated slow 4G, 4x CPU), which `--cpu-slowdown` adjusts. */
const MOBILE_THROTTLING = throttling.mobileSlow4G;

/**
 * The figures the bench keeps from one Lighthouse result (`lhr`). Not the LCP element: Lighthouse
 * 12.2's trace engine cannot read Chromium 156's frame reporter events, so its LCP-element,
 * LCP-breakdown and render-blocking audits end in an error (the metrics and the score do not
 * depend on them); pageObserver.mjs reads those in the browser instead.
 */
export const figuresOf = (lhr) => {
  const value = (id) => lhr.audits[id]?.numericValue ?? NaN;
  return {
    score: Math.round((lhr.categories.performance?.score ?? NaN) * 100),
    fcp: value('first-contentful-paint'),
    lcp: value('largest-contentful-paint'),
    tbt: value('total-blocking-time'),
    cls: value('cumulative-layout-shift'),
    speedIndex: value('speed-index'),
    benchmarkIndex: lhr.environment?.benchmarkIndex ?? NaN,
    warnings: lhr.runWarnings ?? [],
  };
};

/** Attempts at one run: Lighthouse sometimes loses the trace on a busy machine (NO_NAVSTART). */
const ATTEMPTS = 3;

/**
 * One Lighthouse mobile run of `url`; the whole report is written to `saveTo` when given. A run
 * that ends in a runtime error (no trace, no metrics) is started again, up to 3 attempts; the
 * errors are kept in `warnings`.
 */
export const lighthouseRun = async (url, saveTo, { cpuSlowdown } = {}) => {
  const errors = [];
  for (let attempt = 1; attempt <= ATTEMPTS; attempt += 1) {
    const lhr = await lighthouseOnce(url, cpuSlowdown);
    if (saveTo) {
      fs.mkdirSync(path.dirname(saveTo), { recursive: true });
      fs.writeFileSync(saveTo, JSON.stringify(lhr));
    }
    if (!lhr.runtimeError) {
      const figures = figuresOf(lhr);
      return { ...figures, warnings: [...errors, ...figures.warnings] };
    }
    errors.push(`attempt ${attempt}: ${lhr.runtimeError.code}`);
  }
  return { ...figuresOf({ audits: {}, categories: {} }), warnings: errors };
};

/**
 * One run; `cpuSlowdown` replaces the mobile preset's 4x CPU multiplier (`--cpu-slowdown`: a
 * fast machine standing in for a slower one).
 */
const lighthouseOnce = async (url, cpuSlowdown) => {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROME_PATH,
    chromeFlags: CHROME_FLAGS,
  });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      onlyCategories: ['performance'],
      output: 'json',
      logLevel: 'error',
      ...(cpuSlowdown
        ? { throttling: { ...MOBILE_THROTTLING, cpuSlowdownMultiplier: cpuSlowdown } }
        : {}),
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    return result.lhr;
  } finally {
    await chrome.kill();
  }
};

/** Runs of one page summarised (stats.mjs), with each run's headline figures kept. */
export const summarizeLighthouse = (results) => ({
  ...summarizeRuns(results),
  benchmarkIndex: results.map((r) => r.benchmarkIndex),
  warnings: [...new Set(results.flatMap((r) => r.warnings))],
  each: results.map(({ score, fcp, lcp, tbt, cls }) => ({ score, fcp, lcp, tbt, cls })),
});
