// Web benchmark: gzip size of the JavaScript the home page loads, split by package, and
// Lighthouse mobile performance scores. Builds first unless --no-build is given.
// Usage: pnpm bench:web [--no-build]
import { execSync } from 'node:child_process';
import { spawn } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';

import { ROOT } from './remotes.mjs';

// BENCH_PORT moves the site (and its CDN, PORT + 1) when another run holds the default ports.
const PORT = Number(process.env.BENCH_PORT || 8290);
const ORIGIN = `http://127.0.0.1:${PORT}`;
const CDN = `http://127.0.0.1:${PORT + 1}`;
const CHROME = process.env.CHROME_PATH || '/usr/bin/chromium';
const CHROME_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

// A server already answering on the port (another checkout's run) would be measured instead of
// this build: refuse rather than report its figures.
const portBusy = await fetch(`${ORIGIN}/site-config.json`).then(
  () => true,
  () => false,
);
if (portBusy) {
  console.error(`${ORIGIN} is already serving a site; set BENCH_PORT to a free port.`);
  process.exit(1);
}

if (!process.argv.includes('--no-build')) execSync('pnpm build', { cwd: ROOT, stdio: 'inherit' });

const dataDir = path.join(os.tmpdir(), `site-bench-${process.pid}`);
const server = spawn('node', [path.join(ROOT, 'tooling/scripts/start.mjs')], {
  env: {
    ...process.env,
    PORT: String(PORT),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    DB_PATH: path.join(dataDir, 'db.sqlite'),
    LOG_LEVEL: 'warn',
  },
  stdio: 'ignore',
});
const waitForServer = async () => {
  for (let attempt = 0; attempt < 120; attempt += 1) {
    const ok = await fetch(`${ORIGIN}/site-config.json`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('site did not start');
};

/** Which package a script belongs to. */
const packageOf = (url) => {
  if (url.startsWith(CDN)) return new URL(url).pathname.split('/')[1];
  return /node_modules/.test(url) ? 'shared vendors (shell)' : 'shell';
};

const jsBreakdown = async (pathName) => {
  const browser = await chromium.launch({ executablePath: CHROME, args: CHROME_FLAGS });
  const page = await browser.newPage();
  const sizes = new Map();
  const pending = [];
  page.on('response', (response) => {
    const type = response.request().resourceType();
    if (type !== 'script') return;
    pending.push(
      response.body().then(
        (body) => {
          const key = packageOf(response.url());
          sizes.set(key, (sizes.get(key) ?? 0) + gzipSync(body, { level: 9 }).length);
        },
        () => undefined,
      ),
    );
  });
  await page.goto(`${ORIGIN}${pathName}`, { waitUntil: 'networkidle' });
  await Promise.all(pending);
  await browser.close();
  return sizes;
};

const lighthouseScore = async (pathName) => {
  const chrome = await chromeLauncher.launch({ chromePath: CHROME, chromeFlags: CHROME_FLAGS });
  try {
    const result = await lighthouse(`${ORIGIN}${pathName}`, {
      port: chrome.port,
      onlyCategories: ['performance'],
      output: 'json',
      logLevel: 'error',
    });
    const { lhr } = result;
    const metric = (id) => lhr.audits[id]?.displayValue ?? '-';
    return {
      score: Math.round((lhr.categories.performance.score ?? 0) * 100),
      fcp: metric('first-contentful-paint'),
      lcp: metric('largest-contentful-paint'),
      tbt: metric('total-blocking-time'),
      cls: metric('cumulative-layout-shift'),
    };
  } finally {
    await chrome.kill();
  }
};

try {
  await waitForServer();
  for (const pathName of ['/index', '/promotions']) {
    const sizes = await jsBreakdown(pathName);
    const total = [...sizes.values()].reduce((sum, size) => sum + size, 0);
    console.log(`\nJavaScript loaded by ${pathName} (gzip -9):`);
    for (const [name, size] of [...sizes.entries()].sort((a, b) => b[1] - a[1])) {
      console.log(`  ${name.padEnd(28)} ${(size / 1024).toFixed(1).padStart(7)} KB`);
    }
    console.log(`  ${'total'.padEnd(28)} ${(total / 1024).toFixed(1).padStart(7)} KB`);
  }
  console.log('\nLighthouse (mobile, simulated throttling):');
  for (const pathName of ['/index', '/promotions']) {
    const r = await lighthouseScore(pathName);
    console.log(
      `  ${pathName.padEnd(12)} performance ${r.score}  FCP ${r.fcp}  LCP ${r.lcp}  TBT ${r.tbt}  CLS ${r.cls}`,
    );
  }
} finally {
  server.kill('SIGTERM');
}
