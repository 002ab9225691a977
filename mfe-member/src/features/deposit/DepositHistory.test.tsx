import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  depositChannelsEndpoint,
  depositHistoryEndpoint,
  type DepositOrder,
  type DepositStatus,
} from 'shared-contracts/member';
import { fail, ok } from 'shared-ui/testing';

import { renderMember } from '../../test/renderMember';

const orderOf = (status: DepositStatus, index: number): DepositOrder => ({
  orderId: `o${index}`,
  reference: `D2601010000000${index}`,
  channelId: 'bank1',
  channelType: 'bank_transfer',
  channelName: 'Local bank',
  amount: 10_000 * (index + 1),
  fee: 0,
  creditAmount: 10_000 * (index + 1),
  status,
  payerName: 'Ann Lee',
  receiptUrl: null,
  payUrl: null,
  payTo: null,
  rejectReason: status === 'rejected' ? 'No money arrived' : null,
  createdAt: Date.UTC(2026, 0, 1, 10),
  expiresAt: Date.UTC(2026, 0, 2, 10),
  paidAt: null,
  creditedAt: null,
});

const ALL = (['pending', 'paid', 'credited', 'rejected', 'expired'] as const).map(orderOf);

const renderHistory = (
  history = (params: Record<string, string>) => {
    const list = params.status ? ALL.filter((order) => order.status === params.status) : ALL;
    return ok({ list, total: 25, totalPages: 3, pageNo: Number(params.pageNo) });
  },
) =>
  renderMember({
    route: '/?mc=depositv2',
    api: {
      [depositChannelsEndpoint.path]: () =>
        ok({
          currency: 'USD',
          channels: [],
          allowance: { daily: null, weekly: null, monthly: null },
        }),
      [depositHistoryEndpoint.path]: (params) => history(params),
    },
  });

describe('DepositHistory', () => {
  it('lists each order with its reference, channel, amount, time and status', async () => {
    renderHistory();
    const list = await screen.findByRole('list', { name: 'Deposit history' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringMatching(/D26010100000000Local bank1 Jan 2026, \d\d:00\$100\.00Pending/),
      expect.stringContaining('Paid, under review'),
      expect.stringContaining('Credited'),
      expect.stringContaining('RejectedReason: No money arrived'),
      expect.stringContaining('Expired'),
    ]);
  });

  it('keeps each order number in one piece, however narrow the row', async () => {
    renderHistory();
    const list = await screen.findByRole('list', { name: 'Deposit history' });
    for (const order of ALL)
      expect(within(list).getByText(order.reference)).toHaveClass('orderNumber');
  });

  it('filters by status from page 1', async () => {
    const { calls } = renderHistory();
    await userEvent.click(await screen.findByRole('button', { name: 'Page 2' }));
    expect(calls(depositHistoryEndpoint.path).at(-1)).toEqual({ pageNo: '2', pageSize: '10' });
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Rejected');
    const list = await screen.findByRole('list', { name: 'Deposit history' });
    expect(calls(depositHistoryEndpoint.path).at(-1)).toEqual({
      status: 'rejected',
      pageNo: '1',
      pageSize: '10',
    });
    expect(await within(list).findAllByRole('listitem')).toHaveLength(1);
  });

  it('moves between pages', async () => {
    const { calls } = renderHistory();
    await userEvent.click(await screen.findByRole('button', { name: 'Next page' }));
    expect(await screen.findByRole('button', { name: 'Page 2' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(calls(depositHistoryEndpoint.path).at(-1)).toEqual({ pageNo: '2', pageSize: '10' });
  });

  it('says when there are no deposits and when there are no channels', async () => {
    renderHistory(() => ok({ list: [], total: 0, totalPages: 0, pageNo: 1 }));
    expect(await screen.findByText('No deposits yet.')).toBeInTheDocument();
    expect(
      await screen.findByText('No deposit method is available at the moment.'),
    ).toBeInTheDocument();
  });

  it('offers a retry when the history cannot be loaded', async () => {
    renderHistory(() => fail(500, 'down'));
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
