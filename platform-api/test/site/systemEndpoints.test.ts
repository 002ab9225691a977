import {
  BANNER_GROUPS,
  bannerSchema,
  customerServiceEndpoint,
  gameMenusEndpoint,
  helpCenterEndpoint,
  isFlagOn,
  noticesEndpoint,
  PAYMENT_ICON_COUNT,
  PROMOTION_CATEGORIES,
  promotionDetailSchema,
  promotionsEndpoint,
  registerSettingSchema,
  REGISTRATION_FIELDS,
  resourcesEndpoint,
  siteStatusSchema,
  whitelabelSchema,
} from 'shared-contracts';
import { decryptServicePath } from 'shared-contracts/crypto';

import { startTestApp, TEST_SECRET } from '../testApp';

let ctx: Awaited<ReturnType<typeof startTestApp>>;
beforeAll(async () => {
  ctx = await startTestApp();
});
afterAll(() => ctx.close());

const get = async (url: string, headers: Record<string, string> = {}) => {
  const response = await ctx.app.inject({ method: 'GET', url, headers });
  return { status: response.statusCode, body: response.json(), headers: response.headers };
};

describe('site status', () => {
  it('answers normal status with the loopback location', async () => {
    const { status, body } = await get('/wps/system/status');
    expect(status).toBe(200);
    expect(body.success).toBe(true);
    expect(siteStatusSchema.parse(body.value)).toMatchObject({
      status: 0,
      location: { ip: '127.0.0.1', country: 'Local' },
    });
  });

  it('names the country of a known address prefix', async () => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/wps/system/status',
      remoteAddress: '27.145.1.2',
    });
    expect(response.json().value.location).toEqual({ ip: '27.145.1.2', country: 'Thailand' });
  });

  it('refuses unknown query fields with the field named', async () => {
    const { status, body } = await get('/wps/system/status?foo=1');
    expect(status).toBe(400);
    expect(body).toEqual({ success: false, value: null, message: 'Unknown field "foo"' });
  });
});

describe('whitelabel and registration settings', () => {
  it('serves the brand with the flags of SPEC section 6', async () => {
    const { body } = await get('/wps/system/whitelabel');
    const brand = whitelabelSchema.parse(body.value);
    for (const flag of [
      'DIRECTREG3',
      'USERNAMEREG3',
      'FREEPLAY3',
      'MOBILEVERCODELOGIN3',
      'MOBILENUMREG3',
      'REGMOBVERF3',
      'PWDEXPFORCECHANGE3',
      'CBS3',
    ]) {
      expect(isFlagOn(brand.whitelabel, flag)).toBe(true);
    }
    expect(isFlagOn(brand.whitelabel, 'MOBILENUMPASSREG3')).toBe(false);
    expect(brand.loginedToHomePage).toBe(false);
    expect(brand.freePlay).toBe(true);
    expect(brand.esportsVassalages).toEqual(['AV', 'AI', 'IMES', 'TF', 'IA']);
    expect(brand.footer.payments).toHaveLength(PAYMENT_ICON_COUNT);
    expect(brand.footer.copyrightYear).toBe(2022);
    expect(body.value).not.toHaveProperty('registration');
    expect(body.value).not.toHaveProperty('currency');
  });

  it('has a rule for every registration field', async () => {
    const { body } = await get('/wps/system/setting/register');
    const setting = registerSettingSchema.parse(body.value);
    expect(Object.keys(setting.fields).sort()).toEqual([...REGISTRATION_FIELDS].sort());
  });
});

