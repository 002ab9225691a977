import type { FastifyInstance } from 'fastify';
import type { Language } from 'shared-contracts';

import { OUTBOX_TEXTS } from '../../src/areas/auth/outboxTexts';
import { termsMoney, termsRate, termsTime } from '../../src/areas/promotions/promotionTerms';
import { solvedHumanCheck } from '../humanCheckHelpers';
import { bearer, loginAs, startTestApp } from '../testApp';

/**
 * Every content item the platform serves exists in every language of the brand, and
 * an answer in a language other than English carries none of the English text; promotion terms
 * state the period and the figures of the rule the platform pays by.
 */
let started: Awaited<ReturnType<typeof startTestApp>>;
let app: FastifyInstance;
let languages: Language[];
beforeAll(async () => {
  started = await startTestApp();
  app = started.app;
  languages = started.config.brand.languages;
});
afterAll(() => started.close());

const get = async (url: string, language: Language) => {
  const reply = await app.inject({ method: 'GET', url, headers: { language } });
  expect(reply.statusCode).toBe(200);
  return reply.json().value;
};
const db = () => app.platform.db;

/** The prose of an HTML text: its sentences of four or more words (names and figures are not). */
const sentencesOf = (html: string): string[] =>
  html
    .replace(/<[^>]+>/g, ' ')
    .split(/(?<=[.!?:])\s+|\n/)
    .map((s) => s.replace(/\s+/g, ' ').trim())
    .filter((s) => s.split(' ').filter((w) => /[a-z]{2,}/i.test(w)).length >= 4);

/** Fails when `text` (answered in `language`) repeats any English sentence of `english`. */
const expectNoEnglishIn = (text: string, english: string, where: string) => {
  const leaked = sentencesOf(english).filter((sentence) => text.includes(sentence));
  expect({ where, leaked }).toEqual({ where, leaked: [] });
  if (sentencesOf(english).length > 0)
    expect({ where, same: text === english }).toEqual({ where, same: false });
};

describe('content in every language of the brand', () => {
  it('stores every content item in each of the brand languages', () => {
    const missing: string[] = [];
    const jsonColumns: [table: string, key: string, columns: string[]][] = [
      ['notices', 'id', ['title_json', 'content_json']],
      ['promotions', 'id', ['title_json', 'summary_json', 'content_json']],
      ['points_items', 'id', ['name_json', 'description_json']],
      ['banners', 'id', ['title_json']],
    ];
    for (const [table, key, columns] of jsonColumns) {
      const rows = db()
        .prepare(`SELECT ${key} AS id, ${columns.join(', ')} FROM ${table}`)
        .all() as Record<string, string>[];
      expect(rows.length).toBeGreaterThan(0);
      for (const row of rows)
        for (const column of columns) {
          const texts = JSON.parse(row[column] ?? '{}') as Record<string, string>;
          for (const language of languages)
            if (typeof texts[language] !== 'string')
              missing.push(`${table} ${row.id} ${column} ${language}`);
        }
    }
    const perLanguage = (sql: string) =>
      new Map(
        (db().prepare(sql).all() as { id: string; languages: string }[]).map((r) => [
          r.id,
          r.languages.split(','),
        ]),
      );
    const help = perLanguage(
      'SELECT anchor AS id, group_concat(language) AS languages FROM help_sections GROUP BY anchor',
    );
    const messages = perLanguage(
      'SELECT message_id AS id, group_concat(language) AS languages FROM member_message_texts GROUP BY message_id',
    );
    expect(help.size).toBeGreaterThan(0);
    expect(messages.size).toBeGreaterThan(0);
    for (const [what, map] of [
      ['help', help],
      ['message', messages],
    ] as const)
      for (const [id, have] of map)
        for (const language of languages)
          if (!have.includes(language)) missing.push(`${what} ${id} ${language}`);
    expect(missing).toEqual([]);
  });

  it('answers help, announcements, promotions and the points mall without English text in the other languages', async () => {
    const help = async (language: Language) =>
      (await get(`/wps/system/helpCenter?lang=${language}`, language)).sections as {
        anchor: string;
        title: string;
        content: string;
      }[];
    const notices = async (language: Language) =>
      (await get('/wps/system/notice?types=B,PL,PU,PR&pageSize=50', language)).list as {
        id: string;
        title: string;
        content: string;
      }[];
    const promotions = async (language: Language) =>
      (await get('/wps/promotions?category=all', language)).list as {
        id: string;
        title: string;
        summary: string;
      }[];
    const items = async (language: Language) =>
      (await get('/wps/member/points/reward?pageSize=60', language)).page.list as {
        id: string;
        name: string;
        description: string;
      }[];
    const english = {
      help: await help('EN'),
      notices: await notices('EN'),
      promotions: await promotions('EN'),
      items: await items('EN'),
    };
    const details = new Map<string, string>();
    for (const { id } of english.promotions)
      details.set(id, (await get(`/wps/promotions/detail?id=${id}`, 'EN')).content as string);

    for (const language of languages.filter((l) => l !== 'EN')) {
      const compare = <T extends Record<string, unknown>>(
        list: T[],
        base: T[],
        key: keyof T,
        fields: (keyof T)[],
        what: string,
      ) => {
        expect(list.map((row) => row[key])).toEqual(base.map((row) => row[key]));
        list.forEach((row, index) => {
          for (const field of fields)
            expectNoEnglishIn(
              String(row[field]),
              String(base[index]?.[field]),
              `${language} ${what} ${String(row[key])} ${String(field)}`,
            );
        });
      };
      compare(await help(language), english.help, 'anchor', ['title', 'content'], 'help');
      compare(await notices(language), english.notices, 'id', ['title', 'content'], 'notice');
      compare(await promotions(language), english.promotions, 'id', ['summary'], 'promotion');
      compare(await items(language), english.items, 'id', ['description'], 'points item');
      for (const [id, content] of details) {
        const detail = await get(`/wps/promotions/detail?id=${id}`, language);
        expectNoEnglishIn(detail.content as string, content, `${language} promotion ${id} content`);
      }
    }
  });
});

