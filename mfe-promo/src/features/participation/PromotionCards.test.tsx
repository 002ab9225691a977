import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { promotionParticipationListEndpoint, promotionsEndpoint } from 'shared-contracts';
import { createFakeHost, ok, recordCommands, testMember } from 'shared-ui/testing';

import { summary } from '../../test/fixtures';
import { renderPromo } from '../../test/renderPromo';
import { application, participation } from './participationFixtures';

const STATES = promotionParticipationListEndpoint.path;

const welcome = summary({ id: 'p1', title: 'Welcome bonus 100%' });
const raffle = summary({ id: 'p2', title: 'Lucky raffle' });
const rebate = summary({ id: 'p3', title: 'Daily rebate' });

describe('Participation on the promotion cards', () => {
  it('reads the state of every card in one call and shows each card its action', async () => {
    const view = renderPromo({
      route: '/promotions',
      api: {
        [promotionsEndpoint.path]: () => ok({ list: [welcome, raffle, rebate] }),
        [STATES]: () =>
          ok({
            list: [
              participation({ promotionId: 'p1' }),
              participation({ promotionId: 'p2', kind: 'raffle', status: 'comingSoon' }),
            ],
          }),
      },
      host: createFakeHost({ member: testMember() }),
    });
    expect(
      await screen.findByRole('button', { name: 'Claim bonus: Welcome bonus 100%' }),
    ).toBeInTheDocument();
    expect(view.calls(STATES)).toEqual([{ ids: 'p1,p2,p3' }]);
    const cards = screen.getAllByRole('article');
    expect(within(cards[1]!).getByText('Coming soon')).toBeInTheDocument();
    // A promotion without participation has no action.
    expect(within(cards[2]!).queryByRole('button')).not.toBeInTheDocument();
  });

  it('gives the rejection reason on the card, where no application list shows it', async () => {
    renderPromo({
      route: '/promotions',
      api: {
        [promotionsEndpoint.path]: () => ok({ list: [welcome] }),
        [STATES]: () =>
          ok({
            list: [
              participation({
                kind: 'apply',
                status: 'rejected',
                application: application({ status: 'rejected', reason: 'Screenshot unreadable' }),
              }),
            ],
          }),
      },
      host: createFakeHost({ member: testMember() }),
    });
    const card = (await screen.findAllByRole('article'))[0]!;
    expect(await within(card).findByText('Reason: Screenshot unreadable')).toBeInTheDocument();
  });

  it('asks a guest to log in from the card', async () => {
    const host = createFakeHost({ member: null });
    const commands = recordCommands(host);
    renderPromo({
      route: '/promotions',
      host,
      api: {
        [promotionsEndpoint.path]: () => ok({ list: [welcome] }),
        [STATES]: () => ok({ list: [participation({ loginRequired: true })] }),
      },
    });
    const login = await screen.findByRole('button', {
      name: 'Log in to take part: Welcome bonus 100%',
    });
    // It shows the words its name starts with (label-content-name-mismatch).
    expect(login).toHaveTextContent(/^Log in to take part$/);
    await userEvent.click(login);
    expect(commands).toEqual([{ type: 'OpenLogin' }]);
  });

  it('keeps the cards when the state call fails and reads it again on retry', async () => {
    let attempts = 0;
    renderPromo({
      route: '/promotions',
      api: {
        [promotionsEndpoint.path]: () => ok({ list: [welcome] }),
        [STATES]: () => {
          attempts += 1;
          return attempts === 1 ? 'network-error' : ok({ list: [participation()] });
        },
      },
    });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('We could not load what you can do with these promotions.');
    expect(screen.getByRole('link', { name: welcome.title })).toBeInTheDocument();
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
    expect(
      await screen.findByRole('button', { name: 'Log in to take part: Welcome bonus 100%' }),
    ).toBeInTheDocument();
  });
});
