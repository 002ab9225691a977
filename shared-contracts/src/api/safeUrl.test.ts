import { bannerSchema, launchResultSchema, promotionSummarySchema, resourceSchema } from '..';
import { isSafeUrl } from './common';

describe('URLs the contract lets reach href and src', () => {
  it.each([
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    ' javascript:alert(1)',
    'java\nscript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox(1)',
    '//evil.example/x.png',
    '/\t/evil.example/x.png',
    '/\\evil.example',
    'ftp://files.example/x',
    'x.png',
    '',
  ])('refuses %j', (url) => {
    expect(isSafeUrl(url)).toBe(false);
  });

  it.each(['https://cdn.example.com/a.png', 'http://127.0.0.1:4000/x', '/assets/banners/a.svg'])(
    'accepts %j',
    (url) => {
      expect(isSafeUrl(url)).toBe(true);
    },
  );

  it('refuses a javascript: image in a banner, a promotion and a resource', () => {
    const banner = {
      bannerId: 'b1',
      groupName: 'home',
      url: 'javascript:alert(1)',
      title: 'x',
      linkageType: 0,
    };
    expect(bannerSchema.safeParse(banner).success).toBe(false);
    expect(bannerSchema.safeParse({ ...banner, url: '/assets/banners/a.svg' }).success).toBe(true);
    expect(
      bannerSchema.safeParse({ ...banner, url: '/a.svg', linkageType: 2, link: 'javascript:x' })
        .success,
    ).toBe(false);
    const promotion = {
      id: 'p1',
      title: 't',
      summary: 's',
      category: 'others',
      badges: [],
      imageUrl: 'javascript:alert(1)',
      startTime: 0,
      endTime: null,
    };
    expect(promotionSummarySchema.safeParse(promotion).success).toBe(false);
    expect(resourceSchema.safeParse({ type: 'TELEGRAM', url: 'javascript:x' }).success).toBe(false);
  });

  it('takes only absolute http(s) game addresses', () => {
    const launch = (game_url: string) =>
      launchResultSchema.safeParse({ game_url, newWindow: false }).success;
    expect(launch('javascript:alert(1)')).toBe(false);
    expect(launch('/games/x')).toBe(false);
    expect(launch('https://g.example/x')).toBe(true);
  });
});
