import { readFileSync } from 'node:fs';
import path from 'node:path';

import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LANGUAGES, whitelabelEndpoint } from 'shared-contracts';
import {
  incomeBreakdownEndpoint,
  type IncomePeriod,
  incomeReportEndpoint,
} from 'shared-contracts/agent';
import { quickPeriod, reportToday } from 'shared-ui/reports';
import { fail, type FakeRoute, ok, testWhitelabel } from 'shared-ui/testing';

import { downloadCsv } from '../../lib/csv';
import { renderAgentPage } from '../../test/renderAgent';
import { IncomePage } from './IncomePage';

jest.mock('../../lib/csv', () => ({
  ...jest.requireActual<object>('../../lib/csv'),
  downloadCsv: jest.fn(),
}));

const period = (
  periodStart: string,
  figures: Partial<IncomePeriod> & { netLoss: number },
): IncomePeriod => ({
  periodStart,
  periodEnd: periodStart,
  carriedIn: 0,
  payableBase: Math.max(0, figures.netLoss),
  commission: 0,
  rebates: 0,
  salaries: 0,
  dividends: 0,
  total: 0,
  ...figures,
});

// Day 1 wins 1,000.00 (commission 1%), day 2 loses 300.00, day 3 wins 500.00 of which 300.00
// pays off the carried loss.
const report = {
  periods: [
    period('2026-03-01', {
      netLoss: 100_000,
      commission: 1_000,
      rebates: 250,
      salaries: 500,
      total: 1_750,
    }),
    period('2026-03-02', { netLoss: -30_000, rebates: 100, total: 100 }),
    period('2026-03-03', {
      netLoss: 50_000,
      carriedIn: -30_000,
      payableBase: 20_000,
      commission: 200,
      dividends: 4_000,
      total: 4_200,
    }),
  ],
  totals: {
    netLoss: 120_000,
    commission: 1_200,
    rebates: 350,
    salaries: 500,
    dividends: 4_000,
    total: 6_050,
  },
};

const setup = (api: Record<string, FakeRoute> = {}) =>
  renderAgentPage(<IncomePage />, {
    api: {
      [whitelabelEndpoint.path]: () => ok(testWhitelabel()),
      [incomeReportEndpoint.path]: () => ok(report),
      [incomeBreakdownEndpoint.path]: () => ok({ rows: [] }),
      ...api,
    },
  });

const incomeTable = () => screen.findByRole('table', { name: 'My income by period' });

