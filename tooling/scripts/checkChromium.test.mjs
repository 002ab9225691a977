import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const HERE = path.dirname(fileURLToPath(import.meta.url));
const SCRIPT = path.join(HERE, 'checkChromium.mjs');

const run = (env) =>
  spawnSync(process.execPath, [SCRIPT], { env: { ...process.env, ...env }, encoding: 'utf8' });

describe('checkChromium', () => {
  it("stops with the install command when the e2e suite's or the benches' Chromium is missing", () => {
    const shell = run({
      CHROMIUM_PATH: path.join(HERE, 'no-such-chromium'),
      CHROME_PATH: process.execPath,
    });
    expect(shell.status).toBe(1);
    expect(shell.stderr).toContain(
      'Chromium is missing: run  sudo apt-get install -y chromium-headless-shell  (Debian) and try again.',
    );
    const full = run({
      CHROMIUM_PATH: process.execPath,
      CHROME_PATH: path.join(HERE, 'no-such-chromium'),
    });
    expect(full.status).toBe(1);
    expect(full.stderr).toContain(
      'Chromium is missing: run  sudo apt-get install -y chromium  (Debian) and try again.',
    );
  });

  it('stops with the install command when the Thai fonts are missing', () => {
    const result = run({
      CHROMIUM_PATH: process.execPath,
      CHROME_PATH: process.execPath,
      THAI_FONTS_DIR: path.join(HERE, 'no-such-fonts'),
    });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain(
      'Thai fonts are missing: run  sudo apt-get install -y fonts-thai-tlwg-ttf  (Debian) and try again.',
    );
  });

  it('passes silently when the executable and the fonts are there', () => {
    const result = run({ CHROMIUM_PATH: process.execPath, CHROME_PATH: process.execPath });
    expect(result).toMatchObject({ status: 0, stderr: '' });
  });
});
