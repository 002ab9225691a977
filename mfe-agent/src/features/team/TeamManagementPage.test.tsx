import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  agentContractInfoEndpoint,
  setDownlineRebateEndpoint,
  teamMemberEndpoint,
  teamMembersEndpoint,
} from 'shared-contracts/agent';
import { fail, ok } from 'shared-ui/testing';

import { downloadCsv } from '../../lib/csv';
import { contractInfo, pageOf, teamMember } from '../../test/fixtures';
import { renderAgentPage } from '../../test/renderAgent';
import { TeamManagementPage } from './TeamManagementPage';

jest.mock('../../lib/csv', () => ({
  ...jest.requireActual<object>('../../lib/csv'),
  downloadCsv: jest.fn(),
}));

const me = { memberId: 'M1', username: 'agent01' };
const subAgent = teamMember();
const player = teamMember({
  memberId: 'M200',
  username: 'player07',
  type: 'player',
  level: 2,
  directCount: 0,
  teamSize: 0,
  lastLoginAt: null,
  status: 'locked',
  rebateBp: 50,
});

/** The fake tree: agent01 → agent01a → player07. */
const membersRoute = (params: Record<string, string>) => {
  if (params.username) return ok({ breadcrumb: [me], page: pageOf([player]) });
  if (params.parentId === 'M100')
    return ok({
      breadcrumb: [me, { memberId: 'M100', username: 'agent01a' }],
      page: pageOf([player]),
    });
  return ok({ breadcrumb: [me], page: pageOf([subAgent]) });
};

const api = (overrides = {}) => ({
  [agentContractInfoEndpoint.path]: () => ok(contractInfo()),
  [teamMembersEndpoint.path]: membersRoute,
  ...overrides,
});

const table = () => screen.findByRole('table', { name: 'Downlines' });

