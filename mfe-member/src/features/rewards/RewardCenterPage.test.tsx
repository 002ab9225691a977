import type { QueryClient } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  claimableRewardsEndpoint,
  claimRewardEndpoint,
  createWithdrawalEndpoint,
  type MemberReward,
  rewardHistoryEndpoint,
  withdrawalSettingsEndpoint,
} from 'shared-contracts/member';
import { fail, type FakeAnswer, ok, recordCommands } from 'shared-ui/testing';

import { renderMember } from '../../test/renderMember';
import { WithRemoteFreshness } from '../../test/WithRemoteFreshness';
import { MemberCentre } from '../centre/MemberCentre';
import { settingsOf } from '../withdraw/withdrawFixtures';

const AT = Date.UTC(2026, 2, 10, 4);

const rewardOf = (overrides: Partial<MemberReward>): MemberReward => ({
  id: 'r-rebate',
  kind: 'rebate',
  source: '2026-03-09',
  basis: 123_400,
  rateBp: 100,
  amount: 1_234,
  turnoverMultiple: 1,
  turnoverRequired: 1_234,
  availableFrom: AT,
  expiresAt: AT + 7 * 86_400_000,
  status: 'claimable',
  claimedAt: null,
  ...overrides,
});

const REBATE = rewardOf({});
const BIRTHDAY = rewardOf({
  id: 'r-birthday',
  kind: 'birthday',
  source: '2026',
  basis: null,
  rateBp: null,
  amount: 8_800,
  turnoverMultiple: 3,
  turnoverRequired: 26_400,
});

const renderCentre = ({
  claim = () =>
    ok({ reward: { ...REBATE, status: 'claimed', claimedAt: AT }, bonusId: 'b1', balance: 50_000 }),
  claimable = () => ok({ list: [REBATE, BIRTHDAY], count: 2, totalAmount: 10_034 }),
}: {
  claim?: (body: unknown, key: unknown) => FakeAnswer;
  claimable?: () => FakeAnswer;
} = {}) => {
  const keys: unknown[] = [];
  const rendered = renderMember({
    route: '/?mc=rewardCenter',
    api: {
      [claimableRewardsEndpoint.path]: () => claimable(),
      [rewardHistoryEndpoint.path]: (params) =>
        ok({
          list:
            params.status === 'expired'
              ? [rewardOf({ id: 'h2', status: 'expired' })]
              : [
                  rewardOf({
                    id: 'h1',
                    kind: 'deposit',
                    source: 'D1',
                    basis: 40_000,
                    rateBp: 500,
                    amount: 2_000,
                    status: 'claimed',
                    claimedAt: AT,
                  }),
                  rewardOf({ id: 'h2', status: 'expired' }),
                ],
          total: 12,
          totalPages: 2,
          pageNo: Number(params.pageNo),
        }),
      [claimRewardEndpoint.path]: (_params, body, request) => {
        keys.push(request.headers['Idempotency-Key']);
        return claim(body, request.headers['Idempotency-Key']);
      },
    },
  });
  return { ...rendered, keys };
};

