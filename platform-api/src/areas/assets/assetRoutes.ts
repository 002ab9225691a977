import { readFileSync } from 'node:fs';
import path from 'node:path';

import type { FastifyInstance } from 'fastify';
import { type Language, LANGUAGES } from 'shared-contracts';

import { failEnvelope } from '../../http/envelope';
import { pickText } from '../content/translate';
import { SLOT_SYMBOLS } from '../games/engines';
import { bannerAction } from './bannerTexts';
import { createArtRasterizer } from './rasterArt';
import { type ArtKind, type ArtOptions, renderArt } from './svgArt';
import { APP_ICONS, BRAND_PATH, webAppManifest } from './webAppManifest';

/** A picture's name and its format: the SVG as drawn, or a WebP of it (rasterArt). */
const NAME_PATTERN = /^([A-Za-z0-9_.-]{1,80})\.(svg|webp)$/;

interface Art {
  kind: ArtKind;
  label: string;
  options?: ArtOptions;
}

/** `home-1` is the English banner, `home-1.vi` the Vietnamese one (its headline is painted). */
const bannerName = (name: string): { id: string; language: Language } => {
  const match = /^(.+)\.([a-z]{2})$/.exec(name);
  const language = match?.[2]?.toUpperCase() as Language | undefined;
  return match?.[1] && language && LANGUAGES.includes(language)
    ? { id: match[1], language }
    : { id: name, language: 'EN' };
};

/**
 * Serves the brand's generated images under /assets/{folder}/{name}.svg, or .webp for the same
 * picture as WebP (the game pictures the catalogue names). Only names the brand actually uses
 * resolve; anything else is a 404. Images never change for a name, so they are cached for a year.
 */
export const registerAssetRoutes = (app: FastifyInstance): void => {
  const { db, config } = app.platform;
  const { brand } = config;
  const slug = (text: string) => text.toLowerCase().replace(/\s+/g, '-');
  const gameRow = db.prepare(
    'SELECT name_json, game_type, classification, vassalage FROM games WHERE game_code = ?',
  );
  const esports = new Set(brand.esportsVassalages);
  const vendorName = db.prepare('SELECT name FROM vendors WHERE vassalage = ?').pluck();
  const bannerTitle = db.prepare('SELECT title_json FROM banners WHERE id = ?').pluck();
  const promotionRow = db.prepare('SELECT title_json, category FROM promotions WHERE id = ?');
  const rasterize = createArtRasterizer();

  const lookup = (folder: string, name: string): Art | null => {
    switch (folder) {
      case 'games': {
        const row = gameRow.get(name) as
          | {
              name_json: string;
              game_type: string;
              classification: string | null;
              vassalage: string;
            }
          | undefined;
        if (!row) return null;
        const category = esports.has(row.vassalage) ? 'ESPORTS' : row.game_type;
        return {
          kind: 'game',
          label: pickText(row.name_json, 'EN'),
          options: { game: { category, classification: row.classification } },
        };
      }
      case 'vendors': {
        const label = vendorName.get(name) as string | undefined;
        return label ? { kind: 'vendor', label } : null;
      }
      case 'banners': {
        const { id, language } = bannerName(name);
        const json = bannerTitle.get(id) as string | undefined;
        if (!json) return null;
        const headline = pickText(json, language);
        return {
          kind: 'banner',
          label: headline,
          options: { banner: { headline, action: bannerAction(id, language) } },
        };
      }
      case 'promotions': {
        const row = promotionRow.get(name) as { title_json: string; category: string } | undefined;
        return row
          ? {
              kind: 'promotion',
              label: pickText(row.title_json, 'EN'),
              options: { promotion: row.category },
            }
          : null;
      }
      case 'payments': {
        const payment = brand.footer.payments.find((p) => slug(p.name) === name);
        return payment ? { kind: 'payment', label: payment.name } : null;
      }
      case 'partners': {
        const match = /^(.+)-(dark|light)$/.exec(name);
        const partner = match && brand.footer.partners.find((p) => slug(p.name) === match[1]);
        return partner && match
          ? {
              kind: 'partner',
              label: partner.name,
              options: { variant: match[2] as 'dark' | 'light' },
            }
          : null;
      }
      case 'brand':
        if (name === 'logo-dark')
          return { kind: 'logo', label: brand.brandName, options: { variant: 'dark' } };
        if (name === 'logo-light')
          return { kind: 'logo', label: brand.brandName, options: { variant: 'light' } };
        if (name === 'mark') return { kind: 'mark', label: brand.brandName };
        // Only the age: the words beside it are the footer's link, in the reader's language.
        if (name === 'responsibility') return { kind: 'badge', label: '18+' };
        return null;
      case 'symbols':
        return SLOT_SYMBOLS.some((entry) => entry.symbol === name)
          ? { kind: 'symbol', label: name }
          : null;
      default:
        return null;
    }
  };

  // The favicon's fallback for browsers without SVG icons: the mark rendered once to a PNG
  // (src/assets/lotus-mark.png, 64 px, from /assets/brand/mark.svg).
  const markPng = readFileSync(path.join(__dirname, 'lotus-mark.png'));
  app.get('/assets/brand/mark.png', async (_request, reply) =>
    reply
      .type('image/png')
      .header('Cache-Control', 'public, max-age=31536000')
      .header('X-Content-Type-Options', 'nosniff')
      .send(markPng),
  );

  // The web app manifest (ADR 0028): the site links it and the service worker keeps it and its
  // first icon for the offline page. no-cache: a renamed brand shows on the next load.
  const manifest = JSON.stringify(webAppManifest(brand));
  app.get(`${BRAND_PATH}/manifest.webmanifest`, async (_request, reply) =>
    reply
      .type('application/manifest+json; charset=utf-8')
      .header('Cache-Control', 'no-cache')
      .send(manifest),
  );
  for (const { file } of APP_ICONS) {
    const png = readFileSync(path.join(__dirname, file));
    app.get(`${BRAND_PATH}/${file}`, async (_request, reply) =>
      reply
        .type('image/png')
        .header('Cache-Control', 'public, max-age=86400')
        .header('X-Content-Type-Options', 'nosniff')
        .send(png),
    );
  }

  app.get<{ Params: { folder: string; file: string } }>(
    '/assets/:folder/:file',
    async (request, reply) => {
      const { folder, file } = request.params;
      const match = NAME_PATTERN.exec(file);
      const art = match?.[1] ? lookup(folder, match[1]) : null;
      if (!art || !match?.[1]) return reply.code(404).send(failEnvelope('Image not found'));
      const key = `${folder}/${match[1]}`;
      const draw = () => renderArt(art.kind, key, art.label, art.options);
      reply
        .header('Cache-Control', 'public, max-age=31536000')
        .header('X-Content-Type-Options', 'nosniff');
      if (match[2] === 'webp') return reply.type('image/webp').send(await rasterize(key, draw));
      return reply
        .type('image/svg+xml; charset=utf-8')
        .header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'")
        .send(draw());
    },
  );
};
