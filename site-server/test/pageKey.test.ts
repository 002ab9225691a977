import { isMember, pageKey, pageUrl, parseCookies, preferenceCookieHeader } from '../src/pageKey';

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

describe('the URL a guest page is rendered and cached for', () => {
  it("leaves out ad and mail click ids, whatever their case, and keeps the site's own", () => {
    expect(pageUrl('/index?utm_source=fb&utm_campaign=spring&fbclid=IwAR0abc')).toBe('/index');
    expect(pageUrl('/promotions?tab=2&gclid=Cj0K&UTM_Medium=cpc')).toBe('/promotions?tab=2');
    expect(pageUrl('/register?inviteCode=AB12&msclkid=9f&ttclid=x')).toBe(
      '/register?inviteCode=AB12',
    );
    expect(pageUrl('/lottery?gameCode=SSC1')).toBe('/lottery?gameCode=SSC1');
    expect(pageUrl('/index')).toBe('/index');
    expect(pageUrl('/index?')).toBe('/index');
  });

  it('gives visitors from ads one cache key, and a page of the site its own', () => {
    const key = (url: string) => pageKey({ ...base, url: pageUrl(url) });
    expect(key('/promotions?tab=2&fbclid=one')).toBe(key('/promotions?tab=2&fbclid=two'));
    expect(key('/promotions?tab=2&utm_source=mail')).toBe(pageKey(base));
    expect(key('/promotions?tab=3&fbclid=one')).not.toBe(pageKey(base));
  });
});
