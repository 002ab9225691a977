// Web benchmark (the web targets, docs/performance.md "Web"): for /index, /rng, /promotions
// and /lottery, Lighthouse 12 mobile with simulated throttling (median of 3 runs per figure),
// the JavaScript downloaded before the page is interactive (gzip -9, by package), and the floor:
// a static copy of the rendered home page without JavaScript, served the way the site serves it
// and measured the same way. Ends with a markdown table of the targets, written as JSON too.
// Then the first tap (ADR 0029, tooling/bench/firstTap.mjs): on /index and /rng as a guest, with
// Chromium's own phone throttling, the time until "Log in" tapped as soon as it shows opens the
// login dialog (median of --tap-runs, default 5; the raw runs in the JSON), on a first visit and
// on a repeat visit with the first visit's service worker in control (ADR 0028); and a member's
// "Deposit" on /index after a reload (demo logged in). Each tap's INP from web-vitals in the page.
// Usage: pnpm bench:web [--no-build] [--runs=N] [--tap-runs=N] [--pages=/index,/rng]
// [--cpu-slowdown=N: the phone's CPU N times slower than this machine, Lighthouse's and the taps'
// (default 4, Lighthouse's mobile preset). A fast machine stands in for the slow end of the class
// with 4 x its benchmark index / 1300: for example 8 on a machine of index 2,600]
// [--small: one run of /index and the floor, written to web.small.json; what `pnpm test` runs]
// Ports: BENCH_PORT (default 8290) the site, +1 its CDN, +2 and +3 the floor's two origins.
import { execSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { screenEmulationMetrics, userAgents } from 'lighthouse/core/config/constants.js';
import { chromium } from 'playwright-core';

import { measureFirstTap, measureMemberTap } from '../bench/firstTap.mjs';
import { lighthouseRun, summarizeLighthouse } from '../bench/lighthouseRuns.mjs';
import { CHROME_FLAGS, CHROME_PATH, PHONE } from '../bench/phone.mjs';
import { byPackage, scriptsBeforeInteractive } from '../bench/scriptBytes.mjs';
import { busyPort, startSite } from '../bench/site.mjs';
import { isSmall, SMALL_NOTICE } from '../bench/size.mjs';
import { captureFloor, checkFloor } from '../bench/staticFloor.mjs';
import { startStaticServer } from '../bench/staticServer.mjs';
import { median } from '../bench/stats.mjs';
import { compareRows, KB, markdownTable, verdict } from '../bench/summary.mjs';
import { ROOT } from './remotes.mjs';

const argument = (name) => process.argv.find((arg) => arg.startsWith(`--${name}=`))?.split('=')[1];
const SMALL = isSmall();
const RUNS = Math.max(1, Number(argument('runs') ?? (SMALL ? 1 : 3)) || 3);
const PAGES = (argument('pages') ?? (SMALL ? '/index' : '/index,/rng,/promotions,/lottery')).split(
  ',',
);
const FLOOR_PAGE = '/index';
const TAP_RUNS = Math.max(1, Number(argument('tap-runs') ?? (SMALL ? 1 : 5)) || 5);
/** The phone's CPU slowdown when not Lighthouse's default 4x (`--cpu-slowdown`), else undefined. */
const CPU_SLOWDOWN = Number(argument('cpu-slowdown')) || undefined;
/** Pages whose first tap is measured: a guest's "Log in" in the header. */
const TAP_PAGES = ['/index', '/rng'].filter((page) => PAGES.includes(page));
/** The member whose "Deposit" is tapped after a reload of /index (the seeded demo account). */
const MEMBER = { name: 'demo', password: 'Demo1234!' };
const MEMBER_PAGE = '/index';
// Git-ignored (.cache/): the summary of the last run and the one before, and Lighthouse's reports
// (a small run's apart, so it is never compared with a full one).
const OUT = path.join(ROOT, '.cache', 'bench', SMALL ? 'web.small.json' : 'web.json');
const REPORTS = path.join(ROOT, '.cache', 'bench', SMALL ? 'lighthouse-small' : 'lighthouse');

const PORT = Number(process.env.BENCH_PORT || 8290);
const at = (port) => `http://127.0.0.1:${port}`;
const origins = { site: at(PORT), cdn: at(PORT + 1) };
const copies = { site: at(PORT + 2), cdn: at(PORT + 3) };

// A server already answering on one of the ports would be measured instead of this build.
const busy = await busyPort([PORT, PORT + 1, PORT + 2, PORT + 3]);
if (busy !== null) {
  console.error(
    `Port ${busy} is in use; set BENCH_PORT to a free port (the bench uses 4 from it).`,
  );
  process.exit(1);
}

// The Playwright loads (JavaScript, the floor) must see the page Lighthouse's phone sees.
const { width, height, deviceScaleFactor } = screenEmulationMetrics.mobile;
if (
  PHONE.viewport.width !== width ||
  PHONE.viewport.height !== height ||
  PHONE.deviceScaleFactor !== deviceScaleFactor ||
  PHONE.userAgent !== userAgents.mobile
) {
  console.error("tooling/bench/phone.mjs no longer matches Lighthouse's mobile device: update it.");
  process.exit(1);
}

if (!process.argv.includes('--no-build')) execSync('pnpm build', { cwd: ROOT, stdio: 'inherit' });

const load = () =>
  os
    .loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');
const started = { at: new Date(), load: load() };
if (SMALL) console.log(SMALL_NOTICE);
const site = await startSite({ root: ROOT, port: PORT });

const kb = (bytes) => `${(bytes / KB).toFixed(1)} KB`;
const ms = (value) => `${Math.round(value)} ms`;
const staticServers = [];
try {
  const browser = await chromium.launch({ executablePath: CHROME_PATH, args: CHROME_FLAGS });
  const js = {};
  /** The LCP element and render-blocking requests of each page (pageObserver.mjs). */
  const seen = {};
  for (const page of PAGES) {
    const { scripts, observed } = await scriptsBeforeInteractive({
      browser,
      pageUrl: `${origins.site}${page}`,
    });
    js[page] = { ...byPackage(scripts, origins), scripts };
    seen[page] = observed;
    console.log(`\nJavaScript before ${page} is interactive (gzip -9, ${scripts.length} scripts):`);
    for (const { name, bytes } of js[page].packages)
      console.log(`  ${name.padEnd(28)} ${kb(bytes).padStart(9)}`);
    console.log(`  ${'total'.padEnd(28)} ${kb(js[page].total).padStart(9)}`);
  }

  const tapLine = (page, run, r) =>
    console.log(
      `  run ${run} ${page.padEnd(13)} ` +
        (r.error
          ? `failed: ${r.error}`
          : `shown ${ms(r.shown)}, answered ${ms(r.opened)}, INP ${r.inp == null ? '-' : ms(r.inp)}`) +
        `  (load ${load()})`,
    );
  console.log(
    `\nFirst tap on "Log in" (Chromium's phone throttling, fresh context, ${TAP_RUNS} runs per page):`,
  );
  const tapLoad = { start: load() };
  const firstTap = await measureFirstTap({
    browser,
    origin: origins.site,
    pages: TAP_PAGES,
    runs: TAP_RUNS,
    cpuSlowdown: CPU_SLOWDOWN,
    onRun: tapLine,
  });
  console.log(
    `\nThe same on a repeat visit (the first visit's service worker in control, ${TAP_RUNS} runs per page):`,
  );
  const repeatTap = await measureFirstTap({
    browser,
    origin: origins.site,
    pages: TAP_PAGES,
    runs: TAP_RUNS,
    repeat: true,
    cpuSlowdown: CPU_SLOWDOWN,
    onRun: tapLine,
  });
  console.log(
    `\nA member's "Deposit" after a reload (demo logged in, the cache as the login left it, ${TAP_RUNS} runs):`,
  );
  const memberTap = await measureMemberTap({
    browser,
    origin: origins.site,
    page: MEMBER_PAGE,
    user: MEMBER,
    runs: TAP_RUNS,
    cpuSlowdown: CPU_SLOWDOWN,
    onRun: tapLine,
  });
  tapLoad.end = load();

  const floorDir = path.join(site.dataDir, 'floor');
  const copy = await captureFloor({
    browser,
    pageUrl: `${origins.site}${FLOOR_PAGE}`,
    origins,
    copies,
    dir: floorDir,
  });
  for (const [name, port] of [
    ['site', PORT + 2],
    ['cdn', PORT + 3],
  ])
    staticServers.push(await startStaticServer({ dir: path.join(floorDir, name), port }));
  const { problems, observed } = await checkFloor({
    browser,
    copyUrl: `${copies.site}${FLOOR_PAGE}`,
  });
  seen.floor = observed;
  await browser.close();
  console.log(
    `\nFloor: ${FLOOR_PAGE} copied without JavaScript to ${copies.site} (remotes' files on ${copies.cdn}): ` +
      `HTML ${kb(copy.htmlBytes)}, ${copy.stylesheets} stylesheets, ${copy.images} images ` +
      `(${copy.imgElements} <img> elements), ` +
      `${copy.other} other, ${kb(copy.bytes)} over the wire.`,
  );
  for (const line of [
    ...copy.missing,
    ...copy.foreign.map((u) => `not copied (other origin) ${u}`),
    ...problems,
  ])
    console.log(`  ! ${line}`);

  // Round robin (every target once, then again): a change in the machine's load spreads over all
  // pages instead of landing on one, which matters for the site / floor ratio.
  const targets = [
    ...PAGES.map((page) => ({ page, floor: false, url: `${origins.site}${page}` })),
    { page: FLOOR_PAGE, floor: true, url: `${copies.site}${FLOOR_PAGE}` },
  ];
  const results = targets.map(() => []);
  fs.rmSync(REPORTS, { recursive: true, force: true });
  console.log(`\nLighthouse mobile, simulated throttling, ${RUNS} runs per page:`);
  for (let run = 1; run <= RUNS; run += 1)
    for (const [index, target] of targets.entries()) {
      const name = `${target.floor ? 'floor' : target.page.slice(1)}-${run}.json`;
      const r = await lighthouseRun(target.url, path.join(REPORTS, name), {
        cpuSlowdown: CPU_SLOWDOWN,
      });
      results[index].push(r);
      const shown = (value, text) => (Number.isFinite(value) ? text : '-');
      console.log(
        `  run ${run} ${(target.floor ? `${target.page} floor` : target.page).padEnd(13)} ` +
          `perf ${shown(r.score, r.score)}  FCP ${shown(r.fcp, ms(r.fcp))}  LCP ${shown(r.lcp, ms(r.lcp))}  ` +
          `TBT ${shown(r.tbt, ms(r.tbt))}  CLS ${shown(r.cls, r.cls.toFixed(3))}` +
          (r.warnings.length ? `\n    ! ${r.warnings.join('\n    ! ')}` : ''),
      );
    }
  const lighthouse = results.map(summarizeLighthouse);
  const floorLcp = lighthouse[targets.length - 1].lcp;
  const rows = targets.map((target, index) => ({
    page: target.page,
    floor: target.floor,
    ...Object.fromEntries(
      ['score', 'fcp', 'lcp', 'tbt', 'cls'].map((key) => [key, lighthouse[index][key]]),
    ),
    ratio: target.floor ? 1 : lighthouse[index].lcp / floorLcp,
    js: target.floor ? 0 : js[target.page].total,
  }));

  console.log('\nLCP element and render-blocking requests (Chromium, same phone, not throttled):');
  for (const target of targets) {
    const { lcp, renderBlocking } = seen[target.floor ? 'floor' : target.page];
    console.log(
      `  ${target.floor ? `${target.page} floor` : target.page}: ${lcp?.snippet ?? 'none'}`,
    );
    if (lcp) console.log(`    ${lcp.selector}${lcp.url ? ` (${lcp.url})` : ''}`);
    const short = (url) =>
      `${url.startsWith(copies.cdn) || url.startsWith(origins.cdn) ? 'CDN ' : ''}${url.split('/').pop()}`;
    if (renderBlocking.length)
      console.log(
        `    render-blocking (${renderBlocking.length}): ${renderBlocking.map(short).join(', ')}`,
      );
  }

  const previous = fs.existsSync(OUT) ? JSON.parse(fs.readFileSync(OUT, 'utf8')) : null;
  const finished = { at: new Date(), load: load() };
  // Not fatal outside a git checkout (an exported tree measured as a baseline): null then.
  const git = (command) => {
    try {
      return execSync(`git ${command}`, { cwd: ROOT, stdio: ['ignore', 'pipe', 'ignore'] })
        .toString()
        .trim();
    } catch {
      return null;
    }
  };
  const commit = git('rev-parse --short HEAD');
  // Others' uncommitted work in a shared checkout is in the build too: say how much.
  const uncommitted = (git('status --short --untracked-files=no') ?? '')
    .split('\n')
    .filter(Boolean).length;
  const benchmarkIndex = median(lighthouse.flatMap((l) => l.benchmarkIndex));
  const { met, of, failed } = verdict(rows);
  console.log(
    `\n${started.at.toISOString().slice(0, 10)}, ${commit ? `commit ${commit}` : 'not a git checkout'}` +
      `${uncommitted ? ` with ${uncommitted} files changed and not committed` : ''}, ` +
      `${RUNS} runs per page, median per figure; Lighthouse benchmark index ${Math.round(benchmarkIndex)}` +
      `${CPU_SLOWDOWN ? ` with the CPU slowed ${CPU_SLOWDOWN}x (not 4x)` : ''}; ` +
      `load average ${started.load} at the start, ${finished.load} at the end; ` +
      `${Math.round((finished.at - started.at) / 1000)} s.\n`,
  );
  console.log(markdownTable(rows));
  console.log(
    `\nFirst tap (median of ${TAP_RUNS}; benchmark index ${Math.round(benchmarkIndex)}` +
      `${CPU_SLOWDOWN ? `, CPU slowed ${CPU_SLOWDOWN}x` : ''}; ` +
      `load average ${tapLoad.start} before, ${tapLoad.end} after):`,
  );
  const figure = (value) => (Number.isFinite(value) ? ms(value) : '-');
  const shownTap = (tap, [button, answer] = ['"Log in"', 'dialog']) =>
    `${answer} open ${figure(tap.opened)} (${button} shown ${figure(tap.shown)}, INP ${figure(tap.inp)})`;
  for (const [page, tap] of Object.entries(firstTap))
    console.log(
      `  ${page.padEnd(13)} first visit ${shownTap(tap)}; repeat visit ${shownTap(repeatTap[page])}`,
    );
  console.log(
    `  ${MEMBER_PAGE.padEnd(13)} member after a reload ${shownTap(memberTap, ['"Deposit"', 'deposit page'])}`,
  );
  console.log(
    `\nTargets met: ${met} of ${of}${failed.length ? ` (not met: ${failed.join(', ')})` : ''}.`,
  );
  if (previous?.rows) {
    console.log(
      `\nCompared with the previous run (${previous.startedAt}, commit ${previous.commit}):`,
    );
    for (const line of compareRows(previous.rows, rows)) console.log(`  ${line}`);
  }
  fs.mkdirSync(path.dirname(OUT), { recursive: true });
  const report = {
    startedAt: started.at.toISOString(),
    commit,
    uncommitted,
    runs: RUNS,
    benchmarkIndex,
    cpuSlowdown: CPU_SLOWDOWN ?? 4,
    load: { start: started.load, end: finished.load },
    seconds: Math.round((finished.at - started.at) / 1000),
    rows,
    lighthouse: Object.fromEntries(
      targets.map((t, index) => [t.floor ? `${t.page} floor` : t.page, lighthouse[index]]),
    ),
    js,
    firstTap: {
      runs: TAP_RUNS,
      load: tapLoad,
      pages: firstTap,
      repeatVisit: repeatTap,
      member: { page: MEMBER_PAGE, ...memberTap },
    },
    observed: seen,
    floor: { page: FLOOR_PAGE, ...copy, problems },
  };
  if (previous)
    fs.writeFileSync(OUT.replace(/\.json$/, '.previous.json'), JSON.stringify(previous, null, 1));
  fs.writeFileSync(OUT, JSON.stringify(report, null, 1));
  console.log(
    `\nWritten to ${path.relative(ROOT, OUT)} (the run before it: ${path.basename(OUT, '.json')}.previous.json; Lighthouse's reports in ${path.basename(REPORTS)}/).`,
  );
  // Every page was measured (what `pnpm test`'s small run checks; no target is asserted).
  const unmeasured = rows.flatMap((row) => {
    const missing = ['score', 'fcp', 'lcp', 'tbt', 'cls'].filter(
      (key) => !Number.isFinite(row[key]),
    );
    if (!row.floor && !(row.js > 0)) missing.push('JavaScript');
    return missing.length
      ? [`${row.page}${row.floor ? ' floor' : ''}: no ${missing.join(', ')}`]
      : [];
  });
  if (!(copy.htmlBytes > 0)) unmeasured.push('the floor copied no HTML');
  for (const [page, tap] of Object.entries(firstTap))
    if (!Number.isFinite(tap.opened)) unmeasured.push(`${page}: no first tap`);
  for (const [page, tap] of Object.entries(repeatTap))
    if (!Number.isFinite(tap.opened)) unmeasured.push(`${page}: no first tap on a repeat visit`);
  if (!Number.isFinite(memberTap.opened)) unmeasured.push(`${MEMBER_PAGE}: no member's tap`);
  for (const [which, tap] of [
    ['first tap', firstTap[TAP_PAGES[0]]],
    ["member's tap", memberTap],
  ])
    if (tap && !Number.isFinite(tap.inp)) unmeasured.push(`${MEMBER_PAGE}: no INP of the ${which}`);
  for (const line of unmeasured) console.error(`Not measured: ${line}`);
  if (unmeasured.length) process.exitCode = 1;
} finally {
  await Promise.all(
    staticServers.map(
      (s) =>
        new Promise((resolve) => {
          s.close(resolve);
          s.closeAllConnections();
        }),
    ),
  );
  await site.stop();
}
