import type { Locator, Page } from '@playwright/test';

import { expect, test } from '../fixtures/site';

/**
 * A player who switches to Vietnamese or Chinese reads the help centre, an
 * announcement, a promotion's terms and the points mall without English in them.
 */

// Common English words (and the brand's English terms) that no VI or CN text should carry.
// Names of the brand, providers and games are not among them.
const ENGLISH = new Set(
  `the and you your for with from this that will are our not can has have any each its was been
  more most less only once every before after during within until when while which what into out
  about page press claim join apply bonus deposit deposits withdraw withdrawal wagering turnover
  points point promotion promotions member members player players ticket draw prize prizes cash
  voucher credited paid days week month period runs terms help loading error retry see details
  announcement announcements maintenance account password sign login balance wallet rate items
  item redeem history sort newest popular category categories close back next previous delivered
  review taking part rules`
    .split(/\s+/)
    .filter(Boolean),
);

/** The English words in what the player reads in `area`. */
const englishIn = async (area: Locator): Promise<string[]> => {
  const words = (await area.innerText()).toLowerCase().split(/[^\p{L}]+/u);
  return [...new Set(words.filter((word) => ENGLISH.has(word)))];
};

const expectNoEnglish = async (area: Locator, where: string) => {
  await expect.poll(() => englishIn(area), { message: where }).toEqual([]);
};

const LANGUAGES = [
  {
    name: 'Tiếng Việt',
    lang: 'vi',
    help: 'Về chúng tôi',
    support: 'Hỗ trợ',
    announcements: 'Thông báo',
    promotion: 'Thưởng nạp hằng ngày 10%',
    mall: 'Cửa hàng điểm',
  },
  {
    name: '简体中文',
    lang: 'zh',
    help: '关于我们',
    support: '客服支持',
    announcements: '公告',
    promotion: '每日存款 10% 奖金',
    mall: '积分商城',
  },
] as const;

/** The side menu, by its name in the languages the test passes through. */
const sideMenu = (page: Page) =>
  page.getByRole('navigation', { name: /^(Main menu|Menu chính|主菜单)$/ });

const chooseLanguage = async (page: Page, name: string) => {
  const menu = sideMenu(page);
  await menu.getByRole('button', { name: /Language|Ngôn ngữ|语言/ }).click();
  await menu.getByRole('button', { name }).click();
};

test('in Vietnamese and Chinese, help, an announcement, a promotion and the points mall carry no English', async ({
  site,
  page,
}) => {
  test.slow(); // two languages, four pages each
  for (const language of LANGUAGES) {
    await test.step(language.name, async () => {
      // From the home page, whose side menu has the language list (the points mall has none).
      await site.open('/index');
      await chooseLanguage(page, language.name);
      await expect(page.locator('html')).toHaveAttribute('lang', new RegExp(`^${language.lang}`));

      // An announcement, from the side menu's support entries.
      const menu = sideMenu(page);
      await menu.getByRole('button', { name: language.support }).click();
      await menu.getByRole('button', { name: language.announcements }).click();
      const board = page.getByRole('dialog', { name: language.announcements });
      await expect(board).toBeVisible();
      await expectNoEnglish(board, `${language.name} announcements`);
      await page.keyboard.press('Escape');

      await site.open('/helpmc');
      await expect(page.getByRole('region', { name: language.help })).toBeVisible();
      await expectNoEnglish(page.locator('main'), `${language.name} help`);

      await site.open('/promoDetail?id=promo-015');
      await expect(page.getByRole('heading', { name: language.promotion, level: 1 })).toBeVisible();
      await expectNoEnglish(page.locator('main'), `${language.name} promotion`);

      await site.open('/pointMall');
      await expect(page.getByRole('heading', { name: language.mall, level: 1 })).toBeVisible();
      await expect(page.getByRole('listitem').first()).toBeVisible();
      await expectNoEnglish(page.locator('main'), `${language.name} points mall`);
    });
  }
});
