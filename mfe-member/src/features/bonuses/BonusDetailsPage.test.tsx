import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type MemberBonus, memberBonusesEndpoint } from 'shared-contracts/member';
import { fail, type FakeAnswer, ok } from 'shared-ui/testing';

import { renderMember } from '../../test/renderMember';

const AT = Date.UTC(2026, 2, 10, 4);

const BONUSES: MemberBonus[] = [
  {
    id: 'b3',
    name: 'Deposit reward',
    rewardKind: 'deposit',
    amount: 2_000,
    grantedAt: AT,
    turnoverRequired: 10_000,
    progress: 2_500,
    remaining: 7_500,
    status: 'active',
  },
  {
    id: 'b2',
    name: 'Welcome bonus 100%',
    rewardKind: null,
    amount: 5_000,
    grantedAt: AT - 86_400_000,
    turnoverRequired: 500,
    progress: 500,
    remaining: 0,
    status: 'completed',
  },
  {
    id: 'b1',
    name: 'Old bonus',
    rewardKind: null,
    amount: 1_000,
    grantedAt: AT - 2 * 86_400_000,
    turnoverRequired: 3_000,
    progress: 0,
    remaining: 0,
    status: 'cancelled',
  },
];

const answer = (params: Record<string, string>) =>
  ok({
    page: {
      list: params.status ? BONUSES.filter((b) => b.status === params.status) : BONUSES,
      total: 13,
      totalPages: 2,
      pageNo: Number(params.pageNo),
    },
    totals: {
      bonuses: 13,
      amount: 8_000,
      turnover: { required: 10_500, progress: 3_000, remaining: 7_500 },
    },
  });

const renderBonuses = (route: (params: Record<string, string>) => FakeAnswer = answer) =>
  renderMember({ route: '/?mc=bonusDetails', api: { [memberBonusesEndpoint.path]: route } });

describe('BonusDetailsPage', () => {
  it('shows the totals and the wagering withdrawals wait for', async () => {
    renderBonuses();
    expect(
      await screen.findByText('Withdrawals open once you have wagered $75.00 more.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Bonuses received').nextSibling).toHaveTextContent('13');
    expect(screen.getByText('Total received').nextSibling).toHaveTextContent('$80.00');
    expect(screen.getByText('Still to wager').nextSibling).toHaveTextContent('$75.00');
  });

  it("names the registration bonus in the player's language, not by its stored name", async () => {
    renderBonuses(() =>
      ok({
        page: {
          list: [
            {
              ...BONUSES[0]!,
              id: 'registration-M1',
              name: 'Registration bonus (stored)',
              rewardKind: null,
              source: 'registration',
            },
          ],
          total: 1,
          totalPages: 1,
          pageNo: 1,
        },
        totals: { bonuses: 1, amount: 2_000, turnover: { required: 0, progress: 0, remaining: 0 } },
      }),
    );
    const list = await screen.findByRole('list', { name: 'Bonuses' });
    expect(within(list).getByText('Registration bonus')).toBeInTheDocument();
    expect(within(list).queryByText('Registration bonus (stored)')).not.toBeInTheDocument();
  });

  it('lists each bonus with its wagering, progress bar and status', async () => {
    renderBonuses();
    const list = await screen.findByRole('list', { name: 'Bonuses' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows[0]).toHaveTextContent('Deposit reward');
    expect(rows[0]).toHaveTextContent('Received 10 Mar 2026');
    expect(rows[0]).toHaveTextContent('Wagering asked$100.00Wagered$25.00Remaining$75.00');
    expect(rows[0]).toHaveTextContent('Active');
    const bar = within(rows[0]!).getByRole('progressbar', { name: 'Wagering of Deposit reward' });
    expect(bar).toHaveAttribute('aria-valuenow', '2500');
    expect(bar).toHaveAttribute('aria-valuemax', '10000');
    expect(bar).toHaveAttribute('aria-valuetext', '$25.00 of $100.00');
    expect(rows[1]).toHaveTextContent('Welcome bonus 100%');
    expect(rows[1]).toHaveTextContent('Completed');
    expect(rows[2]).toHaveTextContent('Cancelled');
    expect(within(rows[2]!).queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('filters by status from page 1 and moves between pages', async () => {
    const user = userEvent.setup();
    const { calls } = renderBonuses();
    await screen.findByRole('list', { name: 'Bonuses' });
    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    await waitFor(() =>
      expect(calls(memberBonusesEndpoint.path).at(-1)).toMatchObject({ pageNo: '2' }),
    );
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'completed');
    await waitFor(() =>
      expect(calls(memberBonusesEndpoint.path).at(-1)).toMatchObject({
        status: 'completed',
        pageNo: '1',
      }),
    );
    const list = await screen.findByRole('list', { name: 'Bonuses' });
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(1));
  });

  it('shows an empty state when there are no bonuses', async () => {
    renderBonuses(() =>
      ok({
        page: { list: [], total: 0, totalPages: 0, pageNo: 1 },
        totals: { bonuses: 0, amount: 0, turnover: { required: 0, progress: 0, remaining: 0 } },
      }),
    );
    expect(await screen.findByText(/No bonuses yet/)).toBeInTheDocument();
    expect(screen.getByText('No wagering is owed: withdrawals are open.')).toBeInTheDocument();
  });

  it('offers a retry when the bonuses cannot be loaded', async () => {
    const user = userEvent.setup();
    let failing = true;
    renderBonuses((params) => (failing ? fail(500, 'down') : answer(params)));
    const retry = await screen.findAllByRole('button', { name: 'Try again' });
    failing = false;
    await user.click(retry[0]!);
    expect(await screen.findByRole('list', { name: 'Bonuses' })).toBeInTheDocument();
  });
});
