import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useNavigate } from 'react-router-dom';
import { reportDayOf } from 'shared-contracts';
import {
  type MemberTransaction,
  memberTransactionEndpoint,
  memberTransactionsEndpoint,
} from 'shared-contracts/member';
import { fail, type FakeRoute, ok } from 'shared-ui/testing';

import { renderMember } from '../../test/renderMember';
import { MemberCentre } from '../centre/MemberCentre';

const movement = (n: number, overrides: Partial<MemberTransaction> = {}): MemberTransaction => ({
  id: `t${n}`,
  kind: 'deposit',
  amount: 50_000,
  balanceAfter: 150_000,
  wallet: 'MAIN',
  createdAt: Date.UTC(2026, 2, 5, 10, n),
  ...overrides,
});

const page = (list: MemberTransaction[], pageNo = 1, totalPages = 1, total = list.length) =>
  ok({ list, total, totalPages, pageNo });

const PERIOD = 'txFrom=2026-03-01&txTo=2026-03-07';

const Back = () => {
  const navigate = useNavigate();
  return (
    <button type="button" onClick={() => navigate(-1)}>
      History back
    </button>
  );
};

const setup = (api: Record<string, FakeRoute> = {}, search = PERIOD) =>
  renderMember({
    route: `/?mc=transactionHistory&${search}`,
    api: {
      [memberTransactionsEndpoint.path]: () =>
        page([
          movement(2, { kind: 'bet', amount: -2_500, balanceAfter: 147_500, wallet: 'EVO' }),
          movement(1),
        ]),
      ...api,
    },
    children: (
      <>
        <MemberCentre />
        <Back />
      </>
    ),
  });

const table = () => screen.findByRole('table', { name: /^Account movements/ });

describe('AccountRecordPage', () => {
  it('lists the movements signed and coloured, with the balance after each', async () => {
    const { calls } = setup();
    const rows = within(await table()).getAllByRole('row');
    // The header row and two rows.
    expect(rows).toHaveLength(3);
    const [, first, second] = rows as [HTMLElement, HTMLElement, HTMLElement];
    expect(first).toHaveTextContent('Bet');
    expect(first).toHaveTextContent('EVO');
    const out = within(first).getByText('-$25.00');
    expect(out).toHaveClass('negative');
    expect(first).toHaveTextContent('$1,475.00');
    expect(second).toHaveTextContent('Deposit');
    expect(second).toHaveTextContent('Main wallet');
    expect(within(second).getByText('+$500.00')).toHaveClass('positive');
    expect(second).toHaveTextContent('$1,500.00');
    expect(screen.getByRole('table', { name: 'Account movements (2 in all)' })).toBeInTheDocument();
    expect(calls(memberTransactionsEndpoint.path)).toEqual([
      { from: '2026-03-01', to: '2026-03-07', pageNo: '1', pageSize: '20' },
    ]);
  });

  it('opens on the last 7 report days when the URL names no period', async () => {
    const { calls } = setup({}, '');
    await table();
    const [call] = calls(memberTransactionsEndpoint.path);
    expect(call?.to).toBe(reportDayOf(Date.now()));
    expect(Date.parse(call?.to ?? '') - Date.parse(call?.from ?? '')).toBe(6 * 86_400_000);
  });

  it('says so when nothing moved', async () => {
    setup({ [memberTransactionsEndpoint.path]: () => page([]) });
    expect(await screen.findByText('No account movements for these filters.')).toBeInTheDocument();
  });

  it('shows a failure with a retry that loads again', async () => {
    let failing = true;
    setup({
      [memberTransactionsEndpoint.path]: () => (failing ? 'network-error' : page([movement(1)])),
    });
    expect(
      await screen.findByText('The connection failed. Check your network and try again.'),
    ).toBeInTheDocument();
    failing = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await table()).toBeInTheDocument();
  });

  it('filters by kind in the URL and goes back to every kind', async () => {
    const { calls, location } = setup();
    await table();
    await userEvent.selectOptions(screen.getByLabelText('Type'), 'uplineTransfer');
    await waitFor(() =>
      expect(calls(memberTransactionsEndpoint.path).at(-1)).toEqual({
        from: '2026-03-01',
        to: '2026-03-07',
        kind: 'uplineTransfer',
        pageNo: '1',
        pageSize: '20',
      }),
    );
    expect(location()).toBe(`/?mc=transactionHistory&${PERIOD}&txKind=uplineTransfer`);
    await userEvent.click(screen.getByRole('button', { name: 'History back' }));
    await waitFor(() => expect(location()).toBe(`/?mc=transactionHistory&${PERIOD}`));
    expect(screen.getByLabelText('Type')).toHaveValue('');
  });

  it('reads the kind and the page of a reloaded URL', async () => {
    const { calls } = setup({}, `${PERIOD}&txKind=bonus&txPage=4`);
    await table();
    expect(calls(memberTransactionsEndpoint.path)).toEqual([
      { from: '2026-03-01', to: '2026-03-07', kind: 'bonus', pageNo: '4', pageSize: '20' },
    ]);
  });

  it('pages through the movements, the page in the URL', async () => {
    const { calls, location } = setup({
      [memberTransactionsEndpoint.path]: (params) =>
        page([movement(Number(params.pageNo) * 10)], Number(params.pageNo), 2, 21),
    });
    await table();
    await userEvent.click(screen.getByRole('button', { name: 'Page 2 of 2' }));
    await waitFor(() => expect(calls(memberTransactionsEndpoint.path).at(-1)?.pageNo).toBe('2'));
    expect(location()).toBe(`/?mc=transactionHistory&${PERIOD}&txPage=2`);
  });

  it("shows a movement's detail (reference, other side, note) in a dialog", async () => {
    const { calls } = setup({
      [memberTransactionEndpoint.path]: () =>
        ok({
          ...movement(1),
          reference: 'D-20260305-0001',
          counterpart: 'payment',
          note: 'deposit',
        }),
    });
    await table();
    await userEvent.click(screen.getByRole('button', { name: /^Details: Deposit \$500\.00 at / }));
    const dialog = await screen.findByRole('dialog', { name: 'Transaction details · Deposit' });
    expect(await within(dialog).findByText('D-20260305-0001')).toBeInTheDocument();
    expect(dialog).toHaveTextContent('Other sidePayment channel');
    expect(dialog).toHaveTextContent('Balance after$1,500.00');
    expect(calls(memberTransactionEndpoint.path)).toEqual([{ id: 't1' }]);
  });

  it('says a movement is not found when the platform refuses it', async () => {
    setup({
      [memberTransactionEndpoint.path]: () => fail(404, 'Not found', { reason: 'notFound' }),
    });
    await table();
    await userEvent.click(screen.getByRole('button', { name: /^Details: Bet -/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Transaction details · Bet' });
    expect(
      await within(dialog).findByText('This transaction could not be found.'),
    ).toBeInTheDocument();
  });
});
