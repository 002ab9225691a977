import { createHash } from 'node:crypto';

import { type IconName, placeIcon } from './iconSet';

/** Sizes of the generated images, by what they show. */
export const ART_SIZES = {
  game: [240, 240],
  vendor: [96, 96],
  banner: [1200, 360],
  promotion: [640, 320],
  payment: [120, 48],
  partner: [160, 64],
  logo: [220, 56],
  badge: [160, 64],
  mark: [64, 64],
  symbol: [96, 96],
} as const;
export type ArtKind = keyof typeof ART_SIZES;

/** What a game's picture is themed on (besides its code, which varies the details). */
export interface GameTheme {
  /** Catalogue category (RNG, LIVE, FISH, ...), ESPORTS for e-sports vendors, INHOUSE. */
  category: string;
  classification?: string | null;
}

/** A banner's painted texts, in the language of the picture. */
export interface BannerTexts {
  headline: string;
  action: string;
}

export interface ArtOptions {
  variant?: 'dark' | 'light';
  game?: GameTheme;
  banner?: BannerTexts;
  /** A promotion's category (slots, sports, rebate...): sets its objects. */
  promotion?: string;
}

const escapeXml = (text: string) =>
  text.replace(
    /[<>&"']/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[c] ?? c,
  );

/** Bytes of the key's hash: every choice of a picture comes from them, so it never changes. */
const seedOf = (key: string) => {
  const digest = createHash('sha256').update(key).digest();
  let cursor = 0;
  const next = () => {
    const value = digest.readUInt16BE(cursor % 30);
    cursor += 2;
    return value;
  };
  return {
    int: (max: number) => next() % max,
    pick: <T>(items: readonly T[]): T => items[next() % items.length] as T,
  };
};

const FONT =
  "'Trebuchet MS','Segoe UI',system-ui,-apple-system,'Noto Sans','Noto Sans Thai','Noto Sans SC',Arial,sans-serif";

/** Thai vowel and tone marks: drawn above or below the letter before them, taking no width. */
const THAI_MARKS = /[\u0E31\u0E34-\u0E3A\u0E47-\u0E4E]/g;

/** The characters of `text` that take width (a Thai word is shorter than its code points). */
const shownLength = (text: string) => text.replace(THAI_MARKS, '').length;

/**
 * Squeezes a text that would run past `maxWidth` (estimated from its length) to fit, so a long
 * name never spills out of its picture whatever font the viewer has.
 */
const fit = (text: string, fontSize: number, maxWidth: number, ratio = 0.62) =>
  shownLength(text) * fontSize * ratio > maxWidth
    ? ` textLength="${maxWidth}" lengthAdjust="spacingAndGlyphs"`
    : '';

const svgOpen = (width: number, height: number, label: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="${escapeXml(label)}">`;

/** A four-pointed sparkle. */
const sparkle = (x: number, y: number, r: number, fill: string, opacity = 0.9) =>
  `<path d="M${x} ${y - r}Q${x + r * 0.18} ${y - r * 0.18} ${x + r} ${y}Q${x + r * 0.18} ${y + r * 0.18} ${x} ${y + r}Q${x - r * 0.18} ${y + r * 0.18} ${x - r} ${y}Q${x - r * 0.18} ${y - r * 0.18} ${x} ${y - r}Z" fill="${fill}" opacity="${opacity}"/>`;

// ---------------------------------------------------------------------------------------------
// Game pictures

interface Palette {
  /** Hue of the category; each game turns it a little. */
  hue: number;
  spread: number;
  saturation: number;
  pattern: 'rays' | 'bubbles' | 'lattice' | 'pitch' | 'grid' | 'dots' | 'petals';
  accent: string;
}

const PALETTES: Record<string, Palette> = {
  RNG: { hue: 285, spread: 150, saturation: 70, pattern: 'rays', accent: '#ffd65a' },
  FISH: { hue: 200, spread: 30, saturation: 75, pattern: 'bubbles', accent: '#7ff0ff' },
  LIVE: { hue: 150, spread: 30, saturation: 55, pattern: 'lattice', accent: '#f5c84c' },
  PVP: { hue: 350, spread: 25, saturation: 60, pattern: 'lattice', accent: '#f5c84c' },
  SPORTS: { hue: 120, spread: 25, saturation: 50, pattern: 'pitch', accent: '#ffffff' },
  ESPORTS: { hue: 255, spread: 40, saturation: 75, pattern: 'grid', accent: '#44f0ff' },
  LOTT: { hue: 20, spread: 25, saturation: 80, pattern: 'dots', accent: '#fff1a8' },
  ELOTT: { hue: 35, spread: 25, saturation: 80, pattern: 'dots', accent: '#fff1a8' },
  INHOUSE: { hue: 320, spread: 20, saturation: 65, pattern: 'petals', accent: '#ffd1ec' },
  REWARD: { hue: 45, spread: 40, saturation: 75, pattern: 'rays', accent: '#fff1a8' },
};

/** The slot name's words that set its main picture (first match wins). */
const SLOT_WORD_ICONS: [RegExp, IconName][] = [
  [/tiger/i, 'tiger-face'],
  [/panda/i, 'panda'],
  [/buffalo/i, 'water-buffalo'],
  [/koi/i, 'tropical-fish'],
  [/mahjong/i, 'mahjong-red-dragon'],
  [/gems?\b/i, 'gem-stone'],
  [/riches|heist/i, 'money-bag'],
  [/gold rush|treasures/i, 'coin'],
  [/empire/i, 'classical-building'],
  [/temple/i, 'japanese-castle'],
  [/wilds/i, 'unicorn'],
  [/spins/i, 'slot-machine'],
  [/bonanza/i, 'grapes'],
  [/legends/i, 'trophy'],
  [/garden/i, 'cherry-blossom'],
  [/stars/i, 'glowing-star'],
  [/festival/i, 'firecracker'],
  [/quest/i, 'compass'],
  [/dragon/i, 'dragon'],
  [/lotus/i, 'lotus'],
  [/fortune|lucky/i, 'four-leaf-clover'],
];
const SLOT_FIRST_WORD_ICONS: [RegExp, IconName][] = [
  [/^fortune/i, 'money-bag'],
  [/^golden/i, 'crown'],
  [/^lucky/i, 'four-leaf-clover'],
  [/^mystic/i, 'crystal-ball'],
  [/^wild/i, 'lion'],
  [/^royal/i, 'crown'],
  [/^dragon/i, 'dragon'],
  [/^jade/i, 'gem-stone'],
  [/^cosmic/i, 'ringed-planet'],
  [/^neon|^thunder/i, 'high-voltage'],
  [/^lotus/i, 'lotus'],
  [/^crystal/i, 'crystal-ball'],
  [/^pirate/i, 'pirate-flag'],
  [/^samurai/i, 'crossed-swords'],
  [/^candy/i, 'lollipop'],
  [/^safari/i, 'lion'],
  [/^viking/i, 'shield'],
  [/^ocean/i, 'spouting-whale'],
  [/^phoenix/i, 'fire'],
];
const SLOT_EXTRAS: readonly IconName[] = [
  'cherries',
  'grapes',
  'watermelon',
  'lemon',
  'bell',
  'star',
  'gem-stone',
  'coin',
];
const FISH_ICONS: readonly IconName[] = [
  'tropical-fish',
  'blowfish',
  'fish',
  'shark',
  'octopus',
  'squid',
  'crab',
  'lobster',
  'spouting-whale',
  'dolphin',
  'jellyfish',
  'turtle',
];
/** Points mall items by their name: the object the player gets. */
const POINTS_ITEM_ICONS: [RegExp, IconName][] = [
  [/slots/i, 'slot-machine'],
  [/cash voucher/i, 'dollar-banknote'],
  [/bonus/i, 'wrapped-gift'],
  [/phone/i, 'mobile-phone'],
  [/tablet/i, 'laptop'],
  [/earbuds/i, 'headphone'],
  [/watch/i, 'watch'],
  [/speaker/i, 'speaker-high-volume'],
  [/console/i, 'video-game'],
  [/power bank/i, 'battery'],
  [/backpack/i, 'backpack'],
  [/hoodie/i, 'coat'],
  [/cap\b/i, 'billed-cap'],
  [/mug|coffee/i, 'hot-beverage'],
  [/umbrella/i, 'umbrella'],
  [/bottle/i, 'cup-with-straw'],
  [/tea\b/i, 'teacup-without-handle'],
  [/dinner/i, 'fork-and-knife-with-plate'],
  [/hamper/i, 'basket'],
  [/hotel/i, 'hotel'],
  [/spa\b/i, 'hot-springs'],
  [/luggage/i, 'luggage'],
];
const FISH_WORD_ICONS: [RegExp, IconName][] = [
  [/king/i, 'spouting-whale'],
  [/war/i, 'shark'],
  [/dragon/i, 'dragon'],
  [/mega/i, 'octopus'],
  [/boom/i, 'blowfish'],
  [/happy/i, 'tropical-fish'],
  [/jackpot/i, 'money-bag'],
  [/dinosaur/i, 'turtle'],
];
const LIVE_ICONS: Record<string, [IconName, IconName]> = {
  baccarat: ['spade-suit', 'heart-suit'],
  sicbo: ['game-die', 'game-die'],
  dragon_tiger: ['dragon', 'tiger-face'],
  blackjack: ['joker', 'club-suit'],
  fan_tan: ['coin', 'red-envelope'],
  niuniu: ['cow-face', 'diamond-suit'],
  fish_prawn_crab: ['crab', 'shrimp'],
  three_card_poker: ['spade-suit', 'diamond-suit'],
  zjh: ['flower-playing-cards', 'coin'],
  mahjong: ['mahjong-red-dragon', 'flower-playing-cards'],
  wenzhou: ['flower-playing-cards', 'red-envelope'],
  se_die: ['game-die', 'coin'],
};
const SPORTS_ICONS: readonly IconName[] = [
  'soccer-ball',
  'basketball',
  'tennis',
  'volleyball',
  'american-football',
  'baseball',
  'ice-hockey',
  'badminton',
];
const ESPORTS_ICONS: readonly IconName[] = [
  'video-game',
  'joystick',
  'keyboard',
  'desktop-computer',
];
const REWARD_ICONS: readonly IconName[] = [
  'wrapped-gift',
  'money-bag',
  'gem-stone',
  'crown',
  'trophy',
  'red-envelope',
  'admission-tickets',
  'party-popper',
];

const patternOf = (pattern: Palette['pattern'], size: number, ink: string, turn: number) => {
  const c = size / 2;
  switch (pattern) {
    case 'rays':
      return Array.from({ length: 12 }, (_, i) => {
        const a = ((i * 30 + turn) * Math.PI) / 180;
        const b = ((i * 30 + turn + 12) * Math.PI) / 180;
        const r = size;
        return `<path d="M${c} ${c}L${(c + r * Math.cos(a)).toFixed(1)} ${(c + r * Math.sin(a)).toFixed(1)}L${(c + r * Math.cos(b)).toFixed(1)} ${(c + r * Math.sin(b)).toFixed(1)}Z" fill="${ink}" opacity="0.07"/>`;
      }).join('');
    case 'bubbles':
      return Array.from({ length: 9 }, (_, i) => {
        const x = (i * 53 + turn) % size;
        const y = (i * 97 + turn * 3) % size;
        const r = 4 + ((i * 7 + turn) % 10);
        return `<circle cx="${x}" cy="${y}" r="${r}" fill="none" stroke="${ink}" stroke-width="2" opacity="0.25"/>`;
      }).join('');
    case 'lattice':
      return `<path d="${Array.from({ length: 9 }, (_, i) => `M${i * 30 - size} 0L${i * 30} ${size}M${i * 30 + size} 0L${i * 30} ${size}`).join('')}" stroke="${ink}" stroke-width="1.5" opacity="0.09"/><circle cx="${c}" cy="${c}" r="${size * 0.43}" fill="none" stroke="${ink}" stroke-width="3" opacity="0.18"/>`;
    case 'pitch':
      return `<g fill="none" stroke="${ink}" stroke-width="3" opacity="0.18"><rect x="14" y="14" width="${size - 28}" height="${size - 28}" rx="6"/><path d="M${c} 14V${size - 14}"/><circle cx="${c}" cy="${c}" r="${size * 0.16}"/></g>`;
    case 'grid':
      return `<path d="${Array.from({ length: 9 }, (_, i) => `M0 ${i * 30 + (turn % 30)}H${size}M${i * 30 + (turn % 30)} 0V${size}`).join('')}" stroke="${ink}" stroke-width="1" opacity="0.16"/>`;
    case 'dots':
      return Array.from({ length: 36 }, (_, i) => {
        const x = (i % 6) * 44 + 10 + (Math.floor(i / 6) % 2) * 22;
        const y = Math.floor(i / 6) * 44 + 10;
        return `<circle cx="${x}" cy="${y}" r="5" fill="${ink}" opacity="0.12"/>`;
      }).join('');
    case 'petals':
      return Array.from({ length: 8 }, (_, i) => {
        const a = i * 45 + turn;
        return `<ellipse cx="${c}" cy="${c - size * 0.32}" rx="${size * 0.09}" ry="${size * 0.2}" fill="${ink}" opacity="0.08" transform="rotate(${a} ${c} ${c})"/>`;
      }).join('');
  }
};

/** Lottery balls with numbers, drawn (not from the icon set): the lottery's own picture. */
const lotteryBalls = (seed: ReturnType<typeof seedOf>, size: number) => {
  const colours = ['#ff4d6d', '#ffb703', '#3a86ff', '#2ec4b6', '#8338ec', '#fb5607'];
  const spots = [
    [0.3, 0.42, 0.17],
    [0.68, 0.4, 0.19],
    [0.48, 0.66, 0.2],
    [0.22, 0.74, 0.12],
    [0.8, 0.72, 0.12],
  ] as const;
  return spots
    .map(([fx, fy, fr], i) => {
      const cx = fx * size;
      const cy = fy * size;
      const r = fr * size;
      const colour = colours[(seed.int(colours.length) + i) % colours.length];
      const number = 1 + seed.int(49);
      return `<g><circle cx="${cx}" cy="${cy}" r="${r}" fill="${colour}"/><circle cx="${cx}" cy="${cy}" r="${r * 0.58}" fill="#fff"/><circle cx="${cx - r * 0.4}" cy="${cy - r * 0.45}" r="${r * 0.22}" fill="#fff" opacity="0.45"/><text x="${cx}" y="${cy + r * 0.2}" text-anchor="middle" font-family="${FONT}" font-weight="800" font-size="${(r * 0.62).toFixed(1)}" fill="#1b1b2f">${number}</text></g>`;
    })
    .join('');
};

/** A roulette wheel, drawn. */
const rouletteWheel = (cx: number, cy: number, r: number) => {
  const slices = 18;
  const wedges = Array.from({ length: slices }, (_, i) => {
    const a = (i * 2 * Math.PI) / slices;
    const b = ((i + 1) * 2 * Math.PI) / slices;
    const fill = i === 0 ? '#1f9d55' : i % 2 ? '#c8102e' : '#1b1b1b';
    return `<path d="M${cx} ${cy}L${(cx + r * Math.cos(a)).toFixed(1)} ${(cy + r * Math.sin(a)).toFixed(1)}A${r} ${r} 0 0 1 ${(cx + r * Math.cos(b)).toFixed(1)} ${(cy + r * Math.sin(b)).toFixed(1)}Z" fill="${fill}"/>`;
  }).join('');
  return `<g><circle cx="${cx}" cy="${cy}" r="${r + 10}" fill="#7a4a1c"/><circle cx="${cx}" cy="${cy}" r="${r + 5}" fill="#e9b949"/>${wedges}<circle cx="${cx}" cy="${cy}" r="${r * 0.55}" fill="#5b3714"/><circle cx="${cx}" cy="${cy}" r="${r * 0.18}" fill="#e9b949"/><circle cx="${cx + r * 0.78}" cy="${cy - r * 0.3}" r="${r * 0.08}" fill="#fff"/></g>`;
};

/** Main picture and two side pictures of a game, by its theme and name. */
const gameIcons = (
  theme: GameTheme,
  label: string,
  seed: ReturnType<typeof seedOf>,
): { main: IconName | 'balls' | 'wheel'; sides: IconName[] } => {
  switch (theme.category) {
    case 'FISH': {
      const main =
        FISH_WORD_ICONS.find(([pattern]) => pattern.test(label))?.[1] ?? seed.pick(FISH_ICONS);
      return { main, sides: [seed.pick(FISH_ICONS), 'coral'] };
    }
    case 'LIVE':
    case 'PVP': {
      const pair = LIVE_ICONS[theme.classification ?? ''] ?? ['spade-suit', 'heart-suit'];
      if (theme.classification === 'roulette') return { main: 'wheel', sides: ['coin', 'coin'] };
      return { main: pair[0], sides: [pair[1], seed.pick(['coin', 'gem-stone', 'crown'])] };
    }
    case 'SPORTS':
      return { main: seed.pick(SPORTS_ICONS), sides: ['trophy', seed.pick(SPORTS_ICONS)] };
    case 'ESPORTS':
      return { main: seed.pick(ESPORTS_ICONS), sides: ['trophy', 'rocket'] };
    case 'LOTT':
    case 'ELOTT':
      return { main: 'balls', sides: ['admission-tickets', 'coin'] };
    case 'REWARD':
      return {
        main:
          POINTS_ITEM_ICONS.find(([pattern]) => pattern.test(label))?.[1] ??
          seed.pick(REWARD_ICONS),
        sides: ['coin', 'sparkles'],
      };
    case 'INHOUSE':
      return { main: 'lotus', sides: [/dice/i.test(label) ? 'game-die' : 'cherries', 'coin'] };
    default: {
      const main =
        SLOT_WORD_ICONS.find(([pattern]) => pattern.test(label))?.[1] ?? seed.pick(SLOT_EXTRAS);
      const first =
        SLOT_FIRST_WORD_ICONS.find(([pattern]) => pattern.test(label))?.[1] ??
        seed.pick(SLOT_EXTRAS);
      const side = first === main ? seed.pick(SLOT_EXTRAS) : first;
      return { main, sides: [side, seed.pick(SLOT_EXTRAS)] };
    }
  }
};

/**
 * A game's picture: a category background (gradient, pattern, glow), one main object and two
 * side objects chosen by the game's name and classification, details varied by its code. No
 * text: the card prints the name under it.
 */
const renderGame = (key: string, label: string, theme: GameTheme): string => {
  const [size] = ART_SIZES.game;
  const seed = seedOf(key);
  const palette = PALETTES[theme.category] ?? PALETTES.RNG!;
  const hue = (palette.hue + seed.int(palette.spread * 2) - palette.spread + 360) % 360;
  const s = palette.saturation;
  const { main, sides } = gameIcons(theme, label, seed);
  const turn = seed.int(30);
  const flip = seed.int(2) === 1;
  const sideA = sides[0] ?? 'coin';
  const sideB = sides[1] ?? 'sparkles';
  const mainArt =
    main === 'balls'
      ? lotteryBalls(seed, size)
      : main === 'wheel'
        ? rouletteWheel(size / 2, size / 2 + 6, 70)
        : placeIcon(main, 52, 50, 136, { prefix: 'm', rotate: seed.int(15) - 7 });
  const sideAX = flip ? 150 : 14;
  const sideBX = flip ? 22 : 164;
  return [
    svgOpen(size, size, label),
    `<defs><radialGradient id="bg" cx="50%" cy="38%" r="80%"><stop offset="0" stop-color="hsl(${hue} ${s}% 52%)"/><stop offset="0.55" stop-color="hsl(${(hue + 20) % 360} ${s}% 30%)"/><stop offset="1" stop-color="hsl(${(hue + 35) % 360} ${s}% 14%)"/></radialGradient>`,
    `<radialGradient id="glow"><stop offset="0" stop-color="${palette.accent}" stop-opacity="0.75"/><stop offset="1" stop-color="${palette.accent}" stop-opacity="0"/></radialGradient>`,
    `<linearGradient id="shade" x1="0" y1="0" x2="0" y2="1"><stop offset="0.6" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.45"/></linearGradient>`,
    `<clipPath id="frame"><rect width="${size}" height="${size}" rx="20"/></clipPath></defs>`,
    `<g clip-path="url(#frame)"><rect width="${size}" height="${size}" fill="url(#bg)"/>`,
    patternOf(palette.pattern, size, '#ffffff', turn),
    `<circle cx="${size / 2}" cy="${size / 2 + 4}" r="${size * 0.36}" fill="url(#glow)"/>`,
    placeIcon(sideA, sideAX, 148, 76, { prefix: 'a', rotate: flip ? 14 : -14 }),
    placeIcon(sideB, sideBX, 14, 54, { prefix: 'b', rotate: flip ? -10 : 10 }),
    mainArt,
    sparkle(flip ? 200 : 40, 52, 9, '#fff'),
    sparkle(flip ? 34 : 206, 196, 6, palette.accent),
    sparkle(120 + seed.int(60) - 30, 22, 5, '#fff', 0.7),
    `<rect width="${size}" height="${size}" fill="url(#shade)"/></g>`,
    `<rect x="1.5" y="1.5" width="${size - 3}" height="${size - 3}" rx="19" fill="none" stroke="#fff" stroke-opacity="0.22" stroke-width="3"/>`,
    '</svg>',
  ].join('');
};

