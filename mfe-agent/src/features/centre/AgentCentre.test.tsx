import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type AgentContractInfo, agentContractInfoEndpoint } from 'shared-contracts/agent';
import { createFakeHost, fail, ok, recordCommands, testMember } from 'shared-ui/testing';

import { renderAgent, testAgent } from '../../test/renderAgent';

const contractInfo = (flags: Partial<AgentContractInfo> = {}): AgentContractInfo => ({
  dailysalreqtype: 0,
  divtypereq: 0,
  contracthoursalreq: 0,
  realtimesalreqtype: 0,
  info: {
    username: 'agent01',
    memberType: 1,
    rebateBp: 120,
    commissionBp: 3000,
    maxRebateBp: 120,
    canRegister: true,
    teamSize: 12,
  },
  ...flags,
});

const infoApi = (flags: Partial<AgentContractInfo> = {}) => ({
  [agentContractInfoEndpoint.path]: () => ok(contractInfo(flags)),
});

const menuItems = async () => {
  const menu = await screen.findByRole('navigation', { name: 'Agent centre pages' });
  return within(menu)
    .getAllByRole('link')
    .map((link) => link.textContent);
};

const ALWAYS = [
  'Announcements',
  'Team overview',
  'Register downline',
  'Team management',
  'Team betting',
  'User loss statements',
  'My income',
  'Downline account details',
];

describe('AgentCentre', () => {
  it('lists the pages every agent has, in SPEC order, with the URL page current', async () => {
    renderAgent({ route: '/index?ac=teamBetting', api: infoApi() });
    const dialog = await screen.findByRole('dialog', { name: 'Agent centre' });
    expect(await menuItems()).toEqual(ALWAYS);
    expect(within(dialog).getByRole('link', { name: 'Team betting' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(dialog).getByRole('heading', { name: 'Team betting' })).toBeInTheDocument();
  });

  it('adds the dividend and salary pages the contract info opens', async () => {
    renderAgent({ api: infoApi({ divtypereq: 1, dailysalreqtype: 1, realtimesalreqtype: 1 }) });
    expect(await menuItems()).toEqual([
      ...ALWAYS,
      'Dividend record',
      'Daily wages',
      'Real-time salary',
    ]);
  });

  it('opens the default page instead of one the contracts do not open', async () => {
    const { location } = renderAgent({ route: '/index?ac=hourlySalary', api: infoApi() });
    expect(await screen.findByRole('heading', { name: 'Team overview' })).toBeInTheDocument();
    await waitFor(() => expect(location()).toBe('/index?ac=teamOverview'));
  });

  it('starts keyboard focus on the open page in the menu', async () => {
    renderAgent({ route: '/index?ac=lossStatements', api: infoApi() });
    const menu = await screen.findByRole('navigation', { name: 'Agent centre pages' });
    await waitFor(() =>
      expect(within(menu).getByRole('link', { name: 'User loss statements' })).toHaveFocus(),
    );
  });

  it('switches pages through the URL, by link and by the phone select, and closes', async () => {
    const { location } = renderAgent({ route: '/rng?vendor=pg&ac=teamOverview', api: infoApi() });
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(await within(dialog).findByRole('link', { name: 'Team management' }));
    expect(location()).toBe('/rng?vendor=pg&ac=teamManagement');
    expect(
      await within(dialog).findByRole('heading', { name: 'Team management' }),
    ).toBeInTheDocument();
    await userEvent.selectOptions(within(dialog).getByRole('combobox', { name: 'Page' }), [
      'Announcements',
    ]);
    expect(location()).toBe('/rng?vendor=pg&ac=announcement');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(location()).toBe('/rng?vendor=pg');
  });

  it('closes on Escape and gives focus back to what opened it', async () => {
    const { host, location } = renderAgent({ route: '/index', api: infoApi() });
    const opener = document.createElement('button');
    document.body.append(opener);
    opener.focus();
    act(() => host.bus.publish({ type: 'OpenAgentCentre' }));
    expect(await screen.findByRole('heading', { name: 'Team overview' })).toBeInTheDocument();
    expect(location()).toBe('/index?ac=teamOverview');
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(location()).toBe('/index');
    expect(opener).toHaveFocus();
    opener.remove();
  });

  it('offers a guest the login instead, on the command and on a reloaded URL', () => {
    const host = createFakeHost();
    const commands = recordCommands(host, ['OpenLogin']);
    const { location } = renderAgent({ host, route: '/index?ac=teamOverview' });
    expect(location()).toBe('/index');
    act(() => host.bus.publish({ type: 'OpenAgentCentre' }));
    // Either way the login continues to the centre.
    const resume = '/index?ac=teamOverview';
    expect(commands).toEqual([
      { type: 'OpenLogin', resume },
      { type: 'OpenLogin', resume },
    ]);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('tells a member who is not an agent that the centre is for agents, without calling', async () => {
    const { calls } = renderAgent({
      host: createFakeHost({ member: testMember({ isAgent: 1, agentCentre: false }) }),
      api: infoApi(),
    });
    const dialog = await screen.findByRole('dialog', { name: 'Agent centre' });
    expect(within(dialog).getByText('For agents only')).toBeInTheDocument();
    expect(calls(agentContractInfoEndpoint.path)).toHaveLength(0);
  });

  it('shows the agents-only state when the platform refuses the caller as no agent', async () => {
    renderAgent({
      api: {
        [agentContractInfoEndpoint.path]: () => fail(403, 'Not an agent', { reason: 'notAgent' }),
      },
    });
    expect(await screen.findByText('For agents only')).toBeInTheDocument();
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });

  it('says when the contract info fails and loads the menu on retry', async () => {
    let attempts = 0;
    renderAgent({
      api: {
        [agentContractInfoEndpoint.path]: () =>
          ++attempts === 1 ? fail(500, 'down') : ok(contractInfo()),
      },
    });
    expect(await screen.findByText('The agent centre could not be loaded.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await menuItems()).toEqual(ALWAYS);
  });

  it('waits for a session being restored, then opens the page', async () => {
    const host = createFakeHost({ token: 'restoring' });
    renderAgent({ host, route: '/index?ac=teamOverview', api: infoApi() });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    act(() => host.bus.session.set({ status: 'member', member: testAgent() }));
    expect(await screen.findByRole('heading', { name: 'Team overview' })).toBeInTheDocument();
  });

  it('closes when the agent logs out', async () => {
    const { host, location } = renderAgent({ route: '/index?ac=teamOverview', api: infoApi() });
    await screen.findByRole('dialog');
    act(() => {
      host.setToken(null);
      host.bus.session.set({ status: 'guest' });
    });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(location()).toBe('/index');
  });
});