interface Rule {
  promotion_id: string;
  kind: string;
  starts_at: number;
  ends_at: number;
  min_deposit: number;
  bonus_amount: number;
  bonus_rate_bp: number;
  bonus_cap: number | null;
  turnover_multiple: number;
  draw_at: number | null;
  prize_amount: number | null;
  winners: number | null;
}

describe('promotion terms', () => {
  it("state the period and every figure of the promotion's rule, in every language", async () => {
    const rules = db().prepare('SELECT * FROM promotion_participation').all() as Rule[];
    expect(rules.length).toBeGreaterThan(10);
    const symbol = started.config.brand.currencySymbol;
    for (const rule of rules)
      for (const language of languages) {
        const detail = await get(`/wps/promotions/detail?id=${rule.promotion_id}`, language);
        const where = `${rule.promotion_id} ${language}`;
        // The card shows the rule's own period.
        expect({ where, start: detail.startTime, end: detail.endTime }).toEqual({
          where,
          start: rule.starts_at,
          end: rule.ends_at,
        });
        const content = detail.content as string;
        const figures = [termsTime(rule.starts_at), termsTime(rule.ends_at)];
        if (rule.min_deposit > 0) figures.push(termsMoney(rule.min_deposit, symbol));
        if (rule.bonus_amount > 0 && rule.kind !== 'raffle')
          figures.push(termsMoney(rule.bonus_amount, symbol));
        if (rule.bonus_rate_bp > 0) figures.push(termsRate(rule.bonus_rate_bp));
        if (rule.bonus_cap !== null) figures.push(termsMoney(rule.bonus_cap, symbol));
        if (rule.turnover_multiple > 0) figures.push(String(rule.turnover_multiple));
        if (rule.draw_at !== null)
          figures.push(
            termsTime(rule.draw_at),
            termsMoney(rule.prize_amount ?? 0, symbol),
            String(rule.winners),
          );
        for (const figure of figures)
          expect({ where, figure, found: content.includes(figure) }).toEqual({
            where,
            figure,
            found: true,
          });
      }
  });

  it('shows an example table computed with the payout formula (10% up to $500 pays $500 on $10,000)', async () => {
    const detail = await get('/wps/promotions/detail?id=promo-015', 'EN');
    expect(detail.title).toBe('Daily deposit bonus 10%');
    expect(detail.content).toContain('<td>$100</td><td>$10</td><td>$30</td>');
    expect(detail.content).toContain('<td>$10,000</td><td>$500</td><td>$1,500</td>');
    expect(detail.content).toContain('Press <strong>Claim bonus</strong>');
    expect(detail.content).not.toContain('Join from the');
  });

  it('leaves no copied promotion ("... II") and gives every promotion its own title', async () => {
    const list = (await get('/wps/promotions?category=all', 'EN')).list as { title: string }[];
    expect(list.filter((p) => / II$/.test(p.title))).toEqual([]);
    expect(new Set(list.map((p) => p.title)).size).toBe(list.length);
  });
});

