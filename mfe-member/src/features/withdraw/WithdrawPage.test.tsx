import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  createWithdrawalEndpoint,
  withdrawalHistoryEndpoint,
  type WithdrawalSettings,
  withdrawalSettingsEndpoint,
} from 'shared-contracts/member';
import { fail, type FakeRoute, ok, recordCommands } from 'shared-ui/testing';

import { renderMember } from '../../test/renderMember';
import { settingsOf, withdrawalOf } from './withdrawFixtures';

/** The history (GET) and new withdrawals (POST) share one path. */
const WITHDRAWALS = createWithdrawalEndpoint.path;

const renderWithdraw = (settings: WithdrawalSettings = settingsOf(), create?: FakeRoute) => {
  const rendered = renderMember({
    route: '/?mc=withdraw',
    api: {
      [withdrawalSettingsEndpoint.path]: () => ok(settings),
      [WITHDRAWALS]: (params, body, request) =>
        request.method === 'POST'
          ? (create ?? (() => fail(500, 'unexpected')))(params, body, request)
          : ok({ list: [], total: 0, totalPages: 0, pageNo: 1 }),
    },
  });
  const posted = () => rendered.bodies(WITHDRAWALS).filter((body) => body !== undefined);
  return { ...rendered, posted };
};

const fill = async (amount: string, password = '123456') => {
  await userEvent.type(await screen.findByRole('textbox', { name: /^Amount/ }), amount);
  await userEvent.type(screen.getByLabelText(/^Withdrawal password/), password);
};

