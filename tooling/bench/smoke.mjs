// What `pnpm test` checks of each `bench:*` script run at its small size
// (tooling/scripts/benchSmoke.mjs runs them): that it ran to the end and printed its figures,
// with the work done (rows settled, payouts written, pages measured). No timing is asserted:
// a figure only has to be there. Every `bench:*` script of the root package.json must be listed
// here (the unit test checks), so a new bench cannot be left out.

const MS = String.raw`\d+(\.\d+)? ms`;
/** A count above zero. */
const SOME = String.raw`[1-9][\d,]*`;
const p50p95 = `p50 ${MS}, p95 ${MS}`;
/** The platform load bench's table row of one target: bytes, then req/s above zero. */
const apiRow = (target) =>
  new RegExp(String.raw`\| GET ${target} \| ${SOME} \| ${SOME} \| \d+ \| \d+ \| ${SOME} \|`);

/**
 * Per bench: `group` ('platform': in-process, after the unit tests; 'site': the built site, after
 * the e2e run reuses `pnpm build`'s output), `args` added to its script, `env` for a bench whose
 * small size is its own setting, and the lines its output must hold.
 */
export const SMOKE = {
  'bench:lottery': {
    group: 'platform',
    expect: [
      new RegExp(`placed ${SOME} open bets`),
      new RegExp(`draw \\+ settlement of ${SOME} bets in one run: ${MS}`),
      new RegExp(`won: ${SOME} bets, paid ${SOME}`),
      new RegExp(`payout credits through the ledger: ${SOME} \\(${SOME} paid`),
    ],
  },
  'bench:agent': {
    group: 'platform',
    expect: [
      new RegExp(`${SOME} daily stats rows`),
      new RegExp(`team overview: +${p50p95}.*; active ${SOME}, valid turnover ${SOME}`),
      new RegExp(`loss statements \\(top level\\): ${p50p95}.*; ${SOME} rows, ${SOME} bets`),
      new RegExp(`loss statements \\(level 1\\): +${p50p95}; ${SOME} rows, ${SOME} bets`),
    ],
  },
  'bench:agent-settlement': {
    group: 'platform',
    expect: [
      new RegExp(`${SOME} agents with a real-time contract; ${SOME} bets`),
      new RegExp(
        `settlement run: ${SOME} contracts settled \\(${SOME} paid, ${SOME} minor units\\)`,
      ),
      new RegExp(`second run, nothing due: ${MS}`),
    ],
  },
  'bench:records': {
    group: 'platform',
    expect: [
      new RegExp(`betting record, page 1: +${p50p95}.*; ${SOME} bets`),
      new RegExp(`betting record, settled: +${p50p95}.*; ${SOME} bets`),
      new RegExp(`betting record, page \\d+ of 50: +${p50p95}.*; ${SOME} rows`),
      new RegExp(`betting record, category RNG: +${p50p95}.*; ${SOME} bets`),
      new RegExp(`profit, daily by category: +${p50p95}.*; ${SOME} periods, ${SOME} bets`),
      new RegExp(`profit, weekly by category: +${p50p95}.*; ${SOME} periods`),
    ],
  },
  'bench:api': {
    group: 'platform',
    expect: [
      apiRow('/wps/system/status'),
      apiRow('/wps/system/whitelabel'),
      apiRow(String.raw`/wps/v2/wallets/balance \(token\)`),
      apiRow('/lgw/games/game_menus'),
    ],
  },
  'bench:login-attacks': {
    group: 'platform',
    // 1 s per attack instead of 15 (its own setting; it reads no BENCH_SIZE).
    env: { ATTACK_S: '1' },
    expect: [
      /No attack \(baseline\): real login ms \d+/,
      ...['Attack 1', 'Attack 2', 'Attack 2 again'].map(
        (attack) =>
          new RegExp(
            `${attack}: .*\n  real logins: ${SOME} of \\d+ succeeded.*\n.*\n  attack answers by status: \\{"\\d`,
          ),
      ),
    ],
  },
  'bench:web': {
    group: 'site',
    args: ['--no-build'],
    expect: [
      new RegExp(`JavaScript before /index is interactive \\(gzip -9, ${SOME} scripts\\)`),
      /Floor: \/index copied without JavaScript/,
      /run 1 \/index +perf \d+ +FCP \d+ ms +LCP \d+ ms +TBT \d+ ms +CLS \d/,
      /\| \/index +\| +\d+ [✓✗] \| +[\d.]+ s \| +[\d.]+ s [✓✗] \| +\d+ ms [✓✗] \|/,
      /\| \/index static copy \(floor\) \| +\d+ \|/,
      /Targets met: \d+ of \d+/,
      /First tap \(median of \d+; benchmark index \d+; load average [\d. ]+ before, [\d. ]+ after\):\n  \/index +first visit dialog open \d+ ms \("Log in" shown \d+ ms, INP \d+ ms\); repeat visit dialog open \d+ ms \("Log in" shown \d+ ms, INP (\d+ ms|-)\)\n  \/index +member after a reload deposit page open \d+ ms \("Deposit" shown \d+ ms, INP \d+ ms\)/,
    ],
  },
  'bench:lobby': {
    group: 'site',
    args: ['--no-build'],
    expect: [
      /JavaScript loaded by \/rng/,
      /total +[1-9][\d.]* KB/,
      /simulate +perf \d+ +FCP \d+ ms +LCP \d+ ms +TBT \d+ ms +first games \d+ ms/,
      /desktop 1280x720 +at the top: \d+ nodes, [1-9]\d* cards in the DOM; scrolled to game (\d+): \d+ nodes/,
      /mobile 412x823 +at the top: \d+ nodes, [1-9]\d* cards in the DOM; scrolled to game (\d+): \d+ nodes/,
    ],
  },
  'bench:site': {
    group: 'site',
    // It never builds: the flag only says it runs on the existing build.
    args: ['--no-build'],
    expect: [
      /\d+ cores, load average before: [\d. ]+, benchmark index \(Node\) [1-9]\d*/,
      /\| guest \/index from the cache \| 50 \| [1-9]\d* \| [\d.]+ \| [\d.]+ \| 0 \|/,
      /\| \/index, a new key each \(composed from its kept frame and area\) \| 8 \| [1-9]\d* \|/,
      /uncached pages: \d+\.\d ms of the site server's processor a page/,
      /\| \/index rendered whole each \(nothing kept\) \| 8 \| [1-9]\d* \|/,
      /\/index rendered whole each \(nothing kept\): \d+\.\d ms of the site server's processor a page/,
      /\/promotions, its area rendered anew each: \d+\.\d ms of the site server's processor a page/,
      /pages meanwhile \(uncached renders\): [1-9]\d*\/s/,
      /\| API game_menus, while uncached renders flat out \| 8 \| [1-9]\d* \|/,
      /nginx, 2 site servers, one killed at \d+ s of \d+ s: [1-9]\d* pages, 0 errors, 0 not 2xx/,
    ],
  },
};

/** `bench:*` scripts of a package.json's `scripts` that the smoke run does not know. */
export const unlistedBenches = (scripts) =>
  Object.keys(scripts).filter((name) => name.startsWith('bench:') && !(name in SMOKE));

/**
 * Bench files (`tooling/scripts/bench-*.mjs`, `platform-api/bench/*.ts`) that none of `commands`
 * (the `bench:*` scripts, and the package scripts they call) runs: a bench with no script would
 * escape the smoke run.
 */
export const unwiredBenchFiles = (files, commands) =>
  files.filter((file) => !commands.some((command) => command.includes(file)));

/** What a bench's output lacks: each expected line not found, and any figure printed as NaN. */
export const missingFigures = (name, output) => [
  ...SMOKE[name].expect.filter((line) => !line.test(output)).map((line) => `no line ${line}`),
  ...(/\bNaN\b/.test(output) ? ['a figure is NaN'] : []),
];