describe('TeamManagementPage', () => {
  it('lists my direct downlines with balance, last login, status and rebate', async () => {
    renderAgentPage(<TeamManagementPage />, { api: api() });
    const row = within(await table()).getAllByRole('row')[1]!;
    expect(row).toHaveTextContent('agent01a');
    expect(row).toHaveTextContent('$1,234.56');
    expect(row).toHaveTextContent('Active');
    expect(row).toHaveTextContent('1.00%');
  });

  it('goes down into a sub-agent and back up by the breadcrumb', async () => {
    const { calls } = renderAgentPage(<TeamManagementPage />, { api: api() });
    await userEvent.click(
      within(await table()).getByRole('button', { name: 'Open the team of agent01a' }),
    );
    const path = screen.getByRole('navigation', { name: 'Path in the team' });
    await waitFor(() => expect(within(path).getByText('agent01a')).toHaveAttribute('aria-current'));
    expect(await screen.findByText('player07')).toBeInTheDocument();
    expect(calls(teamMembersEndpoint.path).at(-1)).toMatchObject({ parentId: 'M100' });
    await userEvent.click(within(path).getByRole('button', { name: 'agent01' }));
    expect(
      await screen.findByRole('button', { name: 'Open the team of agent01a' }),
    ).toBeInTheDocument();
    expect(calls(teamMembersEndpoint.path).at(-1)).not.toHaveProperty('parentId');
  });

  it('searches the whole team by username with the filters', async () => {
    const { calls } = renderAgentPage(<TeamManagementPage />, { api: api() });
    await table();
    await userEvent.type(screen.getByLabelText('Search username'), 'play');
    await userEvent.selectOptions(screen.getByLabelText('Type'), 'Player');
    await userEvent.selectOptions(screen.getByLabelText('Activity'), 'Bet in the last 30 days');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(
      await screen.findByText('Usernames starting with "play" in your whole team.'),
    ).toBeInTheDocument();
    expect(calls(teamMembersEndpoint.path).at(-1)).toMatchObject({
      username: 'play',
      type: 'player',
      active: 'true',
    });
    const row = within(await table()).getAllByRole('row')[1]!;
    expect(row).toHaveTextContent('Never');
    expect(row).toHaveTextContent('Locked');
    // Only a direct downline's rebate can be adjusted.
    expect(
      within(row).queryByRole('button', { name: /Adjust the rebate/ }),
    ).not.toBeInTheDocument();
  });

  it('adjusts a direct downline rebate and shows the platform limit it refuses', async () => {
    const answers = [
      fail(400, 'Too low', { reason: 'rebateTooLow', min: 90 }),
      ok(teamMember({ rebateBp: 95 })),
    ];
    const { bodies } = renderAgentPage(<TeamManagementPage />, {
      api: api({ [setDownlineRebateEndpoint.path]: () => answers.shift()! }),
    });
    await userEvent.click(
      within(await table()).getByRole('button', { name: 'Adjust the rebate of agent01a' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Rebate of agent01a' });
    const field = within(dialog).getByLabelText('Rebate');
    expect(field).toHaveValue('1.00');
    await userEvent.clear(field);
    await userEvent.type(field, '0.85');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(
      await within(dialog).findByText(/The rebate must be at least 0.90%/),
    ).toBeInTheDocument();
    await userEvent.clear(field);
    await userEvent.type(field, '0.95');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('The rebate is now 0.95%.')).toBeInTheDocument();
    expect(bodies(setDownlineRebateEndpoint.path)).toEqual([
      { memberId: 'M100', rebateBp: 85 },
      { memberId: 'M100', rebateBp: 95 },
    ]);
  });

  it('refuses a rebate above mine without calling', async () => {
    const { calls } = renderAgentPage(<TeamManagementPage />, {
      api: api({ [setDownlineRebateEndpoint.path]: () => ok(teamMember()) }),
    });
    await userEvent.click(
      within(await table()).getByRole('button', { name: 'Adjust the rebate of agent01a' }),
    );
    const dialog = await screen.findByRole('dialog');
    const field = within(dialog).getByLabelText('Rebate');
    await userEvent.clear(field);
    await userEvent.type(field, '1.21');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByText('The rebate can be at most 1.20%.')).toBeInTheDocument();
    expect(calls(setDownlineRebateEndpoint.path)).toHaveLength(0);
  });

  it('shows a downline details and gives focus back when closed', async () => {
    renderAgentPage(<TeamManagementPage />, {
      api: api({
        [teamMemberEndpoint.path]: () =>
          ok({
            ...subAgent,
            uplineUsername: 'agent01',
            deposits: 900_000,
            withdrawals: 100_000,
            validTurnover30d: 5_000_000,
            winLoss30d: -20_000,
          }),
      }),
    });
    const opener = within(await table()).getByRole('button', { name: 'Details of agent01a' });
    await userEvent.click(opener);
    const dialog = await screen.findByRole('dialog', { name: 'Downline details' });
    expect(await within(dialog).findByText('$9,000.00')).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('exports every filtered downline as CSV', async () => {
    renderAgentPage(<TeamManagementPage />, { api: api() });
    await userEvent.click(await screen.findByRole('button', { name: 'Export CSV: Downlines' }));
    await waitFor(() => expect(jest.mocked(downloadCsv)).toHaveBeenCalled());
    const [name, csv] = jest.mocked(downloadCsv).mock.calls[0]!;
    expect(name).toBe('team-members');
    expect(csv.startsWith('\uFEFFUsername,Type,Level,Team size,Balance,')).toBe(true);
    expect(csv).toContain('agent01a,Sub-agent,1,9,1234.56,2025-03-09T04:00:00.000Z,Active,1.00%');
  });

  it('says when the list fails and loads it on retry', async () => {
    let attempts = 0;
    renderAgentPage(<TeamManagementPage />, {
      api: api({
        [teamMembersEndpoint.path]: (params: Record<string, string>) =>
          ++attempts === 1 ? fail(500, 'down') : membersRoute(params),
      }),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await table()).toBeInTheDocument();
  });

  it('says when a level has no downlines', async () => {
    renderAgentPage(<TeamManagementPage />, {
      api: api({ [teamMembersEndpoint.path]: () => ok({ breadcrumb: [me], page: pageOf([]) }) }),
    });
    expect(await screen.findByText('Nothing to show for this choice.')).toBeInTheDocument();
  });
});
