import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { teamBetsEndpoint } from 'shared-contracts/agent';
import { fail, ok } from 'shared-ui/testing';

import { downloadCsv } from '../../lib/csv';
import { pageOf, teamBet } from '../../test/fixtures';
import { renderAgentPage } from '../../test/renderAgent';
import { TeamBettingPage } from './TeamBettingPage';

jest.mock('../../lib/csv', () => ({
  ...jest.requireActual<object>('../../lib/csv'),
  downloadCsv: jest.fn(),
}));

const totals = { bets: 3, stake: 30_000, validTurnover: 30_000, payout: 19_500, winLoss: -10_500 };
const answer = (params: Record<string, string>) =>
  ok({
    page: pageOf(
      params.pageNo === '2'
        ? [teamBet({ betId: 'B3', username: 'player09' })]
        : [teamBet(), teamBet({ betId: 'B2' })],
      { pageNo: Number(params.pageNo ?? 1), totalPages: params.pageSize === '100' ? 1 : 2 },
    ),
    totals,
  });

describe('TeamBettingPage', () => {
  it('shows the bets with the totals of every filtered bet', async () => {
    renderAgentPage(<TeamBettingPage />, { api: { [teamBetsEndpoint.path]: answer } });
    const table = await screen.findByRole('table', { name: 'Team bets (3 in all)' });
    const totalsRow = within(table).getAllByRole('row').at(-1)!;
    expect(totalsRow).toHaveTextContent('Total: 3 bets');
    expect(totalsRow).toHaveTextContent('-$105.00');
    expect(within(table).getAllByText('Lottery')).toHaveLength(2);
  });

  it('sends the filters and pages through the list', async () => {
    const { calls } = renderAgentPage(<TeamBettingPage />, {
      api: { [teamBetsEndpoint.path]: answer },
    });
    await screen.findByRole('table');
    await userEvent.type(screen.getByLabelText('Member'), 'player07');
    await userEvent.type(screen.getByLabelText('Level'), '2x');
    await userEvent.selectOptions(screen.getByLabelText('Category'), 'Slots');
    await userEvent.type(screen.getByLabelText('Vendor code'), 'PG');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() =>
      expect(calls(teamBetsEndpoint.path).at(-1)).toMatchObject({
        username: 'player07',
        level: '2',
        category: 'RNG',
        vendorCode: 'PG',
        pageNo: '1',
      }),
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Page 2' }));
    expect(await screen.findByText('player09')).toBeInTheDocument();
    expect(calls(teamBetsEndpoint.path).at(-1)).toMatchObject({
      pageNo: '2',
      username: 'player07',
    });
  });

  it('exports every filtered bet, not only the page, with the totals', async () => {
    renderAgentPage(<TeamBettingPage />, { api: { [teamBetsEndpoint.path]: answer } });
    await userEvent.click(await screen.findByRole('button', { name: /Export CSV: Team bets/ }));
    await waitFor(() => expect(jest.mocked(downloadCsv)).toHaveBeenCalled());
    const csv = jest.mocked(downloadCsv).mock.calls[0]![1];
    const lines = csv.split('\r\n');
    expect(lines[0]).toBe(
      '\uFEFFTime,Member,Level,Game,Category,Vendor code,Stake,Valid turnover,Payout,Win/loss',
    );
    expect(lines[1]).toBe(
      '2025-03-10T02:00:00.000Z,player07,2,Speed SSC,Lottery,INHOUSE,100.00,100.00,195.00,95.00',
    );
    expect(lines.at(-2)).toBe('3,,,,,,300.00,300.00,195.00,-105.00');
  });

  it('says when nothing matches', async () => {
    renderAgentPage(<TeamBettingPage />, {
      api: {
        [teamBetsEndpoint.path]: () => ok({ page: pageOf([]), totals: { ...totals, bets: 0 } }),
      },
    });
    expect(await screen.findByText('No bets for these filters.')).toBeInTheDocument();
  });

  it('shows the platform refusal of a period as a failure with retry', async () => {
    let attempts = 0;
    renderAgentPage(<TeamBettingPage />, {
      api: {
        [teamBetsEndpoint.path]: (params: Record<string, string>) =>
          ++attempts === 1
            ? fail(400, 'Period too long', { reason: 'periodTooLong' })
            : answer(params),
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('table')).toBeInTheDocument();
  });
});
