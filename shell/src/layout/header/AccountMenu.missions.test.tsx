import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type BusCommand, missionsSummaryEndpoint } from 'shared-contracts';

import { fakeMember } from '../../testing/fakes';
import { renderWithHost } from '../../testing/renderWithHost';
import { AccountMenu } from './AccountMenu';

/** A platform whose claimable missions count is whatever `state.claimable` holds. */
const summary = (state: { claimable: number }) => ({
  [missionsSummaryEndpoint.path]: () => ({
    claimable: state.claimable,
    claimableReward: state.claimable * 500,
  }),
});

test('shows the claimable missions on the avatar and the missions item', async () => {
  const state = { claimable: 3 };
  const { host } = renderWithHost(<AccountMenu member={fakeMember()} />, { api: summary(state) });
  const published: BusCommand[] = [];
  host.bus.on('OpenMemberCentre').subscribe((command) => published.push(command));
  const avatar = await screen.findByRole('button', { name: 'Account menu, 3 missions to claim' });
  expect(avatar).toHaveTextContent('3');
  await userEvent.click(avatar);
  const item = screen.getByRole('menuitem', { name: /Missions/ });
  expect(item).toHaveTextContent('Missions3');
  await userEvent.click(item);
  expect(published).toEqual([{ type: 'OpenMemberCentre', page: 'missionLeaderboard' }]);
});

test('refetches the count when the balance changes, also while the centre is open (a claim credits the reward)', async () => {
  const state = { claimable: 2 };
  const { host, client } = renderWithHost(<AccountMenu member={fakeMember()} />, {
    api: summary(state),
    route: '/?mc=missionLeaderboard',
  });
  await screen.findByRole('button', { name: 'Account menu, 2 missions to claim' });
  const asked = () =>
    client.calls.filter((call) => call.path === missionsSummaryEndpoint.path).length;
  // The page's first balance is no movement: nothing is asked twice on a page load.
  act(() => host.bus.balance.set({ sumBalance: 10_000 } as never));
  await waitFor(() => expect(asked()).toBe(1));
  state.claimable = 0;
  act(() => host.bus.balance.set({ sumBalance: 10_500 } as never));
  expect(await screen.findByRole('button', { name: 'Account menu' })).not.toHaveTextContent('2');
  expect(asked()).toBe(2);
});

test('asks nothing for a trial account, which has no member centre', async () => {
  const { client } = renderWithHost(<AccountMenu member={fakeMember({ isAgent: 4 })} />, {
    api: summary({ claimable: 5 }),
  });
  await waitFor(() => expect(screen.getByRole('button', { name: 'Account menu' })).toBeVisible());
  expect(client.calls.some((call) => call.path === missionsSummaryEndpoint.path)).toBe(false);
});

/** Words of a text, lower case, without punctuation (as axe compares what shows and the name). */
const words = (text: string) =>
  text
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);

/** Whether `shown` appears in `name` as one run of words, as axe's label-content-name-mismatch asks. */
const nameHolds = (name: string, shown: string) => {
  const nameWords = words(name);
  const shownWords = words(shown);
  return nameWords.some((_, start) =>
    shownWords.every((word, offset) => nameWords[start + offset] === word),
  );
};

test.each([
  [1, 'Account menu, 1 mission to claim', '1'],
  [2, 'Account menu, 2 missions to claim', '2'],
  [120, 'Account menu, 99+ missions to claim', '99+'],
])(
  'names the avatar with %i claimable missions by everything it shows: the count, in words (label-content-name-mismatch)',
  async (claimable, name, badge) => {
    renderWithHost(<AccountMenu member={fakeMember()} />, {
      api: { ...summary({ claimable }), '/wps/member/info/icon': () => ({ avatar: null }) },
    });
    const avatar = await screen.findByRole('button', { name });
    // Every text node counts as shown (aria-hidden or not), as axe reads the button: the badge's
    // count is text, the initial standing in for a picture is drawn, not text.
    expect(avatar.textContent).toBe(badge);
    expect(nameHolds(name, avatar.textContent ?? '')).toBe(true);
    expect(avatar.querySelector('[data-initial]')).toHaveAttribute('data-initial', 'L');
  },
);
