import type { GameCategory, GameMenu, Vendor } from 'shared-contracts';

import { buildGameMenu, vendorLink } from './gameMenu';

const vendor = (vassalage: string, gameType: GameCategory): Vendor => ({
  vassalage,
  name: vassalage,
  smallIcon: `/assets/vendors/${vassalage}.png`,
  isHot: 0,
  isGame: 'LOBBY',
  gameType,
});

const menu = (gameCategory: GameCategory, ...vassalages: string[]): GameMenu => ({
  gameCategory,
  vendors: vassalages.map((v) => vendor(v, gameCategory)),
});

describe('buildGameMenu', () => {
  it('orders categories ELOTT, LOTT, LIVE, SPORTS, FISH, RNG, PVP, ESPORTS', () => {
    const menus = [
      menu('PVP', 'KY'),
      menu('RNG', 'PG'),
      menu('FISH', 'JILI'),
      menu('SPORTS', 'SABA', 'IMES'),
      menu('LIVE', 'EVO'),
      menu('LOTT', 'TCG'),
      menu('ELOTT', 'TCG_SEA'),
    ];
    expect(buildGameMenu(menus).map((item) => item.category)).toEqual([
      'ELOTT',
      'LOTT',
      'LIVE',
      'SPORTS',
      'FISH',
      'RNG',
      'PVP',
      'ESPORTS',
    ]);
  });

  it('moves the default e-sports vassalages from SPORTS to ESPORTS', () => {
    const items = buildGameMenu([menu('SPORTS', 'SABA', 'AV', 'IMES', 'TF')]);
    expect(items.map((item) => [item.category, item.vendors.map((v) => v.vassalage)])).toEqual([
      ['SPORTS', ['SABA']],
      ['ESPORTS', ['AV', 'IMES', 'TF']],
    ]);
  });

  it("uses the brand's e-sports list instead of the default when it has one", () => {
    const items = buildGameMenu([menu('SPORTS', 'SABA', 'AV')], ['SABA']);
    expect(items.map((item) => [item.category, item.vendors.map((v) => v.vassalage)])).toEqual([
      ['SPORTS', ['AV']],
      ['ESPORTS', ['SABA']],
    ]);
  });

  it('leaves out categories without vendors', () => {
    const items = buildGameMenu([menu('LIVE'), menu('RNG', 'PG')]);
    expect(items.map((item) => item.category)).toEqual(['RNG']);
  });

  it('links each category to its lobby route', () => {
    const items = buildGameMenu([menu('LOTT', 'A'), menu('ELOTT', 'B'), menu('RNG', 'C')]);
    expect(items.map((item) => item.route)).toEqual(['/elott', '/lottery', '/rng']);
  });
});

describe('vendorLink', () => {
  it('points at the category route with the vassalage in the query', () => {
    expect(vendorLink('/live', 'EVO')).toBe('/live?vassalage=EVO');
  });
});