// ---------------------------------------------------------------------------------------------
// Marks: the brand's lotus, vendors, payments, partners

/** The lotus: five petals over a water line, in a pink-to-violet gradient with a gold heart. */
const lotusMark = (x: number, y: number, box: number, prefix: string) => {
  const petal = 'M0 0C-11 -14 -10 -32 0 -44C10 -32 11 -14 0 0Z';
  const petals = [
    [-64, 0.78, `url(#${prefix}p2)`],
    [64, 0.78, `url(#${prefix}p2)`],
    [-32, 0.92, `url(#${prefix}p1)`],
    [32, 0.92, `url(#${prefix}p1)`],
    [0, 1.05, `url(#${prefix}p1)`],
  ] as const;
  return `<g transform="translate(${x} ${y}) scale(${box / 100})"><defs><linearGradient id="${prefix}p1" x1="0" y1="1" x2="0" y2="0"><stop offset="0" stop-color="#ff5fa2"/><stop offset="1" stop-color="#ffc2e0"/></linearGradient><linearGradient id="${prefix}p2" x1="0" y1="1" x2="0" y2="0"><stop offset="0" stop-color="#b04bff"/><stop offset="1" stop-color="#ff8cc6"/></linearGradient></defs><g transform="translate(50 72)">${petals.map(([turn, scale, fill]) => `<path d="${petal}" fill="${fill}" transform="rotate(${turn}) scale(${scale})"/>`).join('')}<circle cy="-6" r="6" fill="#ffd65a"/><path d="M-40 8Q-20 0 0 8T40 8" fill="none" stroke="#2ec4b6" stroke-width="5" stroke-linecap="round"/><path d="M-26 18Q-13 12 0 18T26 18" fill="none" stroke="#2ec4b6" stroke-width="4" stroke-linecap="round" opacity="0.7"/></g></g>`;
};