describe('IncomePage', () => {
  afterEach(() => jest.restoreAllMocks());

  it('asks for the last 7 days by day, then shows each period and the totals', async () => {
    const { calls } = setup();
    expect(screen.getByText('Loading…')).toBeInTheDocument();
    const table = await incomeTable();
    const rows = within(table).getAllByRole('row');
    expect(rows[1]).toHaveTextContent(
      '1 Mar 2026$1,000.00$0.00$1,000.00$10.00$2.50$5.00$0.00$17.50',
    );
    expect(rows[3]).toHaveTextContent(
      '3 Mar 2026$500.00-$300.00$200.00$2.00$0.00$0.00$40.00$42.00',
    );
    expect(rows[4]).toHaveTextContent('$1,200.00$12.00$3.50$5.00$40.00$60.50');
    expect(calls(incomeReportEndpoint.path)[0]).toEqual({
      ...quickPeriod('last7', reportToday()),
      periodKind: 'daily',
    });
    // The chart's figures are there for screen readers too.
    expect(screen.getByRole('table', { name: 'Income by period' })).toBeInTheDocument();
  });

  it('names each column once, none of them like the totals row', async () => {
    setup();
    const table = await incomeTable();
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((header) => header.textContent?.replace(/[↕▲▼]/g, ''));
    expect(headers).toEqual([
      'Period',
      'Net loss',
      'Carried in',
      'Payable base',
      'Commission',
      'Rebates',
      'Salaries',
      'Dividends',
      'Total income',
      'Commission breakdown',
    ]);
    expect(
      within(table)
        .getAllByRole('rowheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Total']);
  });

  it('keeps the total income in the totals row when the table is too narrow for every column', async () => {
    // A box 700 px wide and header cells of 100 px: four columns leave for the rows' details.
    jest.spyOn(Element.prototype, 'clientWidth', 'get').mockReturnValue(700);
    jest.spyOn(Element.prototype, 'scrollWidth', 'get').mockImplementation(function (
      this: Element,
    ) {
      return this.querySelectorAll('thead th').length * 100;
    });
    setup();
    const table = await incomeTable();
    const totals = within(table).getByRole('rowheader', { name: 'Total' }).closest('tr');
    expect(totals).toHaveTextContent('Total$1,200.00$60.50');
    const footer = totals?.parentElement as HTMLElement;
    // The totals of the columns that left (commission, rebates, salaries, dividends) follow; the
    // total income is not one of them.
    expect(within(footer).getAllByRole('row')).toHaveLength(2);
    expect(within(footer).getByText('Dividends')).toBeInTheDocument();
    expect(within(footer).queryByText(/Total income/)).not.toBeInTheDocument();
  });

  it('shows a week as its first and last days, and keeps ISO days in the CSV', async () => {
    setup({
      [incomeReportEndpoint.path]: () =>
        ok({
          periods: [{ ...report.periods[0]!, periodStart: '2026-11-18', periodEnd: '2026-11-24' }],
          totals: report.totals,
        }),
    });
    const table = await incomeTable();
    expect(within(table).getAllByRole('row')[1]).toHaveTextContent(/^18 Nov 2026 – 24 Nov 2026\$/);
    const chart = screen.getByRole('table', { name: 'Income by period' });
    expect(within(chart).getAllByRole('row')[1]).toHaveTextContent(/^18 Nov 2026 – 24 Nov 2026\$/);
    await userEvent.click(screen.getByRole('button', { name: 'Export CSV: My income by period' }));
    const csv = jest.mocked(downloadCsv).mock.calls[0]![1];
    expect(csv.split('\r\n')[1]).toMatch(/^2026-11-18 – 2026-11-24,/);
  });

  it('explains the carry-over of a negative period in words', async () => {
    setup();
    const carry = await screen.findByRole('region', { name: 'Carry-over' });
    const notes = within(carry).getAllByRole('listitem');
    expect(notes).toHaveLength(2);
    expect(notes[0]).toHaveTextContent(
      '2 Mar 2026: the net loss was -$300.00, so no commission is paid and -$300.00 carries into the next period.',
    );
    expect(notes[1]).toHaveTextContent(
      '3 Mar 2026: -$300.00 carried in from before was taken off the net loss of $500.00; commission is paid on $200.00.',
    );
  });

  it('shows no carry-over section when nothing carries', async () => {
    setup({
      [incomeReportEndpoint.path]: () =>
        ok({ periods: [report.periods[0]], totals: report.totals }),
    });
    await incomeTable();
    expect(screen.queryByRole('region', { name: 'Carry-over' })).not.toBeInTheDocument();
  });

  it('asks again by week when the period kind changes', async () => {
    const { calls } = setup();
    await incomeTable();
    await userEvent.selectOptions(screen.getByLabelText('Periods'), 'By week');
    await incomeTable();
    expect(calls(incomeReportEndpoint.path).at(-1)).toMatchObject({ periodKind: 'weekly' });
  });

  it('says when the range has no income', async () => {
    setup({
      [incomeReportEndpoint.path]: () =>
        ok({ periods: [], totals: { ...report.totals, netLoss: 0, commission: 0 } }),
    });
    expect(await screen.findByText('No income in this range.')).toBeInTheDocument();
  });

  it('shows a failed load with a retry', async () => {
    let attempts = 0;
    setup({
      [incomeReportEndpoint.path]: () => {
        attempts += 1;
        return attempts === 1 ? fail(400, 'Too long', { reason: 'periodTooLong' }) : ok(report);
      },
    });
    expect(await screen.findByText('This could not be loaded.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await incomeTable()).toBeInTheDocument();
  });

  it('shows where the commission of a chosen period came from', async () => {
    const { calls } = setup({
      [incomeBreakdownEndpoint.path]: () =>
        ok({
          rows: [
            { username: 'agent01a', category: 'RNG', netLoss: 80_000, commission: 800 },
            { username: 'agent01', category: 'LIVE', netLoss: 20_000, commission: 200 },
          ],
        }),
    });
    await incomeTable();
    await userEvent.click(
      screen.getByRole('button', { name: 'Commission breakdown of 1 Mar 2026' }),
    );
    const panel = screen.getByRole('region', { name: 'Commission breakdown: 1 Mar 2026' });
    const table = await within(panel).findByRole('table', {
      name: 'Commission by downline and game category',
    });
    const rows = within(table).getAllByRole('row');
    expect(rows[1]).toHaveTextContent('agent01aSlots$800.00$8.00');
    expect(rows[2]).toHaveTextContent('agent01Live casino$200.00$2.00');
    expect(rows[3]).toHaveTextContent('$1,000.00$10.00');
    expect(calls(incomeBreakdownEndpoint.path)).toEqual([{ from: '2026-03-01', to: '2026-03-01' }]);
  });

  it('says when a period brought no commission', async () => {
    setup();
    await incomeTable();
    await userEvent.click(
      screen.getByRole('button', { name: 'Commission breakdown of 2 Mar 2026' }),
    );
    expect(await screen.findByText('No commission came from this period.')).toBeInTheDocument();
  });
});

/** A section's words in a language, as the remote ships them. */
const wordsOf = (section: string, code: string) =>
  JSON.parse(
    readFileSync(path.join(__dirname, '../../i18n', section, `${code.toLowerCase()}.json`), 'utf8'),
  ) as Record<string, Record<string, string>>;

describe('the income table in every language', () => {
  it.each(LANGUAGES)('%s names its columns and its totals row each differently', (code) => {
    const income = wordsOf('income', code);
    const names = [
      ...Object.values(income.columns ?? {}),
      income.breakdown?.column,
      wordsOf('report', code).total,
    ];
    expect(new Set(names).size).toBe(names.length);
  });
});
