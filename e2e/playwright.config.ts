import os from 'node:os';
import path from 'node:path';

import { defineConfig } from '@playwright/test';

/** Ports of the site under test; the CDN of the remotes is PORT + 1. */
export const E2E_PORT = Number(process.env.E2E_PORT || 8190);
export const ADMIN_TOKEN = 'e2e-admin-token';
// Set once by the runner and inherited by its workers, so fixtures find the same directories.
process.env.E2E_DATA_DIR ||= path.join(os.tmpdir(), `site-e2e-${process.pid}`);
const dataDir = process.env.E2E_DATA_DIR;
process.env.E2E_RELEASES_DIR ||= path.join(dataDir, 'releases');

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
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  webServer: {
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
      DATA_DIR: dataDir,
      DB_PATH: path.join(dataDir, 'platform.db'),
      RELEASES_DIR: process.env.E2E_RELEASES_DIR,
      LOG_LEVEL: 'warn',
    },
  },
});
