import { randomInt } from 'node:crypto';

const WIDTH = 120;
const HEIGHT = 40;

const hue = () => randomInt(0, 360);

/**
 * Draws a captcha answer as an SVG: each character rotated and shifted on its own, crossed by
 * noise lines and dots, so the text is not a plain string in the document.
 */
export const captchaSvg = (answer: string): string => {
  const step = WIDTH / (answer.length + 1);
  const glyphs = [...answer]
    .map((char, index) => {
      const x = Math.round(step * (index + 0.6) + randomInt(-3, 4));
      const y = randomInt(26, 34);
      const rotate = randomInt(-25, 26);
      return `<text x="${x}" y="${y}" transform="rotate(${rotate} ${x} ${y})" fill="hsl(${hue()},70%,40%)" font-size="${randomInt(22, 28)}" font-family="monospace" font-weight="bold">${char}</text>`;
    })
    .join('');
  const lines = Array.from(
    { length: 5 },
    () =>
      `<line x1="${randomInt(0, WIDTH)}" y1="${randomInt(0, HEIGHT)}" x2="${randomInt(0, WIDTH)}" y2="${randomInt(0, HEIGHT)}" stroke="hsl(${hue()},60%,55%)" stroke-width="${randomInt(1, 3)}"/>`,
  ).join('');
  const dots = Array.from(
    { length: 30 },
    () =>
      `<circle cx="${randomInt(0, WIDTH)}" cy="${randomInt(0, HEIGHT)}" r="1" fill="hsl(${hue()},50%,50%)"/>`,
  ).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}"><rect width="100%" height="100%" fill="#f4f4f8"/>${lines}${glyphs}${dots}</svg>`;
};

/** The SVG as a data URL the site puts straight into an <img>. */
export const captchaDataUrl = (answer: string): string =>
  `data:image/svg+xml;base64,${Buffer.from(captchaSvg(answer)).toString('base64')}`;
