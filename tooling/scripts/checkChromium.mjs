#!/usr/bin/env node
// Stops `pnpm test:e2e` at once when the Chromium the e2e run launches is not installed, with the
// command that installs it, instead of a failure deep inside Playwright. The path is the one
// e2e/playwright.config.ts launches: CHROMIUM_PATH, else /usr/bin/chromium.
import fs from 'node:fs';

const executable = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

const isExecutable = (file) => {
  try {
    fs.accessSync(file, fs.constants.X_OK);
    return fs.statSync(file).isFile();
  } catch {
    return false;
  }
};

if (!isExecutable(executable)) {
  console.error(
    'Chromium is missing: run  sudo apt-get install -y chromium  (Debian) and try again.',
  );
  if (process.env.CHROMIUM_PATH)
    console.error(`(CHROMIUM_PATH is ${executable}: point it at Chromium, or unset it.)`);
  process.exitCode = 1;
}
