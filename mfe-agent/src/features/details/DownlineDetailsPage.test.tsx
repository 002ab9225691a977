import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { downlineTransactionsEndpoint, teamMembersEndpoint } from 'shared-contracts/agent';
import { fail, ok } from 'shared-ui/testing';

import { downloadCsv } from '../../lib/csv';
import { pageOf, teamMember } from '../../test/fixtures';
import { renderAgentPage } from '../../test/renderAgent';
import { DownlineDetailsPage } from './DownlineDetailsPage';

jest.mock('../../lib/csv', () => ({
  ...jest.requireActual<object>('../../lib/csv'),
  downloadCsv: jest.fn(),
}));

const me = { memberId: 'M1', username: 'agent01' };
const movement = {
  id: 'T1',
  kind: 'deposit',
  amount: 50_000,
  balanceAfter: 173_456,
  createdAt: Date.UTC(2025, 2, 10, 1),
  note: 'Bank, "BCA"',
};

const api = (transactions = () => ok(pageOf([movement]))) => ({
  [teamMembersEndpoint.path]: (params: Record<string, string>) =>
    ok({
      breadcrumb: [me],
      page: pageOf(params.username === 'zzz' ? [] : [teamMember({ username: 'agent01a' })]),
    }),
  [downlineTransactionsEndpoint.path]: transactions,
});

const pick = async (query = 'agent') => {
  await userEvent.type(screen.getByLabelText('Downline username'), query);
  await userEvent.click(screen.getByRole('button', { name: 'Search' }));
};

describe('DownlineDetailsPage', () => {
  it('finds a downline and shows its ledger movements', async () => {
    const { calls } = renderAgentPage(<DownlineDetailsPage />, { api: api() });
    await pick();
    await userEvent.click(await screen.findByRole('button', { name: 'agent01a' }));
    expect(
      await screen.findByRole('table', { name: 'Account movements of agent01a' }),
    ).toBeInTheDocument();
    expect(screen.getByText('$1,734.56')).toBeInTheDocument();
    expect(calls(downlineTransactionsEndpoint.path)[0]).toMatchObject({ memberId: 'M100' });
  });

  it('says when no downline matches', async () => {
    renderAgentPage(<DownlineDetailsPage />, { api: api() });
    await pick('zzz');
    expect(await screen.findByText('No downline starts with "zzz".')).toBeInTheDocument();
  });

  it('says when the period has no movements, and a refusal as a failure with retry', async () => {
    const answers = [fail(404, 'Not in team', { reason: 'notInTeam' }), ok(pageOf([]))];
    renderAgentPage(<DownlineDetailsPage />, { api: api(() => answers.shift()!) });
    await pick();
    await userEvent.click(await screen.findByRole('button', { name: 'agent01a' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('No movements in this period.')).toBeInTheDocument();
  });

  it('exports the movements as CSV with quoting', async () => {
    renderAgentPage(<DownlineDetailsPage />, { api: api() });
    await pick();
    await userEvent.click(await screen.findByRole('button', { name: 'agent01a' }));
    await userEvent.click(
      await screen.findByRole('button', { name: /Export CSV: Account movements/ }),
    );
    await waitFor(() => expect(jest.mocked(downloadCsv)).toHaveBeenCalled());
    expect(jest.mocked(downloadCsv).mock.calls[0]![1]).toBe(
      '\uFEFFTime,Type,Amount,Balance after,Note\r\n' +
        '2025-03-10T01:00:00.000Z,deposit,500.00,1734.56,"Bank, ""BCA"""\r\n',
    );
  });
});
