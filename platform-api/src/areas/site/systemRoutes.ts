import type { FastifyInstance } from 'fastify';
import {
  bannersEndpoint,
  customerServiceEndpoint,
  domainRouteEndpoint,
  helpCenterEndpoint,
  noticesEndpoint,
  registerSettingEndpoint,
  resourcesEndpoint,
  statusEndpoint,
  type Whitelabel,
  whitelabelEndpoint,
  whitelabelSchema,
} from 'shared-contracts';

import { countryOf, displayIp } from '../../http/geo';
import { publicOriginOf } from '../../http/publicOrigin';
import { registerEndpoint } from '../../http/registerEndpoint';
import { pickText } from '../content/translate';

interface NoticeRow {
  id: string;
  type: 'B' | 'PL' | 'PU' | 'PR' | 'H';
  title_json: string;
  content_json: string;
  create_time: number;
}

/** The public calls the shell makes before and while it renders. */
export const registerSystemRoutes = (app: FastifyInstance): void => {
  const { config, db, siteState } = app.platform;
  const { brand } = config;
  // The whitelabel answer is the brand file minus platform-only keys; parsing strips them.
  const whitelabel: Whitelabel = whitelabelSchema.parse(brand);

  registerEndpoint(app, statusEndpoint, ({ ip }) => ({
    status: siteState.status,
    location: { ip: displayIp(ip), country: countryOf(ip) },
    contactUrl: brand.contactUrl,
  }));

  // Free play switched off by ops disappears from pages loaded from now on.
  const withoutFreePlay: Whitelabel = { ...whitelabel, freePlay: false };
  registerEndpoint(app, whitelabelEndpoint, () =>
    siteState.freePlay ? whitelabel : withoutFreePlay,
  );

  registerEndpoint(app, registerSettingEndpoint, () => brand.registration);

  const domains = db.prepare('SELECT domain, speed FROM domains ORDER BY speed');
  // The public origin this request came in through heads the list (chosen among PUBLIC_ORIGINS,
  // never taken from the Host header), so a local or e2e run lists an address that works; the
  // brand's stored domains follow.
  registerEndpoint(app, domainRouteEndpoint, ({ request }) => {
    const stored = domains.all() as { domain: string; speed: number }[];
    const own = publicOriginOf(request, config.publicOrigins);
    return {
      domainList: [
        ...(own ? [{ domain: own, speed: 0 }] : []),
        ...stored.filter((entry) => entry.domain !== own),
      ],
    };
  });

  const help = db.prepare(
    'SELECT anchor, title, content FROM help_sections WHERE language = ? ORDER BY sort',
  );
  // Every section of the brand's default language, each in the asked language where it has one.
  registerEndpoint(app, helpCenterEndpoint, ({ input }) => {
    type Section = { anchor: string; title: string; content: string };
    const own = new Map((help.all(input.lang) as Section[]).map((s) => [s.anchor, s]));
    const base = help.all(brand.defaultLanguage) as Section[];
    return {
      sections: [
        ...base.map((section) => own.get(section.anchor) ?? section),
        ...[...own.values()].filter((s) => !base.some((b) => b.anchor === s.anchor)),
      ],
    };
  });

  const banners = db.prepare(
    'SELECT id, group_name, title_json, image_url, linkage_type, link FROM banners WHERE group_name = ? ORDER BY sort',
  );
  registerEndpoint(app, bannersEndpoint, ({ input, language }) =>
    (
      banners.all(input.groupName) as {
        id: string;
        group_name: typeof input.groupName;
        title_json: string;
        image_url: string;
        linkage_type: 0 | 1 | 2;
        link: string | null;
      }[]
    ).map((row) => ({
      bannerId: row.id,
      groupName: row.group_name,
      // The brand's generated banners paint their headline: the player's language has its own.
      url:
        language === 'EN' || !row.image_url.startsWith('/assets/banners/')
          ? row.image_url
          : row.image_url.replace(/\.svg$/, `.${language.toLowerCase()}.svg`),
      title: pickText(row.title_json, language),
      linkageType: row.linkage_type,
      ...(row.link ? { link: row.link } : {}),
    })),
  );

  registerEndpoint(app, resourcesEndpoint, () => brand.resources);

  registerEndpoint(app, noticesEndpoint, ({ input, language }) => {
    const types = [...new Set(input.types.split(','))];
    const marks = types.map(() => '?').join(', ');
    const total = Number(
      db
        .prepare(`SELECT COUNT(*) FROM notices WHERE type IN (${marks})`)
        .pluck()
        .get(...types),
    );
    const rows = db
      .prepare(
        `SELECT * FROM notices WHERE type IN (${marks}) ORDER BY create_time DESC, id LIMIT ? OFFSET ?`,
      )
      .all(...types, input.pageSize, (input.pageNo - 1) * input.pageSize) as NoticeRow[];
    return {
      list: rows.map((row) => ({
        id: row.id,
        type: row.type,
        title: pickText(row.title_json, language, brand.defaultLanguage),
        content: pickText(row.content_json, language, brand.defaultLanguage),
        createTime: row.create_time,
      })),
      total,
      totalPages: Math.ceil(total / input.pageSize),
      pageNo: input.pageNo,
    };
  });

  const servicePaths = db.prepare('SELECT type, path FROM customer_service_paths ORDER BY sort');
  registerEndpoint(app, customerServiceEndpoint, () => ({
    version: { pathList: servicePaths.all() as { type: number; path: string }[] },
  }));
};
