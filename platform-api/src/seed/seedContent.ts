import { BANNER_GROUPS, type BannerGroup } from 'shared-contracts';
import { encryptPayload } from 'shared-contracts/crypto';

import { bannerHeadline } from '../assets/bannerTexts';
import type { Db } from '../db/database';
import { HELP_SECTIONS } from './helpTexts';

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

const NOTICE_SEEDS: { type: 'B' | 'PL' | 'PU' | 'PR'; count: number; en: string; th: string }[] = [
  { type: 'B', count: 14, en: 'Platform notice', th: 'ประกาศจากระบบ' },
  { type: 'PL', count: 4, en: 'Player notice', th: 'ประกาศสำหรับผู้เล่น' },
  { type: 'PU', count: 2, en: 'Important', th: 'สำคัญ' },
  { type: 'PR', count: 4, en: 'Promotion news', th: 'ข่าวโปรโมชั่น' },
];

const NOTICE_BODIES = [
  '<p>Scheduled maintenance of <strong>SABA Sports</strong> on Tuesday 02:00 to 04:00 (GMT+7). Other games stay available.</p>',
  '<p>New games from <em>PG Soft</em> have arrived in the slots lobby. <a href="/rng">Try them now</a>.</p>',
  '<p>Deposits through PromptPay are now credited within <strong>1 minute</strong>.</p><ul><li>Minimum 100</li><li>No fee</li></ul>',
  '<p>Please keep your password safe: our staff will <strong>never</strong> ask for it.</p>',
];

/** Announcements of types B, PL, PU and PR, one every 13 hours back from now. */
export const seedNotices = (db: Db, now: number): void => {
  const insert = db.prepare(
    'INSERT INTO notices (id, type, title_json, content_json, create_time) VALUES (?, ?, ?, ?, ?)',
  );
  let age = 0;
  for (const seed of NOTICE_SEEDS) {
    for (let index = 1; index <= seed.count; index += 1) {
      const body = NOTICE_BODIES[(age + index) % NOTICE_BODIES.length] ?? '';
      insert.run(
        `${seed.type}-${String(index).padStart(3, '0')}`,
        seed.type,
        JSON.stringify({ EN: `${seed.en} #${index}`, TH: `${seed.th} #${index}` }),
        JSON.stringify({ EN: body }),
        now - age * 13 * 3_600_000 - index * 60_000,
      );
      age += 1;
    }
  }
};

/** Help-centre sections in EN and TH; other languages fall back to EN. */
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
  insert.run(
    3,
    JSON.stringify(encryptPayload(payloadSecret, 'https://vip.luckylotus.example/desk?brand=DEMO')),
    2,
  );
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