describe('content', () => {
  it('lists domains by speed', async () => {
    const { body } = await get('/wps/system/domainRoute');
    const speeds = body.value.domainList.map((d: { speed: number }) => d.speed);
    expect(speeds.length).toBeGreaterThan(1);
    expect(speeds).toEqual([...speeds].sort((a, b) => a - b));
  });

  it('answers help in each language of the brand', async () => {
    const th = helpCenterEndpoint.response.parse(
      (await get('/wps/system/helpCenter?lang=TH')).body.value,
    );
    const cn = helpCenterEndpoint.response.parse(
      (await get('/wps/system/helpCenter?lang=CN')).body.value,
    );
    expect(th.sections[0]?.title).toBe('เกี่ยวกับเรา');
    expect(cn.sections[0]?.title).toBe('关于我们');
    expect(cn.sections.map((s) => s.anchor)).toContain('faq');
  });

  it('requires the help language', async () => {
    const { status, body } = await get('/wps/system/helpCenter');
    expect(status).toBe(400);
    expect(body.message).toMatch(/"lang"/);
  });

  it.each(BANNER_GROUPS)('has 2 or 3 banners in group %s', async (group) => {
    const { body } = await get(`/wps/system/banners?groupName=${group}`);
    const banners = body.value.map((b: unknown) => bannerSchema.parse(b));
    expect(banners.length).toBeGreaterThanOrEqual(2);
    expect(banners.length).toBeLessThanOrEqual(3);
    for (const banner of banners) expect(banner.url).toMatch(/^\/assets\/banners\/.+\.svg$/);
  });

  it('uses every linkage type and translates banner titles', async () => {
    const { body } = await get('/wps/system/banners?groupName=home&language=TH');
    expect(body.value.map((b: { linkageType: number }) => b.linkageType)).toEqual([1, 2, 0]);
    expect(body.value[0].title).toBe('โบนัสต้อนรับ 100%');
  });

  it('refuses an unknown banner group', async () => {
    const { status, body } = await get('/wps/system/banners?groupName=casino');
    expect(status).toBe(400);
    expect(body.message).toMatch(/"groupName"/);
  });

  it('serves every resource type', async () => {
    const resources = resourcesEndpoint.response.parse(
      (await get('/wps/system/resources')).body.value,
    );
    expect(resources.map((r) => r.type).sort()).toEqual(
      [
        'AFFILIATELINK',
        'Android',
        'FACEBOOK',
        'INSTAGRAM',
        'LINE',
        'MOBILECONFIG',
        'TELEGRAM',
        'TIKTOK',
        'TWITTER',
        'YOUTUBE',
      ].sort(),
    );
  });

  it('pages board notices 9 at a time, newest first', async () => {
    const first = noticesEndpoint.response.parse(
      (await get('/wps/system/notice?types=B')).body.value,
    );
    const second = noticesEndpoint.response.parse(
      (await get('/wps/system/notice?types=B&pageNo=2')).body.value,
    );
    expect(first.list).toHaveLength(9);
    expect(first.totalPages).toBeGreaterThanOrEqual(2);
    expect(second.pageNo).toBe(2);
    const times = [...first.list, ...second.list].map((n) => n.createTime);
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(new Set([...first.list, ...second.list].map((n) => n.id)).size).toBe(
      first.list.length + second.list.length,
    );
  });

  it('filters notices by several types', async () => {
    const page = noticesEndpoint.response.parse(
      (await get('/wps/system/notice?types=PU,PR&pageSize=50')).body.value,
    );
    expect(new Set(page.list.map((n) => n.type))).toEqual(new Set(['PU', 'PR']));
  });

  it('refuses a malformed notice type list and an oversize page', async () => {
    expect((await get('/wps/system/notice?types=B,X')).status).toBe(400);
    const { status, body } = await get('/wps/system/notice?pageSize=500');
    expect(status).toBe(400);
    expect(body.message).toMatch(/"pageSize"/);
  });

  it('seals the type 3 customer-service path with the payload secret', async () => {
    const value = customerServiceEndpoint.response.parse(
      (await get('/wps/system/customerService')).body.value,
    );
    expect(value.version.pathList.map((p) => p.type)).toEqual([1, 2, 3]);
    const sealed = value.version.pathList.find((p) => p.type === 3);
    // The guest desk, the platform's own page.
    expect(decryptServicePath(TEST_SECRET, JSON.parse(sealed?.path ?? '{}'))).toBe('/desk');
  });
});

