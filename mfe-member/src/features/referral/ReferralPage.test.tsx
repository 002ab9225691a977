import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  referralClaimEndpoint,
  referralEndpoint,
  referralFriendsEndpoint,
} from 'shared-contracts/member';
import { fail, ok } from 'shared-ui/testing';

import { renderMember } from '../../test/renderMember';

const INVITE = 'https://play.example.com/register?referralCode=DMQ7K4RA';

const overview = (claimableReward = 10_000) => ({
  referralCode: 'DMQ7K4RA',
  inviteUrl: INVITE,
  rules: { minDeposits: 1, minTurnover: 10_000, reward: 5_000 },
  totals: { invited: 3, qualified: 2, rewarded: 1, rewardTotal: 5_000, claimableReward },
});

const FRIENDS = {
  list: [
    {
      username: 'so***7',
      registeredAt: Date.UTC(2026, 2, 1),
      qualified: true,
      status: 'qualified',
      reward: 0,
      rewardedAt: null,
    },
    {
      username: 'lu***8',
      registeredAt: Date.UTC(2026, 1, 1),
      qualified: true,
      status: 'rewarded',
      reward: 5_000,
      rewardedAt: Date.UTC(2026, 1, 3),
    },
  ],
  total: 2,
  totalPages: 1,
  pageNo: 1,
};

describe('ReferralPage', () => {
  it('shows the invite link, its QR code, the code and share links with the encoded link', async () => {
    renderMember({
      route: '/?mc=referral',
      api: {
        [referralEndpoint.path]: () => ok(overview()),
        [referralFriendsEndpoint.path]: () => ok(FRIENDS),
      },
    });
    expect(await screen.findByRole('link', { name: INVITE })).toHaveAttribute('href', INVITE);
    expect(screen.getByRole('img', { name: 'QR code of your invite link' })).toBeInTheDocument();
    expect(screen.getByText('DMQ7K4RA')).toBeInTheDocument();
    const telegram = screen.getByRole('link', { name: 'Telegram' });
    expect(new URL(telegram.getAttribute('href') ?? '').searchParams.get('url')).toBe(INVITE);
    const table = await screen.findByRole('table', { name: 'Invited friends' });
    expect(within(table).getByText('so***7')).toBeInTheDocument();
    expect(within(table).getByText('Rewarded')).toBeInTheDocument();
  });

  it('claims the rewards once and shows what was paid', async () => {
    const user = userEvent.setup();
    let paid = false;
    const { calls } = renderMember({
      route: '/?mc=referral',
      api: {
        [referralEndpoint.path]: () => ok(overview(paid ? 0 : 10_000)),
        [referralFriendsEndpoint.path]: () => ok(FRIENDS),
        [referralClaimEndpoint.path]: () => {
          paid = true;
          return ok({ friends: 2, amount: 10_000 });
        },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Claim $100.00' }));
    expect(await screen.findByText('$100.00 added to your main wallet.')).toBeInTheDocument();
    expect(calls(referralClaimEndpoint.path)).toHaveLength(1);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Claim $0.00' })).toBeDisabled());
  });

  it('filters friends by state and says when there are none', async () => {
    const user = userEvent.setup();
    const { calls } = renderMember({
      route: '/?mc=referral',
      api: {
        [referralEndpoint.path]: () => ok(overview()),
        [referralFriendsEndpoint.path]: (params) =>
          ok(
            params.status === 'pending'
              ? { list: [], total: 0, totalPages: 0, pageNo: 1 }
              : FRIENDS,
          ),
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Not qualified yet' }));
    expect(
      await screen.findByText('No invited friends yet. Share your link to invite some.'),
    ).toBeInTheDocument();
    expect(calls(referralFriendsEndpoint.path).at(-1)).toEqual({
      status: 'pending',
      pageNo: '1',
      pageSize: '10',
    });
  });

  it('offers a retry when the invite cannot be loaded', async () => {
    renderMember({
      route: '/?mc=referral',
      api: {
        [referralEndpoint.path]: () => fail(500, 'down'),
        [referralFriendsEndpoint.path]: () => ok(FRIENDS),
      },
    });
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
