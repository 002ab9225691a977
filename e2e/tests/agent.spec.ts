import { readFileSync } from 'node:fs';

import type { APIRequestContext, Page } from '@playwright/test';
import { dayStartMs, reportDayOf } from 'shared-contracts';
import { betCount, lineStake } from 'shared-contracts/lottery';

import { apiLogin } from '../fixtures/player';
import { expect, test } from '../fixtures/site';

const AGENT = { username: 'agent01', password: 'Agent1234!' };
const DAY_MS = 86_400_000;

/** A report day as the centre shows it in English (18 Nov 2026); its CSV keeps the ISO day. */
const shownDay = (day: string) =>
  new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeZone: 'UTC' }).format(
    Date.parse(`${day}T00:00:00Z`),
  );

/** The agent centre dialog and one of its pages, opened from its address. */
const openCentre = async (open: (path: string) => Promise<unknown>, page: Page, id: string) => {
  await open(`/index?ac=${id}`);
  const centre = page.getByRole('dialog', { name: 'Agent centre' });
  await expect(centre).toBeVisible();
  return centre;
};

/**
 * A lottery order of 1,000.00 valid turnover placed through the platform API (every digit of
 * the first SSC position, so exactly one of the ten bets wins whatever the draw).
 */
const placeLotteryTurnover = async (request: APIRequestContext, token: string) => {
  const issue = (await (await request.get('/lgw/lottery/issue?gameCode=SSC1')).json()) as {
    value: { current: { issueNo: string; drawAt: number } };
  };
  const base = {
    playType: 'ssc_1star_fixed',
    selection: [['0', '1', '2', '3', '4', '5', '6', '7', '8', '9'], [], [], [], []],
    mode: 'yuan' as const,
    multiplier: 50,
  };
  const line = { ...base, betCount: betCount(base), amount: lineStake(base) };
  expect(line.amount).toBe(100_000);
  const placed = await request.post('/wps/lottery/bets', {
    headers: { Authorization: `Bearer ${token}`, 'Idempotency-Key': `e2e-agent-${Date.now()}` },
    data: { gameCode: 'SSC1', issueNo: issue.value.current.issueNo, lines: [line] },
  });
  expect(placed.ok(), await placed.text()).toBeTruthy();
  return issue.value.current.drawAt;
};

