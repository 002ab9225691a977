#!/usr/bin/env node
// Stops `pnpm test:e2e` at once when a Chromium the run launches is not installed, or the Thai
// fonts its pages are checked with (a Thai header must fit a 360 px phone, as on a player's
// phone; without them Chromium draws boxes of another width), with the command that installs
// them, instead of a failure deep inside Playwright. The e2e suite launches Debian's headless
// shell (e2e/playwright.config.ts: CHROMIUM_PATH, else /usr/bin/chromium-headless-shell; less
// time and CPU than the full browser, docs/performance.md); the benches launch the full browser
// as players' Chrome (CHROME_PATH, else /usr/bin/chromium). The fonts' folder is Debian's
// (THAI_FONTS_DIR for this script's test).
import fs from 'node:fs';

const browsers = [
  {
    executable: process.env.CHROMIUM_PATH || '/usr/bin/chromium-headless-shell',
    variable: 'CHROMIUM_PATH',
    package: 'chromium-headless-shell',
  },
  {
    executable: process.env.CHROME_PATH || '/usr/bin/chromium',
    variable: 'CHROME_PATH',
    package: 'chromium',
  },
];
const THAI_FONTS = process.env.THAI_FONTS_DIR || '/usr/share/fonts/truetype/tlwg';

const isExecutable = (file) => {
  try {
    fs.accessSync(file, fs.constants.X_OK);
    return fs.statSync(file).isFile();
  } catch {
    return false;
  }
};

for (const browser of browsers) {
  if (isExecutable(browser.executable)) continue;
  console.error(
    `Chromium is missing: run  sudo apt-get install -y ${browser.package}  (Debian) and try again.`,
  );
  if (process.env[browser.variable])
    console.error(
      `(${browser.variable} is ${browser.executable}: point it at Chromium, or unset it.)`,
    );
  process.exitCode = 1;
}

if (!fs.existsSync(THAI_FONTS)) {
  console.error(
    'Thai fonts are missing: run  sudo apt-get install -y fonts-thai-tlwg-ttf  (Debian) and try again.',
  );
  process.exitCode = 1;
}
