import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  type UplineInfo,
  uplineInfoEndpoint,
  uplineTransferEndpoint,
  uplineTransfersEndpoint,
} from 'shared-contracts/member';
import {
  createFakeHost,
  fail,
  type FakeRoute,
  ok,
  recordCommands,
  testMember,
} from 'shared-ui/testing';

import { renderMember } from '../../test/renderMember';

const info = (overrides: Partial<UplineInfo> = {}): UplineInfo => ({
  upline: { username: 'agent7', nickname: 'Agent Seven' },
  currency: 'USD',
  minAmount: 1_000,
  maxAmount: 50_000,
  dailyMax: 80_000,
  dailyUsed: 20_000,
  mainBalance: 30_000,
  ...overrides,
});

const transfer = (n: number) => ({
  transferId: `t${n}`,
  amount: n * 1_000,
  toUsername: 'agent7',
  createdAt: Date.UTC(2026, 2, 5, 10, n),
});

const emptyPage = ok({ list: [], total: 0, totalPages: 0, pageNo: 1 });

const setup = (api: Record<string, FakeRoute> = {}, first = info()) => {
  const host = createFakeHost({ member: testMember({ toUpline: true }) });
  const commands = recordCommands(host, ['RefreshBalance']);
  const rendered = renderMember({
    host,
    route: '/?mc=transferUpline',
    api: {
      [uplineInfoEndpoint.path]: () => ok(first),
      [uplineTransfersEndpoint.path]: () => emptyPage,
      ...api,
    },
  });
  return { ...rendered, commands };
};

const fillAndContinue = async (amount: string, password = '246810') => {
  await userEvent.type(await screen.findByLabelText(/^Amount/), amount);
  await userEvent.type(screen.getByLabelText(/^Withdrawal password/), password);
  await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
};

