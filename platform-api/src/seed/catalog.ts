import type { GameCategory } from 'shared-contracts';

/** A vendor of the demo brand. ESPORTS vassalages sit under SPORTS; the site splits them off. */
export interface VendorSeed {
  vassalage: string;
  name: string;
  gameType: GameCategory;
  isHot: 0 | 1;
  isGame: 'VASSALAGE' | 'GAME' | 'LOBBY';
  games: number;
  /**
   * Lottery vendors: the lottery catalogue's game codes of their rows (a code belongs to one
   * vendor only), so a lobby card opens /lottery?gameCode=<a real game>.
   */
  lotteryCodes?: readonly string[];
}

/** Which vendor lists which lottery game (SEA and VN games under their own account types). */
const LOTTERY_CODES = {
  TCG_SEA: ['LHC_D', 'LF_D'],
  SGWIN: ['11X5_1', 'PK10_1'],
  TCG_LOTTO_VN: ['VN_MB', 'VN_MN_HCM', 'VN_MN_DT', 'VN_MT_DN', 'VN_MT_KH', 'VN_FAST5'],
  TCG: ['SSC1', 'SSC3', 'SSC5', '11X5_3', 'PK10_5'],
} as const;

export const VENDORS: readonly VendorSeed[] = [
  {
    vassalage: 'TCG_SEA',
    name: 'TCG SEA Lottery',
    gameType: 'ELOTT',
    isHot: 1,
    isGame: 'LOBBY',
    games: LOTTERY_CODES.TCG_SEA.length,
    lotteryCodes: LOTTERY_CODES.TCG_SEA,
  },
  {
    vassalage: 'SGWIN',
    name: 'SGWin E-Lottery',
    gameType: 'ELOTT',
    isHot: 0,
    isGame: 'VASSALAGE',
    games: LOTTERY_CODES.SGWIN.length,
    lotteryCodes: LOTTERY_CODES.SGWIN,
  },
  {
    vassalage: 'TCG_LOTTO_VN',
    name: 'Vietnam Lottery',
    gameType: 'LOTT',
    isHot: 1,
    isGame: 'LOBBY',
    games: LOTTERY_CODES.TCG_LOTTO_VN.length,
    lotteryCodes: LOTTERY_CODES.TCG_LOTTO_VN,
  },
  {
    vassalage: 'TCG',
    name: 'TCG Lottery',
    gameType: 'LOTT',
    isHot: 0,
    isGame: 'VASSALAGE',
    games: LOTTERY_CODES.TCG.length,
    lotteryCodes: LOTTERY_CODES.TCG,
  },
  {
    vassalage: 'EVO',
    name: 'Evolution',
    gameType: 'LIVE',
    isHot: 1,
    isGame: 'VASSALAGE',
    games: 16,
  },
  {
    vassalage: 'SEXY',
    name: 'AE Sexy',
    gameType: 'LIVE',
    isHot: 1,
    isGame: 'VASSALAGE',
    games: 10,
  },
  {
    vassalage: 'DG',
    name: 'Dream Gaming',
    gameType: 'LIVE',
    isHot: 0,
    isGame: 'VASSALAGE',
    games: 10,
  },
  {
    vassalage: 'PT_LIVE',
    name: 'Playtech Live',
    gameType: 'LIVE',
    isHot: 0,
    isGame: 'LOBBY',
    games: 8,
  },
  {
    vassalage: 'SABA',
    name: 'SABA Sports',
    gameType: 'SPORTS',
    isHot: 1,
    isGame: 'GAME',
    games: 1,
  },
  { vassalage: 'CMD', name: 'CMD368', gameType: 'SPORTS', isHot: 0, isGame: 'GAME', games: 1 },
  { vassalage: 'BTI', name: 'BTi Sports', gameType: 'SPORTS', isHot: 0, isGame: 'GAME', games: 1 },
  { vassalage: 'AV', name: 'AV Esports', gameType: 'SPORTS', isHot: 0, isGame: 'GAME', games: 1 },
  { vassalage: 'AI', name: 'AI Esports', gameType: 'SPORTS', isHot: 1, isGame: 'GAME', games: 1 },
  { vassalage: 'IMES', name: 'IM Esports', gameType: 'SPORTS', isHot: 0, isGame: 'GAME', games: 1 },
  { vassalage: 'TF', name: 'TF Gaming', gameType: 'SPORTS', isHot: 1, isGame: 'GAME', games: 1 },
  { vassalage: 'IA', name: 'IA Esports', gameType: 'SPORTS', isHot: 0, isGame: 'GAME', games: 1 },
  {
    vassalage: 'JDB_FISH',
    name: 'JDB Fishing',
    gameType: 'FISH',
    isHot: 1,
    isGame: 'VASSALAGE',
    games: 8,
  },
  {
    vassalage: 'FC_FISH',
    name: 'Fa Chai Fishing',
    gameType: 'FISH',
    isHot: 0,
    isGame: 'VASSALAGE',
    games: 6,
  },
  { vassalage: 'PG', name: 'PG Soft', gameType: 'RNG', isHot: 1, isGame: 'VASSALAGE', games: 60 },
  {
    vassalage: 'PP',
    name: 'Pragmatic Play',
    gameType: 'RNG',
    isHot: 1,
    isGame: 'VASSALAGE',
    games: 70,
  },
  { vassalage: 'JILI', name: 'JILI', gameType: 'RNG', isHot: 0, isGame: 'VASSALAGE', games: 50 },
  {
    vassalage: 'HABA',
    name: 'Habanero',
    gameType: 'RNG',
    isHot: 0,
    isGame: 'VASSALAGE',
    games: 40,
  },
  {
    vassalage: 'SPADE',
    name: 'Spadegaming',
    gameType: 'RNG',
    isHot: 0,
    isGame: 'VASSALAGE',
    games: 30,
  },
  { vassalage: 'KM', name: 'Kingmaker', gameType: 'PVP', isHot: 1, isGame: 'VASSALAGE', games: 14 },
  { vassalage: 'V8', name: 'V8 Poker', gameType: 'PVP', isHot: 0, isGame: 'VASSALAGE', games: 12 },
  {
    vassalage: 'KY',
    name: 'Kaiyuan Gaming',
    gameType: 'PVP',
    isHot: 0,
    isGame: 'VASSALAGE',
    games: 12,
  },
];