const renderLogo = (label: string, variant: 'dark' | 'light') => {
  const [width, height] = ART_SIZES.logo;
  const ink = variant === 'light' ? '#2a1745' : '#ffffff';
  const gold = variant === 'light' ? '#c2185b' : '#ffd65a';
  const [first, ...rest] = label.split(' ');
  const second = rest.join(' ');
  return [
    svgOpen(width, height, label),
    lotusMark(2, 2, 52, 'l'),
    `<text x="60" y="37" font-family="${FONT}" font-weight="800" font-size="25"${fit(label, 25, width - 64)}><tspan fill="${ink}">${escapeXml(first ?? label)}</tspan>${second ? `<tspan fill="${gold}" dx="6">${escapeXml(second)}</tspan>` : ''}</text>`,
    '</svg>',
  ].join('');
};

/** The favicon: the lotus on a round night-violet tile. */
const renderMark = (label: string) => {
  const [size] = ART_SIZES.mark;
  return `${svgOpen(size, size, label)}<circle cx="32" cy="32" r="32" fill="#1d1240"/>${lotusMark(4, 2, 56, 'f')}</svg>`;
};

const SHAPES = ['circle', 'hexagon', 'shield', 'diamond', 'squircle', 'star'] as const;
const shapePath = (shape: (typeof SHAPES)[number], cx: number, cy: number, r: number) => {
  const poly = (n: number, rot: number, inner?: number) =>
    `M${Array.from({ length: inner ? n * 2 : n }, (_, i) => {
      const a = rot + (i * Math.PI * 2) / (inner ? n * 2 : n);
      const rr = inner && i % 2 ? r * inner : r;
      return `${(cx + rr * Math.cos(a)).toFixed(1)} ${(cy + rr * Math.sin(a)).toFixed(1)}`;
    }).join('L')}Z`;
  switch (shape) {
    case 'circle':
      return `M${cx - r} ${cy}a${r} ${r} 0 1 0 ${r * 2} 0a${r} ${r} 0 1 0 ${-r * 2} 0Z`;
    case 'hexagon':
      return poly(6, Math.PI / 6);
    case 'diamond':
      return poly(4, -Math.PI / 2);
    case 'star':
      return poly(8, -Math.PI / 2, 0.82);
    case 'shield':
      return `M${cx - r} ${cy - r * 0.8}Q${cx} ${cy - r * 1.1} ${cx + r} ${cy - r * 0.8}V${cy}Q${cx + r * 0.8} ${cy + r * 0.8} ${cx} ${cy + r}Q${cx - r * 0.8} ${cy + r * 0.8} ${cx - r} ${cy}Z`;
    case 'squircle':
      return `M${cx - r} ${cy}C${cx - r} ${cy - r} ${cx - r} ${cy - r} ${cx} ${cy - r}S${cx + r} ${cy - r} ${cx + r} ${cy}S${cx + r} ${cy + r} ${cx} ${cy + r}S${cx - r} ${cy + r} ${cx - r} ${cy}Z`;
  }
};