describe('WithdrawPage', () => {
  it('shows the brand rules, the balance and the fee rule', async () => {
    renderWithdraw();
    expect(
      await screen.findByText(
        /From \$100\.00 to \$10,000\.00 per withdrawal; 1 of 3 withdrawals used in the last 24 hours\. Fee: \$2\.00 \+ 1%/,
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /^Amount/ })).toHaveAccessibleDescription(
      'Main wallet balance: $5,000.00',
    );
    expect(screen.getByRole('radio', { name: /Demo Bank \*\*\*\* 4321/ })).toBeChecked();
  });

  it('offers My account when no account is bound', async () => {
    const { location } = renderWithdraw(settingsOf({ accounts: [] }));
    expect(await screen.findByText('No bank card or e-wallet is bound yet')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Withdraw' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Go to My account' }));
    expect(location()).toBe('/?mc=securityCenter');
  });

  it('explains a missing withdrawal password and offers to set it', async () => {
    const { location } = renderWithdraw(settingsOf({ withdrawalPasswordSet: false }));
    expect(await screen.findByText(/you have not set one yet/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Set withdrawal password' }));
    expect(location()).toBe('/?mc=securityCenter');
  });

  it('refuses while bonus turnover is owed and says how much is left', async () => {
    renderWithdraw(
      settingsOf({ turnover: { required: 100_000, progress: 40_000, remaining: 60_000 } }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'your bonuses still need $600.00 of turnover ($400.00 of $1,000.00 wagered)',
    );
    expect(screen.queryByRole('button', { name: 'Withdraw' })).not.toBeInTheDocument();
  });

  it('says when the daily count is used up', async () => {
    renderWithdraw(settingsOf({ dailyCountUsed: 3 }));
    expect(
      await screen.findByText(/You have used all 3 withdrawals of the last 24 hours/),
    ).toBeInTheDocument();
  });

  it.each([
    ['', '123456', 'Amount', 'Please fill in this field.'],
    ['99', '123456', 'Amount', 'The amount must be at least $100.00.'],
    ['10000.01', '123456', 'Amount', 'The amount must be at most $10,000.00.'],
    ['5000.01', '123456', 'Amount', 'The amount is more than your balance ($5,000.00).'],
    ['100', '', 'Withdrawal password', 'Please fill in this field.'],
    ['100', '123', 'Withdrawal password', 'The withdrawal password has 6 digits.'],
  ])('refuses %j with password %j at the field', async (amount, password, field, message) => {
    const { posted } = renderWithdraw();
    await screen.findByRole('button', { name: 'Withdraw' });
    if (amount) await userEvent.type(screen.getByRole('textbox', { name: /^Amount/ }), amount);
    if (password) await userEvent.type(screen.getByLabelText(/^Withdrawal password/), password);
    await userEvent.click(screen.getByRole('button', { name: 'Withdraw' }));
    expect(screen.getByLabelText(new RegExp(`^${field}`))).toHaveAccessibleDescription(
      expect.stringContaining(message),
    );
    expect(screen.queryByRole('button', { name: 'Confirm' })).not.toBeInTheDocument();
    expect(posted()).toHaveLength(0);
  });

  it('shows the fee and the amount received, asks to confirm, then holds the funds', async () => {
    const { host, posted } = renderWithdraw(settingsOf(), () =>
      ok(withdrawalOf({ reference: 'W260101BBBB0002' })),
    );
    const commands = recordCommands(host, ['RefreshBalance']);
    await userEvent.click(await screen.findByRole('radio', { name: /Pay Wallet/ }));
    await fill('500');
    const preview = screen.getByLabelText('What you receive');
    expect(preview).toHaveTextContent('Fee$7.00');
    expect(preview).toHaveTextContent('You receive$493.00');

    await userEvent.click(screen.getByRole('button', { name: 'Withdraw' }));
    const summary = screen.getByLabelText('Withdrawal to confirm');
    expect(summary).toHaveTextContent('Pay Wallet **** 9876');
    expect(summary).toHaveTextContent('Amount$500.00');
    expect(posted()).toHaveLength(0);

    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText(/Withdrawal W260101BBBB0002 requested/)).toBeInTheDocument();
    expect(posted()).toEqual([{ accountId: 'acc2', amount: 50_000, withdrawalPassword: '123456' }]);
    expect(commands).toEqual([{ type: 'RefreshBalance' }]);
    expect(screen.getByRole('textbox', { name: /^Amount/ })).toHaveValue('');
  });

  it('goes back from the confirmation step with everything kept', async () => {
    renderWithdraw();
    await fill('500');
    await userEvent.click(screen.getByRole('button', { name: 'Withdraw' }));
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByRole('textbox', { name: /^Amount/ })).toHaveValue('500');
  });

  it('shows a wrong withdrawal password at its field', async () => {
    renderWithdraw(settingsOf(), () =>
      fail(400, 'The withdrawal password is not correct', {
        field: 'withdrawalPassword',
        reason: 'withdrawalPasswordWrong',
      }),
    );
    await fill('500', '654321');
    await userEvent.click(screen.getByRole('button', { name: 'Withdraw' }));
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    const password = await screen.findByLabelText(/^Withdrawal password/);
    expect(password).toHaveAccessibleDescription(
      expect.stringContaining('The withdrawal password is not correct'),
    );
    expect(screen.getByRole('textbox', { name: /^Amount/ })).toHaveValue('500');
  });

  it('shows the turnover refusal with what is left to wager', async () => {
    renderWithdraw(settingsOf(), () =>
      fail(403, 'Bonus turnover not met yet: 25000 more must be wagered', {
        reason: 'turnover',
        required: 50_000,
        progress: 25_000,
        remaining: 25_000,
      }),
    );
    await fill('500');
    await userEvent.click(screen.getByRole('button', { name: 'Withdraw' }));
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Bonus turnover is not met yet: $250.00 more must be wagered',
    );
  });

  it('says to wait after too many attempts', async () => {
    renderWithdraw(settingsOf(), () => fail(429, 'Too many attempts'));
    await fill('500');
    await userEvent.click(screen.getByRole('button', { name: 'Withdraw' }));
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Too many attempts. Please wait a few minutes and try again.',
    );
  });

  it('offers a retry when the settings cannot be loaded', async () => {
    renderMember({
      route: '/?mc=withdraw',
      api: {
        [withdrawalSettingsEndpoint.path]: () => fail(500, 'down'),
        [withdrawalHistoryEndpoint.path]: () =>
          ok({ list: [], total: 0, totalPages: 0, pageNo: 1 }),
      },
    });
    const panel = await screen.findByRole('region', { name: 'Request a withdrawal' });
    expect(await within(panel).findByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(await screen.findByText('No withdrawals yet.')).toBeInTheDocument();
  });
});
