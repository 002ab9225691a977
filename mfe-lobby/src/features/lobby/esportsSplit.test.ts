import type { VendorCard, VendorLane } from 'shared-contracts';

import { splitEsports } from './esportsSplit';

const card = (vassalage: string): VendorCard => ({
  vassalage,
  name: vassalage,
  smallIcon: `/assets/vendors/${vassalage}.svg`,
  isHot: 0,
  isGame: 'GAME',
  gameType: 'SPORTS',
});
const lane = (gameCategory: VendorLane['gameCategory'], codes: string[]): VendorLane => ({
  gameCategory,
  title: gameCategory,
  vendors: codes,
  cards: codes.map(card),
});

describe('the e-sports split', () => {
  it('moves the listed vendors from SPORTS into an ESPORTS lane', () => {
    const lanes = splitEsports(
      [lane('LIVE', ['EVO']), lane('SPORTS', ['SABA', 'AV', 'CMD', 'TF'])],
      ['AV', 'AI', 'IMES', 'TF', 'IA'],
      'E-sports',
    );
    expect(lanes.map((l) => [l.gameCategory, l.vendors])).toEqual([
      ['LIVE', ['EVO']],
      ['SPORTS', ['SABA', 'CMD']],
      ['ESPORTS', ['AV', 'TF']],
    ]);
    expect(lanes[2]?.title).toBe('E-sports');
  });

  it('follows the brand list, not a fixed one', () => {
    const lanes = splitEsports([lane('SPORTS', ['SABA', 'AV', 'XES'])], ['XES'], 'E-sports');
    expect(lanes.map((l) => l.vendors)).toEqual([['SABA', 'AV'], ['XES']]);
  });

  it('merges into an existing ESPORTS lane without duplicates and drops an emptied lane', () => {
    const lanes = splitEsports(
      [lane('SPORTS', ['AV']), lane('ESPORTS', ['AV', 'IA'])],
      ['AV', 'IA'],
      'E-sports',
    );
    expect(lanes.map((l) => [l.gameCategory, l.vendors])).toEqual([['ESPORTS', ['AV', 'IA']]]);
  });
});