/** Card and live-game classifications of SPEC section 3. */
export const LIVE_CLASSIFICATIONS = [
  'baccarat',
  'sicbo',
  'roulette',
  'dragon_tiger',
  'blackjack',
  'fan_tan',
  'niuniu',
  'fish_prawn_crab',
] as const;
export const PVP_CLASSIFICATIONS = [
  'three_card_poker',
  'zjh',
  'niuniu',
  'mahjong',
  'wenzhou',
  'se_die',
  'blackjack',
  'baccarat',
] as const;

/** Lottery image names of SPEC section 9, used as lottery game codes. */
export const LOTTERY_NAMES = ['11X5', 'LF', 'LHC', 'PK10', 'SSC'] as const;

const SLOT_WORDS_A = [
  'Fortune',
  'Golden',
  'Lucky',
  'Mystic',
  'Wild',
  'Royal',
  'Dragon',
  'Jade',
  'Cosmic',
  'Neon',
  'Lotus',
  'Thunder',
  'Crystal',
  'Pirate',
  'Samurai',
  'Candy',
  'Safari',
  'Viking',
  'Ocean',
  'Phoenix',
];
const SLOT_WORDS_B = [
  'Tiger',
  'Riches',
  'Gems',
  'Empire',
  'Treasures',
  'Wilds',
  'Spins',
  'Temple',
  'Koi',
  'Bonanza',
  'Legends',
  'Garden',
  'Stars',
  'Gold Rush',
  'Festival',
  'Quest',
  'Panda',
  'Mahjong Ways',
  'Buffalo',
  'Heist',
];
const FISH_NAMES = [
  'Ocean King',
  'Fishing War',
  'Dragon Fishing',
  'Mega Fishing',
  'Boom Legend',
  'Happy Fishing',
  'Jackpot Fishing',
  'Dinosaur Tycoon',
];
const TITLE = (text: string) => text.replace(/_/g, ' ').replace(/\b\w/g, (c) => c.toUpperCase());

/** Display name of the n-th game of a vendor; unique per vendor. */
export const gameName = (vendor: VendorSeed, index: number): string => {
  switch (vendor.gameType) {
    case 'RNG': {
      const a = SLOT_WORDS_A[(index * 7 + vendor.vassalage.length) % SLOT_WORDS_A.length];
      const b =
        SLOT_WORDS_B[(index * 3 + Math.floor(index / SLOT_WORDS_A.length)) % SLOT_WORDS_B.length];
      return `${a} ${b}${index >= SLOT_WORDS_A.length * 2 ? ` ${Math.floor(index / 20) + 1}` : ''}`;
    }
    case 'FISH':
      return FISH_NAMES[index % FISH_NAMES.length] ?? 'Fishing';
    case 'LIVE':
      return `${TITLE(LIVE_CLASSIFICATIONS[index % LIVE_CLASSIFICATIONS.length] ?? 'table')} ${Math.floor(index / LIVE_CLASSIFICATIONS.length) + 1}`;
    case 'PVP':
      return `${TITLE(PVP_CLASSIFICATIONS[index % PVP_CLASSIFICATIONS.length] ?? 'table')} ${Math.floor(index / PVP_CLASSIFICATIONS.length) + 1}`;
    case 'LOTT':
    case 'ELOTT':
      return `${LOTTERY_NAMES[index % LOTTERY_NAMES.length]} ${['1 min', '3 min', '5 min', 'Daily'][Math.floor(index / LOTTERY_NAMES.length) % 4]}`;
    default:
      return vendor.name;
  }
};

/** Classification of a live or card game, null for other categories. */
export const gameClassification = (vendor: VendorSeed, index: number): string | null => {
  if (vendor.gameType === 'LIVE')
    return LIVE_CLASSIFICATIONS[index % LIVE_CLASSIFICATIONS.length] ?? null;
  if (vendor.gameType === 'PVP')
    return PVP_CLASSIFICATIONS[index % PVP_CLASSIFICATIONS.length] ?? null;
  return null;
};
