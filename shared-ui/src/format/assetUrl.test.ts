import { assetUrl } from './assetUrl';

describe('assetUrl', () => {
  it('prefixes platform asset paths with the API origin', () => {
    expect(assetUrl('/assets/promotions/1.svg', 'http://localhost:4000/')).toBe(
      'http://localhost:4000/assets/promotions/1.svg',
    );
  });

  it('keeps asset paths relative when the API shares the site origin', () => {
    expect(assetUrl('/assets/promotions/1.svg', '')).toBe('/assets/promotions/1.svg');
  });

  it('leaves absolute and other URLs untouched', () => {
    expect(assetUrl('https://cdn.example.com/a.png', 'http://localhost:4000')).toBe(
      'https://cdn.example.com/a.png',
    );
    expect(assetUrl('/other/a.png', 'http://localhost:4000')).toBe('/other/a.png');
  });
});
