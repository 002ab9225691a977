import { PNG } from 'pngjs';
import { BANNER_GROUPS, whitelabelSchema } from 'shared-contracts';
import sharp from 'sharp';

import { GROUP_HEADLINES } from '../../src/areas/assets/bannerTexts';
import { missingIcons } from '../../src/areas/assets/iconSet';
import { renderArt, renderSymbol } from '../../src/areas/assets/svgArt';
import { renderGamePage } from '../../src/areas/games/gamePage';
import { PAGE_TEXTS } from '../../src/areas/games/pageTexts';
import { startTestApp } from '../testApp';

let ctx: Awaited<ReturnType<typeof startTestApp>>;
beforeAll(async () => {
  ctx = await startTestApp();
});
afterAll(() => ctx.close());

const fetchSvg = async (url: string) => {
  const response = await ctx.app.inject({ method: 'GET', url });
  return { status: response.statusCode, body: response.body, headers: response.headers };
};

/** Well-formed XML, checked by hand: every tag closes in order, attributes are quoted. */
const wellFormed = (svg: string): string | null => {
  const stack: string[] = [];
  const tag = /<(\/?)([A-Za-z][\w:-]*)((?:\s+[\w:-]+="[^"<]*")*)\s*(\/?)>/g;
  let at = 0;
  for (let match = tag.exec(svg); match; match = tag.exec(svg)) {
    const between = svg.slice(at, match.index);
    if (between.includes('<') || between.includes('>')) return `stray markup near ${at}`;
    if (/&(?!(amp|lt|gt|quot|apos);)/.test(between)) return `bare ampersand near ${at}`;
    at = match.index + match[0].length;
    const [, closing, name = '', , selfClosing] = match;
    if (selfClosing) continue;
    if (!closing) stack.push(name);
    else if (stack.pop() !== name) return `</${name}> closes the wrong tag`;
  }
  if (at !== svg.length) return 'text after the last tag';
  return stack.length === 0 ? null : `unclosed <${stack.join('>, <')}>`;
};

/** The painted texts of a picture (what a viewer reads on it). */
const paintedTexts = (svg: string) =>
  [...svg.matchAll(/<text[^>]*>(.*?)<\/text>/g)].map((m) => (m[1] ?? '').replace(/<[^>]+>/g, ''));

describe('the icon set', () => {
  it('has every icon the art names', () => {
    expect(missingIcons()).toEqual([]);
  });
});

describe('game pictures', () => {
  const games = () =>
    ctx.app.platform.db
      .prepare("SELECT game_code, json_extract(name_json, '$.EN') AS name FROM games")
      .all() as { game_code: string; name: string }[];

  it('draws each game its own valid picture without its name on it', async () => {
    const rows = games();
    expect(rows.length).toBeGreaterThan(200);
    const seen = new Map<string, string>();
    for (const { game_code: code, name } of rows) {
      const { status, body, headers } = await fetchSvg(`/assets/games/${code}.svg`);
      expect(status).toBe(200);
      expect(headers['cache-control']).toMatch(/max-age=31536000/);
      expect({ code, problem: wellFormed(body) }).toEqual({ code, problem: null });
      // The card prints the name under the picture; the picture only carries it as its label.
      expect(paintedTexts(body).join(' ')).not.toContain(name);
      const escaped = name.replace(/&/g, '&amp;').replace(/'/g, '&apos;');
      expect(body).toContain(`aria-label="${escaped}"`);
      expect({ code, sameAs: seen.get(body) }).toEqual({ code, sameAs: undefined });
      seen.set(body, code);
    }
  });

  it('themes pictures by category: slots, fish, live tables and lottery differ in make-up', async () => {
    const slot = (await fetchSvg('/assets/games/PP_001.svg')).body;
    const fish = (await fetchSvg('/assets/games/JDB_FISH_001.svg')).body;
    const lottery = (await fetchSvg('/assets/games/SSC1.svg')).body;
    expect(fish).toMatch(/stroke-width="2" opacity="0.25"/); // bubbles
    expect(slot).not.toMatch(/stroke-width="2" opacity="0.25"/);
    expect(paintedTexts(lottery).every((text) => /^\d+$/.test(text))).toBe(true); // ball numbers
    expect(paintedTexts(lottery).length).toBeGreaterThan(0);
  });

  it('is the same picture every time for the same game', () => {
    const theme = { game: { category: 'LIVE', classification: 'roulette' } };
    const first = renderArt('game', 'games/EVO_003', 'Roulette 1', theme);
    expect(renderArt('game', 'games/EVO_003', 'Roulette 1', theme)).toBe(first);
    expect(renderArt('game', 'games/EVO_011', 'Roulette 2', theme)).not.toBe(first);
  });

  it('draws points mall items as what the player gets, without their name', async () => {
    const phone = await fetchSvg('/assets/points/phone.svg');
    const voucher = await fetchSvg('/assets/points/cash-5.svg');
    expect(phone.status).toBe(200);
    expect(wellFormed(phone.body)).toBeNull();
    expect(paintedTexts(phone.body)).toEqual([]);
    // Different main objects, not only different colours: the bodies of the icons differ.
    const mainOf = (svg: string) => /<svg x="52" y="50"[^>]*>(.*?)<\/svg>/.exec(svg)?.[1];
    expect(mainOf(phone.body)).toBeDefined();
    expect(mainOf(phone.body)).not.toBe(mainOf(voucher.body));
  });

  it('stays small', async () => {
    const { body } = await fetchSvg('/assets/games/PP_001.svg');
    expect(body.length).toBeLessThan(16_000);
  });

  it('serves the same picture as a WebP of 320 px, the address the catalogue gives', async () => {
    const menu = await ctx.app.inject({
      method: 'GET',
      url: '/lgw/games/popular?count=5&language=EN',
    });
    const thumbnails = JSON.stringify(menu.json()).match(/\/assets\/games\/[^"]+/g) ?? [];
    expect(thumbnails.length).toBeGreaterThan(0);
    expect(thumbnails.every((url) => url.endsWith('.webp'))).toBe(true);
    const response = await ctx.app.inject({ method: 'GET', url: '/assets/games/PP_001.webp' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/webp');
    expect(response.headers['cache-control']).toMatch(/max-age=31536000/);
    const picture = response.rawPayload;
    expect(picture.subarray(0, 4).toString('latin1')).toBe('RIFF');
    expect(picture.subarray(8, 12).toString('latin1')).toBe('WEBP');
    expect(await sharp(picture).metadata()).toMatchObject({ width: 320, height: 320 });
    expect(picture.length).toBeLessThan(16_000);
    // Asked again: the same bytes, kept.
    const again = await ctx.app.inject({ method: 'GET', url: '/assets/games/PP_001.webp' });
    expect(again.rawPayload.equals(picture)).toBe(true);
    expect(
      (await ctx.app.inject({ method: 'GET', url: '/assets/games/NOPE.webp' })).statusCode,
    ).toBe(404);
  });
});

describe('banners', () => {
  it('opens every group with its own headline', async () => {
    const firsts = new Set<string>();
    for (const group of BANNER_GROUPS) {
      const response = await ctx.app.inject({
        method: 'GET',
        url: `/wps/system/banners?groupName=${group}&language=EN`,
      });
      firsts.add(response.json().value[0].title);
    }
    expect(firsts.size).toBe(BANNER_GROUPS.length);
  });

  it('paints the headline in the player language, with a picture per language', async () => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/wps/system/banners?groupName=fish&language=VI',
    });
    const first = response.json().value[0];
    expect(first.url).toBe('/assets/banners/fish-1.vi.svg');
    expect(first.title).toBe(GROUP_HEADLINES.fish?.VI);
    const vi = await fetchSvg(first.url);
    expect(wellFormed(vi.body)).toBeNull();
    expect(paintedTexts(vi.body)).toContain('Chơi ngay');
    // The other banners of a group lead to details; the points mall's first one redeems.
    expect(paintedTexts((await fetchSvg('/assets/banners/fish-2.vi.svg')).body)).toContain(
      'Xem chi tiết',
    );
    expect(paintedTexts((await fetchSvg('/assets/banners/shop-1.svg')).body)).toContain(
      'Redeem now',
    );
    expect(paintedTexts(vi.body).join(' ')).toContain('Săn cá trùm');
    const en = await fetchSvg('/assets/banners/fish-1.svg');
    expect(paintedTexts(en.body).join(' ')).toContain('Catch the boss fish');
    expect((await fetchSvg('/assets/banners/fish-1.xx.svg')).status).toBe(404);
  });

  it('paints a Thai headline as large as the English one: its marks take no width', async () => {
    const sizes = async (url: string) =>
      [
        ...(await fetchSvg(url)).body.matchAll(/font-weight="800" font-size="(\d+)" fill="#fff"/g),
      ].map((match) => Number(match[1]));
    const thai = await sizes('/assets/banners/w_reg-1.th.svg');
    const english = await sizes('/assets/banners/w_reg-1.svg');
    expect(thai.length).toBeGreaterThan(0);
    expect(Math.min(...thai)).toBeGreaterThanOrEqual(Math.min(...english) * 0.8);
  });

  it('has every group headline in the six languages', () => {
    for (const group of BANNER_GROUPS) {
      expect(Object.keys(GROUP_HEADLINES[group] ?? {}).sort()).toEqual(
        ['CN', 'EN', 'ID', 'PT', 'TH', 'VI'].sort(),
      );
    }
  });
});

describe('marks', () => {
  it.each([
    '/assets/vendors/EVO.svg',
    '/assets/payments/visa.svg',
    '/assets/payments/banktransfer.svg',
    '/assets/partners/pg-soft-light.svg',
    '/assets/brand/logo-dark.svg',
    '/assets/brand/logo-light.svg',
    '/assets/brand/mark.svg',
    '/assets/symbols/seven.svg',
  ])('draws %s as a valid picture', async (url) => {
    const { status, body } = await fetchSvg(url);
    expect(status).toBe(200);
    expect(wellFormed(body)).toBeNull();
  });

  it('gives vendors their own colours and shapes', async () => {
    const evo = (await fetchSvg('/assets/vendors/EVO.svg')).body;
    const pp = (await fetchSvg('/assets/vendors/PP.svg')).body;
    const colour = (svg: string) => /stop-color="([^"]+)"/.exec(svg)?.[1];
    expect(colour(evo)).not.toBe(colour(pp));
  });

  it('draws the brand logo as the lotus mark and the brand name, inked per theme', async () => {
    const dark = (await fetchSvg('/assets/brand/logo-dark.svg')).body;
    const light = (await fetchSvg('/assets/brand/logo-light.svg')).body;
    expect(paintedTexts(dark).join('')).toBe('LuckyLotus');
    expect(dark).toMatch(/<path d="M0 0C/); // petals
    expect(dark).not.toBe(light);
  });

  it('names the lotus mark as the favicon, in SVG and PNG', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/wps/system/whitelabel' });
    const { favicon } = whitelabelSchema.parse(response.json().value);
    expect(favicon).toEqual({ svg: '/assets/brand/mark.svg', png: '/assets/brand/mark.png' });
    const svg = await fetchSvg(favicon?.svg ?? '');
    expect(svg.body).toMatch(/<path d="M0 0C/);
    const png = await ctx.app.inject({ method: 'GET', url: favicon?.png ?? '' });
    expect(png.statusCode).toBe(200);
    expect(png.headers['content-type']).toBe('image/png');
    const image = PNG.sync.read(png.rawPayload);
    expect([image.width, image.height]).toEqual([64, 64]);
  });

  it("serves the web app manifest with the brand's name, colours and icons (ADR 0028)", async () => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/assets/brand/manifest.webmanifest',
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/manifest\+json/);
    expect(response.headers['cache-control']).toBe('no-cache');
    const manifest = response.json();
    expect(manifest).toMatchObject({
      name: 'Lucky Lotus',
      start_url: '/',
      scope: '/',
      display: 'standalone',
      theme_color: '#0b0e24',
      background_color: '#0b0e24',
    });
    const icons = manifest.icons as { src: string; sizes: string; purpose: string }[];
    expect(icons.map(({ sizes, purpose }) => `${sizes} ${purpose}`)).toEqual([
      '192x192 any',
      '512x512 any',
      '512x512 maskable',
    ]);
    for (const icon of icons) {
      const png = await ctx.app.inject({ method: 'GET', url: icon.src });
      expect(png.statusCode).toBe(200);
      expect(png.headers['content-type']).toBe('image/png');
      const image = PNG.sync.read(png.rawPayload);
      expect(`${image.width}x${image.height}`).toBe(icon.sizes);
    }
  });

  it('knows only the symbols of the slot', async () => {
    expect((await fetchSvg('/assets/symbols/cherry.svg')).status).toBe(200);
    expect((await fetchSvg('/assets/symbols/skull.svg')).status).toBe(404);
  });
});