const initials = (text: string) => {
  const words = text.split(/[\s_-]+/).filter(Boolean);
  if (words.length === 1) return (words[0] ?? '').slice(0, 2).toUpperCase();
  return words
    .slice(0, 2)
    .map((word) => word[0]?.toUpperCase() ?? '')
    .join('');
};

/** An invented emblem: a shape, a ring and a monogram in the key's own colours. */
const emblem = (key: string, label: string, cx: number, cy: number, r: number, prefix: string) => {
  const seed = seedOf(key);
  const hue = seed.int(360);
  const shape = seed.pick(SHAPES);
  const monogram = escapeXml(initials(label));
  return `<defs><linearGradient id="${prefix}e" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue} 85% 62%)"/><stop offset="1" stop-color="hsl(${(hue + 50) % 360} 80% 38%)"/></linearGradient></defs><path d="${shapePath(shape, cx, cy, r)}" fill="url(#${prefix}e)"/><path d="${shapePath(shape, cx, cy, r * 0.8)}" fill="none" stroke="#fff" stroke-opacity="0.55" stroke-width="${(r * 0.07).toFixed(1)}"/><text x="${cx}" y="${cy + r * 0.2}" text-anchor="middle" font-family="${FONT}" font-weight="800" font-size="${(r * (monogram.length > 1 ? 0.62 : 0.8)).toFixed(1)}" fill="#fff" letter-spacing="-0.5">${monogram}</text>`;
};

