import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createFakeHost, testMember } from 'shared-ui/testing';

import { FAVOURITES_KEY } from '../../lib/favourites';
import { fakeLottery } from '../../test/fakeLottery';
import { renderLottery } from '../../test/renderLottery';

const memberHost = (userName: string) =>
  createFakeHost({ member: testMember({ userName, account: userName }) });

afterEach(() => localStorage.clear());

describe('LotteryScreen', () => {
  it('opens the first game of the menu and its first play type without parameters', async () => {
    const { location } = renderLottery({ api: fakeLottery() });
    expect(await screen.findByRole('heading', { name: 'SSC 1 Minute' })).toBeInTheDocument();
    expect(location()).toBe('/lottery?gameCode=SSC1');
    expect(await screen.findByRole('tab', { name: '5 Star' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(screen.getByRole('heading', { name: '5 Star Direct' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /SSC 1 Minute/ })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  it('selects the game and the play type the URL names', async () => {
    renderLottery({
      route: '/lottery?gameCode=PK10_1&playType=pk10_top2_direct',
      api: fakeLottery(),
    });
    expect(
      await screen.findByRole('heading', { name: 'PK10 Racing 1 Minute' }),
    ).toBeInTheDocument();
    expect(await screen.findByRole('tab', { name: 'Top' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(screen.getByRole('button', { name: 'Top 2 Direct' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(screen.getByRole('group', { name: '1st' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: '2nd' })).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: '3rd' })).not.toBeInTheDocument();
  });

  it('writes the chosen play type into the URL', async () => {
    const { location } = renderLottery({ route: '/lottery?gameCode=SSC1', api: fakeLottery() });
    await userEvent.click(await screen.findByRole('tab', { name: '3 Star' }));
    expect(location()).toBe('/lottery?gameCode=SSC1&playType=ssc_3star_direct');
    await userEvent.click(screen.getByRole('button', { name: 'Last 3 Group 6' }));
    expect(location()).toBe('/lottery?gameCode=SSC1&playType=ssc_3star_group6');
    expect(screen.getByRole('heading', { name: 'Last 3 Group 6' })).toBeInTheDocument();
  });

  it('says when the URL names a game the menu does not list, and keeps the list', async () => {
    renderLottery({ route: '/lottery?gameCode=NOPE', api: fakeLottery() });
    expect(
      await screen.findByText('This game is not available. Choose another game.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /SSC 3 Minutes/ })).toBeInTheDocument();
  });

  it('keeps favourites per user in local storage and lists them first', async () => {
    const first = renderLottery({
      route: '/lottery?gameCode=SSC1',
      api: fakeLottery(),
      host: memberHost('alice'),
    });
    await userEvent.click(
      await screen.findByRole('button', { name: 'Add PK10 Racing 5 Minutes to favourites' }),
    );
    const games = screen.getByRole('navigation', { name: 'Lottery games' });
    const [favourites] = within(games).getAllByRole('heading', { level: 2 });
    expect(favourites).toHaveTextContent('Favourites');
    expect(JSON.parse(localStorage.getItem(FAVOURITES_KEY) ?? '{}')).toEqual({
      alice: ['PK10_5'],
    });
    first.unmount();

    const other = renderLottery({
      route: '/lottery?gameCode=SSC1',
      api: fakeLottery(),
      host: memberHost('bob'),
    });
    await screen.findByRole('heading', { name: 'SSC 1 Minute' });
    expect(screen.queryByRole('heading', { name: 'Favourites' })).not.toBeInTheDocument();
    other.unmount();

    renderLottery({
      route: '/lottery?gameCode=SSC1',
      api: fakeLottery(),
      host: memberHost('alice'),
    });
    expect(await screen.findByRole('heading', { name: 'Favourites' })).toBeInTheDocument();
    expect(
      screen.getAllByRole('button', { name: 'Remove PK10 Racing 5 Minutes from favourites' }),
    ).toHaveLength(2);
  });

  it('asks a guest to log in before keeping a favourite', async () => {
    const { host } = renderLottery({ route: '/lottery?gameCode=SSC1', api: fakeLottery() });
    const commands: unknown[] = [];
    host.bus.on('OpenLogin').subscribe((command) => commands.push(command));
    await userEvent.click(
      await screen.findByRole('button', { name: 'Add SSC 3 Minutes to favourites' }),
    );
    expect(commands).toEqual([{ type: 'OpenLogin' }]);
    expect(localStorage.getItem(FAVOURITES_KEY)).toBeNull();
  });
});
