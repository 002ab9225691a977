import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  cancelLotteryBetEndpoint,
  issueAfter,
  issueAt,
  lotteryGameByCode,
} from 'shared-contracts/lottery';
import { createFakeHost, recordCommands, testMember } from 'shared-ui/testing';

import { fakeLottery, testBet } from '../../test/fakeLottery';
import { renderLottery } from '../../test/renderLottery';

const game = lotteryGameByCode('SSC1')!;

describe('MyBets', () => {
  it('lists the bets with status badges and cancels one whose issue is on sale', async () => {
    const onSale = issueAt(game, Date.now());
    const earlier = issueAfter(game, onSale, -3).issueNo;
    // Far from sales close, so the test does not race the minute.
    jest.useFakeTimers({ now: onSale.salesCloseAt - 40_000, advanceTimers: true });
    const bets = [
      testBet({ betId: 'B-open', issueNo: onSale.issueNo }),
      testBet({ betId: 'B-won', issueNo: earlier, status: 'won', payout: 1_960 }),
      testBet({ betId: 'B-lost', issueNo: earlier, status: 'lost', payout: 0 }),
    ];
    const { host, bodies } = renderLottery({
      route: '/lottery?gameCode=SSC1',
      api: fakeLottery({ bets }),
      host: createFakeHost({ member: testMember() }),
    });
    const commands = recordCommands(host, ['RefreshBalance']);
    const list = (await screen.findAllByRole('listitem')).find((item) =>
      item.textContent?.includes('Won $19.60'),
    );
    expect(list).toBeDefined();
    expect(screen.getByText('Open')).toBeInTheDocument();
    expect(screen.getByText('Lost')).toBeInTheDocument();
    const cancels = screen.getAllByRole('button', { name: /^Cancel bet on issue / });
    expect(cancels).toHaveLength(1);
    await userEvent.click(
      screen.getByRole('button', { name: `Cancel bet on issue ${onSale.issueNo}` }),
    );
    expect(
      await screen.findByText('The bet was cancelled and $2.00 refunded.'),
    ).toBeInTheDocument();
    expect(bodies(cancelLotteryBetEndpoint.path)).toEqual([{ betId: 'B-open' }]);
    expect(commands).toEqual([{ type: 'RefreshBalance' }]);
    jest.useRealTimers();
  });

  it('asks a guest to log in to see bets', async () => {
    renderLottery({ route: '/lottery?gameCode=SSC1', api: fakeLottery() });
    expect(await screen.findByText('Log in to see your bets.')).toBeInTheDocument();
  });
});
