// Renders the brand's web app icons (ADR 0028) from its mark (an SVG URL or file) with Chromium:
// icon-192.png and icon-512.png (the mark as it is) and icon-maskable-512.png (the mark inside
// the maskable safe zone, on a full square of the mark's own background), into
// platform-api/src/areas/assets, where the platform serves them under /assets/brand/.
// Usage: node tooling/scripts/brandIcons.mjs <mark.svg URL or file> [background colour]
// e.g. node tooling/scripts/brandIcons.mjs http://127.0.0.1:8080/assets/brand/mark.svg '#1d1240'
import fs from 'node:fs';
import path from 'node:path';

import { chromium } from 'playwright-core';

import { CHROME_FLAGS, CHROME_PATH } from './chromium.mjs';
import { ROOT } from './remotes.mjs';

const [source, background = '#1d1240'] = process.argv.slice(2);
if (!source) {
  console.error('Usage: node tooling/scripts/brandIcons.mjs <mark.svg URL or file> [background]');
  process.exit(1);
}
const svg = /^https?:/.test(source)
  ? await (await fetch(source)).text()
  : fs.readFileSync(source, 'utf8');
const out = path.join(ROOT, 'platform-api', 'src', 'areas', 'assets');
const dataUrl = `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;

/** One icon: the mark at `scale` of a `size` square, on `fill` (transparent when none). */
const icons = [
  { file: 'icon-192.png', size: 192, scale: 1, fill: 'transparent' },
  { file: 'icon-512.png', size: 512, scale: 1, fill: 'transparent' },
  // The maskable safe zone is the centre circle of 80 % of the width: the mark fills 76 %.
  { file: 'icon-maskable-512.png', size: 512, scale: 0.76, fill: background },
];

const browser = await chromium.launch({ executablePath: CHROME_PATH, args: CHROME_FLAGS });
try {
  for (const { file, size, scale, fill } of icons) {
    const page = await browser.newPage({ viewport: { width: size, height: size } });
    const mark = Math.round(size * scale);
    await page.setContent(
      `<body style="margin:0;width:${size}px;height:${size}px;display:grid;place-items:center;background:${fill}">` +
        `<img src="${dataUrl}" width="${mark}" height="${mark}"></body>`,
    );
    await page.locator('img').evaluate((img) => img.decode());
    await page.screenshot({ path: path.join(out, file), omitBackground: fill === 'transparent' });
    await page.close();
    console.log(`${file}: ${size} px`);
  }
} finally {
  await browser.close();
}
