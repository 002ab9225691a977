import { randomInt } from 'node:crypto';

import { PNG } from 'pngjs';

export const CAPTCHA_WIDTH = 168;
export const CAPTCHA_HEIGHT = 56;

/** 5×7 digit glyphs: drawn scaled, slightly rotated and warped, never as text. */
const GLYPHS: Record<string, readonly string[]> = {
  '0': ['01110', '10001', '10011', '10101', '11001', '10001', '01110'],
  '1': ['00100', '01100', '00100', '00100', '00100', '00100', '01110'],
  '2': ['01110', '10001', '00001', '00010', '00100', '01000', '11111'],
  '3': ['11110', '00001', '00001', '01110', '00001', '00001', '11110'],
  '4': ['00010', '00110', '01010', '10010', '11111', '00010', '00010'],
  '5': ['11111', '10000', '11110', '00001', '00001', '10001', '01110'],
  '6': ['00110', '01000', '10000', '11110', '10001', '10001', '01110'],
  '7': ['11111', '00001', '00010', '00100', '01000', '01000', '01000'],
  '8': ['01110', '10001', '10001', '01110', '10001', '10001', '01110'],
  '9': ['01110', '10001', '10001', '01111', '00001', '00010', '01100'],
};

type Rgb = [number, number, number];

/** A random number in [min, max) with crypto randomness (the answer's looks must not repeat). */
const between = (min: number, max: number) =>
  min + (randomInt(0, 1_000_000) / 1_000_000) * (max - min);
const darkColour = (): Rgb => [randomInt(0, 70), randomInt(0, 70), randomInt(30, 110)];

/** An RGB canvas of floats: drawing, then one warp pass, then PNG encoding. */
const canvas = (width: number, height: number) => {
  const data = new Float32Array(width * height * 3);
  const blend = (x: number, y: number, [r, g, b]: Rgb, alpha: number) => {
    if (x < 0 || y < 0 || x >= width || y >= height) return;
    const i = (y * width + x) * 3;
    data[i] = data[i]! * (1 - alpha) + r * alpha;
    data[i + 1] = data[i + 1]! * (1 - alpha) + g * alpha;
    data[i + 2] = data[i + 2]! * (1 - alpha) + b * alpha;
  };
  return { data, blend };
};

/**
 * Draws a captcha answer (digits) as a PNG people read at a glance (ADR 0022): large dark digits
 * on a light background, each a little rotated and moved, two thin light curves and a gentle
 * warp. It only has to keep the answer out of the page's text: the proof of work that comes with
 * it (ADR 0022) is what makes scripts pay, so the picture no longer fights people. Pixels only,
 * no text or SVG a script reads the answer from. pngjs encodes it (pure JS).
 */
export const captchaPng = (answer: string): Buffer => {
  const width = CAPTCHA_WIDTH;
  const height = CAPTCHA_HEIGHT;
  const { data, blend } = canvas(width, height);

  // Background: a soft diagonal gradient with per-pixel grain.
  const [r0, g0, b0] = [randomInt(236, 252), randomInt(236, 252), randomInt(236, 252)];
  for (let y = 0; y < height; y += 1)
    for (let x = 0; x < width; x += 1) {
      const shade = ((x + y) / (width + height)) * 10 + between(-5, 5);
      const i = (y * width + x) * 3;
      data[i] = r0 - shade;
      data[i + 1] = g0 - shade;
      data[i + 2] = b0 - shade;
    }

  // Digits: inverse-map each pixel of a glyph's box into the 5×7 grid, 3×3 samples a pixel.
  const step = (width - 16) / answer.length;
  const colours: Rgb[] = [];
  [...answer].forEach((char, index) => {
    const glyph = GLYPHS[char];
    if (!glyph) return;
    const colour = darkColour();
    colours.push(colour);
    const scale = between(5.4, 6.2);
    const angle = between(-0.16, 0.16);
    const shear = between(-0.1, 0.1);
    const cx = 8 + step * (index + 0.5) + between(-2, 2);
    const cy = height / 2 + between(-3, 3);
    const cos = Math.cos(angle);
    const sin = Math.sin(angle);
    const reach = Math.ceil(scale * 5.5);
    for (let y = Math.floor(cy - reach); y <= cy + reach; y += 1)
      for (let x = Math.floor(cx - reach); x <= cx + reach; x += 1) {
        let hits = 0;
        for (let sy = 0; sy < 3; sy += 1)
          for (let sx = 0; sx < 3; sx += 1) {
            const dx = x + (sx + 0.5) / 3 - cx;
            const dy = y + (sy + 0.5) / 3 - cy;
            const u = (cos * dx + sin * dy) / scale - shear * ((-sin * dx + cos * dy) / scale);
            const v = (-sin * dx + cos * dy) / scale;
            const col = Math.floor(u + 2.5);
            const row = Math.floor(v + 3.5);
            if (glyph[row]?.[col] === '1') hits += 1;
          }
        if (hits > 0) blend(x, y, colour, hits / 9);
      }
  });

  // Two thin curves in the digits' colours, faint enough never to hide a stroke.
  for (let line = 0; line < 2; line += 1) {
    const colour = colours[line % Math.max(1, colours.length)] ?? darkColour();
    const amplitude = between(3, 8);
    const period = between(60, 120);
    const phase = between(0, Math.PI * 2);
    const base = between(12, height - 12);
    for (let x = 0; x < width; x += 0.5) {
      const y = base + amplitude * Math.sin((x / period) * Math.PI * 2 + phase);
      blend(Math.round(x), Math.round(y), colour, 0.3);
    }
  }

  // A sine warp of the whole picture bends every stroke a little differently.
  const warped = new Float32Array(data.length);
  const ax = between(0.6, 1.2);
  const ay = between(0.6, 1.2);
  const px = between(0, Math.PI * 2);
  const py = between(0, Math.PI * 2);
  for (let y = 0; y < height; y += 1)
    for (let x = 0; x < width; x += 1) {
      const sx = Math.min(width - 1, Math.max(0, Math.round(x + ax * Math.sin(y / 6 + px))));
      const sy = Math.min(height - 1, Math.max(0, Math.round(y + ay * Math.sin(x / 9 + py))));
      const from = (sy * width + sx) * 3;
      const to = (y * width + x) * 3;
      warped[to] = data[from]!;
      warped[to + 1] = data[from + 1]!;
      warped[to + 2] = data[from + 2]!;
    }

  const png = new PNG({ width, height });
  for (let i = 0, p = 0; i < warped.length; i += 3, p += 4) {
    png.data[p] = Math.max(0, Math.min(255, warped[i]!));
    png.data[p + 1] = Math.max(0, Math.min(255, warped[i + 1]!));
    png.data[p + 2] = Math.max(0, Math.min(255, warped[i + 2]!));
    png.data[p + 3] = 255;
  }
  // Speckles last, over everything.
  for (let dot = 0; dot < 60; dot += 1) {
    const p = (randomInt(0, height) * width + randomInt(0, width)) * 4;
    const colour: Rgb = randomInt(0, 2) === 0 ? [190, 190, 200] : [255, 255, 255];
    png.data[p] = colour[0];
    png.data[p + 1] = colour[1];
    png.data[p + 2] = colour[2];
  }
  return PNG.sync.write(png);
};

/** The PNG as a data URL the site puts straight into an <img>. */
export const captchaDataUrl = (answer: string): string =>
  `data:image/png;base64,${captchaPng(answer).toString('base64')}`;
