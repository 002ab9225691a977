import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { issueAt, lotteryGameByCode, placeLotteryBetsEndpoint } from 'shared-contracts/lottery';
import {
  createFakeHost,
  fail,
  type FakeRoute,
  ok,
  recordCommands,
  testMember,
} from 'shared-ui/testing';

import { fakeLottery } from '../../test/fakeLottery';
import { renderLottery } from '../../test/renderLottery';

const game = lotteryGameByCode('SSC1')!;
const ROUTE = '/lottery?gameCode=SSC1&playType=ssc_1star_fixed';

const setUp = async (options: { placeBets?: FakeRoute; guest?: boolean } = {}) => {
  const view = renderLottery({
    route: ROUTE,
    api: fakeLottery({ placeBets: options.placeBets }),
    host: options.guest ? createFakeHost() : createFakeHost({ member: testMember() }),
  });
  await screen.findByRole('button', { name: 'Add to slip' });
  return view;
};

/** Picks balls of a row of the picker and adds the line to the slip. */
const addLine = async (rowName: string, ...balls: string[]) => {
  const row = screen.getByRole('group', { name: rowName });
  for (const ball of balls) await userEvent.click(within(row).getByRole('button', { name: ball }));
  await userEvent.click(screen.getByRole('button', { name: 'Add to slip' }));
};

const slipLines = () =>
  within(screen.getByRole('list', { name: 'Bet slip' })).getAllByRole('listitem');

describe('BetSlip', () => {
  afterEach(() => jest.useRealTimers());

  it('adds lines, removes one and totals the rest', async () => {
    await setUp();
    expect(screen.getByText('Your slip is empty. Pick numbers and add them.')).toBeInTheDocument();
    await addLine('1st', '5', '6');
    await addLine('2nd', '7');
    expect(slipLines()).toHaveLength(2);
    expect(screen.getByTestId('slip-total')).toHaveTextContent('$6.00');
    // The picker starts again empty after an add.
    expect(screen.getByTestId('bet-count')).toHaveTextContent('0');

    await userEvent.click(
      within(slipLines()[0] as HTMLElement).getByRole('button', { name: /Remove/ }),
    );
    expect(slipLines()).toHaveLength(1);
    expect(screen.getByTestId('slip-total')).toHaveTextContent('$2.00');

    await userEvent.click(screen.getByRole('button', { name: 'Clear slip' }));
    expect(screen.queryByRole('list', { name: 'Bet slip' })).not.toBeInTheDocument();
  }, 20_000);

  it('confirms the slip as one order with counts, amounts and an idempotency key', async () => {
    // Far from sales close: a draw published mid-test would refresh the balance too.
    jest.useFakeTimers({
      now: issueAt(game, Date.now()).salesCloseAt - 40_000,
      advanceTimers: true,
    });
    const { bodies, host } = await setUp();
    const commands = recordCommands(host, ['RefreshBalance']);
    await addLine('1st', '5', '6');
    await addLine('3rd', '1');
    await userEvent.click(screen.getByRole('button', { name: 'Place bets' }));

    expect(
      await screen.findByText(
        /^Bets placed on issue \d{8}-\d{4}: order L00000001, 2 bets, \$6\.00\.$/,
      ),
    ).toBeInTheDocument();
    // The bets list (GET) shares the path: the orders are the calls with a body.
    const [order] = bodies(placeLotteryBetsEndpoint.path).filter(Boolean);
    expect(order).toEqual({
      gameCode: 'SSC1',
      issueNo: expect.stringMatching(/^\d{8}-\d{4}$/),
      lines: [
        {
          playType: 'ssc_1star_fixed',
          selection: [['5', '6'], [], [], [], []],
          mode: 'yuan',
          multiplier: 1,
          betCount: 2,
          amount: 400,
        },
        {
          playType: 'ssc_1star_fixed',
          selection: [[], [], ['1'], [], []],
          mode: 'yuan',
          multiplier: 1,
          betCount: 1,
          amount: 200,
        },
      ],
    });
    expect(commands).toEqual([{ type: 'RefreshBalance' }]);
    expect(screen.queryByRole('list', { name: 'Bet slip' })).not.toBeInTheDocument();
  }, 20_000);

  it('sends a new idempotency key for the next order, and the same one to retry a lost answer', async () => {
    const headers: string[] = [];
    let answers = 0;
    const placeBets: FakeRoute = (_params, body, request) => {
      headers.push(String(request.headers['Idempotency-Key']));
      answers += 1;
      // The first answer is lost on the way back.
      if (answers === 1) return 'network-error';
      const { issueNo } = body as { issueNo: string };
      return ok({
        orderId: `O${answers - 1}`,
        bets: [{ betId: `B${answers}`, issueNo, amount: 200 }],
        balance: 10_000,
      });
    };
    await setUp({ placeBets });
    await addLine('1st', '5');
    await userEvent.click(screen.getByRole('button', { name: 'Place bets' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The connection failed');
    expect(slipLines()).toHaveLength(1);

    await userEvent.click(screen.getByRole('button', { name: 'Place bets' }));
    await screen.findByText(/^Bets placed on issue/);
    await addLine('2nd', '5');
    await userEvent.click(screen.getByRole('button', { name: 'Place bets' }));
    await screen.findByText(/^Bets placed on issue .*: order O2,/);

    expect(headers).toHaveLength(3);
    expect(headers[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(headers[1]).toBe(headers[0]);
    expect(headers[2]).not.toBe(headers[0]);
  }, 20_000);

  it.each([
    [
      409,
      'insufficientBalance',
      'Your balance does not cover this stake. Deposit or lower the stake.',
    ],
    [
      422,
      'amountMismatch',
      "The stake did not match the platform's price. Check the lines and try again.",
    ],
    [
      400,
      'invalidSelection',
      'A line of the slip is not a valid selection. Remove it and pick again.',
    ],
  ])(
    'shows a %s %s refusal in the player language and keeps the slip',
    async (status, reason, text) => {
      await setUp({ placeBets: () => fail(status, `platform says ${reason}`, { reason }) });
      await addLine('1st', '5');
      await userEvent.click(screen.getByRole('button', { name: 'Place bets' }));
      expect(await screen.findByRole('alert')).toHaveTextContent(text);
      expect(slipLines()).toHaveLength(1);
      expect(screen.getByTestId('slip-total')).toHaveTextContent('$2.00');
    },
    20_000,
  );

  it('names the issue now on sale when sales closed', async () => {
    await setUp({
      placeBets: () =>
        fail(409, 'Sales closed', { reason: 'salesClosed', nextIssueNo: '20300101-0002' }),
    });
    await addLine('1st', '5');
    await userEvent.click(screen.getByRole('button', { name: 'Place bets' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/issue 20300101-0002/);
    expect(slipLines()).toHaveLength(1);
  }, 20_000);

  it('asks a guest to log in instead of betting, keeping the slip', async () => {
    const { host, bodies } = await setUp({ guest: true });
    const commands = recordCommands(host, ['OpenLogin']);
    await addLine('1st', '5');
    await userEvent.click(screen.getByRole('button', { name: 'Log in to bet' }));
    expect(commands).toEqual([{ type: 'OpenLogin' }]);
    expect(bodies(placeLotteryBetsEndpoint.path).filter(Boolean)).toHaveLength(0);
    expect(slipLines()).toHaveLength(1);
  }, 20_000);
});
