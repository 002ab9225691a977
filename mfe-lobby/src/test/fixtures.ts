import type { Game, Notice, VendorCard, VendorLane } from 'shared-contracts';
import { testWhitelabel } from 'shared-ui/testing';

/** A game as the platform answers it. */
export const game = (overrides: Partial<Game> = {}): Game => ({
  gameCode: 'PG_001',
  gameName: 'Fortune Tiger',
  nodeId: '10001',
  vassalage: 'PG',
  vendor: 'PG Soft',
  gameType: 'RNG',
  accountTypeName: 'PG',
  isGame: 'VASSALAGE',
  classification: null,
  minBet: 20,
  isHot: 1,
  isNew: 0,
  thumbnail: '/assets/games/PG_001.webp',
  maintenance: false,
  newWindow: false,
  ...overrides,
});

/** `count` distinct games of a vendor. */
export const games = (count: number, overrides: Partial<Game> = {}): Game[] =>
  Array.from({ length: count }, (_, index) =>
    game({
      gameCode: `${overrides.vassalage ?? 'PG'}_${String(index + 1).padStart(4, '0')}`,
      gameName: `Game ${index + 1}`,
      nodeId: String(10_001 + index),
      ...overrides,
    }),
  );

export const vendorCard = (overrides: Partial<VendorCard> = {}): VendorCard => ({
  vassalage: 'PG',
  name: 'PG Soft',
  smallIcon: '/assets/vendors/PG.svg',
  isHot: 1,
  isGame: 'VASSALAGE',
  gameType: 'RNG',
  ...overrides,
});

export const lane = (
  gameCategory: VendorLane['gameCategory'],
  cards: VendorCard[],
): VendorLane => ({
  gameCategory,
  title: gameCategory,
  vendors: cards.map((card) => card.vassalage),
  cards,
});

/** The demo brand's lanes: slots, live, sports with e-sports vendors, card games. */
export const LANES: VendorLane[] = [
  lane('LIVE', [
    vendorCard({ vassalage: 'EVO', name: 'Evolution', gameType: 'LIVE' }),
    vendorCard({
      vassalage: 'PT_LIVE',
      name: 'Playtech Live',
      gameType: 'LIVE',
      isGame: 'LOBBY',
      isHot: 0,
    }),
  ]),
  lane('SPORTS', [
    vendorCard({ vassalage: 'SABA', name: 'SABA Sports', gameType: 'SPORTS', isGame: 'GAME' }),
    vendorCard({
      vassalage: 'AV',
      name: 'AV Esports',
      gameType: 'SPORTS',
      isGame: 'GAME',
      isHot: 0,
    }),
    vendorCard({ vassalage: 'TF', name: 'TF Gaming', gameType: 'SPORTS', isGame: 'GAME' }),
  ]),
  lane('RNG', [vendorCard(), vendorCard({ vassalage: 'JILI', name: 'JILI', isHot: 0 })]),
  lane('PVP', [vendorCard({ vassalage: 'KM', name: 'Kingmaker', gameType: 'PVP' })]),
];

/** The whitelabel answer, with only what this remote reads set meaningfully. */
export const whitelabel = (esportsVassalages: string[] = ['AV', 'AI', 'IMES', 'TF', 'IA']) =>
  testWhitelabel({
    brandCode: 'DEMO',
    brandName: 'Lucky Lotus',
    logo: { dark: '/assets/brand/logo-dark.svg', light: '/assets/brand/logo-light.svg' },
    esportsVassalages,
  });

export const notice = (overrides: Partial<Notice> = {}): Notice => ({
  id: 'pu-1',
  type: 'PU',
  title: 'Important',
  content: '<p>Maintenance of <strong>SABA</strong> on Tuesday.</p>',
  createTime: Date.UTC(2026, 0, 1, 12),
  ...overrides,
});
