import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  createDepositEndpoint,
  type DepositAllowance,
  type DepositChannel,
  depositChannelsEndpoint,
  type DepositOrder,
  memberProfileEndpoint,
} from 'shared-contracts/member';
import { fail, type FakeRoute, ok, recordCommands } from 'shared-ui/testing';

import { renderMember } from '../../test/renderMember';
import { testProfile } from '../security/securityFixtures';

const bank: DepositChannel = {
  channelId: 'bank1',
  type: 'bank_transfer',
  name: 'Local bank',
  minAmount: 10_000,
  maxAmount: 5_000_000,
  fee: { fixed: 0, rateBp: 0 },
  processingMinutes: { min: 5, max: 30 },
  presets: [10_000, 50_000],
  payTo: { bankName: 'Demo Bank', accountName: 'Demo Ltd', accountNumber: '1234567890' },
};

const qr: DepositChannel = {
  channelId: 'qr1',
  type: 'qr',
  name: 'QR Pay',
  minAmount: 5_000,
  maxAmount: 1_000_000,
  fee: { fixed: 100, rateBp: 100 },
  processingMinutes: { min: 1, max: 5 },
  presets: [20_000, 100_000],
  payTo: null,
};

const orderOf = (overrides: Partial<DepositOrder> = {}): DepositOrder => ({
  orderId: 'o1',
  reference: 'D260101ABCD1234',
  channelId: 'bank1',
  channelType: 'bank_transfer',
  channelName: 'Local bank',
  amount: 50_000,
  fee: 0,
  creditAmount: 50_000,
  status: 'pending',
  payerName: 'Ann Lee',
  receiptUrl: null,
  payUrl: null,
  payTo: bank.payTo,
  rejectReason: null,
  createdAt: Date.UTC(2026, 0, 1, 10),
  expiresAt: Date.UTC(2026, 0, 2, 10),
  paidAt: null,
  creditedAt: null,
  ...overrides,
});

const emptyPage = ok({ list: [], total: 0, totalPages: 0, pageNo: 1 });

/** The history (GET) and new orders (POST) share one path. */
const ORDERS = createDepositEndpoint.path;

const renderDeposit = (
  {
    create,
    history = () => emptyPage,
    profile,
  }: { create?: FakeRoute; history?: FakeRoute; profile?: FakeRoute } = {},
  allowance: DepositAllowance = { daily: null, weekly: null, monthly: null },
) => {
  const rendered = renderMember({
    route: '/?mc=depositv2',
    api: {
      ...(profile ? { [memberProfileEndpoint.path]: profile } : {}),
      [depositChannelsEndpoint.path]: () =>
        ok({ currency: 'USD', channels: [bank, qr], allowance }),
      [ORDERS]: (params, body, request) =>
        request.method === 'POST'
          ? (create ?? (() => fail(500, 'unexpected')))(params, body, request)
          : history(params, body, request),
    },
  });
  const posted = () => rendered.bodies(ORDERS).filter((body) => body !== undefined);
  return { ...rendered, posted };
};

const amountField = () => screen.findByRole('textbox', { name: /^Amount/ });

