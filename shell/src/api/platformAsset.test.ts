import { assetUrl } from './platformAsset';

describe('assetUrl', () => {
  it('prefixes platform asset paths with the API base URL', () => {
    expect(assetUrl('https://api.test/', '/assets/banner.png')).toBe(
      'https://api.test/assets/banner.png',
    );
    expect(assetUrl('', '/assets/banner.png')).toBe('/assets/banner.png');
  });

  it('leaves other URLs alone', () => {
    expect(assetUrl('https://api.test', 'https://cdn.test/a.png')).toBe('https://cdn.test/a.png');
    expect(assetUrl('https://api.test', '/static/a.png')).toBe('/static/a.png');
  });
});
