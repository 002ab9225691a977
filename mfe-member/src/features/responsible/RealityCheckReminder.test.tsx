import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  type ResponsibleGaming,
  responsibleGamingEndpoint,
  RG_LIMIT_KEYS,
} from 'shared-contracts/member';
import { createFakeHost, ok, recordCommands, testMember } from 'shared-ui/testing';

import { renderMember } from '../../test/renderMember';
import { RealityCheckReminder } from './RealityCheckReminder';

const MIN = 60_000;
const START = Date.UTC(2026, 2, 5, 10, 0);

const state = (): ResponsibleGaming => ({
  currency: 'USD',
  limits: RG_LIMIT_KEYS.map((key) => ({
    key,
    value: key === 'realityCheckMinutes' ? 30 : null,
    pending: null,
  })),
  deposits: { day: 0, week: 0, month: 0 },
  losses: { day: 0, week: 0, month: 0 },
  netDeposits: { day: 0, week: 0, month: 0 },
  exclusion: null,
  sessionStartedAt: START,
});

/** Renders the reminder 29 minutes into a session with a 30-minute reality check. */
const mount = (isAgent = 1) => {
  const host = createFakeHost({ member: testMember({ isAgent }) });
  const commands = recordCommands(host, ['OpenMemberCentre', 'RequestLogout']);
  const view = renderMember({
    route: '/',
    host,
    api: { [responsibleGamingEndpoint.path]: () => ok(state()) },
    children: <RealityCheckReminder />,
  });
  return { ...view, commands };
};

/** Lets the limits load, then moves past the 30th minute of the session. */
const reachTheCheck = async () => {
  await act(async () => {
    await jest.advanceTimersByTimeAsync(100);
  });
  act(() => jest.advanceTimersByTime(MIN));
  return screen.findByRole('dialog', { name: 'Reality check' });
};

describe('RealityCheckReminder', () => {
  beforeEach(() => jest.useFakeTimers({ now: START + 29 * MIN, advanceTimers: true }));
  afterEach(() => jest.useRealTimers());

  it('says how long the member has been logged in, and keep playing closes it', async () => {
    mount();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const dialog = await reachTheCheck();
    expect(within(dialog).getByRole('status')).toHaveTextContent(
      /logged in for 30 min, since .*2026/,
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep playing' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('opens the safer-gambling page of the member centre', async () => {
    const { commands } = mount();
    const dialog = await reachTheCheck();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Review my limits' }));
    expect(commands).toEqual([{ type: 'OpenMemberCentre', page: 'responsibleGaming' }]);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('logs out after asking the shell', async () => {
    const { commands } = mount();
    const dialog = await reachTheCheck();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Log out' }));
    expect(commands).toEqual([{ type: 'RequestLogout' }]);
  });

  it('shows nothing to a trial account', async () => {
    const { calls } = mount(4);
    act(() => jest.advanceTimersByTime(120 * MIN));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(calls(responsibleGamingEndpoint.path)).toHaveLength(0);
  });
});
