import { readFileSync } from 'node:fs';

/**
 * Fluent Emoji Flat (Microsoft, MIT licence) in Iconify JSON form, the picture library the
 * brand's generated art is composed from. The set is 9 MB of JSON; it is read once, on the
 * first image drawn, and only the icons the art names are kept.
 */
interface IconifyIcon {
  body: string;
  width?: number;
  height?: number;
}
interface IconifySet {
  width?: number;
  height?: number;
  icons: Record<string, IconifyIcon>;
  aliases?: Record<string, { parent: string }>;
}

/** Every icon the art uses; a name missing from the set fails the art tests, not a player. */
export const ICON_NAMES = [
  // slots
  'cherries',
  'grapes',
  'watermelon',
  'lemon',
  'bell',
  'star',
  'glowing-star',
  'gem-stone',
  'money-bag',
  'coin',
  'crown',
  'four-leaf-clover',
  'crystal-ball',
  'dragon',
  'tiger-face',
  'panda',
  'water-buffalo',
  'lion',
  'unicorn',
  'ringed-planet',
  'high-voltage',
  'crossed-swords',
  'lollipop',
  'pirate-flag',
  'japanese-castle',
  'classical-building',
  'cherry-blossom',
  'firecracker',
  'compass',
  'shield',
  'slot-machine',
  'dollar-banknote',
  'money-with-wings',
  'fire',
  'trophy',
  'lotus',
  'sparkles',
  'red-envelope',
  // fish
  'tropical-fish',
  'blowfish',
  'fish',
  'shark',
  'octopus',
  'squid',
  'crab',
  'lobster',
  'shrimp',
  'spouting-whale',
  'dolphin',
  'jellyfish',
  'turtle',
  'coral',
  'fishing-pole',
  // live and cards
  'spade-suit',
  'heart-suit',
  'diamond-suit',
  'club-suit',
  'joker',
  'flower-playing-cards',
  'mahjong-red-dragon',
  'game-die',
  'cow-face',
  // sports and e-sports
  'soccer-ball',
  'basketball',
  'tennis',
  'volleyball',
  'american-football',
  'baseball',
  'ice-hockey',
  'badminton',
  'sports-medal',
  'video-game',
  'joystick',
  'keyboard',
  'desktop-computer',
  'rocket',
  // rewards, payments, partners
  'wrapped-gift',
  'party-popper',
  'admission-tickets',
  'credit-card',
  'bank',
  'mobile-phone',
  'globe-showing-asia-australia',
  // points mall items
  'laptop',
  'headphone',
  'watch',
  'speaker-high-volume',
  'battery',
  'backpack',
  'coat',
  'billed-cap',
  'hot-beverage',
  'umbrella',
  'cup-with-straw',
  'teacup-without-handle',
  'fork-and-knife-with-plate',
  'basket',
  'hotel',
  'hot-springs',
  'luggage',
] as const;
export type IconName = (typeof ICON_NAMES)[number];

let cache: Map<string, IconifyIcon> | null = null;
let size = { width: 32, height: 32 };

const load = (): Map<string, IconifyIcon> => {
  if (cache) return cache;
  const file = require.resolve('@iconify-json/fluent-emoji-flat/icons.json');
  const set = JSON.parse(readFileSync(file, 'utf8')) as IconifySet;
  size = { width: set.width ?? 32, height: set.height ?? 32 };
  const kept = new Map<string, IconifyIcon>();
  for (const name of ICON_NAMES) {
    const icon = set.icons[name] ?? set.icons[set.aliases?.[name]?.parent ?? ''];
    if (icon) kept.set(name, icon);
  }
  cache = kept;
  return kept;
};

/** Names of the wanted icons the installed set lacks (the art tests expect none). */
export const missingIcons = (): string[] => {
  const icons = load();
  return ICON_NAMES.filter((name) => !icons.has(name));
};

/**
 * One icon placed as a nested `<svg>` at (x, y), `box` units square, optionally turned around
 * its centre. Ids inside the icon get `prefix` so two icons in one picture never share one.
 */
export const placeIcon = (
  name: IconName,
  x: number,
  y: number,
  box: number,
  options: { rotate?: number; prefix?: string; opacity?: number } = {},
): string => {
  const icon = load().get(name);
  if (!icon) return '';
  const width = icon.width ?? size.width;
  const height = icon.height ?? size.height;
  const prefix = options.prefix ?? name;
  const body = icon.body
    .replace(/id="([^"]+)"/g, `id="${prefix}-$1"`)
    .replace(/url\(#([^)]+)\)/g, `url(#${prefix}-$1)`)
    .replace(/href="#([^"]+)"/g, `href="#${prefix}-$1"`);
  const svg = `<svg x="${x}" y="${y}" width="${box}" height="${box}" viewBox="0 0 ${width} ${height}"${options.opacity === undefined ? '' : ` opacity="${options.opacity}"`}>${body}</svg>`;
  if (!options.rotate) return svg;
  const cx = x + box / 2;
  const cy = y + box / 2;
  return `<g transform="rotate(${options.rotate} ${cx} ${cy})">${svg}</g>`;
};
