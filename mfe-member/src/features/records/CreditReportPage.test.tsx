import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router-dom';
import { type CreditReport, creditReportEndpoint } from 'shared-contracts/member';
import { fail, type FakeRoute, ok } from 'shared-ui/testing';

import { renderMember } from '../../test/renderMember';
import { MemberCentre } from '../centre/MemberCentre';

const REPORT: CreditReport = {
  from: '2026-03-01',
  to: '2026-03-07',
  openingBalance: 100_000,
  closingBalance: 107_500,
  moneyIn: 12_500,
  moneyOut: 5_000,
  rows: [
    { kind: 'deposit', movements: 2, moneyIn: 10_000, moneyOut: 0, net: 10_000 },
    { kind: 'bet', movements: 5, moneyIn: 0, moneyOut: 5_000, net: -5_000 },
    { kind: 'bonus', movements: 1, moneyIn: 2_500, moneyOut: 0, net: 2_500 },
  ],
};

const Search = () => <output aria-label="Address">{useLocation().search}</output>;

const setup = (route: FakeRoute = () => ok(REPORT)) =>
  renderMember({
    route: '/?mc=creditReport&crFrom=2026-03-01&crTo=2026-03-07',
    api: { [creditReportEndpoint.path]: route },
    children: (
      <>
        <MemberCentre />
        <Search />
      </>
    ),
  });

describe('CreditReportPage', () => {
  it('shows the balances and money in and out by kind of the period in the URL', async () => {
    const { calls } = setup();
    const table = await screen.findByRole(
      'table',
      { name: 'Money in and out by kind, 1 Mar 2026 to 7 Mar 2026' },
      { timeout: 5_000 },
    );
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(4);
    expect(rows[1]).toHaveTextContent('Deposit');
    expect(within(rows[2] as HTMLElement).getByText('-$50.00')).toHaveClass('negative');
    const summary = screen.getByLabelText('Balances and totals of the period');
    expect(summary).toHaveTextContent('Opening balance$1,000.00');
    expect(summary).toHaveTextContent('Closing balance$1,075.00');
    expect(calls(creditReportEndpoint.path)).toEqual([{ from: '2026-03-01', to: '2026-03-07' }]);
  });

  it('links a kind to the account record of the same period', async () => {
    setup();
    await userEvent.click(await screen.findByRole('link', { name: 'Bonus' }));
    const search = new URLSearchParams(screen.getByRole('status', { name: 'Address' }).textContent);
    expect(Object.fromEntries(search)).toEqual({
      mc: 'transactionHistory',
      txFrom: '2026-03-01',
      txTo: '2026-03-07',
      txKind: 'bonus',
    });
  });

  it('says when no money moved in the period', async () => {
    setup(() => ok({ ...REPORT, rows: [], moneyIn: 0, moneyOut: 0, closingBalance: 100_000 }));
    expect(await screen.findByText('No money moved in this period.')).toBeInTheDocument();
  });

  it('explains a refused period', async () => {
    setup(() => fail(400, 'Bad period', { reason: 'periodTooLong' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/92 days/);
  });
});
