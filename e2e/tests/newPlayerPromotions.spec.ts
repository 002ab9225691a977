import { type Page } from '@playwright/test';

import { expect, test } from '../fixtures/site';

/** Minor units of a money text of the demo brand ("$1,234.56" gives 123456). */
const minorOf = (text: string) => Number(text.replace(/[^\d]/g, ''));

// The seeded new_player promotions in slider order (seedPromotionParticipation): 017 and 018
// are for new players only, 101-107 show demo every other state.
const SLIDES = {
  welcome: 1,
  slotsTour: 3,
  cashback: 4,
  depositMatch: 6,
  vipTrial: 7,
  secondDeposit: 8,
  tournament: 9,
} as const;

/**
 * The registration page's slider, moved to slide `index` (1-based) by its dot, with the pointer
 * resting on the slide: autoplay pauses under the pointer, so the slide stays while the test
 * reads it (the carousel's engine loads on the first touch, when a dot may need a second press).
 */
const showSlide = async (page: Page, index: number, title: string) => {
  const slider = page.getByRole('region', { name: 'New player promotions' });
  const slide = slider.getByRole('group', { name: title });
  await expect(async () => {
    await slider.getByRole('button', { name: `Show promotion ${index}` }).click();
    await slide.hover({ timeout: 1_000 });
  }).toPass();
  return slide;
};

test('the registration slider shows each new-player promotion’s state and action, for guests and after login', async ({
  site,
  page,
  player,
  ops,
}) => {
  test.slow(); // two players log in and read nine slides, each waiting for the slider
  await test.step('a guest is asked to log in to join, which opens the login', async () => {
    await site.open('/register');
    const slide = await showSlide(page, SLIDES.slotsTour, 'Welcome slots tour');
    await slide.getByRole('button', { name: 'Log in to join: Welcome slots tour' }).click();
    await expect(player.loginDialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(player.loginDialog).toBeHidden();
  });

  await test.step('demo sees the seeded standings: not eligible, rejected with its reason, applied, coming soon, joined', async () => {
    await site.open('/index');
    await player.login('demo', 'Demo1234!');
    await player.expectLoggedIn();
    await site.open('/register');
    const welcome = await showSlide(page, SLIDES.welcome, 'Welcome bonus 100%');
    await expect(welcome.getByText('Not eligible')).toBeVisible();
    const rejected = await showSlide(page, SLIDES.depositMatch, 'Starter deposit gift');
    await expect(rejected.getByText('Rejected')).toBeVisible();
    await expect(
      rejected.getByText('Reason: The deposit was made before the promotion started'),
    ).toBeVisible();
    const applied = await showSlide(page, SLIDES.vipTrial, 'VIP room trial');
    await expect(applied.getByText('Applied, under review')).toBeVisible();
    const soon = await showSlide(page, SLIDES.secondDeposit, 'Second-deposit bonus');
    await expect(soon.getByText('Coming soon')).toBeVisible();
    const joined = await showSlide(page, SLIDES.tournament, 'Welcome tournament');
    await expect(joined.getByText('Joined')).toBeVisible();
    const open = await showSlide(page, SLIDES.slotsTour, 'Welcome slots tour');
    await expect(open.getByRole('button', { name: 'Join Welcome slots tour' })).toBeVisible();
  });

  await test.step('a new player joins and claims from the slides; the claim reaches the header balance', async () => {
    await player.logout();
    // New-player offers pay to a verified contact: this player proved a phone at sign-up.
    const account = await ops.createPlayer({ verifiedPhone: true });
    await player.login(account.username, account.password);
    await player.expectLoggedIn();
    await site.open('/register');
    const spins = await showSlide(page, SLIDES.slotsTour, 'Welcome slots tour');
    await spins.getByRole('button', { name: 'Join Welcome slots tour' }).click();
    // Back on the slide in case the slider moved on meanwhile: it now shows the standing.
    const joined = await showSlide(page, SLIDES.slotsTour, 'Welcome slots tour');
    await expect(joined.getByText('Joined', { exact: true })).toBeVisible();
    // The answer stays with the slide after its state reloads.
    await expect(joined.getByRole('status')).toHaveText('You have joined.');

    const before = minorOf(await player.balance.innerText());
    const cashback = await showSlide(page, SLIDES.cashback, 'First-week bonus');
    await cashback.getByRole('button', { name: 'Claim the bonus of First-week bonus' }).click();
    const claimed = await showSlide(page, SLIDES.cashback, 'First-week bonus');
    await expect(claimed.getByText('Claimed', { exact: true })).toBeVisible();
    await expect.poll(async () => minorOf(await player.balance.innerText())).toBe(before + 1_500);
  });
});