/** A vendor's mark (the tile prints its name beside it). */
const renderVendor = (key: string, label: string) => {
  const [size] = ART_SIZES.vendor;
  return `${svgOpen(size, size, label)}${emblem(key, label, size / 2, size / 2, size * 0.46, 'v')}</svg>`;
};

const PAYMENT_ICONS: [RegExp, IconName][] = [
  [/bank/i, 'bank'],
  [/pay|momo|cash|money/i, 'mobile-phone'],
  [/bitcoin|tether|ethereum/i, 'coin'],
];

/** A payment method: an invented mark and the method's name, on a white card. */
const renderPayment = (key: string, label: string) => {
  const [width, height] = ART_SIZES.payment;
  const seed = seedOf(key);
  const hue = seed.int(360);
  const icon = PAYMENT_ICONS.find(([pattern]) => pattern.test(label))?.[1];
  const name = escapeXml(label.replace(/([a-z])(Transfer)$/, '$1 $2'));
  const fontSize = name.length > 11 ? 11 : name.length > 8 ? 13 : 15;
  const mark = icon
    ? `<circle cx="22" cy="24" r="16" fill="hsl(${hue} 80% 94%)"/>${placeIcon(icon, 10, 12, 24, { prefix: 'p' })}`
    : `<rect x="7" y="12" width="30" height="24" rx="5" fill="hsl(${hue} 75% 45%)"/><rect x="7" y="17" width="30" height="5" fill="hsl(${hue} 60% 25%)"/><rect x="11" y="27" width="10" height="4" rx="1.5" fill="#ffd65a"/>`;
  return [
    svgOpen(width, height, label),
    `<rect x="0.5" y="0.5" width="${width - 1}" height="${height - 1}" rx="10" fill="#ffffff" stroke="hsl(${hue} 30% 85%)"/>`,
    mark,
    `<text x="44" y="29" font-family="${FONT}" font-weight="800" font-size="${fontSize}" fill="hsl(${hue} 70% 28%)"${fit(name, fontSize, width - 50)}>${name}</text>`,
    '</svg>',
  ].join('');
};