describe('games and promotions', () => {
  it('lists only categories with vendors, in menu order, esports inside sports', async () => {
    const menus = gameMenusEndpoint.response.parse((await get('/lgw/games/game_menus')).body.value);
    expect(menus.map((m) => m.gameCategory)).toEqual([
      'ELOTT',
      'LOTT',
      'LIVE',
      'SPORTS',
      'FISH',
      'RNG',
      'PVP',
    ]);
    const sports = menus.find((m) => m.gameCategory === 'SPORTS')?.vendors.map((v) => v.vassalage);
    expect(sports).toEqual(expect.arrayContaining(['AV', 'AI', 'IMES', 'TF', 'IA']));
    const vendors = menus.flatMap((m) => m.vendors);
    expect(vendors.some((v) => v.isHot === 1)).toBe(true);
    expect(vendors.some((v) => v.isGame === 'VASSALAGE')).toBe(true);
  });

  it('seeds several hundred games with classifications', () => {
    const { db } = ctx.app.platform;
    expect(Number(db.prepare('SELECT COUNT(*) FROM games').pluck().get())).toBeGreaterThan(300);
    const classes = db
      .prepare('SELECT DISTINCT classification FROM games WHERE classification IS NOT NULL')
      .pluck()
      .all();
    expect(classes).toEqual(
      expect.arrayContaining(['baccarat', 'sicbo', 'roulette', 'dragon_tiger', 'zjh']),
    );
  });

  it('has promotions in every category but all', async () => {
    const all = promotionsEndpoint.response.parse((await get('/wps/promotions')).body.value);
    const categories = new Set(all.list.map((p) => p.category));
    expect([...categories].sort()).toEqual(PROMOTION_CATEGORIES.filter((c) => c !== 'all').sort());
    const slots = promotionsEndpoint.response.parse(
      (await get('/wps/promotions?category=slots')).body.value,
    );
    expect(slots.list.every((p) => p.category === 'slots')).toBe(true);
  });

  it('translates promotions and keeps hostile markup as data', async () => {
    const th = promotionsEndpoint.response.parse(
      (await get('/wps/promotions?language=TH')).body.value,
    );
    expect(th.list[0]?.title).toMatch(/[\u0E00-\u0E7F]/);
    const detail = promotionDetailSchema.parse(
      (await get('/wps/promotions/detail?id=promo-005')).body.value,
    );
    expect(detail.content).toContain('<script>');
    expect(detail.content).toContain('onerror');
  });

  it('answers 404 for an unknown promotion and 400 for a malformed id', async () => {
    expect(await get('/wps/promotions/detail?id=promo-999')).toMatchObject({
      status: 404,
      body: { success: false, message: 'Promotion not found' },
    });
    const { status, body } = await get('/wps/promotions/detail?id=../etc');
    expect(status).toBe(400);
    expect(body.message).toMatch(/"id"/);
  });
});

describe('assets', () => {
  it('serves generated, long-cached SVGs for every image the answers name', async () => {
    const urls = [
      '/assets/games/PG_001.svg',
      '/assets/vendors/EVO.svg',
      '/assets/banners/home-1.svg',
      '/assets/promotions/promo-001.svg',
      '/assets/payments/visa.svg',
      '/assets/partners/evolution-dark.svg',
      '/assets/partners/evolution-light.svg',
      '/assets/brand/logo-dark.svg',
      '/assets/brand/responsibility.svg',
    ];
    for (const url of urls) {
      const response = await ctx.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^image\/svg\+xml/);
      expect(response.headers['cache-control']).toBe('public, max-age=31536000');
      expect(response.body).toMatch(/^<svg /);
    }
    const again = await ctx.app.inject({ method: 'GET', url: urls[0] ?? '' });
    expect(again.body).toBe((await ctx.app.inject({ method: 'GET', url: urls[0] ?? '' })).body);
  });

  it('answers 404 for images nobody uses', async () => {
    for (const url of [
      '/assets/games/NOPE.svg',
      '/assets/unknown/x.svg',
      '/assets/games/PG_001.png',
    ]) {
      expect((await ctx.app.inject({ method: 'GET', url })).statusCode).toBe(404);
    }
  });

  it('allows other origins to read public calls and images', async () => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/wps/promotions',
      headers: { origin: 'http://localhost:3005' },
    });
    expect(response.headers['access-control-allow-origin']).toBe('http://localhost:3005');
    const preflight = await ctx.app.inject({
      method: 'OPTIONS',
      url: '/wps/v2/wallets/balance',
      headers: {
        origin: 'http://localhost:3005',
        'access-control-request-method': 'GET',
        'access-control-request-headers': 'authorization',
      },
    });
    expect(preflight.statusCode).toBe(204);
    expect(String(preflight.headers['access-control-allow-headers'])).toMatch(/Authorization/);
  });

  it('answers unknown paths with the envelope', async () => {
    const { status, body } = await get('/wps/nothing-here');
    expect(status).toBe(404);
    expect(body).toMatchObject({ success: false, message: 'Not found: GET /wps/nothing-here' });
  });
});
