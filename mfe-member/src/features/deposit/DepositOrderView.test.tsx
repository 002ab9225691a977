import { screen, within } from '@testing-library/react';
import { depositHistoryEndpoint, type DepositOrder } from 'shared-contracts/member';
import { ok } from 'shared-ui/testing';

import { renderMember } from '../../test/renderMember';
import { DepositOrderView } from './DepositOrderView';

const qrOrder = (overrides: Partial<DepositOrder> = {}): DepositOrder => ({
  orderId: 'o1',
  reference: 'D260101ABCD1234',
  channelId: 'qr-promptpay',
  channelType: 'qr',
  channelName: 'PromptPay QR',
  amount: 30_000,
  fee: 100,
  creditAmount: 29_900,
  status: 'pending',
  payerName: null,
  receiptUrl: null,
  payUrl: '/pay/sim/D260101ABCD1234',
  payTo: null,
  rejectReason: null,
  createdAt: Date.UTC(2026, 0, 1, 10),
  expiresAt: Date.UTC(2026, 0, 1, 10, 30),
  paidAt: null,
  creditedAt: null,
  ...overrides,
});

const renderOrder = (order: DepositOrder) =>
  renderMember({
    route: '/?mc=depositv2',
    api: {
      [depositHistoryEndpoint.path]: () =>
        ok({ list: [order], total: 1, totalPages: 1, pageNo: 1 }),
    },
    children: <DepositOrderView order={order} onDone={jest.fn()} />,
  });

/** The order's facts as "term value" lines. */
const factsOf = (order: HTMLElement) =>
  within(order)
    .getAllByRole('term')
    .map((term) => `${term.textContent} ${term.nextElementSibling?.textContent}`);

describe('DepositOrderView', () => {
  it('shows a QR order the amount to pay, its fee and what reaches the wallet', async () => {
    renderOrder(qrOrder());
    const order = await screen.findByRole('group', { name: 'Order D260101ABCD1234' });
    expect(factsOf(order)).toEqual([
      'Amount to pay $300.00',
      'Fee $1.00',
      'Credited to your wallet $299.00',
    ]);
    expect(
      await within(order).findByRole('img', { name: 'QR code of the payment page' }),
    ).toBeInTheDocument();
  });

  it('leaves the fee out when the channel takes none', async () => {
    renderOrder(qrOrder({ fee: 0, creditAmount: 30_000 }));
    const order = await screen.findByRole('group', { name: 'Order D260101ABCD1234' });
    expect(factsOf(order)).toEqual(['Amount to pay $300.00']);
  });

  it('shows a bank transfer the account to pay into and the reference, to copy', async () => {
    renderOrder(
      qrOrder({
        channelId: 'bank1',
        channelType: 'bank_transfer',
        channelName: 'Local bank',
        payUrl: null,
        payTo: { bankName: 'Demo Bank', accountName: 'Demo Ltd', accountNumber: '1234567890' },
        fee: 0,
        creditAmount: 30_000,
      }),
    );
    const order = await screen.findByRole('group', { name: 'Order D260101ABCD1234' });
    expect(factsOf(order)).toEqual([
      'Bank Demo Bank',
      'Account name Demo Ltd',
      'Account number 1234567890',
      'Amount to pay $300.00',
      'Reference D260101ABCD1234',
    ]);
    expect(within(order).getByRole('button', { name: 'Copy Amount to pay' })).toBeInTheDocument();
    // Read out and typed: never split across lines.
    for (const number of ['1234567890', 'D260101ABCD1234'])
      expect(within(order).getByText(number, { selector: 'dd' })).toHaveClass('orderNumber');
    expect(within(order).getByRole('button', { name: 'Copy Reference' })).toBeInTheDocument();
  });
});
