import { hasClassifications, lobbyCategoryOf } from './lobbyCategory';

describe('lobby category from the path', () => {
  it('maps each lobby route to its category', () => {
    expect(['/rng', '/pvp', '/live', '/fish', '/sports', '/esports'].map(lobbyCategoryOf)).toEqual([
      'RNG',
      'PVP',
      'LIVE',
      'FISH',
      'SPORTS',
      'ESPORTS',
    ]);
  });

  it('forgives a trailing slash and case, and falls back to slots', () => {
    expect(lobbyCategoryOf('/Live/')).toBe('LIVE');
    expect(lobbyCategoryOf('/unknown')).toBe('RNG');
  });

  it('offers classifications in the live and card lobbies only', () => {
    expect(hasClassifications('LIVE')).toBe(true);
    expect(hasClassifications('PVP')).toBe(true);
    expect(hasClassifications('RNG')).toBe(false);
  });
});
