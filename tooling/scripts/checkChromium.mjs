#!/usr/bin/env node
// Stops `pnpm test:e2e` at once when the Chromium the e2e run launches is not installed, or the
// Thai fonts its pages are checked with (a Thai header must fit a 360 px phone, as on a
// player's phone; without them Chromium draws boxes of another width), with the command that
// installs them, instead of a failure deep inside Playwright. The path is the one
// e2e/playwright.config.ts launches: CHROMIUM_PATH, else /usr/bin/chromium; the fonts' folder is
// Debian's (THAI_FONTS_DIR for this script's test).
import fs from 'node:fs';

const executable = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
const THAI_FONTS = process.env.THAI_FONTS_DIR || '/usr/share/fonts/truetype/tlwg';

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

if (!fs.existsSync(THAI_FONTS)) {
  console.error(
    'Thai fonts are missing: run  sudo apt-get install -y fonts-thai-tlwg-ttf  (Debian) and try again.',
  );
  process.exitCode = 1;
}