/** A partner (game studio): emblem and wordmark, in ink for the theme. */
const renderPartner = (key: string, label: string, variant: 'dark' | 'light') => {
  const [width, height] = ART_SIZES.partner;
  const ink = variant === 'light' ? '#23213a' : '#f3f4ff';
  const words = label.split(' ');
  const top = escapeXml(words[0] ?? label);
  const bottom = escapeXml(words.slice(1).join(' '));
  const emblemKey = key.replace(/-(dark|light)$/, '');
  return [
    svgOpen(width, height, label),
    emblem(emblemKey, label, 30, 32, 24, 'q'),
    bottom
      ? `<text x="62" y="30" font-family="${FONT}" font-weight="800" font-size="17" fill="${ink}"${fit(top, 17, width - 66)}>${top}</text><text x="62" y="48" font-family="${FONT}" font-weight="600" font-size="12" letter-spacing="2" fill="${ink}" opacity="0.75"${fit(bottom, 12, width - 66, 0.85)}>${bottom.toUpperCase()}</text>`
      : `<text x="62" y="39" font-family="${FONT}" font-weight="800" font-size="20" fill="${ink}"${fit(top, 20, width - 66)}>${top}</text>`,
    '</svg>',
  ].join('');
};

const renderBadge = (label: string) => {
  const [age, ...rest] = label.split(' ');
  // The age alone (words in no one language) is a round badge; with words, they sit beside it.
  const [width, height] = rest.length === 0 ? [64, 64] : ART_SIZES.badge;
  const centre = rest.length === 0 ? 32 : 30;
  return [
    svgOpen(width, height, label),
    `<circle cx="${centre}" cy="32" r="24" fill="#fff" stroke="#e0245e" stroke-width="5"/><text x="${centre}" y="39" text-anchor="middle" font-family="${FONT}" font-weight="800" font-size="19" fill="#e0245e">${escapeXml(age ?? '')}</text>`,
    // Two lines (first word, the rest) so the words stay readable at the footer's 32 px.
    ...(rest.length === 0 ? [] : [rest[0] ?? '', rest.slice(1).join(' ')]).map(
      (line, i) =>
        `<text x="62" y="${i === 0 ? 29 : 49}" font-family="${FONT}" font-weight="700" font-size="17" fill="#8a8fb3"${fit(line, 17, width - 64, 0.58)}>${escapeXml(line)}</text>`,
    ),
    '</svg>',
  ].join('');
};

// ---------------------------------------------------------------------------------------------
// Banners and promotions

interface Scene {
  hue: number;
  icons: [IconName, IconName, IconName];
  lottery?: boolean;
}