describe('the in-house slot page', () => {
  const page = (language: 'EN' | 'TH') =>
    renderGamePage({
      engine: 'slot',
      gameName: 'Lotus Fortune Slot',
      vendorName: 'Lucky Lotus Originals',
      language,
      session: 's',
      api: 'http://x/api',
      currency: 'USD',
      minBet: 10,
      theme: 'dark',
    }).html;

  it('draws the reels as pictures named in the player language, never emoji', () => {
    const html = page('TH');
    expect(html).not.toMatch(/\p{Extended_Pictographic}/u);
    expect(html.match(/<div class="reel" role="img" aria-label="ดอกบัว"><svg/g)).toHaveLength(3);
    for (const symbol of ['cherry', 'lemon', 'bell', 'star', 'seven', 'lotus']) {
      expect(html).toContain(`<template id="symbol-${symbol}"><svg`);
    }
    expect(html).toContain('"symbols":{"cherry":"เชอร์รี่"');
  });

  it('draws every symbol as a valid picture', () => {
    for (const symbol of ['cherry', 'lemon', 'bell', 'star', 'seven', 'lotus']) {
      expect(wellFormed(renderSymbol(symbol, symbol))).toBeNull();
    }
    expect(Object.keys(PAGE_TEXTS.EN.symbols)).toHaveLength(6);
  });
});
