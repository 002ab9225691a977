import type { Avatar } from 'shared-contracts';

/*
 * The brand's avatar set: twelve small SVG portraits drawn here, so the platform
 * needs no downloaded art. Each differs by background, skin, hair and an accessory.
 */

interface Look {
  from: string;
  to: string;
  skin: string;
  hair: string;
  style: 'short' | 'long' | 'bun' | 'curly' | 'cap' | 'spiky';
  extra: 'none' | 'glasses' | 'blush' | 'earring';
}

const LOOKS: readonly Look[] = [
  {
    from: '#7c5cff',
    to: '#4b32c3',
    skin: '#f2c9a0',
    hair: '#2b1d14',
    style: 'short',
    extra: 'none',
  },
  {
    from: '#ff8a65',
    to: '#e0523a',
    skin: '#e0a77a',
    hair: '#3b2416',
    style: 'long',
    extra: 'blush',
  },
  {
    from: '#26c6da',
    to: '#00838f',
    skin: '#f6d2b5',
    hair: '#d9a441',
    style: 'bun',
    extra: 'earring',
  },
  {
    from: '#66bb6a',
    to: '#2e7d32',
    skin: '#8d5a3b',
    hair: '#111111',
    style: 'curly',
    extra: 'none',
  },
  {
    from: '#ffca28',
    to: '#f57f17',
    skin: '#f2c9a0',
    hair: '#5d4037',
    style: 'cap',
    extra: 'glasses',
  },
  {
    from: '#ec407a',
    to: '#ad1457',
    skin: '#c68863',
    hair: '#2b1d14',
    style: 'spiky',
    extra: 'none',
  },
  {
    from: '#42a5f5',
    to: '#1565c0',
    skin: '#f6d2b5',
    hair: '#b71c1c',
    style: 'long',
    extra: 'glasses',
  },
  {
    from: '#ab47bc',
    to: '#6a1b9a',
    skin: '#8d5a3b',
    hair: '#3e2723',
    style: 'bun',
    extra: 'blush',
  },
  {
    from: '#26a69a',
    to: '#00695c',
    skin: '#e0a77a',
    hair: '#9e9e9e',
    style: 'short',
    extra: 'glasses',
  },
  {
    from: '#ff7043',
    to: '#bf360c',
    skin: '#f2c9a0',
    hair: '#212121',
    style: 'curly',
    extra: 'earring',
  },
  {
    from: '#5c6bc0',
    to: '#283593',
    skin: '#c68863',
    hair: '#f5f5f5',
    style: 'cap',
    extra: 'blush',
  },
  {
    from: '#9ccc65',
    to: '#558b2f',
    skin: '#f6d2b5',
    hair: '#6d4c41',
    style: 'spiky',
    extra: 'earring',
  },
];

const hairOf = (look: Look): string => {
  const fill = `fill="${look.hair}"`;
  switch (look.style) {
    case 'short':
      return `<path ${fill} d="M30 44c0-14 9-22 20-22s20 8 20 22c-4-6-10-9-20-9s-16 3-20 9z"/>`;
    case 'long':
      return `<path ${fill} d="M28 46c0-15 10-24 22-24s22 9 22 24v22h-8V46c-3-5-8-8-14-8s-11 3-14 8v22h-8z"/>`;
    case 'bun':
      return `<circle ${fill} cx="50" cy="18" r="8"/><path ${fill} d="M30 44c0-14 9-22 20-22s20 8 20 22c-5-7-12-10-20-10s-15 3-20 10z"/>`;
    case 'curly':
      return `<g ${fill}><circle cx="34" cy="36" r="7"/><circle cx="42" cy="28" r="8"/><circle cx="52" cy="26" r="8"/><circle cx="61" cy="30" r="7"/><circle cx="67" cy="38" r="6"/></g>`;
    case 'cap':
      return `<path ${fill} d="M29 42c0-13 9-21 21-21s21 8 21 21z"/><rect ${fill} x="46" y="38" width="32" height="5" rx="2.5"/>`;
    case 'spiky':
      return `<path ${fill} d="M30 42l4-16 6 8 5-12 5 10 6-11 4 12 7-7 1 16c-6-5-12-7-20-7s-13 2-18 7z"/>`;
  }
};

const extraOf = (look: Look): string => {
  switch (look.extra) {
    case 'glasses':
      return '<g fill="none" stroke="#1b1b1b" stroke-width="2"><circle cx="42" cy="47" r="6"/><circle cx="58" cy="47" r="6"/><path d="M48 47h4"/></g>';
    case 'blush':
      return '<g fill="#ff8a80" opacity=".55"><circle cx="38" cy="54" r="4"/><circle cx="62" cy="54" r="4"/></g>';
    case 'earring':
      return '<circle cx="30" cy="56" r="2.5" fill="#ffd54f"/>';
    case 'none':
      return '';
  }
};

/** One avatar as an SVG document (100 by 100, round). */
const svgOf = (look: Look, index: number): string =>
  [
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100" width="100" height="100">',
    `<defs><linearGradient id="g${index}" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${look.from}"/><stop offset="1" stop-color="${look.to}"/></linearGradient></defs>`,
    `<circle cx="50" cy="50" r="50" fill="url(#g${index})"/>`,
    `<path fill="${look.to}" opacity=".85" d="M18 100c2-18 15-28 32-28s30 10 32 28z"/>`,
    `<rect x="44" y="62" width="12" height="12" rx="4" fill="${look.skin}"/>`,
    `<circle cx="50" cy="47" r="20" fill="${look.skin}"/>`,
    hairOf(look),
    '<g fill="#1b1b1b"><circle cx="42" cy="47" r="2.4"/><circle cx="58" cy="47" r="2.4"/></g>',
    '<path d="M43 56c4 4 10 4 14 0" fill="none" stroke="#1b1b1b" stroke-width="2.2" stroke-linecap="round"/>',
    extraOf(look),
    '</svg>',
  ].join('');

/** Where the platform serves an avatar's image (under /assets/, so the site prefixes its API origin). */
export const AVATAR_IMAGES_PATH = '/assets/avatars';

const idOf = (index: number) => `a${String(index + 1).padStart(2, '0')}`;

const SVGS = new Map(LOOKS.map((look, index) => [idOf(index), svgOf(look, index)]));

/** The set, in the chooser's order. */
export const AVATARS: readonly Avatar[] = LOOKS.map((_, index) => ({
  id: idOf(index),
  url: `${AVATAR_IMAGES_PATH}/${idOf(index)}.svg`,
}));

/** The avatar of an id, or null when the id is not in the set. */
export const avatarOf = (id: string | null): Avatar | null =>
  AVATARS.find((avatar) => avatar.id === id) ?? null;

/** The SVG document of an id, or null. */
export const avatarSvgOf = (id: string): string | null => SVGS.get(id) ?? null;