/** Each banner group's scene; its banners turn the colours and order. */
const BANNER_SCENES: Record<string, Scene> = {
  home: { hue: 300, icons: ['lotus', 'money-bag', 'coin'] },
  rng: { hue: 275, icons: ['slot-machine', 'cherries', 'gem-stone'] },
  live: { hue: 150, icons: ['spade-suit', 'heart-suit', 'coin'] },
  fish: { hue: 200, icons: ['shark', 'tropical-fish', 'octopus'] },
  pvp: { hue: 355, icons: ['flower-playing-cards', 'mahjong-red-dragon', 'joker'] },
  sports: { hue: 115, icons: ['soccer-ball', 'trophy', 'basketball'] },
  esports: { hue: 250, icons: ['video-game', 'trophy', 'joystick'] },
  lottery: { hue: 25, icons: ['admission-tickets', 'coin', 'money-bag'], lottery: true },
  down: { hue: 215, icons: ['mobile-phone', 'rocket', 'sparkles'] },
  promotions: { hue: 330, icons: ['wrapped-gift', 'party-popper', 'red-envelope'] },
  shop: { hue: 40, icons: ['wrapped-gift', 'crown', 'gem-stone'] },
  help: { hue: 190, icons: ['globe-showing-asia-australia', 'shield', 'sparkles'] },
  w_reg: { hue: 320, icons: ['wrapped-gift', 'money-bag', 'four-leaf-clover'] },
  inhouse: { hue: 310, icons: ['lotus', 'game-die', 'cherries'] },
};

/** Splits a headline into at most two lines near the middle (at a space when it has any). */
const lines = (text: string, maxChars: number): string[] => {
  if (shownLength(text) <= maxChars) return [text];
  const middle = Math.floor(text.length / 2);
  const spaces = [...text.matchAll(/ /g)].map((m) => m.index ?? 0);
  if (spaces.length === 0) return [text];
  const cut = spaces.reduce((best, at) =>
    Math.abs(at - middle) < Math.abs(best - middle) ? at : best,
  );
  return [text.slice(0, cut), text.slice(cut + 1)];
};

const renderBanner = (key: string, label: string, texts: BannerTexts | undefined) => {
  const [width, height] = ART_SIZES.banner;
  const match = /^banners\/(.+)-(\d+)/.exec(key);
  const group = match?.[1] ?? 'home';
  const index = Number(match?.[2] ?? 1) - 1;
  const scene = BANNER_SCENES[group] ?? BANNER_SCENES.home!;
  const hue = (scene.hue + index * 28) % 360;
  const icons = [...scene.icons.slice(index % 3), ...scene.icons.slice(0, index % 3)] as IconName[];
  const headline = texts?.headline ?? label;
  // Chinese characters are a square em wide; Thai letters about as wide as bold Latin ones, but
  // their marks need the size: a Thai headline breaks sooner.
  const wide = /[\u4E00-\u9FFF]/.test(headline);
  const thai = /[\u0E00-\u0E7F]/.test(headline);
  const ratio = wide ? 0.95 : thai ? 0.66 : 0.6;
  const rows = lines(headline, wide ? 30 : thai ? 16 : 20);
  const longest = Math.max(...rows.map(shownLength));
  const fontSize = Math.min(64, Math.floor(580 / (longest * ratio)));
  const top = rows.length === 1 ? 160 : 130;
  const text = rows
    .map(
      (row, i) =>
        `<text x="72" y="${top + i * fontSize * 1.1}" font-family="${FONT}" font-weight="800" font-size="${fontSize}" fill="#fff"${fit(row, fontSize, 580, ratio)}>${escapeXml(row)}</text>`,
    )
    .join('');
  const action = texts?.action
    ? `<g><rect x="72" y="${top + rows.length * fontSize * 1.1 - 4}" width="${Math.max(150, texts.action.length * 15 + 56)}" height="52" rx="26" fill="#ffd65a"/><text x="${72 + Math.max(150, texts.action.length * 15 + 56) / 2}" y="${top + rows.length * fontSize * 1.1 + 30}" text-anchor="middle" font-family="${FONT}" font-weight="800" font-size="22" fill="#3b1d00">${escapeXml(texts.action)}</text></g>`
    : '';
  const seed = seedOf(key);
  const art = scene.lottery
    ? `<g transform="translate(770 20) scale(1.35)">${lotteryBalls(seed, 240)}</g>${placeIcon(icons[0]!, 700, 200, 120, { prefix: 'b0', rotate: -12 })}`
    : `${placeIcon(icons[1]!, 720, 170, 140, { prefix: 'b1', rotate: -14 })}${placeIcon(icons[2]!, 1030, 40, 130, { prefix: 'b2', rotate: 12 })}${placeIcon(icons[0]!, 790, 40, 270, { prefix: 'b0' })}`;
  return [
    svgOpen(width, height, headline),
    `<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue} 70% 22%)"/><stop offset="0.6" stop-color="hsl(${(hue + 25) % 360} 75% 34%)"/><stop offset="1" stop-color="hsl(${(hue + 50) % 360} 80% 45%)"/></linearGradient>`,
    `<radialGradient id="glow" cx="0.5" cy="0.5" r="0.5"><stop offset="0" stop-color="#fff6c9" stop-opacity="0.7"/><stop offset="1" stop-color="#fff6c9" stop-opacity="0"/></radialGradient></defs>`,
    `<rect width="${width}" height="${height}" fill="url(#bg)"/>`,
    `<g opacity="0.1" fill="#fff">${Array.from({ length: 14 }, (_, i) => `<path d="M${920} ${180}L${(920 + 900 * Math.cos((i * Math.PI) / 7)).toFixed(0)} ${(180 + 900 * Math.sin((i * Math.PI) / 7)).toFixed(0)}L${(920 + 900 * Math.cos((i * Math.PI) / 7 + 0.12)).toFixed(0)} ${(180 + 900 * Math.sin((i * Math.PI) / 7 + 0.12)).toFixed(0)}Z"/>`).join('')}</g>`,
    `<circle cx="920" cy="180" r="230" fill="url(#glow)"/>`,
    `<circle cx="60" cy="330" r="140" fill="#fff" opacity="0.05"/><circle cx="520" cy="-40" r="120" fill="#fff" opacity="0.05"/>`,
    art,
    sparkle(700, 70, 16, '#fff'),
    sparkle(1150, 300, 12, '#ffd65a'),
    sparkle(640, 300, 10, '#fff', 0.7),
    text,
    action,
    '</svg>',
  ].join('');
};