test('an agent registers a sub-agent, offers daily wages it accepts, a settlement pays them, and the income report and its CSV agree', async ({
  site,
  page,
  player,
  ops,
  browser,
}) => {
  test.setTimeout(180_000);
  const downline = { username: `e2eag${Date.now().toString(36).slice(-7)}`, password: 'Secret12!' };

  await site.open('/index');
  await player.login(AGENT.username, AGENT.password);
  await player.expectLoggedIn();

  await test.step('register a sub-agent under agent01', async () => {
    const centre = await openCentre((path) => site.open(path), page, 'registerDownline');
    await centre.getByLabel('Account type').selectOption({ label: 'Sub-agent' });
    await centre.getByRole('textbox', { name: 'Username', exact: true }).fill(downline.username);
    await centre.getByRole('textbox', { name: 'Password', exact: true }).fill(downline.password);
    await centre
      .getByRole('textbox', { name: 'Confirm password', exact: true })
      .fill(downline.password);
    await centre.getByRole('textbox', { name: /^Rebate/ }).fill('0.50');
    await centre.getByRole('button', { name: 'Register' }).click();
    await expect(
      centre.getByText(`Account ${downline.username} is registered under you.`),
    ).toBeVisible();
  });

  await test.step('the new sub-agent shows in team management', async () => {
    const centre = await openCentre((path) => site.open(path), page, 'teamManagement');
    await centre.getByLabel('Search username').fill(downline.username);
    await centre.getByRole('button', { name: 'Search' }).click();
    await expect(centre.getByRole('cell', { name: downline.username, exact: true })).toBeVisible();
  });

  await test.step('offer it a daily-wage contract within agent01 terms', async () => {
    const centre = await openCentre((path) => site.open(path), page, 'dailyWages');
    await centre
      .getByRole('combobox', { name: 'Sub-agent', exact: true })
      .selectOption({ label: downline.username });
    await centre
      .getByLabel(/^Min\. team valid turnover/)
      .first()
      .fill('0');
    await centre.getByLabel('Min. active members').first().fill('1');
    await centre.getByLabel('Rate (%)').first().fill('0.20');
    await centre.getByRole('button', { name: 'Send offer' }).click();
    await expect(
      centre.getByText(`The contract was offered to ${downline.username}.`, { exact: false }),
    ).toBeVisible();
  });

  const context = await browser.newContext();
  const sub = await context.newPage();
  try {
    await test.step('the sub-agent logs in and accepts the offer', async () => {
      const token = await apiLogin(sub.request, downline.username, downline.password);
      await sub.addInitScript((value) => sessionStorage.setItem('token', value), token);
      const centre = await openCentre((path) => sub.goto(path), sub, 'dailyWages');
      await centre.getByRole('button', { name: 'Accept', exact: true }).click();
      await sub
        .getByRole('dialog', { name: 'Accept the contract' })
        .getByRole('button', { name: 'Accept contract' })
        .click();
      await expect(centre.getByText('The contract is approved.')).toBeVisible();

      // Its team (itself) bets 1,000.00 on the lottery; the draw settles it.
      await ops.credit(downline.username, 200_000);
      const drawAt = await placeLotteryTurnover(sub.request, token);
      const now = await ops.advanceClock(0);
      await ops.advanceClock(Math.max(0, drawAt - now) + 15_000);
      // The draw engine ticks every second: wait for the bets to settle on this report day.
      await expect
        .poll(async () => {
          const answer = await sub.request.get('/wps/lottery/bets?gameCode=SSC1&status=open', {
            headers: { Authorization: `Bearer ${token}` },
          });
          return ((await answer.json()) as { value: { total: number } }).value.total;
        })
        .toBe(0);
    });

    let payDay = '';
    await test.step('the report day closes and the settlement pays the wage once', async () => {
      const now = await ops.advanceClock(0);
      const betDay = reportDayOf(now);
      // To the next report day (UTC+08:00), then one settlement run.
      const next = dayStartMs(betDay) + DAY_MS + 60_000;
      await ops.advanceClock(next - now);
      await ops.runAgentSettlement();
      payDay = reportDayOf(next);
      const centre = await openCentre((path) => sub.goto(path), sub, 'dailyWages');
      // 1,000.00 at 0.20% = 2.00.
      const history = centre.getByRole('table', { name: /Settlement history/ });
      await expect(history.getByRole('cell', { name: '$2.00' })).toBeVisible();
    });

    await test.step('the income report shows the same salary, and so does its CSV', async () => {
      const centre = await openCentre((path) => sub.goto(path), sub, 'income');
      await centre.getByLabel('From').fill(payDay);
      await centre.getByLabel('To').fill(payDay);
      const table = centre.getByRole('table', { name: 'My income by period' });
      const row = table.getByRole('row').filter({ hasText: shownDay(payDay) });
      // The salary column may not fit beside the others: then it is in the row's details.
      const more = row.getByRole('button', { name: 'More' });
      await more.click();
      const details = table.locator(`[id="${await more.getAttribute('aria-controls')}"]`);
      const salaries = details.getByRole('term').filter({ hasText: /^Salaries$/ });
      await expect(salaries.locator('xpath=following-sibling::dd[1]')).toHaveText('$2.00');
      const download = sub.waitForEvent('download');
      await centre.getByRole('button', { name: 'Export CSV: My income by period' }).click();
      const file = readFileSync((await (await download).path())!, 'utf8');
      expect(file.charCodeAt(0)).toBe(0xfeff);
      const line = file.split('\r\n').find((text) => text.startsWith(payDay));
      expect(line).toBeDefined();
      expect(line!.split(',')).toContain('2.00');
    });
  } finally {
    await context.close();
  }
});