describe('RewardCenterPage', () => {
  it('lists the claimable rewards with why, how much, the wagering and the deadline', async () => {
    renderCentre();
    const list = await screen.findByRole('list', { name: 'Rewards you can claim' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows[0]).toHaveTextContent('Betting rebate');
    expect(rows[0]).toHaveTextContent('1% of $1,234.00 valid bets on 9 Mar 2026');
    expect(rows[0]).toHaveTextContent('Wagering ×1: $12.34');
    expect(rows[0]).toHaveTextContent('$12.34');
    expect(rows[1]).toHaveTextContent('Happy birthday! Your gift for 2026');
    expect(rows[1]).toHaveTextContent('Wagering ×3: $264.00');
    expect(screen.getByText('$100.34')).toBeInTheDocument();
  });

  it('claims with a key, then says the amount and the wagering, refreshes the balance and the list', async () => {
    const user = userEvent.setup();
    const { host, keys, calls } = renderCentre();
    const commands = recordCommands(host, ['RefreshBalance']);
    const button = await screen.findByRole('button', { name: 'Claim Betting rebate of $12.34' });
    await user.click(button);
    expect(
      await screen.findByText(
        '$12.34 is in your main wallet. It adds $12.34 to the wagering before you can withdraw.',
      ),
    ).toBeInTheDocument();
    expect(commands).toEqual([{ type: 'RefreshBalance' }]);
    expect(calls(claimRewardEndpoint.path)).toEqual([{ rewardId: 'r-rebate' }]);
    expect(keys).toHaveLength(1);
    expect(typeof keys[0]).toBe('string');
    // The list is read again after the claim.
    await waitFor(() => expect(calls(claimableRewardsEndpoint.path).length).toBeGreaterThan(1));
  });

  it('marks the withdraw settings out of date, so the withdraw page shows the new wagering', async () => {
    const user = userEvent.setup();
    let claimed = false;
    let cache: QueryClient | undefined;
    const { calls } = renderMember({
      route: '/?mc=withdraw',
      api: {
        [withdrawalSettingsEndpoint.path]: () =>
          ok(
            settingsOf(
              claimed ? { turnover: { required: 1_234, progress: 0, remaining: 1_234 } } : {},
            ),
          ),
        [createWithdrawalEndpoint.path]: () => ok({ list: [], total: 0, totalPages: 0, pageNo: 1 }),
        [claimableRewardsEndpoint.path]: () =>
          ok(
            claimed
              ? { list: [], count: 0, totalAmount: 0 }
              : { list: [REBATE], count: 1, totalAmount: 1_234 },
          ),
        [rewardHistoryEndpoint.path]: () => ok({ list: [], total: 0, totalPages: 0, pageNo: 1 }),
        [claimRewardEndpoint.path]: () => {
          claimed = true;
          return ok({
            reward: { ...REBATE, status: 'claimed', claimedAt: AT },
            bonusId: 'b1',
            balance: 50_000,
          });
        },
      },
      children: (
        <WithRemoteFreshness onCache={(given) => (cache = given)}>
          <MemberCentre />
        </WithRemoteFreshness>
      ),
    });
    const dialog = await screen.findByRole('dialog', { name: 'Member centre' });
    const menu = within(dialog).getByRole('navigation', { name: 'Member centre pages' });
    expect(await within(dialog).findByRole('button', { name: 'Withdraw' })).toBeInTheDocument();
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();

    await user.click(within(menu).getByRole('link', { name: 'Rewards' }));
    await user.click(
      await within(dialog).findByRole('button', { name: 'Claim Betting rebate of $12.34' }),
    );
    expect(await within(dialog).findByText(/\$12\.34 is in your main wallet/)).toBeInTheDocument();
    const settingsKey = ['member', 'withdrawal', withdrawalSettingsEndpoint.path, {}];
    // The claim's answer is shown once its invalidations were made: the page is not open, so
    // its settings are only marked out of date, to be read when it opens again.
    expect(cache?.getQueryState(settingsKey)?.isInvalidated).toBe(true);

    // Back on the withdraw page within the settings' freshness: read anew, the bonus's wagering shows.
    await user.click(within(menu).getByRole('link', { name: 'Withdraw' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'your bonuses still need $12.34 of turnover ($0.00 of $12.34 wagered)',
    );
    expect(calls(withdrawalSettingsEndpoint.path)).toHaveLength(2);
  });

  it('keeps the idempotency key when the answer is lost, so the retry replays the claim', async () => {
    const user = userEvent.setup();
    let attempt = 0;
    const { keys, calls } = renderCentre({
      claim: () => {
        attempt += 1;
        return attempt === 1
          ? 'network-error'
          : ok({
              reward: { ...REBATE, status: 'claimed', claimedAt: AT },
              bonusId: 'b1',
              balance: 1,
            });
      },
    });
    const button = await screen.findByRole('button', { name: 'Claim Betting rebate of $12.34' });
    await user.click(button);
    expect(
      await screen.findByText('The connection failed. Check your network and try again.'),
    ).toBeInTheDocument();
    // Not read again: the reward and its button stay for the retry.
    expect(calls(claimableRewardsEndpoint.path)).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Claim Betting rebate of $12.34' }));
    expect(await screen.findByText(/\$12\.34 is in your main wallet/)).toBeInTheDocument();
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
  });

  it('says clearly when a reward expired or was already claimed', async () => {
    const user = userEvent.setup();
    const { keys } = renderCentre({
      claim: (body) =>
        (body as { rewardId: string }).rewardId === 'r-rebate'
          ? fail(409, 'This reward has expired', { reason: 'expired' })
          : fail(409, 'Already claimed', { reason: 'alreadyClaimed' }),
    });
    await user.click(await screen.findByRole('button', { name: 'Claim Betting rebate of $12.34' }));
    expect(
      await screen.findByText('This reward has expired and can no longer be claimed.'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Claim Birthday gift of $88.00' }));
    expect(
      await screen.findByText('This reward has already been claimed. It was paid once.'),
    ).toBeInTheDocument();
    expect(keys).toHaveLength(2);
  });

  it('shows an empty state and the history with statuses, filter and pages', async () => {
    const user = userEvent.setup();
    const { calls } = renderCentre({
      claimable: () => ok({ list: [], count: 0, totalAmount: 0 }),
    });
    expect(await screen.findByText(/Nothing to claim right now/)).toBeInTheDocument();
    const history = await screen.findByRole('list', { name: 'Reward history' });
    const rows = within(history).getAllByRole('listitem');
    expect(rows[0]).toHaveTextContent('Deposit reward');
    expect(rows[0]).toHaveTextContent('5% of your $400.00 deposit');
    expect(rows[0]).toHaveTextContent('Claimed');
    expect(rows[1]).toHaveTextContent('Expired');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'expired');
    await waitFor(() =>
      expect(calls(rewardHistoryEndpoint.path).at(-1)).toMatchObject({
        status: 'expired',
        pageNo: '1',
      }),
    );
    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    await waitFor(() =>
      expect(calls(rewardHistoryEndpoint.path).at(-1)).toMatchObject({ pageNo: '2' }),
    );
  });

  it('offers a retry when the list cannot be loaded', async () => {
    const user = userEvent.setup();
    let failing = true;
    renderCentre({
      claimable: () =>
        failing ? fail(500, 'down') : ok({ list: [REBATE], count: 1, totalAmount: 1_234 }),
    });
    const retry = await screen.findAllByRole('button', { name: 'Try again' });
    failing = false;
    await user.click(retry[0]!);
    expect(
      await screen.findByRole('button', { name: 'Claim Betting rebate of $12.34' }),
    ).toBeInTheDocument();
  });
});
