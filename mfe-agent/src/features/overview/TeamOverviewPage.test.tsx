import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { teamOverviewEndpoint } from 'shared-contracts/agent';
import { reportToday } from 'shared-ui/reports';
import { fail, ok } from 'shared-ui/testing';

import { downloadCsv } from '../../lib/csv';
import { seriesDay, totals } from '../../test/fixtures';
import { renderAgentPage } from '../../test/renderAgent';
import { changeOf, TeamOverviewPage } from './TeamOverviewPage';

jest.mock('../../lib/csv', () => ({
  ...jest.requireActual<object>('../../lib/csv'),
  downloadCsv: jest.fn(),
}));

const overview = {
  period: { from: '2025-03-09', to: '2025-03-10' },
  previousPeriod: { from: '2025-03-07', to: '2025-03-08' },
  current: totals(),
  previous: totals({ deposits: 400_000, activeMembers: 0, newRegistrations: 6 }),
  series: [seriesDay('2025-03-09'), seriesDay('2025-03-10', { newRegistrations: 2 })],
};

const figure = (name: string) => screen.getByText(name, { selector: 'dt' }).parentElement!;

describe('TeamOverviewPage', () => {
  it('asks for the last 7 report days and shows each figure beside the previous period', async () => {
    const { calls } = renderAgentPage(<TeamOverviewPage />, {
      api: { [teamOverviewEndpoint.path]: () => ok(overview) },
    });
    expect(await screen.findByText('Compared with 7 Mar 2025 to 8 Mar 2025.')).toBeInTheDocument();
    const today = reportToday();
    expect(calls(teamOverviewEndpoint.path)[0]).toMatchObject({ to: today });
    expect(figure('Deposits')).toHaveTextContent('$5,000.00');
    expect(figure('Deposits')).toHaveTextContent('+25% vs $4,000.00');
    expect(figure('New registrations')).toHaveTextContent('-50% vs 6');
    // Nothing before: no percentage, only the previous figure.
    expect(figure('Active members')).toHaveTextContent('Before: 0');
  });

  it('charts the period with its figures in tables, and exports the days as CSV', async () => {
    renderAgentPage(<TeamOverviewPage />, {
      api: { [teamOverviewEndpoint.path]: () => ok(overview) },
    });
    const chart = await screen.findByRole('table', {
      name: 'Registrations and active members per day',
    });
    expect(
      within(chart)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual(['DayNew registrationsActive members', '9 Mar 202514', '10 Mar 202524']);
    const daily = screen.getByRole('table', { name: 'The period day by day' });
    expect(within(daily).getAllByRole('row')[1]).toHaveTextContent(/^9 Mar 20251/);
    await userEvent.click(
      screen.getByRole('button', { name: 'Export CSV: The period day by day' }),
    );
    expect(jest.mocked(downloadCsv)).toHaveBeenCalledWith(
      'team-overview-2025-03-09-2025-03-10',
      '\uFEFFDay,New registrations,Active members,Deposits,Withdrawals,Valid turnover,Win/loss\r\n' +
        '2025-03-09,1,4,2500.00,600.00,10000.00,-750.00\r\n' +
        '2025-03-10,2,4,2500.00,600.00,10000.00,-750.00\r\n',
    );
  });

  it('asks again for a quick pick', async () => {
    const { calls } = renderAgentPage(<TeamOverviewPage />, {
      api: { [teamOverviewEndpoint.path]: () => ok(overview) },
    });
    await screen.findByText(/Compared with/);
    await userEvent.click(screen.getByRole('button', { name: 'Yesterday' }));
    await waitFor(() => expect(calls(teamOverviewEndpoint.path)).toHaveLength(2));
    const { from, to } = calls(teamOverviewEndpoint.path)[1]!;
    expect(from).toBe(to);
  });

  it('says when the overview fails and loads it on retry', async () => {
    let attempts = 0;
    renderAgentPage(<TeamOverviewPage />, {
      api: {
        [teamOverviewEndpoint.path]: () => (++attempts === 1 ? fail(500, 'down') : ok(overview)),
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByText(/Compared with/)).toBeInTheDocument();
  });

  it('counts the change against the size of the previous figure', () => {
    expect(changeOf(150, 100)).toBe(50);
    expect(changeOf(-50, -100)).toBe(50);
    expect(changeOf(5, 0)).toBeNull();
  });
});
