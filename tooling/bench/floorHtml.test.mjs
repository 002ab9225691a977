import {
  cssUrls,
  doctypeOf,
  htmlUrls,
  isScriptLink,
  rewriteOrigins,
  stripScripts,
} from './floorHtml.mjs';

const SITE = 'http://127.0.0.1:8330';
const CDN = 'http://127.0.0.1:8331';

/** A page as Chromium serialises it after the shell and a remote have rendered. */
const rendered = [
  '<html lang="en" data-theme="dark"><head><meta charset="utf-8">',
  '<script defer="" src="/main.1a2b3c4d5e.js"></script>',
  '<script>window.__early = fetch("/wps/system/status");</script>',
  '<script type="application/json" id="boot">{"a":"</div>"}</script>',
  '<link rel="modulepreload" href="/chunk.js">',
  '<link rel="preload" as="script" href="/vendors.js">',
  '<link rel="prefetch" href="/later.mjs">',
  '<link rel="preload" as="fetch" href="/wps/system/banners" crossorigin="">',
  '<link rel="stylesheet" type="text/css" href="/theme.css">',
  `<link href="${CDN}/mfe-lobby/1/home.css" rel="stylesheet" type="text/css">`,
  '<link rel="preload" as="image" href="/assets/banners/home-1.svg" fetchpriority="high">',
  '<link rel="icon" href="/assets/brand/mark.svg">',
  '</head><body><div id="root"><a href="/promotions">Promotions</a>',
  '<img alt="" src="/assets/brand/logo.svg" srcset="/assets/brand/logo.svg 1x, /assets/brand/logo@2x.png 2x">',
  '<div style="background-image: url(&quot;/assets/bg.png&quot;)"></div>',
  '<svg><use href="#icon"></use><image href="/assets/art.svg"></image></svg>',
  `<img src="${CDN}/mfe-lobby/1/badge.png" loading="lazy">`,
  '<img src="data:image/gif;base64,R0lGOD">',
  '<style>.x{background:url(/assets/x.svg)}</style>',
  '<button onclick="void 0">Play</button>',
  '<script src="/late.js"></script></div></body></html>',
].join('');

describe('the floor page', () => {
  it('removes every script element and script preload, and keeps the rest of the markup', () => {
    const html = stripScripts(rendered);
    expect(html).not.toMatch(/<script/i);
    expect(html).not.toMatch(
      /main\.1a2b3c4d5e|__early|"boot"|chunk\.js|vendors\.js|later\.mjs|late\.js/,
    );
    expect(html).not.toContain('/wps/system/banners');
    expect(html).toContain('<link rel="stylesheet" type="text/css" href="/theme.css">');
    expect(html).toContain(`${CDN}/mfe-lobby/1/home.css`);
    expect(html).toContain('as="image" href="/assets/banners/home-1.svg" fetchpriority="high"');
    expect(html).toContain('<button onclick="void 0">Play</button>');
    expect(html).toContain('<a href="/promotions">Promotions</a>');
  });

  it('tells script links from stylesheet, image and font links', () => {
    expect(isScriptLink('<link rel="modulepreload" href="/a.js">')).toBe(true);
    expect(isScriptLink('<link rel="preload" as="script" href="/a">')).toBe(true);
    expect(isScriptLink('<link rel="prefetch" href="/a.js?v=2">')).toBe(true);
    expect(isScriptLink('<link rel="preload" as="style" href="/a.css">')).toBe(false);
    expect(isScriptLink('<link rel="preload" as="font" href="/a.woff2" crossorigin="">')).toBe(
      false,
    );
    expect(isScriptLink('<link rel="stylesheet" href="/a.js.css">')).toBe(false);
  });

  it('moves both origins to the copy and leaves paths and longer ports alone', () => {
    const text = `${SITE}/a.css ${CDN}/mfe-lobby/b.css http://127.0.0.1:83300/c ${SITE}`;
    expect(
      rewriteOrigins(text, { [SITE]: 'http://127.0.0.1:8332', [CDN]: 'http://127.0.0.1:8333' }),
    ).toBe(
      'http://127.0.0.1:8332/a.css http://127.0.0.1:8333/mfe-lobby/b.css http://127.0.0.1:83300/c http://127.0.0.1:8332',
    );
  });

  it('lists the files the HTML fetches, absolute, and no navigations, data or fragments', () => {
    const urls = htmlUrls(stripScripts(rendered), `${SITE}/index`);
    expect(urls.sort()).toEqual(
      [
        `${SITE}/theme.css`,
        `${CDN}/mfe-lobby/1/home.css`,
        `${SITE}/assets/banners/home-1.svg`,
        `${SITE}/assets/brand/mark.svg`,
        `${SITE}/assets/brand/logo.svg`,
        `${SITE}/assets/brand/logo@2x.png`,
        `${SITE}/assets/bg.png`,
        `${SITE}/assets/art.svg`,
        `${CDN}/mfe-lobby/1/badge.png`,
        `${SITE}/assets/x.svg`,
      ].sort(),
    );
  });

  it("resolves a stylesheet's url() and @import against the stylesheet", () => {
    const css =
      '@import "base.css";.a{background:url(img/a.png)}.b{src:url("/fonts/b.woff2") format("woff2")}' +
      ".c{mask:url('data:image/svg+xml;utf8,<svg/>')}.d{filter:url(#f)}";
    expect(cssUrls(css, `${CDN}/mfe-lobby/1/home.css`).sort()).toEqual(
      [
        `${CDN}/mfe-lobby/1/base.css`,
        `${CDN}/mfe-lobby/1/img/a.png`,
        `${CDN}/fonts/b.woff2`,
      ].sort(),
    );
  });

  it("writes the document's doctype back (outerHTML leaves it out, and without it the copy renders in quirks mode)", () => {
    expect(doctypeOf({ name: 'html', publicId: '', systemId: '' })).toBe('<!DOCTYPE html>');
    expect(doctypeOf(null)).toBe('');
  });
});
