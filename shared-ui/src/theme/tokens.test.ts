import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The promise of tokens.css: every text colour reads on every background of its theme (WCAG AA,
 * 4.5:1 for normal text), so a component that pairs them (a StatusBadge on a surface-2 row, a
 * warning on the page) cannot fall below it in either theme. The focus ring is not text: 3:1.
 */
const css = readFileSync(join(__dirname, 'tokens.css'), 'utf8');

/** The hex colour tokens of the block whose selector starts with `selector`. */
const tokensOf = (selector: string): Record<string, string> => {
  const block = new RegExp(`${selector}[^{]*\\{([^}]*)\\}`).exec(css)?.[1];
  if (!block) throw new Error(`no block for ${selector}`);
  return Object.fromEntries(
    [...block.matchAll(/--(color-[\w-]+):\s*(#[0-9a-f]{6})\s*;/gi)].map(([, name, value]) => [
      name,
      value,
    ]),
  );
};

/** WCAG 2 relative luminance of #rrggbb. */
const luminance = (hex: string) => {
  const [red, green, blue] = [1, 3, 5].map((at) => {
    const value = parseInt(hex.slice(at, at + 2), 16) / 255;
    return value <= 0.04045 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * red + 0.7152 * green + 0.0722 * blue;
};

const contrast = (a: string, b: string) => {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
};

const TEXTS = [
  'color-text',
  'color-text-muted',
  'color-primary',
  'color-danger',
  'color-success',
  'color-warning',
];
const BACKGROUNDS = ['color-bg', 'color-surface', 'color-surface-2'];

describe.each([
  ['dark', ':root'],
  ['light', "html\\[data-theme='light'\\]"],
])('the %s theme', (_, selector) => {
  const tokens = tokensOf(selector);

  it('defines every text and background colour', () => {
    for (const name of [...TEXTS, ...BACKGROUNDS, 'color-primary-contrast', 'color-focus'])
      expect(tokens).toHaveProperty([name], expect.stringMatching(/^#[0-9a-f]{6}$/i));
  });

  it.each(TEXTS.flatMap((text) => BACKGROUNDS.map((background) => [text, background])))(
    '%s reads on %s (4.5:1)',
    (text, background) => {
      expect(contrast(tokens[text] as string, tokens[background] as string)).toBeGreaterThanOrEqual(
        4.5,
      );
    },
  );

  it('primary-contrast reads on primary (a filled button)', () => {
    expect(
      contrast(tokens['color-primary-contrast'] as string, tokens['color-primary'] as string),
    ).toBeGreaterThanOrEqual(4.5);
  });

  it.each(BACKGROUNDS)('the focus ring stands out from %s (3:1)', (background) => {
    expect(
      contrast(tokens['color-focus'] as string, tokens[background] as string),
    ).toBeGreaterThanOrEqual(3);
  });
});
