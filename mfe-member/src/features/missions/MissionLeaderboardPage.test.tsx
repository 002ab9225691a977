import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  type Mission,
  missionClaimEndpoint,
  missionLeaderboardEndpoint,
  missionsEndpoint,
  missionsSummaryEndpoint,
} from 'shared-contracts';
import { fail, type FakeAnswer, ok } from 'shared-ui/testing';

import { renderMember } from '../../test/renderMember';

const mission = (overrides: Partial<Mission>): Mission => ({
  missionId: 'daily-bet-any',
  period: 'daily',
  kind: 'betAmount',
  category: null,
  target: 10_000,
  progress: 12_000,
  reward: 500,
  status: 'claimable',
  periodStart: '2026-03-10',
  periodEnd: '2026-03-10',
  endsAt: Date.UTC(2026, 2, 10, 16),
  claimedAt: null,
  ...overrides,
});

const LIST = {
  missions: [
    mission({}),
    mission({
      missionId: 'weekly-bet-slots',
      period: 'weekly',
      category: 'RNG',
      target: 100_000,
      progress: 25_000,
      reward: 2_000,
      status: 'inProgress',
      periodStart: '2026-03-09',
      periodEnd: '2026-03-15',
    }),
    mission({
      missionId: 'daily-deposit',
      kind: 'depositCount',
      target: 1,
      progress: 1,
      reward: 200,
      status: 'expired',
      periodStart: '2026-03-09',
      periodEnd: '2026-03-09',
    }),
  ],
  summary: { claimable: 1, claimableReward: 500 },
};

const BOARD = {
  periodStart: '2026-03-09',
  periodEnd: '2026-03-15',
  page: {
    list: [
      { rank: 1, username: 'ag***1', validTurnover: 90_000, bets: 12, isMe: false },
      { rank: 2, username: 'te***r', validTurnover: 12_000, bets: 3, isMe: true },
    ],
    total: 2,
    totalPages: 1,
    pageNo: 1,
  },
  me: { rank: 2, validTurnover: 12_000, bets: 3 },
};

const CLAIMED = {
  missionId: 'daily-bet-any',
  periodStart: '2026-03-10',
  reward: 500,
  claimedAt: 1,
  transactionId: 't1',
};

/** The centre on the missions page; `claim` answers the claim (paid unless told otherwise). */
const setup = (claim: () => FakeAnswer = () => ok(CLAIMED)) => {
  let claimed = false;
  const rendered = renderMember({
    route: '/?mc=missionLeaderboard',
    api: {
      [missionsEndpoint.path]: () =>
        ok(
          claimed
            ? {
                missions: LIST.missions.map((entry) =>
                  entry.missionId === 'daily-bet-any' ? { ...entry, status: 'claimed' } : entry,
                ),
                summary: { claimable: 0, claimableReward: 0 },
              }
            : LIST,
        ),
      [missionsSummaryEndpoint.path]: () =>
        ok(claimed ? { claimable: 0, claimableReward: 0 } : LIST.summary),
      [missionClaimEndpoint.path]: () => {
        const answer = claim();
        if (answer !== 'network-error' && answer.status === 200) claimed = true;
        return answer;
      },
      [missionLeaderboardEndpoint.path]: () => ok(BOARD),
    },
  });
  return rendered;
};

describe('MissionLeaderboardPage', () => {
  it('shows each mission with its words, progress and state', async () => {
    setup();
    const bet = await screen.findByRole('listitem', { name: 'Bet $100.00 on any game' });
    expect(within(bet).getByText('Completed')).toBeInTheDocument();
    expect(within(bet).getByText('$120.00 of $100.00')).toBeInTheDocument();
    const slots = screen.getByRole('listitem', { name: 'Bet $1,000.00 on slots' });
    expect(within(slots).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '25');
    expect(within(slots).queryByRole('button', { name: 'Claim' })).not.toBeInTheDocument();
    const expired = screen.getByRole('region', { name: 'Expired rewards' });
    expect(within(expired).getByText('Make 1 deposit')).toBeInTheDocument();
  });

  it('shows the claimable count on the menu and drops it after a claim', async () => {
    const user = userEvent.setup();
    const { calls } = setup();
    const menu = await screen.findByRole('navigation', { name: 'Member centre pages' });
    expect(await within(menu).findByLabelText('1 new')).toBeInTheDocument();
    const bet = await screen.findByRole('listitem', { name: 'Bet $100.00 on any game' });
    await user.click(within(bet).getByRole('button', { name: 'Claim' }));
    expect(
      await screen.findByText('Reward of $5.00 added to your main wallet.'),
    ).toBeInTheDocument();
    expect(calls(missionClaimEndpoint.path)).toEqual([
      { missionId: 'daily-bet-any', periodStart: '2026-03-10' },
    ]);
    await waitFor(() => expect(within(menu).queryByLabelText('1 new')).not.toBeInTheDocument());
    expect(within(bet).getByText('Claimed')).toBeInTheDocument();
  });

  it('explains a refused claim in the player words', async () => {
    const user = userEvent.setup();
    setup(() => fail(409, 'over', { reason: 'expired' }));
    const bet = await screen.findByRole('listitem', { name: 'Bet $100.00 on any game' });
    await user.click(within(bet).getByRole('button', { name: 'Claim' }));
    expect(
      await screen.findByText('This mission period is over and its reward has expired.'),
    ).toBeInTheDocument();
  });

  it('ranks the leaderboard and marks the player', async () => {
    const user = userEvent.setup();
    const { calls } = setup();
    expect(await screen.findByText('Your rank: #2 with $120.00')).toBeInTheDocument();
    expect(screen.getByText('9 Mar 2026 to 15 Mar 2026')).toBeInTheDocument();
    const mine = screen.getByRole('row', { current: true });
    expect(within(mine).getByText('te***r (you)')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Daily' }));
    await waitFor(() =>
      expect(calls(missionLeaderboardEndpoint.path).at(-1)).toEqual({
        period: 'daily',
        pageNo: '1',
        pageSize: '10',
      }),
    );
  });

  it('offers a retry when the missions cannot be loaded', async () => {
    renderMember({
      route: '/?mc=missionLeaderboard',
      api: {
        [missionsEndpoint.path]: () => fail(500, 'down'),
        [missionsSummaryEndpoint.path]: () => fail(500, 'down'),
        [missionLeaderboardEndpoint.path]: () => ok(BOARD),
      },
    });
    const panel = await screen.findByRole('region', { name: 'Your missions' });
    expect(await within(panel).findByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
