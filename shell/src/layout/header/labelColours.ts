/** An opaque sRGB colour: red, green and blue from 0 to 255. */
export type Rgb = readonly [number, number, number];

/** WCAG AA for normal text: a label is small text. */
export const MIN_TEXT_CONTRAST = 4.5;

const HEX = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i;
/** rgb()/rgba() with commas or spaces, and an alpha only when it is fully opaque. */
const RGB =
  /^rgba?\(\s*(\d{1,3})[\s,]+(\d{1,3})[\s,]+(\d{1,3})(?:\s*[,/]\s*(1|1\.0+|100%))?\s*\)$/i;

/**
 * The channels of an opaque CSS colour written as #rgb, #rrggbb or rgb(); null for anything else
 * (names, translucent colours, other colour spaces), whose contrast cannot be judged here.
 */
export const parseColour = (value: string): Rgb | null => {
  const text = value.trim();
  const hex = HEX.exec(text)?.[1];
  if (hex) {
    const full = hex.length === 3 ? [...hex].map((digit) => digit + digit).join('') : hex;
    return [0, 2, 4].map((at) => parseInt(full.slice(at, at + 2), 16)) as unknown as Rgb;
  }
  const rgb = RGB.exec(text);
  if (!rgb) return null;
  const channels = [rgb[1], rgb[2], rgb[3]].map(Number);
  return channels.every((channel) => channel <= 255) ? (channels as unknown as Rgb) : null;
};

/** WCAG 2 relative luminance. */
const luminance = ([red, green, blue]: Rgb) => {
  const linear = (channel: number) => {
    const value = channel / 255;
    return value <= 0.04045 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(red) + 0.7152 * linear(green) + 0.0722 * linear(blue);
};

/** WCAG 2 contrast ratio of two colours, from 1 to 21. */
export const contrastRatio = (a: Rgb, b: Rgb): number => {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
};

const BLACK: Rgb = [0, 0, 0];
const WHITE: Rgb = [255, 255, 255];

/** The colours a label is drawn in. */
export interface LabelColours {
  color: string;
  backgroundColor: string;
}

/**
 * The colours to draw a brand's label in: its own text (`color`) on its own background (`color2`)
 * when they read (4.5:1), else black or white on that background, whichever contrasts more (one
 * of them always reaches 4.58:1). Colours it cannot judge give way to the theme's text on its
 * second surface, so no operator's choice makes a label unreadable in either theme.
 */
export const readableLabelColours = (color: string, color2: string): LabelColours => {
  const background = parseColour(color2);
  if (!background) return { color: 'var(--color-text)', backgroundColor: 'var(--color-surface-2)' };
  const text = parseColour(color);
  if (text && contrastRatio(text, background) >= MIN_TEXT_CONTRAST)
    return { color, backgroundColor: color2 };
  const black = contrastRatio(BLACK, background);
  const white = contrastRatio(WHITE, background);
  return { color: black >= white ? '#000000' : '#ffffff', backgroundColor: color2 };
};