describe('TransferUplinePage', () => {
  it('names the upline agent and the limits', async () => {
    setup();
    const panel = await screen.findByRole('region', { name: 'Your upline agent' });
    expect(panel).toHaveTextContent('AgentAgent Seven (agent7)');
    expect(panel).toHaveTextContent('Per transferFrom $10.00 to $500.00 per transfer');
    expect(panel).toHaveTextContent('Daily maximum$800.00 a day: $200.00 used, $600.00 left');
    expect(panel).toHaveTextContent('Main wallet balance$300.00');
  });

  it('explains that there is nobody to transfer to when the player has no upline', async () => {
    setup({}, info({ upline: null }));
    expect(await screen.findByText('No upline agent')).toBeInTheDocument();
    expect(screen.getByText(/Your account has no upline agent/)).toBeInTheDocument();
    expect(screen.queryByLabelText(/^Amount/)).not.toBeInTheDocument();
  });

  it('explains that the site offers no transfers when the brand allows none', async () => {
    setup({}, info({ maxAmount: 0, dailyMax: 0 }));
    expect(await screen.findByText('Transfers to the upline are not offered')).toBeInTheDocument();
    expect(screen.queryByLabelText(/^Amount/)).not.toBeInTheDocument();
  });

  it('refuses an amount over what is left today, next to the field', async () => {
    const { calls } = setup({}, info({ dailyUsed: 60_000 }));
    await fillAndContinue('200.01');
    expect(
      screen.getByText("This is more than is left of today's maximum ($200.00)."),
    ).toBeInTheDocument();
    expect(calls(uplineTransferEndpoint.path)).toHaveLength(0);
  });

  it('refuses an amount under the minimum and a short withdrawal password', async () => {
    setup();
    await fillAndContinue('5', '123');
    expect(screen.getByText('The amount must be at least $10.00.')).toBeInTheDocument();
    expect(screen.getByText('The withdrawal password has 6 digits.')).toBeInTheDocument();
  });

  it('asks for confirmation, then sends with an idempotency key and refreshes the balance', async () => {
    const { bodies, commands } = setup({
      [uplineTransferEndpoint.path]: (_params, _body, { headers }) =>
        headers['Idempotency-Key'] ? ok(transfer(5)) : fail(400, 'no key'),
    });
    await fillAndContinue('50');
    expect(screen.getByRole('heading', { name: 'Confirm the transfer' })).toBeInTheDocument();
    expect(screen.getByText('Send $50.00 to Agent Seven (agent7)?')).toBeInTheDocument();
    expect(bodies(uplineTransferEndpoint.path)).toHaveLength(0);
    await userEvent.click(screen.getByRole('button', { name: 'Confirm transfer' }));
    expect(await screen.findByText('$50.00 was sent to Agent Seven (agent7).')).toBeInTheDocument();
    expect(bodies(uplineTransferEndpoint.path)).toEqual([
      { amount: 5_000, withdrawalPassword: '246810' },
    ]);
    expect(commands).toEqual([{ type: 'RefreshBalance' }]);
    expect(screen.getByLabelText(/^Amount/)).toHaveValue('');
  });

  it('goes back from the confirmation with everything typed kept', async () => {
    setup();
    await fillAndContinue('50');
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByLabelText(/^Amount/)).toHaveValue('50');
    expect(screen.getByLabelText(/^Withdrawal password/)).toHaveValue('246810');
  });

  it('shows a wrong withdrawal password on its field and keeps the amount', async () => {
    setup({
      [uplineTransferEndpoint.path]: () =>
        fail(400, 'The withdrawal password is not correct', {
          field: 'withdrawalPassword',
          reason: 'withdrawalPasswordWrong',
        }),
    });
    await fillAndContinue('50');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm transfer' }));
    const password = await screen.findByLabelText(/^Withdrawal password/);
    expect(password).toHaveAccessibleDescription(
      expect.stringContaining('The withdrawal password is not correct'),
    );
    expect(screen.getByLabelText(/^Amount/)).toHaveValue('50');
  });

  it('shows the limits when the platform says the amount is outside them', async () => {
    setup({
      [uplineTransferEndpoint.path]: () =>
        fail(400, 'The amount is outside the transfer limits', {
          field: 'amount',
          min: 2_000,
          max: 40_000,
        }),
    });
    await fillAndContinue('15');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm transfer' }));
    expect(
      await screen.findByText('The amount must be between $20.00 and $400.00.'),
    ).toBeInTheDocument();
  });

  it('shows the daily limit refusal above the button', async () => {
    setup({
      [uplineTransferEndpoint.path]: () =>
        fail(400, 'This transfer is over the daily transfer limit'),
    });
    await fillAndContinue('15');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm transfer' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This transfer is over the daily transfer limit',
    );
  });

  it('says how much bonus turnover is owed', async () => {
    setup({
      [uplineTransferEndpoint.path]: () =>
        fail(403, 'Bonus turnover not met yet', {
          reason: 'turnover',
          required: 10_000,
          progress: 7_500,
          remaining: 2_500,
        }),
    });
    await fillAndContinue('15');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm transfer' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'You cannot transfer yet: $25.00 of bonus turnover must still be wagered.',
    );
  });

  it('offers to set a withdrawal password when there is none', async () => {
    const { location } = setup({
      [uplineTransferEndpoint.path]: () =>
        fail(400, 'Please set a withdrawal password first', { reason: 'withdrawalPasswordUnset' }),
    });
    await fillAndContinue('15');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm transfer' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Set a withdrawal password in My account first.',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Set withdrawal password' }));
    expect(location()).toBe('/?mc=securityCenter');
  });

  it('shows the unavailable state when the platform says the upline is gone', async () => {
    setup({
      [uplineTransferEndpoint.path]: () => fail(409, 'You have no upline agent to transfer to'),
    });
    await fillAndContinue('15');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm transfer' }));
    expect(await screen.findByText('No upline agent')).toBeInTheDocument();
  });

  it('lists past transfers a page at a time', async () => {
    const { calls } = setup({
      [uplineTransfersEndpoint.path]: (params) =>
        ok({
          list: params.pageNo === '2' ? [transfer(1)] : [transfer(3), transfer(2)],
          total: 3,
          totalPages: 2,
          pageNo: Number(params.pageNo),
        }),
    });
    const list = await screen.findByRole('list', { name: 'Past transfers' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(list).toHaveTextContent('To agent7$30.00');
    await userEvent.click(screen.getByRole('button', { name: 'Page 2 of 2' }));
    expect(await screen.findByText('$10.00')).toBeInTheDocument();
    expect(calls(uplineTransfersEndpoint.path).at(-1)).toEqual({ pageNo: '2', pageSize: '10' });
  });

  it('says when there are no past transfers', async () => {
    setup();
    expect(await screen.findByText('No transfers to your upline yet.')).toBeInTheDocument();
  });
});
