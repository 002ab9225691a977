import { isMember, pageKey, parseCookies, preferenceCookieHeader } from '../src/pageKey';

const base = {
  url: '/promotions?tab=2',
  host: 'play.example.com',
  cookies: { theme: 'dark', lang: 'EN', sideMenuMini: '0' },
  status: 0,
  generation: 'registry-1|brand-1',
};

describe("a guest page's cache key", () => {
  it('covers every input that changes the HTML', () => {
    const variants = [
      { url: '/promotions?tab=3' },
      { url: '/lottery?tab=2' },
      { host: 'www.play.example.com' },
      { cookies: { ...base.cookies, theme: 'light' } },
      { cookies: { ...base.cookies, lang: 'TH' } },
      { cookies: { ...base.cookies, sideMenuMini: '1' } },
      { status: 1 },
      { generation: 'registry-2|brand-1' },
      { generation: 'registry-1|brand-2' },
    ];
    const keys = new Set([pageKey(base), ...variants.map((v) => pageKey({ ...base, ...v }))]);
    expect(keys.size).toBe(variants.length + 1);
  });

  it('ignores what does not change the HTML: other cookies, the case of the host', () => {
    expect(
      pageKey({
        ...base,
        host: 'PLAY.example.com',
        cookies: { ...base.cookies, _ga: 'GA1.2.3', session: 'abc' },
      }),
    ).toBe(pageKey(base));
  });

  it("gives the render the display choices only, never the visitor's other cookies", () => {
    const cookies = parseCookies('theme=light; lang=TH; _ga=GA1.2.3; token=secret');
    expect(preferenceCookieHeader(cookies)).toBe('theme=light; lang=TH');
    expect(preferenceCookieHeader(parseCookies('token=secret'))).toBeUndefined();
  });

  it("tells a member's browser by its session hint", () => {
    expect(isMember(parseCookies('theme=dark; signedIn=1'))).toBe(true);
    expect(isMember(parseCookies('theme=dark'))).toBe(false);
  });
});
