import { bannerTarget } from './bannerLink';

describe('bannerTarget', () => {
  it('routes inside the site for linkage type 1', () => {
    expect(bannerTarget({ linkageType: 1, link: '/promotions' })).toEqual({
      kind: 'route',
      to: '/promotions',
    });
  });

  it('opens an external page for linkage type 2', () => {
    expect(bannerTarget({ linkageType: 2, link: 'https://example.com/x' })).toEqual({
      kind: 'external',
      href: 'https://example.com/x',
    });
  });

  it('is not clickable for linkage type 0 or a missing link', () => {
    expect(bannerTarget({ linkageType: 0, link: '/promotions' })).toEqual({ kind: 'none' });
    expect(bannerTarget({ linkageType: 1 })).toEqual({ kind: 'none' });
  });

  it('refuses links that do not fit their type', () => {
    expect(bannerTarget({ linkageType: 1, link: '//evil.test' })).toEqual({ kind: 'none' });
    expect(bannerTarget({ linkageType: 2, link: 'javascript:alert(1)' })).toEqual({ kind: 'none' });
  });
});