describe('SMS and mail texts', () => {
  const marksOf = (text: string) => [...text.matchAll(/\{\w+\}/g)].map(([mark]) => mark).sort();

  it('exist in every brand language with the marks of the English text and none of its sentences', () => {
    const english = OUTBOX_TEXTS.EN;
    for (const language of languages.filter((l) => l !== 'EN')) {
      const texts = OUTBOX_TEXTS[language];
      const pairs: [string, string, string][] = [
        ['code', texts.code, english.code],
        ['registeredNumber', texts.registeredNumber, english.registeredNumber],
        ['contactTaken', texts.contactTaken, english.contactTaken],
        ...english.resetMail.map(
          (line, index) =>
            [`resetMail ${index}`, texts.resetMail[index] ?? '', line] as [string, string, string],
        ),
      ];
      expect(texts.resetMail).toHaveLength(english.resetMail.length);
      for (const [what, text, base] of pairs) {
        expect({ what, language, marks: marksOf(text) }).toEqual({
          what,
          language,
          marks: marksOf(base),
        });
        expectNoEnglishIn(text, base, `${language} ${what}`);
      }
    }
  });

  /** The newest message the dev outbox holds for a number or address. */
  const lastSent = (recipient: string, channel: 'sms' | 'email') =>
    app.platform.outbox.read(recipient, channel, 1)[0] as { body: string; code: string | null };

  it("names the days of announcements in each language's words, not as ISO dates", async () => {
    for (const language of languages) {
      const { list } = await get('/wps/system/notice?types=B,PL,PU,PR&pageSize=50', language);
      for (const notice of list as { title: string; content: string }[])
        expect(`${notice.title} ${notice.content}`).not.toMatch(/\d{4}-\d{2}-\d{2}/);
    }
    const english = await get('/wps/system/notice?types=PU&pageSize=50', 'EN');
    expect((english.list as { title: string }[]).map((notice) => notice.title)).toContainEqual(
      expect.stringMatching(/^SABA Sports maintenance on \d{1,2} [A-Z][a-z]+ \d{4}$/),
    );
  });

  it("sends the registration code and the registered-number notice in the site's language", async () => {
    // As the site asks: a solved human check from the same address, the Language header.
    const register = async (mobileNo: string, ip: string, language: Language) =>
      app.inject({
        method: 'POST',
        url: '/wps/verification/sms/register',
        headers: { language },
        payload: {
          mobileNo,
          countryDialingCode: '+66',
          humanCheck: await solvedHumanCheck(app, 'sms', ip),
        },
        remoteAddress: ip,
      });
    expect((await register('0861230001', '10.33.0.1', 'VI')).statusCode).toBe(200);
    const sent = lastSent('+660861230001', 'sms');
    expect(sent.code).toMatch(/^\d{6}$/);
    expect(sent.body).toMatch(
      new RegExp(`^Mã xác minh của bạn là ${sent.code}, có hiệu lực trong 5 phút\\.`),
    );
    // A number that has an account gets the notice instead, in the asked language.
    expect((await register('0812345678', '10.33.0.2', 'TH')).statusCode).toBe(200);
    expect(lastSent('+660812345678', 'sms')).toMatchObject({
      body: OUTBOX_TEXTS.TH.registeredNumber,
      code: null,
    });
  });

  it("sends a binding code in the site's language and English without a Language header", async () => {
    const token = await loginAs(app, 'demo', 'Demo1234!');
    const ask = (body: object, ip: string, language?: Language) =>
      app.inject({
        method: 'POST',
        url: '/wps/member/security/code',
        headers: { ...bearer(token), ...(language ? { language } : {}) },
        payload: body,
        remoteAddress: ip,
      });
    expect(
      (await ask({ channel: 'email', email: 'zhang@example.com' }, '10.33.1.1', 'CN')).statusCode,
    ).toBe(200);
    const mail = lastSent('zhang@example.com', 'email');
    expect(mail.body).toMatch(new RegExp(`^您的验证码是 ${mail.code}，5 分钟内有效。`));
    expect(
      (
        await ask(
          { channel: 'sms', mobileNum: '0861230002', countryDialingCode: '+66' },
          '10.33.1.2',
        )
      ).statusCode,
    ).toBe(200);
    const sms = lastSent('+660861230002', 'sms');
    expect(sms.body).toMatch(
      new RegExp(`^Your verification code is ${sms.code}\\. It works for 5 minutes\\.`),
    );
  });
});
