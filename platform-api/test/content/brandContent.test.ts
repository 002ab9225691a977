import { LANGUAGES, promotionDetailSchema, promotionsEndpoint } from 'shared-contracts';

import { startTestApp } from '../testApp';

let ctx: Awaited<ReturnType<typeof startTestApp>>;
beforeAll(async () => {
  ctx = await startTestApp();
});
afterAll(() => ctx.close());

const get = async (url: string) => (await ctx.app.inject({ method: 'GET', url })).json();

describe("the demo brand's texts", () => {
  it('gives every promotion its own title, summary and body in every site language', async () => {
    const english = promotionsEndpoint.response.parse(
      (await get('/wps/promotions?language=EN')).value,
    ).list;
    for (const language of LANGUAGES.filter((l) => l !== 'EN')) {
      const list = promotionsEndpoint.response.parse(
        (await get(`/wps/promotions?language=${language}`)).value,
      ).list;
      expect(list.map((p) => p.id)).toEqual(english.map((p) => p.id));
      for (const [i, promotion] of list.entries()) {
        expect(promotion.title).not.toBe(english[i]!.title);
        if (english[i]!.summary) expect(promotion.summary).not.toBe(english[i]!.summary);
      }
      const detail = promotionDetailSchema.parse(
        (await get(`/wps/promotions/detail?id=promo-002&language=${language}`)).value,
      );
      expect(detail.content).not.toContain('Join from the');
    }
    const vi = promotionsEndpoint.response.parse(
      (await get('/wps/promotions?language=VI')).value,
    ).list;
    expect(vi.find((p) => p.id === 'promo-001')?.title).toBe('Bốc thăm may mắn thứ Sáu');
    const cn = promotionsEndpoint.response.parse(
      (await get('/wps/promotions?language=CN')).value,
    ).list;
    expect(cn.find((p) => p.id === 'promo-001')?.title).toBe('周五幸运抽奖');
  });

  it("has the footer's about text and help link titles in every site language", async () => {
    const brand = (await get('/wps/system/whitelabel')).value as {
      footer: {
        about: string;
        aboutTexts: Record<string, string>;
        helpLinks: { title: string; titles: Record<string, string> }[];
      };
    };
    for (const language of LANGUAGES.filter((l) => l !== 'EN')) {
      expect(brand.footer.aboutTexts[language]).toBeTruthy();
      expect(brand.footer.aboutTexts[language]).not.toBe(brand.footer.about);
      for (const link of brand.footer.helpLinks) {
        expect(link.titles[language]).toBeTruthy();
        expect(link.titles[language]).not.toBe(link.title);
      }
    }
    expect(brand.footer.aboutTexts.VI).toMatch(/Hãy chơi có trách nhiệm/);
  });

  it("leaves the detail's title and picture to the page: the body repeats neither", async () => {
    const english = promotionsEndpoint.response.parse((await get('/wps/promotions')).value).list;
    for (const { id } of english) {
      const detail = promotionDetailSchema.parse(
        (await get(`/wps/promotions/detail?id=${id}`)).value,
      );
      expect(detail.content).not.toContain(`>${detail.title}<`);
      expect(detail.content).not.toContain(detail.imageUrl);
    }
  });
});
