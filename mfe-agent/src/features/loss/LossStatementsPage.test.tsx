import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { lossReportEndpoint } from 'shared-contracts/agent';
import { fail, ok } from 'shared-ui/testing';

import { downloadCsv } from '../../lib/csv';
import { lossRow, pageOf } from '../../test/fixtures';
import { renderAgentPage } from '../../test/renderAgent';
import { LossStatementsPage } from './LossStatementsPage';

jest.mock('../../lib/csv', () => ({
  ...jest.requireActual<object>('../../lib/csv'),
  downloadCsv: jest.fn(),
}));

const me = { memberId: 'M1', username: 'agent01' };
const figures = {
  teamSize: 10,
  bets: 50,
  validTurnover: 500_000,
  winLoss: -30_000,
  deposits: 120_000,
  withdrawals: 20_000,
  bonuses: 1_000,
};
const answer = (params: Record<string, string>) =>
  params.parentId === 'M100'
    ? ok({
        breadcrumb: [me, { memberId: 'M100', username: 'agent01a' }],
        page: pageOf([
          lossRow({ memberId: 'M200', username: 'player07', type: 'player', teamSize: 0 }),
        ]),
        totals: figures,
      })
    : ok({
        breadcrumb: [me],
        page: pageOf([
          lossRow(),
          lossRow({ memberId: 'M101', username: 'player01', type: 'player', teamSize: 0 }),
        ]),
        totals: figures,
      });

describe('LossStatementsPage', () => {
  it('shows win/loss per downline with the totals, sorted by win/loss', async () => {
    const { calls } = renderAgentPage(<LossStatementsPage />, {
      api: { [lossReportEndpoint.path]: answer },
    });
    const table = await screen.findByRole('table', { name: /User loss statement/ });
    // The period in the reader's words (9 Mar 2026), not ISO days.
    expect(table).toHaveAccessibleName(
      /^User loss statement, \d{1,2} [A-Z][a-z]{2} \d{4} to \d{1,2} [A-Z][a-z]{2} \d{4}$/,
    );
    expect(screen.getByRole('columnheader', { name: /Win\/loss/ })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
    expect(within(table).getAllByRole('row').at(-1)).toHaveTextContent('-$300.00');
    expect(calls(lossReportEndpoint.path)[0]).toMatchObject({ sort: 'winLoss', order: 'desc' });
  });

  it('asks the platform to sort by another column', async () => {
    const { calls } = renderAgentPage(<LossStatementsPage />, {
      api: { [lossReportEndpoint.path]: answer },
    });
    await screen.findByRole('table');
    await userEvent.click(screen.getByRole('button', { name: /Deposits/ }));
    await waitFor(() =>
      expect(calls(lossReportEndpoint.path).at(-1)).toMatchObject({
        sort: 'deposits',
        order: 'desc',
      }),
    );
    expect(screen.getByRole('columnheader', { name: /Deposits/ })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
  });

  it("drills down into a sub-agent's team and back up", async () => {
    const { calls } = renderAgentPage(<LossStatementsPage />, {
      api: { [lossReportEndpoint.path]: answer },
    });
    await userEvent.click(
      await screen.findByRole('button', { name: "Open the statement of agent01a's team" }),
    );
    expect(await screen.findByText('player07')).toBeInTheDocument();
    expect(calls(lossReportEndpoint.path).at(-1)).toMatchObject({ parentId: 'M100' });
    // A player has no team to open.
    expect(screen.queryByRole('button', { name: /player07/ })).not.toBeInTheDocument();
    await userEvent.click(
      within(screen.getByRole('navigation', { name: 'Path in the team' })).getByRole('button', {
        name: 'agent01',
      }),
    );
    expect(await screen.findByText('player01')).toBeInTheDocument();
  });

  it('exports the statement with its totals as CSV', async () => {
    renderAgentPage(<LossStatementsPage />, { api: { [lossReportEndpoint.path]: answer } });
    await userEvent.click(
      await screen.findByRole('button', { name: /Export CSV: User loss statement/ }),
    );
    await waitFor(() => expect(jest.mocked(downloadCsv)).toHaveBeenCalled());
    const lines = jest.mocked(downloadCsv).mock.calls[0]![1].split('\r\n');
    expect(lines[0]).toBe(
      '\uFEFFUsername,Type,Members,Bets,Valid turnover,Win/loss,Deposits,Withdrawals,Bonuses',
    );
    expect(lines[1]).toBe('agent01a,Sub-agent,9,40,4000.00,-250.00,1000.00,200.00,10.00');
    expect(lines[3]).toBe('Total,,10,50,5000.00,-300.00,1200.00,200.00,10.00');
  });

  it('shows a refusal as a failure with retry', async () => {
    let attempts = 0;
    renderAgentPage(<LossStatementsPage />, {
      api: {
        [lossReportEndpoint.path]: (params: Record<string, string>) =>
          ++attempts === 1 ? fail(404, 'Not in team', { reason: 'notInTeam' }) : answer(params),
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('table')).toBeInTheDocument();
  });

  it('says when there are no downlines', async () => {
    renderAgentPage(<LossStatementsPage />, {
      api: {
        [lossReportEndpoint.path]: () =>
          ok({ breadcrumb: [me], page: pageOf([]), totals: figures }),
      },
    });
    expect(await screen.findByText('No downlines here.')).toBeInTheDocument();
  });
});
