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
/** Each fishing vendor's own titles (no title under two vendors). */
const FISH_NAMES: Record<string, readonly string[]> = {
  JDB_FISH: [
    'Dragon Fishing',
    'Fishing YiLuFa',
    'Fishing Disco',
    'Cai Shen Fishing',
    'Dragon Master',
    'Lucky Fishing',
    'Fishing War',
    'Mega Fishing',
  ],
  FC_FISH: [
    'Golden Toad Fishing',
    'Fortune Koi Fishing',
    'Ocean King',
    'Boom Legend',
    'Happy Fishing',
    'Dinosaur Tycoon',
  ],
};

/**
 * Live and card tables per vendor, per classification, in the vendor's own naming (Evolution's
 * speed and lightning tables, AE Sexy's numbered rooms, Dream Gaming's table codes...): the n-th
 * table of a classification takes the n-th name.
 */
const TABLE_NAMES: Record<string, Partial<Record<string, readonly string[]>>> = {
  EVO: {
    baccarat: ['Speed Baccarat A', 'Lightning Baccarat'],
    sicbo: ['Super Sic Bo', 'Sic Bo'],
    roulette: ['Lightning Roulette', 'Immersive Roulette'],
    dragon_tiger: ['First Person Dragon Tiger', 'Speed Dragon Tiger'],
    blackjack: ['Infinite Blackjack', 'Blackjack VIP A'],
    fan_tan: ['Fan Tan', 'Fan Tan Speed'],
    niuniu: ['Bull Bull', 'Bull Bull Speed'],
    fish_prawn_crab: ['Hoo Hey How', 'Bac Bo'],
  },
  SEXY: {
    baccarat: ['Sexy Baccarat Room 1', 'Sexy Baccarat Room 2'],
    sicbo: ['Sexy Sic Bo', 'Sexy Hi-Lo'],
    roulette: ['Sexy Roulette'],
    dragon_tiger: ['Sexy Dragon Tiger'],
    blackjack: ['Sexy Blackjack'],
    fan_tan: ['Sexy Fan Tan'],
    niuniu: ['Sexy Bull Bull'],
    fish_prawn_crab: ['Sexy Fish Prawn Crab'],
  },
  DG: {
    baccarat: ['DG Baccarat C01', 'DG Baccarat C02'],
    sicbo: ['DG Sic Bo S01', 'DG Sic Bo S02'],
    roulette: ['DG Roulette R01'],
    dragon_tiger: ['DG Dragon Tiger D01'],
    blackjack: ['DG Blackjack B01'],
    fan_tan: ['DG Fan Tan F01'],
    niuniu: ['DG Bull Bull N01'],
    fish_prawn_crab: ['DG Fish Prawn Crab H01'],
  },
  PT_LIVE: {
    baccarat: ['Quantum Baccarat'],
    sicbo: ['Sic Bo Deluxe'],
    roulette: ['Quantum Roulette'],
    dragon_tiger: ['Dragon Tiger Live'],
    blackjack: ['All Bets Blackjack'],
    fan_tan: ['Fan Tan Deluxe'],
    niuniu: ['Bull Bull Deluxe'],
    fish_prawn_crab: ['Fish Prawn Crab Deluxe'],
  },
  KM: {
    three_card_poker: ['Pok Deng', 'Pok Deng Speed'],
    zjh: ['Teen Patti', 'Teen Patti Blitz'],
    niuniu: ['Kingmaker Bull Bull', 'Belangkai'],
    mahjong: ['Mahjong Tiles', 'Jhandi Munda'],
    wenzhou: ['Fish Prawn Crab', '7 Up 7 Down'],
    se_die: ['Sedie', 'Card Matka'],
    blackjack: ['Kingmaker Blackjack'],
    baccarat: ['Thai Hi-Lo'],
  },
  V8: {
    three_card_poker: ["Texas Hold'em", 'Three Card Poker'],
    zjh: ['Zha Jin Hua', 'Golden Flower Speed'],
    niuniu: ['Grab Banker Bull', 'Bull Bull Classic'],
    mahjong: ['Mahjong Blitz', 'Mahjong Duel'],
    wenzhou: ['Wenzhou Pai Gow'],
    se_die: ['Se Die Shake'],
    blackjack: ['21 Points'],
    baccarat: ['V8 Baccarat'],
  },
  KY: {
    three_card_poker: ['Sam Gong', 'Poker Dash'],
    zjh: ['Golden Flower', 'Golden Flower Duel'],
    niuniu: ['Banker Bull Bull', 'Tongbi Bull'],
    mahjong: ['Two-Player Mahjong', 'Kaiyuan Mahjong'],
    wenzhou: ['Pai Gow Cards'],
    se_die: ['Red Black War'],
    blackjack: ['Kaiyuan Blackjack'],
    baccarat: ['Kaiyuan Baccarat'],
  },
};
const TITLE = (text: string) => text.replace(/_/g, ' ').replace(/\b\w/g, (c) => c.toUpperCase());

/** A table's name: the vendor's own, else its classification and number. */
const tableName = (vendor: VendorSeed, classes: readonly string[], index: number): string => {
  const classification = classes[index % classes.length] ?? 'table';
  const nth = Math.floor(index / classes.length);
  return (
    TABLE_NAMES[vendor.vassalage]?.[classification]?.[nth] ?? `${TITLE(classification)} ${nth + 1}`
  );
};

// Slot titles: the pairs of SLOT_WORDS_A x SLOT_WORDS_B in a scrambled order, each slot vendor
// taking its own run of them, so no title appears under two vendors.
const SLOT_PAIRS = SLOT_WORDS_A.length * SLOT_WORDS_B.length;
const slotOffsetOf = (vendor: VendorSeed): number => {
  let offset = 0;
  for (const other of VENDORS) {
    if (other.vassalage === vendor.vassalage) return offset;
    if (other.gameType === 'RNG') offset += other.games;
  }
  return offset;
};

/** Display name of the n-th game of a vendor; unique per vendor and across vendors. */
export const gameName = (vendor: VendorSeed, index: number): string => {
  switch (vendor.gameType) {
    case 'RNG': {
      const pair = ((slotOffsetOf(vendor) + index) * 137) % SLOT_PAIRS;
      const a = SLOT_WORDS_A[pair % SLOT_WORDS_A.length];
      const b = SLOT_WORDS_B[Math.floor(pair / SLOT_WORDS_A.length)];
      return `${a} ${b}`;
    }
    case 'FISH':
      return FISH_NAMES[vendor.vassalage]?.[index] ?? `${vendor.name} ${index + 1}`;
    case 'LIVE':
      return tableName(vendor, LIVE_CLASSIFICATIONS, index);
    case 'PVP':
      return tableName(vendor, PVP_CLASSIFICATIONS, index);
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
