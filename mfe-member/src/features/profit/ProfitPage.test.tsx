import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useNavigate } from 'react-router-dom';
import { addDays } from 'shared-contracts';
import { memberProfitEndpoint, type ProfitPeriod } from 'shared-contracts/member';
import { reportToday } from 'shared-ui/reports';
import { fail, type FakeRoute, ok } from 'shared-ui/testing';

import { renderMember } from '../../test/renderMember';
import { MemberCentre } from '../centre/MemberCentre';

const period = (start: string, end: string, figures: Partial<ProfitPeriod> = {}): ProfitPeriod => ({
  periodStart: start,
  periodEnd: end,
  bets: 0,
  validTurnover: 0,
  winLoss: 0,
  byCategory: [],
  ...figures,
});

const report = {
  periods: [
    period('2026-03-02', '2026-03-08', {
      bets: 3,
      validTurnover: 30_000,
      winLoss: -12_000,
      byCategory: [
        { category: 'RNG', bets: 2, validTurnover: 20_000, winLoss: -15_000 },
        { category: 'LIVE', bets: 1, validTurnover: 10_000, winLoss: 3_000 },
      ],
    }),
    period('2026-03-09', '2026-03-10', {
      bets: 2,
      validTurnover: 5_000,
      winLoss: 2_500,
      byCategory: [
        { category: 'RNG', bets: 1, validTurnover: 2_000, winLoss: 3_000 },
        { category: 'INHOUSE', bets: 1, validTurnover: 3_000, winLoss: -500 },
      ],
    }),
  ],
  totals: { bets: 5, validTurnover: 35_000, winLoss: -9_500 },
};

const ROUTE = '/?mc=personalProfit&pk=weekly&pfrom=2026-03-02&pto=2026-03-10';

const setup = (profit: FakeRoute = () => ok(report), route = ROUTE) =>
  renderMember({ route, api: { [memberProfitEndpoint.path]: profit } });

describe('ProfitPage', () => {
  it('asks for the report the URL names and shows its totals', async () => {
    const { calls } = setup();
    const list = await screen.findByLabelText('Totals of the period');
    expect(within(list).getByText('5')).toBeInTheDocument();
    expect(within(list).getByText('$350.00')).toBeInTheDocument();
    expect(within(list).getByText('-$95.00')).toBeInTheDocument();
    expect(calls(memberProfitEndpoint.path)).toEqual([
      { periodKind: 'weekly', from: '2026-03-02', to: '2026-03-10' },
    ]);
    expect(screen.getByRole('button', { name: 'By week' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByLabelText('From')).toHaveValue('2026-03-02');
  });

  it('has the chart figures per period in a table for screen readers', async () => {
    setup();
    const table = await screen.findByRole('table', {
      name: 'Win/loss and valid turnover per period',
    });
    expect(
      within(table)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual([
      'PeriodWin/lossValid turnover',
      '2 Mar 2026 – 8 Mar 2026-$120.00$300.00',
      '9 Mar 2026 – 10 Mar 2026$25.00$50.00',
    ]);
  });

  it('adds the periods up by game category, in the menu order, with the totals row', async () => {
    setup();
    const table = await screen.findByRole('table', { name: 'By game category' });
    expect(
      within(table)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual([
      'Game categoryBetsValid turnoverWin/loss',
      'Live casino1$100.00+$30.00',
      'Slots3$220.00-$120.00',
      'Originals1$30.00-$5.00',
      'Total5$350.00-$95.00',
    ]);
  });

  it('opens on the last 7 days by day when the URL says nothing, and writes the filters to the URL', async () => {
    const today = reportToday();
    const { calls, location } = setup(() => ok(report), '/?mc=personalProfit');
    await screen.findByLabelText('Totals of the period');
    expect(calls(memberProfitEndpoint.path)[0]).toEqual({
      periodKind: 'daily',
      from: addDays(today, -6),
      to: today,
    });
    await userEvent.click(screen.getByRole('button', { name: 'By month' }));
    await userEvent.click(screen.getByRole('button', { name: '30 days' }));
    await waitFor(() =>
      expect(location()).toBe(
        `/?mc=personalProfit&pk=monthly&pfrom=${addDays(today, -29)}&pto=${today}`,
      ),
    );
    await waitFor(() =>
      expect(calls(memberProfitEndpoint.path).at(-1)).toEqual({
        periodKind: 'monthly',
        from: addDays(today, -29),
        to: today,
      }),
    );
  });

  it('goes back to the previous report with the back button', async () => {
    const Back = () => {
      const navigate = useNavigate();
      return (
        <button type="button" onClick={() => navigate(-1)}>
          Browser back
        </button>
      );
    };
    const { calls, location } = renderMember({
      route: ROUTE,
      api: { [memberProfitEndpoint.path]: () => ok(report) },
      children: (
        <>
          <MemberCentre />
          <Back />
        </>
      ),
    });
    await screen.findByLabelText('Totals of the period');
    await userEvent.click(screen.getByRole('button', { name: 'By half month' }));
    await waitFor(() => expect(location()).toContain('pk=semimonthly'));
    await waitFor(() =>
      expect(calls(memberProfitEndpoint.path).at(-1)).toMatchObject({ periodKind: 'semimonthly' }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Browser back' }));
    expect(location()).toBe(ROUTE);
    expect(screen.getByRole('button', { name: 'By week' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'By half month' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
  });

  it('drops a malformed period in the URL instead of sending it', async () => {
    const today = reportToday();
    const { calls } = setup(
      () => ok(report),
      '/?mc=personalProfit&pk=yearly&pfrom=2026-03-10&pto=2026-01-01',
    );
    await screen.findByLabelText('Totals of the period');
    expect(calls(memberProfitEndpoint.path)).toEqual([
      { periodKind: 'daily', from: addDays(today, -6), to: today },
    ]);
  });

  it('says so when the period has no settled bets', async () => {
    setup(() =>
      ok({
        periods: [period('2026-03-02', '2026-03-08'), period('2026-03-09', '2026-03-10')],
        totals: { bets: 0, validTurnover: 0, winLoss: 0 },
      }),
    );
    expect(await screen.findByText('No settled bets in this period.')).toBeInTheDocument();
    expect(screen.queryByRole('table', { name: 'By game category' })).not.toBeInTheDocument();
  });

  it('shows a failure with a retry that loads the report', async () => {
    let attempts = 0;
    setup(() => {
      attempts += 1;
      return attempts === 1 ? { status: 500, body: 'down' } : ok(report);
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByLabelText('Totals of the period')).toBeInTheDocument();
    expect(attempts).toBe(2);
  });

  it("tells a refused period in the player's words", async () => {
    setup(() => fail(400, 'Period too long', { reason: 'periodTooLong' }));
    expect(await screen.findByText('A period can span at most 92 days.')).toBeInTheDocument();
  });
});
