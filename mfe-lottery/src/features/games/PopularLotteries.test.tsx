import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { popularLotteriesEndpoint, type PopularLottery } from 'shared-contracts/lottery';
import { fail, type FakeRoute, ok } from 'shared-ui/testing';

import { fakeLottery } from '../../test/fakeLottery';
import { renderLottery } from '../../test/renderLottery';
import { popularLotteryPath } from './PopularLotteries';

const game = (gameCode: string, gameName: string, family: PopularLottery['family']) => ({
  gameCode,
  gameName,
  family,
  imageName: family,
  nextDrawAt: Date.UTC(2026, 2, 5, 10),
});

const POPULAR = [
  game('PK10_1', 'PK10 Racing 1 Minute', 'PK10'),
  game('VN_HN', 'Hà Nội', 'VN'),
  game('SSC1', 'SSC 1 Minute', 'SSC'),
];

const setup = (route: FakeRoute) =>
  renderLottery({
    route: '/lottery?gameCode=SSC1',
    api: { ...fakeLottery(), [popularLotteriesEndpoint.path]: route },
  });

describe('PopularLotteries', () => {
  it('lists the 20 most played lotteries, most played first, each opening its page', async () => {
    const { calls, location } = setup(() => ok({ games: POPULAR }));
    const section = await screen.findByRole('region', { name: 'Popular lotteries' });
    const links = await within(section).findAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      'PK10 Racing 1 Minute',
      'Hà Nội',
      'SSC 1 Minute',
    ]);
    expect(links[1]).toHaveAttribute('href', '/vnlottery?gameCode=VN_HN');
    expect(links[2]).toHaveAttribute('aria-current', 'page');
    expect(calls(popularLotteriesEndpoint.path)).toEqual([
      expect.objectContaining({ count: '20' }),
    ]);
    await userEvent.click(links[0] as HTMLElement);
    expect(location()).toBe('/lottery?gameCode=PK10_1');
    expect(
      await screen.findByRole('heading', { name: 'PK10 Racing 1 Minute', level: 2 }),
    ).toBeInTheDocument();
  });

  it('says when the list failed and loads it again on retry', async () => {
    let failing = true;
    setup(() => (failing ? fail(500, 'down') : ok({ games: POPULAR })));
    const section = await screen.findByRole('region', { name: 'Popular lotteries' });
    expect(await within(section).findByRole('alert')).toHaveTextContent(
      'The popular lotteries could not be loaded.',
    );
    failing = false;
    await userEvent.click(within(section).getByRole('button', { name: 'Try again' }));
    expect(await within(section).findAllByRole('link')).toHaveLength(3);
  });

  it('shows nothing when no lottery is listed', async () => {
    setup(() => ok({ games: [] }));
    expect(await screen.findByRole('heading', { name: 'SSC 1 Minute', level: 2 })).toBeVisible();
    expect(screen.queryByRole('region', { name: 'Popular lotteries' })).not.toBeInTheDocument();
  });

  it('opens a Vietnamese game on its own page', () => {
    expect(popularLotteryPath(game('VN_X', 'X', 'VN'))).toBe('/vnlottery?gameCode=VN_X');
    expect(popularLotteryPath(game('LF 1', 'Y', 'LF'))).toBe('/lottery?gameCode=LF%201');
  });
});
