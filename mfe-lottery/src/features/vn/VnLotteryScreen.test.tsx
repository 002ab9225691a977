import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { placeLotteryBetsEndpoint } from 'shared-contracts/lottery';
import {
  createFakeHost,
  fail,
  type FakeRoute,
  recordCommands,
  testMember,
} from 'shared-ui/testing';

import { fakeLottery } from '../../test/fakeLottery';
import { renderVnLottery } from '../../test/renderLottery';

const member = () => createFakeHost({ member: testMember() });

const grid = () => screen.getByRole('group', { name: 'Numbers 00 to 99' });
/** A grid number's toggle (its name starts with the number, then its figures). */
const number = (value: string) =>
  within(grid()).getByRole('button', { name: new RegExp(`^${value}:`) });

const openGame = async (
  route: string,
  options: { placeBets?: FakeRoute; guest?: boolean } = {},
) => {
  const view = renderVnLottery({
    route,
    api: fakeLottery({ placeBets: options.placeBets }),
    host: options.guest ? createFakeHost() : member(),
  });
  await screen.findByRole('button', { name: 'Add to slip' });
  return view;
};

describe('VnLotteryScreen', () => {
  it('lists the regions and their games with the draw time and a countdown, and opens the first game', async () => {
    const { location } = renderVnLottery({ api: fakeLottery() });
    const menu = await screen.findByRole('navigation', { name: 'Vietnam lottery games by region' });
    for (const region of [
      'Northern Vietnam',
      'Southern Vietnam',
      'Central Vietnam',
      'Vietnam Fast',
    ])
      expect(within(menu).getByRole('heading', { name: region })).toBeInTheDocument();
    const north = within(menu).getByRole('link', { name: /Northern Vietnam \(Miền Bắc\)/ });
    expect(north).toHaveTextContent("Today's draw at 18:15");
    expect(within(north).getByRole('timer')).toHaveTextContent(/^\d{2}:\d{2}(:\d{2})?$/);
    expect(within(menu).getByRole('link', { name: /Vietnam Fast 5 Minutes/ })).toHaveTextContent(
      'A draw every 5 min',
    );
    expect(within(menu).getByRole('link', { name: /Ho Chi Minh City/ })).toBeInTheDocument();
    expect(within(menu).getByRole('link', { name: /Da Nang/ })).toBeInTheDocument();

    expect(
      await screen.findByRole('heading', { level: 2, name: 'Northern Vietnam (Miền Bắc)' }),
    ).toBeInTheDocument();
    expect(location()).toBe('/vnlottery?gameCode=VN_MB');
    expect(north).toHaveAttribute('aria-current', 'page');
  }, 20_000);

  it('opens the game the URL names and says when the game is not a VN lottery', async () => {
    const view = renderVnLottery({ route: '/vnlottery?gameCode=VN_MN_HCM', api: fakeLottery() });
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Ho Chi Minh City' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Ho Chi Minh City/ })).toHaveAttribute(
      'aria-current',
      'page',
    );
    // The last draw is an 18-prize southern table, with its đề number.
    const table = await screen.findByRole('table', { name: /^Result of issue \d{8}$/ });
    expect(within(table).getByRole('rowheader', { name: 'Eighth prize' })).toBeInTheDocument();
    view.unmount();

    renderVnLottery({ route: '/vnlottery?gameCode=SSC1', api: fakeLottery() });
    expect(
      await screen.findByText('This game is not available. Choose another game.'),
    ).toBeInTheDocument();
  }, 20_000);

  it('names each grid number by its content, with no aria-label hiding what it shows', async () => {
    await openGame('/vnlottery?gameCode=VN_MB');
    const first = number('00');
    expect(first).not.toHaveAttribute('aria-label');
    expect(first).toHaveAccessibleName(/^00: \d+ hits in the last 30 draws, missing for \d+ draws/);
  });

  it('toggles numbers of the grid and counts one lô bet per number', async () => {
    await openGame('/vnlottery?gameCode=VN_MB');
    expect(screen.getByRole('tab', { name: 'Lô' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findAllByRole('button', { name: /^\d{2}:/ })).toHaveLength(100);
    // Hot numbers are the most drawn ones of the last 30 draws.
    expect(within(grid()).getAllByRole('button', { name: /hot number$/ }).length).toBeGreaterThan(
      0,
    );

    await userEvent.click(number('07'));
    await userEvent.click(number('38'));
    await userEvent.click(number('99'));
    expect(number('07')).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByTestId('bet-count')).toHaveTextContent('3');
    expect(screen.getByTestId('stake')).toHaveTextContent('$6.00');

    await userEvent.click(number('38'));
    expect(number('38')).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByTestId('bet-count')).toHaveTextContent('2');
  }, 20_000);

  it('counts every 3 of the picked numbers for xiên 3, with unit and multiplier', async () => {
    await openGame('/vnlottery?gameCode=VN_MB&playType=vn_xien3');
    expect(screen.getByRole('button', { name: 'Xiên 3' })).toHaveAttribute('aria-pressed', 'true');
    await screen.findAllByRole('button', { name: /^\d{2}:/ });
    await userEvent.click(number('01'));
    await userEvent.click(number('02'));
    expect(screen.getByTestId('bet-count')).toHaveTextContent('0');
    await userEvent.click(number('03'));
    expect(screen.getByTestId('bet-count')).toHaveTextContent('1');
    await userEvent.click(number('04'));
    expect(screen.getByTestId('bet-count')).toHaveTextContent('4');
    await userEvent.click(number('05'));
    // C(5, 3) = 10 bets of 2.00 × 3.
    await userEvent.clear(screen.getByRole('textbox', { name: /Multiplier/ }));
    await userEvent.type(screen.getByRole('textbox', { name: /Multiplier/ }), '3');
    expect(screen.getByTestId('bet-count')).toHaveTextContent('10');
    expect(screen.getByTestId('stake')).toHaveTextContent('$60.00');
  }, 20_000);

  it('takes one three-digit number for 3 càng and refuses anything else', async () => {
    await openGame('/vnlottery?gameCode=VN_MB&playType=vn_3cang');
    const entry = screen.getByRole('textbox', { name: /3 càng number/ });
    const add = screen.getByRole('button', { name: 'Add to slip' });

    await userEvent.type(entry, '12');
    expect(screen.getByTestId('bet-count')).toHaveTextContent('0');
    expect(add).toBeDisabled();
    await userEvent.type(entry, 'x');
    expect(entry).toHaveAccessibleDescription(/Enter exactly three digits/);
    expect(add).toBeDisabled();

    await userEvent.clear(entry);
    await userEvent.type(entry, '045');
    expect(entry).not.toHaveAccessibleDescription(/Enter exactly three digits/);
    expect(screen.getByTestId('bet-count')).toHaveTextContent('1');
    await userEvent.click(add);
    expect(entry).toHaveValue('');
    const lines = within(screen.getByRole('list', { name: 'Bet slip' })).getAllByRole('listitem');
    expect(lines[0]).toHaveTextContent('3 Càng');
    expect(lines[0]).toHaveTextContent('0 | 4 | 5');
  }, 20_000);

  it('places a lô bet with the shared rules’ count and amount, an idempotency key and a balance refresh', async () => {
    const keys: string[] = [];
    const accept = fakeLottery()[placeLotteryBetsEndpoint.path] as FakeRoute;
    const placeBets: FakeRoute = (params, body, request) => {
      keys.push(String(request.headers['Idempotency-Key']));
      return accept(params, body, request);
    };
    const view = await openGame('/vnlottery?gameCode=VN_MB', { placeBets });
    const commands = recordCommands(view.host, ['RefreshBalance']);
    await screen.findAllByRole('button', { name: /^\d{2}:/ });
    await userEvent.click(number('27'));
    await userEvent.click(number('72'));
    await userEvent.click(screen.getByRole('radio', { name: '$0.20' }));
    await userEvent.clear(screen.getByRole('textbox', { name: /Multiplier/ }));
    await userEvent.type(screen.getByRole('textbox', { name: /Multiplier/ }), '5');
    await userEvent.click(screen.getByRole('button', { name: 'Add to slip' }));
    await userEvent.click(screen.getByRole('button', { name: 'Place bets' }));

    expect(
      await screen.findByText(/^Bets placed on issue \d{8}: order L00000001/),
    ).toBeInTheDocument();
    const [order] = view.bodies(placeLotteryBetsEndpoint.path).filter(Boolean);
    expect(order).toEqual({
      gameCode: 'VN_MB',
      issueNo: expect.stringMatching(/^\d{8}$/),
      lines: [
        {
          playType: 'vn_lo2',
          selection: [['27', '72']],
          mode: 'jiao',
          multiplier: 5,
          betCount: 2,
          amount: 200,
        },
      ],
    });
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(commands).toEqual([{ type: 'RefreshBalance' }]);
  }, 20_000);

  it('explains a refusal in the player language and keeps the slip', async () => {
    await openGame('/vnlottery?gameCode=VN_FAST5', {
      placeBets: () => fail(409, 'no money', { reason: 'insufficientBalance' }),
    });
    await screen.findAllByRole('button', { name: /^\d{2}:/ });
    await userEvent.click(number('10'));
    await userEvent.click(screen.getByRole('button', { name: 'Add to slip' }));
    await userEvent.click(screen.getByRole('button', { name: 'Place bets' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your balance does not cover this stake.',
    );
    expect(
      within(screen.getByRole('list', { name: 'Bet slip' })).getAllByRole('listitem'),
    ).toHaveLength(1);
  }, 20_000);

  it('asks a guest to log in instead of betting', async () => {
    const view = await openGame('/vnlottery?gameCode=VN_MB&playType=vn_de', { guest: true });
    const commands = recordCommands(view.host, ['OpenLogin']);
    await screen.findAllByRole('button', { name: /^\d{2}:/ });
    await userEvent.click(number('55'));
    await userEvent.click(screen.getByRole('button', { name: 'Add to slip' }));
    await userEvent.click(screen.getByRole('button', { name: 'Log in to bet' }));
    expect(commands).toEqual([{ type: 'OpenLogin' }]);
    expect(view.bodies(placeLotteryBetsEndpoint.path).filter(Boolean)).toHaveLength(0);
  }, 20_000);

  it("lists the game's results with their prize tables, verifies one and shows the lô trend", async () => {
    await openGame('/vnlottery?gameCode=VN_FAST5');
    await userEvent.click(screen.getByRole('tab', { name: 'Results' }));
    const verify = await screen.findAllByRole('button', { name: /^Verify issue / });
    expect(verify).toHaveLength(30);
    // Each draw shows its prizes, the special prize first.
    const draw = within(verify[0]?.closest('li') as HTMLElement);
    expect(draw.getByText('Special')).toBeInTheDocument();
    expect(draw.getAllByRole('definition')[0]?.textContent).toMatch(/^\d{5,6}$/);
    await userEvent.click(verify[0] as HTMLElement);
    const dialog = screen.getByRole('dialog', { name: /^Verify the draw of issue / });
    expect(await within(dialog).findByText('The result matches the seed.')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));

    await userEvent.click(screen.getByRole('tab', { name: 'Trend' }));
    const trend = screen.getByText('Over the last 30 results').parentElement as HTMLElement;
    // The lô numbers 00 to 99 under a header, no positions.
    expect(within(within(trend).getByRole('table')).getAllByRole('row')).toHaveLength(101);
    expect(within(trend).queryByLabelText('Position')).not.toBeInTheDocument();
  }, 30_000);
});