/** The main object of a promotion by its category; others draw a reward. */
const PROMOTION_ICONS: Record<string, readonly IconName[]> = {
  sports: ['soccer-ball', 'basketball', 'trophy'],
  live_casino: ['spade-suit', 'heart-suit', 'game-die'],
  slots: ['slot-machine', 'cherries', 'gem-stone'],
  card_games: ['flower-playing-cards', 'mahjong-red-dragon', 'joker'],
  fish: ['tropical-fish', 'shark', 'octopus'],
  lotto: ['admission-tickets', 'coin'],
  rebate: ['money-with-wings', 'money-bag', 'coin'],
  points_mall: ['wrapped-gift', 'crown'],
  ranking: ['trophy', 'sports-medal', 'crown'],
  deposit: ['money-bag', 'credit-card', 'bank'],
  app_download: ['mobile-phone', 'rocket'],
  new_player: ['wrapped-gift', 'party-popper', 'four-leaf-clover'],
};

const renderPromotion = (key: string, label: string, category?: string) => {
  const [width, height] = ART_SIZES.promotion;
  const seed = seedOf(key);
  const hue = seed.int(360);
  const main = seed.pick(PROMOTION_ICONS[category ?? ''] ?? REWARD_ICONS);
  const side = seed.pick(['coin', 'sparkles', 'gem-stone', 'party-popper'] as const);
  const other = seed.pick(['money-bag', 'crown', 'red-envelope', 'trophy'] as const);
  return [
    svgOpen(width, height, label),
    `<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue} 70% 24%)"/><stop offset="1" stop-color="hsl(${(hue + 45) % 360} 80% 46%)"/></linearGradient><radialGradient id="glow"><stop offset="0" stop-color="#fff6c9" stop-opacity="0.7"/><stop offset="1" stop-color="#fff6c9" stop-opacity="0"/></radialGradient></defs>`,
    `<rect width="${width}" height="${height}" fill="url(#bg)"/>`,
    patternOf('rays', 640, '#fff', seed.int(30)).replace(/M320 320/g, 'M320 160'),
    `<circle cx="320" cy="160" r="150" fill="url(#glow)"/>`,
    placeIcon(side, 120, 150, 120, { prefix: 's', rotate: -15 }),
    placeIcon(other, 410, 40, 110, { prefix: 'o', rotate: 12 }),
    placeIcon(main, 220, 50, 210, { prefix: 'm' }),
    sparkle(140, 70, 14, '#fff'),
    sparkle(520, 260, 12, '#ffd65a'),
    '</svg>',
  ].join('');
};

// ---------------------------------------------------------------------------------------------
// Slot symbols of the in-house slot

const SYMBOL_ICONS: Record<string, IconName> = {
  cherry: 'cherries',
  lemon: 'lemon',
  bell: 'bell',
  star: 'glowing-star',
  lotus: 'lotus',
};

/** One reel symbol as a standalone SVG; `seven` is drawn (the set has no seven). */
export const renderSymbol = (symbol: string, label: string): string => {
  const [size] = ART_SIZES.symbol;
  const icon = SYMBOL_ICONS[symbol];
  const body = icon
    ? placeIcon(icon, 8, 8, 80, { prefix: symbol })
    : `<defs><linearGradient id="s7" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#ff6b6b"/><stop offset="1" stop-color="#c8102e"/></linearGradient></defs><text x="48" y="80" text-anchor="middle" font-family="Georgia,'Times New Roman',serif" font-weight="900" font-style="italic" font-size="88" fill="url(#s7)" stroke="#ffd65a" stroke-width="3">7</text>`;
  return `${svgOpen(size, size, label)}${body}</svg>`;
};

/**
 * Draws a deterministic SVG for an image of the brand. Every image the platform names is
 * generated here from the icon set and drawn shapes, so the site looks complete without
 * shipping binary art; the same key always gives the same picture.
 */
export const renderArt = (
  kind: ArtKind,
  key: string,
  label: string,
  options: ArtOptions | 'dark' | 'light' = {},
): string => {
  const {
    variant = 'dark',
    game,
    banner,
    promotion,
  } = typeof options === 'string' ? { variant: options } : options;
  switch (kind) {
    case 'game':
      return renderGame(
        key,
        label,
        game ?? { category: key.startsWith('points/') ? 'REWARD' : 'RNG' },
      );
    case 'vendor':
      return renderVendor(key, label);
    case 'banner':
      return renderBanner(key, label, banner);
    case 'promotion':
      return renderPromotion(key, label, promotion);
    case 'payment':
      return renderPayment(key, label);
    case 'partner':
      return renderPartner(key, label, variant);
    case 'logo':
      return renderLogo(label, variant);
    case 'mark':
      return renderMark(label);
    case 'symbol':
      return renderSymbol(key.replace(/^.*\//, ''), label);
    case 'badge':
      return renderBadge(label);
  }
};