describe('DepositPage', () => {
  it('lists the channels with their limits, fee and processing time', async () => {
    renderDeposit();
    const methods = await screen.findByRole('group', { name: 'Payment method' });
    // Each channel by the brand's name of it, its kind not said again after it.
    const bankOption = within(methods).getByRole('radio', { name: /^Local bank From / });
    expect(bankOption).toBeChecked();
    expect(bankOption.closest('label')).toHaveTextContent('From $100.00 to $50,000.00');
    expect(bankOption.closest('label')).toHaveTextContent('No fee');
    expect(bankOption.closest('label')).toHaveTextContent('Usually credited in 5 to 30 minutes');
    const qrOption = within(methods).getByRole('radio', { name: /^QR Pay From / });
    expect(qrOption.closest('label')).toHaveTextContent('Fee: $1.00 + 1%');
  });

  it('fills the amount from a preset and shows the fee and the amount credited', async () => {
    renderDeposit();
    await userEvent.click(await screen.findByRole('radio', { name: /QR Pay/ }));
    await userEvent.click(screen.getByRole('button', { name: '$1,000.00' }));
    expect(await amountField()).toHaveValue('1000');
    expect(screen.getByRole('button', { name: '$1,000.00' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    const preview = screen.getByLabelText('Before you deposit');
    expect(preview).toHaveTextContent('Fee$11.00');
    expect(preview).toHaveTextContent('Credited to your wallet$989.00');
  });

  it.each([
    ['', 'Please fill in this field.'],
    ['12.3.4', 'Enter an amount with at most two decimals.'],
    ['99.99', 'The amount must be at least $100.00.'],
    ['50000.01', 'The amount must be at most $50,000.00.'],
  ])('refuses the amount %j before calling the platform', async (typed, message) => {
    const { posted } = renderDeposit();
    const amount = await amountField();
    if (typed) await userEvent.type(amount, typed);
    await userEvent.type(screen.getByRole('textbox', { name: /^Payer name/ }), 'Ann Lee');
    await userEvent.click(screen.getByRole('button', { name: 'Deposit' }));
    expect(amount).toHaveAccessibleDescription(expect.stringContaining(message));
    expect(posted()).toHaveLength(0);
  });

  it('shows the deposit allowance left and refuses more before calling', async () => {
    const { posted } = renderDeposit({}, { daily: 30_000, weekly: null, monthly: 80_000 });
    expect(
      await screen.findByText(
        /Your deposit limits: \$300\.00 left today · \$800\.00 left this month/,
      ),
    ).toBeInTheDocument();
    await userEvent.type(await amountField(), '301');
    await userEvent.type(screen.getByRole('textbox', { name: /^Payer name/ }), 'Ann Lee');
    await userEvent.click(screen.getByRole('button', { name: 'Deposit' }));
    expect(await amountField()).toHaveAccessibleDescription(
      expect.stringContaining('you can still deposit $300.00'),
    );
    expect(posted()).toHaveLength(0);
  });

  it("fills the payer name with the player's real name, which the player can still change", async () => {
    const { posted } = renderDeposit({
      create: () => ok(orderOf()),
      profile: () => ok(testProfile({ realName: 'Ann Lee' })),
    });
    const payer = await screen.findByRole('textbox', { name: /^Payer name/ });
    await waitFor(() => expect(payer).toHaveValue('Ann Lee'));
    await userEvent.clear(payer);
    await userEvent.type(payer, 'Bo Lee');
    await userEvent.click(screen.getByRole('button', { name: '$500.00' }));
    await userEvent.click(screen.getByRole('button', { name: 'Deposit' }));
    expect(await screen.findByText('Order D260101ABCD1234')).toBeInTheDocument();
    expect(posted()).toEqual([{ channelId: 'bank1', amount: 50_000, payerName: 'Bo Lee' }]);
  });

  it('asks a bank transfer for the payer name, then shows the account to pay into', async () => {
    const { posted } = renderDeposit({ create: () => ok(orderOf()) });
    await userEvent.click(await screen.findByRole('button', { name: '$500.00' }));
    await userEvent.click(screen.getByRole('button', { name: 'Deposit' }));
    const payer = screen.getByRole('textbox', { name: /^Payer name/ });
    expect(payer).toHaveAccessibleDescription(
      expect.stringContaining('Please fill in this field.'),
    );
    expect(posted()).toHaveLength(0);

    await userEvent.type(payer, ' Ann Lee ');
    await userEvent.click(screen.getByRole('button', { name: 'Deposit' }));
    expect(await screen.findByText('Order D260101ABCD1234')).toBeInTheDocument();
    expect(posted()).toEqual([{ channelId: 'bank1', amount: 50_000, payerName: 'Ann Lee' }]);
    expect(screen.getByText('1234567890')).toBeInTheDocument();
    expect(screen.getByText('Demo Bank')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Copy Account number' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Copy Reference' })).toBeInTheDocument();
    expect(screen.getByText('Order D260101ABCD1234').parentElement).toHaveTextContent('Pending');
    // What to pay, and where, takes the focus (and the view), not the history beneath.
    expect(screen.getByRole('group', { name: 'Order D260101ABCD1234' })).toHaveFocus();
  });

  it('shows again how to pay an order still pending in the history, and only for that one', async () => {
    const page = (list: DepositOrder[]) =>
      ok({ list, total: list.length, totalPages: 1, pageNo: 1 });
    renderDeposit({
      history: () =>
        page([
          orderOf(),
          orderOf({ orderId: 'o2', reference: 'D260101CRED0002', status: 'credited' }),
        ]),
    });
    const history = await screen.findByRole('list', { name: 'Deposit history' });
    expect(within(history).getAllByRole('button', { name: /^How to pay/ })).toHaveLength(1);
    await userEvent.click(
      within(history).getByRole('button', { name: 'How to pay order D260101ABCD1234' }),
    );
    const order = await screen.findByRole('group', { name: 'Order D260101ABCD1234' });
    expect(within(order).getByText('1234567890')).toBeInTheDocument();
    expect(order).toHaveFocus();
  });

  it('links the deposit tutorial of the help centre', async () => {
    renderDeposit();
    expect(await screen.findByRole('link', { name: 'How to deposit' })).toHaveAttribute(
      'href',
      '/help#deposit-guide',
    );
  });

  it('copies the account number', async () => {
    const user = userEvent.setup();
    renderDeposit({ create: () => ok(orderOf()) });
    await user.click(await screen.findByRole('button', { name: '$500.00' }));
    await user.type(screen.getByRole('textbox', { name: /^Payer name/ }), 'Ann Lee');
    await user.click(screen.getByRole('button', { name: 'Deposit' }));
    await user.click(await screen.findByRole('button', { name: 'Copy Account number' }));
    expect(await navigator.clipboard.readText()).toBe('1234567890');
    expect(screen.getByRole('button', { name: 'Copy Account number' })).toHaveTextContent('Copied');
  });

  it("shows the platform's deposit-limit refusal at the amount and keeps what was typed", async () => {
    renderDeposit({
      create: () =>
        fail(403, 'This deposit is over your deposit limit', {
          reason: 'depositLimit',
          limit: 'depositDaily',
          remaining: 20_000,
        }),
    });
    const amount = await amountField();
    await userEvent.type(amount, '500');
    await userEvent.type(screen.getByRole('textbox', { name: /^Payer name/ }), 'Ann Lee');
    await userEvent.click(screen.getByRole('button', { name: 'Deposit' }));
    expect(
      await screen.findByText(/over your deposit limit\. You can still deposit \$200\.00/),
    ).toBeInTheDocument();
    expect(amount).toHaveValue('500');
    expect(screen.getByRole('textbox', { name: /^Payer name/ })).toHaveValue('Ann Lee');
  });

  it('shows any other refusal in the platform words', async () => {
    renderDeposit({
      create: () => fail(404, 'Deposit channel not found: bank1'),
    });
    await userEvent.click(await screen.findByRole('button', { name: '$100.00' }));
    await userEvent.type(screen.getByRole('textbox', { name: /^Payer name/ }), 'Ann Lee');
    await userEvent.click(screen.getByRole('button', { name: 'Deposit' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Deposit channel not found: bank1');
  });

  it('disables the Deposit button while the order is being opened', async () => {
    let disabledWhileSending: boolean | null = null;
    renderDeposit({
      create: () => {
        disabledWhileSending = (
          screen.getByRole('button', { name: 'Deposit' }) as HTMLButtonElement
        ).disabled;
        return ok(orderOf());
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: '$100.00' }));
    await userEvent.type(screen.getByRole('textbox', { name: /^Payer name/ }), 'Ann Lee');
    await userEvent.click(screen.getByRole('button', { name: 'Deposit' }));
    await screen.findByText('Order D260101ABCD1234');
    expect(disabledWhileSending).toBe(true);
  });
});

describe('DepositPage QR orders', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('shows the QR code and the payment link, and says credited once the order is paid', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const opened = orderOf({
      channelId: 'qr1',
      channelType: 'qr',
      channelName: 'QR Pay',
      amount: 20_000,
      fee: 300,
      creditAmount: 19_700,
      payerName: null,
      payTo: null,
      payUrl: '/pay/sim/D260101ABCD1234',
    });
    let paid = false;
    const { host, posted } = renderDeposit({
      create: () => ok(opened),
      history: () =>
        ok({
          list: [paid ? { ...opened, status: 'credited', creditedAt: opened.createdAt } : opened],
          total: 1,
          totalPages: 1,
          pageNo: 1,
        }),
    });
    const commands = recordCommands(host, ['RefreshBalance']);
    await user.click(await screen.findByRole('radio', { name: /QR Pay/ }));
    expect(screen.queryByRole('textbox', { name: /^Payer name/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '$200.00' }));
    await user.click(screen.getByRole('button', { name: 'Deposit' }));

    expect(
      await screen.findByRole('img', { name: 'QR code of the payment page' }),
    ).toBeInTheDocument();
    const link = screen.getByRole('link', { name: 'Open payment page' });
    expect(link).toHaveAttribute('href', 'http://api.test/pay/sim/D260101ABCD1234');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(posted()).toEqual([{ channelId: 'qr1', amount: 20_000 }]);
    expect(commands).toEqual([]);

    paid = true;
    await act(async () => {
      await jest.advanceTimersByTimeAsync(3_000);
    });
    expect(await screen.findByText('Credited: $197.00 is in your wallet.')).toBeInTheDocument();
    expect(commands).toEqual([{ type: 'RefreshBalance' }]);
    expect(screen.queryByRole('link', { name: 'Open payment page' })).not.toBeInTheDocument();
    // The history beneath says the same at once, not "Pending".
    const history = screen.getByRole('region', { name: 'Deposit history' });
    expect(await within(history).findByText('Credited', { selector: 'span' })).toBeInTheDocument();
    expect(within(history).queryByText('Pending', { selector: 'span' })).not.toBeInTheDocument();
  });

  it('asks for the history again when the balance push says money moved', async () => {
    let credited = false;
    const { host } = renderDeposit({
      history: () =>
        ok({
          list: [orderOf({ status: credited ? 'credited' : 'pending' })],
          total: 1,
          totalPages: 1,
          pageNo: 1,
        }),
    });
    const history = await screen.findByRole('region', { name: 'Deposit history' });
    expect(await within(history).findByText('Pending', { selector: 'span' })).toBeInTheDocument();
    credited = true;
    act(() => host.bus.balance.set({ sumBalance: 150_000, currency: 'USD' }));
    expect(await within(history).findByText('Credited', { selector: 'span' })).toBeInTheDocument();
  });
});
