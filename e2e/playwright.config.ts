import { execFileSync } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';

import { defineConfig } from '@playwright/test';

import { CHROME_FLAGS } from '../tooling/scripts/chromium.mjs';

/** Ports of the site under test; the CDN of the remotes is PORT + 1. */
export const E2E_PORT = Number(process.env.E2E_PORT || 8190);
export const ADMIN_TOKEN = 'e2e-admin-token';
// Set once by the runner and inherited by its workers, so fixtures find the same directories.
process.env.E2E_DATA_DIR ||= path.join(os.tmpdir(), `site-e2e-${process.pid}`);
const dataDir = process.env.E2E_DATA_DIR;
process.env.E2E_RELEASES_DIR ||= path.join(dataDir, 'releases');

// The Firebase Auth emulator of this run, on a port free when the runner starts (chosen once:
// workers inherit it). Synchronous because the config is.
process.env.E2E_AUTH_EMULATOR_PORT ||= execFileSync(process.execPath, [
  '-e',
  "const s=require('net').createServer();s.listen(0,'127.0.0.1',()=>{process.stdout.write(String(s.address().port));s.close()})",
]).toString();
export const AUTH_EMULATOR_ORIGIN = `http://127.0.0.1:${process.env.E2E_AUTH_EMULATOR_PORT}`;
/** The demo project of tooling/scripts/authEmulator.mjs (a `demo-` id needs no credentials). */
export const AUTH_EMULATOR_PROJECT = 'demo-gaming-site';
const firebaseWebConfig = {
  apiKey: 'demo-api-key',
  authDomain: `${AUTH_EMULATOR_PROJECT}.firebaseapp.com`,
  projectId: AUTH_EMULATOR_PROJECT,
  appId: 'demo-app-id',
};

export default defineConfig({
  testDir: './tests',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  // Site status tests change global state: one worker keeps runs deterministic on 2 cores.
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  outputDir: path.join(dataDir, 'results'),
  use: {
    baseURL: `http://127.0.0.1:${E2E_PORT}`,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    browserName: 'chromium',
    // A click or a navigation that cannot happen fails within these, not at the test's time-out:
    // a broken step costs seconds of the run, not minutes.
    actionTimeout: 20_000,
    navigationTimeout: 45_000,
    // The site's service worker (ADR 0028) would answer requests that specs route or break on
    // purpose (page.route does not see what a worker fetches): only repeatVisit.spec.ts, which
    // tests the worker, allows it.
    serviceWorkers: 'block',
    // Chromium 156 checks Local Network Access on requests a spec routes (page.route), although
    // the site and its CDN are both on loopback here; a player's site and CDN are public.
    permissions: ['local-network-access'],
    launchOptions: {
      // Debian's headless shell: 14 % less time and 18 % less CPU than the full browser on this
      // suite's 2-core machines (docs/performance.md); CHROMIUM_PATH runs another.
      executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium-headless-shell',
      args: CHROME_FLAGS,
    },
  },
  webServer: [
    {
      // Started and stopped by the run; the site below signs in against it.
      command: 'node ../tooling/scripts/authEmulator.mjs',
      url: `${AUTH_EMULATOR_ORIGIN}/`,
      reuseExistingServer: false,
      // A loaded 2-core machine can take over a minute to start it.
      timeout: 180_000,
      stdout: 'ignore',
      stderr: 'pipe',
      gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
      env: { AUTH_EMULATOR_PORT: String(process.env.E2E_AUTH_EMULATOR_PORT) },
    },
    {
      command: 'node ../tooling/scripts/start.mjs',
      url: `http://127.0.0.1:${E2E_PORT}/site-config.json`,
      reuseExistingServer: false,
      timeout: 180_000,
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        PORT: String(E2E_PORT),
        HOST: '127.0.0.1',
        ADMIN_TOKEN,
        // The demo setting (payment simulator, local inbox); development routes for set-up only.
        PLATFORM_MODE: 'demo',
        DEV_ROUTES: '1',
        DATA_DIR: dataDir,
        DB_PATH: path.join(dataDir, 'platform.db'),
        RELEASES_DIR: process.env.E2E_RELEASES_DIR,
        LOG_LEVEL: 'warn',
        // Every spec starts free play from 127.0.0.1; the daily limit has its platform test.
        FREE_PLAY_PER_ADDRESS: '1000',
        FREE_PLAY_PER_DEVICE: '1000',
        // Every spec logs in from 127.0.0.1, some with wrong passwords on purpose: the address's
        // budget has its platform test (loginLockout.test.ts); an account's own still applies.
        LOGIN_FREE_FAILURES_PER_ADDRESS: '100000',
        // Every spec loads pages from 127.0.0.1 in bursts; the render budget has its platform test.
        RENDER_LIMIT_MAX: '100000',
        // Every page built on a kept frame is checked against the whole page's render: a
        // difference fails the render (the page would hydrate markup React did not render).
        RENDER_CHECK_FRAMES: '1',
        // The browser under test runs on the same cores: a site server at a lower priority than
        // Chromium would miss its render deadline and send client-only pages (serverRender.spec).
        SITE_NICE: '0',
        // Every page of every spec sends its field data from 127.0.0.1.
        FIELD_DATA_PER_MINUTE: '100000',
        // Every login, registration and SMS form of every spec fetches its human check from
        // 127.0.0.1 (a burst of auth specs passed 30 a minute); the budget has its platform test.
        HUMAN_CHECKS_PER_MINUTE: '100000',
        // Canaries are judged every 2 s, so a spec sees the automatic rollback at once.
        CANARY_WATCH_MS: '2000',
        // Google and Facebook sign-in against the emulator (platform-api/README.md).
        FIREBASE_WEB_CONFIG: JSON.stringify(firebaseWebConfig),
        FIREBASE_AUTH_EMULATOR_HOST: new URL(AUTH_EMULATOR_ORIGIN).host,
      },
    },
  ],
});
