import { BANNER_GROUPS, type BannerGroup, type Language, perLanguage } from 'shared-contracts';
import { encryptPayload } from 'shared-contracts/crypto';

import type { Db } from '../../db/database';
import { bannerHeadline } from '../assets/bannerTexts';
import { DESK_PATH } from '../desk/deskService';
import { HELP_SECTIONS } from './helpTexts';
import { NOTICES } from './noticeTexts';

// Where each group's first banner leads inside the site (linkageType 1).
const ROUTE_OF_GROUP: Record<BannerGroup, string> = {
  home: '/promotions',
  rng: '/rng',
  live: '/live',
  fish: '/fish',
  pvp: '/pvp',
  sports: '/sports',
  esports: '/esports',
  lottery: '/lottery',
  down: '/down',
  promotions: '/promotions',
  shop: '/pointMall',
  help: '/help#faq',
  w_reg: '/register',
  inhouse: '/inhouse',
};

/**
 * Banners for every group: 2 or 3 each, cycling through internal, external and plain; the first
 * of a group has the group's own headline, in the six languages.
 */
export const seedBanners = (db: Db): void => {
  const insert = db.prepare(
    'INSERT INTO banners (id, group_name, title_json, image_url, linkage_type, link, sort) VALUES (?, ?, ?, ?, ?, ?, ?)',
  );
  BANNER_GROUPS.forEach((group, groupIndex) => {
    const count = groupIndex % 2 === 0 ? 3 : 2;
    for (let index = 0; index < count; index += 1) {
      const id = `${group}-${index + 1}`;
      const linkageType = index % 3 === 0 ? 1 : index % 3 === 1 ? 2 : 0;
      const link =
        linkageType === 1
          ? ROUTE_OF_GROUP[group]
          : linkageType === 2
            ? 'https://blog.luckylotus.example/news'
            : null;
      const title = bannerHeadline(group, groupIndex, index);
      insert.run(
        id,
        group,
        JSON.stringify(title),
        `/assets/banners/${id}.svg`,
        linkageType,
        link,
        index,
      );
    }
  });
};

const HOUR_MS = 3_600_000;

/** A day in the brand's zone (GMT+7) in the language's words ("3 December 2026"), as an operator writes it. */
const dayIn = perLanguage(
  (locale) =>
    new Intl.DateTimeFormat(locale, {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: 'Asia/Bangkok',
    }),
);

/** The brand's announcements of the last two months (types B, PL, PU and PR), six languages. */
export const seedNotices = (db: Db, now: number): void => {
  const insert = db.prepare(
    'INSERT INTO notices (id, type, title_json, content_json, create_time) VALUES (?, ?, ?, ?, ?)',
  );
  const counts = new Map<string, number>();
  for (const notice of NOTICES) {
    const index = (counts.get(notice.type) ?? 0) + 1;
    counts.set(notice.type, index);
    const createTime = now - notice.hoursAgo * HOUR_MS;
    const about = new Date(createTime + (notice.aboutInDays ?? 0) * 24 * HOUR_MS);
    const fill = (language: string, text: string) =>
      text.replaceAll('{date}', dayIn(language as Language).format(about));
    const texts = Object.entries(notice.texts);
    insert.run(
      `${notice.type}-${String(index).padStart(3, '0')}`,
      notice.type,
      JSON.stringify(
        Object.fromEntries(texts.map(([language, [title]]) => [language, fill(language, title)])),
      ),
      JSON.stringify(
        Object.fromEntries(texts.map(([language, [, body]]) => [language, fill(language, body)])),
      ),
      createTime,
    );
  }
};

/** Help-centre sections in every language of the brand. */
export const seedHelp = (db: Db): void => {
  const insert = db.prepare(
    'INSERT INTO help_sections (language, anchor, title, content, sort) VALUES (?, ?, ?, ?, ?)',
  );
  for (const [language, sections] of Object.entries(HELP_SECTIONS)) {
    sections.forEach((section, sort) =>
      insert.run(language, section.anchor, section.title, section.content, sort),
    );
  }
};

/** Customer-service links; type 3 is sealed with the payload secret and opens in a popup. */
export const seedCustomerService = (db: Db, payloadSecret: string): void => {
  const insert = db.prepare(
    'INSERT INTO customer_service_paths (type, path, sort) VALUES (?, ?, ?)',
  );
  insert.run(1, 'https://livechat.luckylotus.example/chat?brand=DEMO', 0);
  insert.run(2, 'https://t.me/luckylotus_support', 1);
  // The guest desk: the platform's own page, so a visitor who cannot log in reaches
  // a person; a brand with an outside desk seals its address here instead.
  insert.run(3, JSON.stringify(encryptPayload(payloadSecret, DESK_PATH)), 2);
};

/** Mirror domains with their measured speed in milliseconds. */
export const seedDomains = (db: Db): void => {
  const insert = db.prepare('INSERT INTO domains (domain, speed) VALUES (?, ?)');
  [
    ['https://www.luckylotus.example', 48],
    ['https://m.luckylotus.example', 63],
    ['https://ll-asia.example', 91],
    ['https://ll-backup.example', 187],
  ].forEach(([domain, speed]) => insert.run(domain, speed));
};
