import { firstValueFrom, take, toArray } from 'rxjs';

import { EventBus } from './eventBus';

test('a late subscriber sees the present session and balance first', async () => {
  const bus = new EventBus();
  bus.balance.set({ sumBalance: 12_345, currency: 'USD' });
  await expect(firstValueFrom(bus.balance.value$)).resolves.toEqual({
    sumBalance: 12_345,
    currency: 'USD',
  });
  await expect(firstValueFrom(bus.session.value$)).resolves.toEqual({ status: 'guest' });
});

test('subscribers of a command type receive only that type', async () => {
  const bus = new EventBus();
  const received = firstValueFrom(bus.on('OpenMemberCentre').pipe(take(2), toArray()));
  bus.publish({ type: 'OpenLogin' });
  bus.publish({ type: 'OpenMemberCentre', page: 'withdraw' });
  bus.publish({ type: 'OpenMemberCentre' });
  await expect(received).resolves.toEqual([
    { type: 'OpenMemberCentre', page: 'withdraw' },
    { type: 'OpenMemberCentre' },
  ]);
});

test('platform pushes reach the subscribers of their type only', async () => {
  const bus = new EventBus();
  const draws = firstValueFrom(bus.pushes('lotteryDraw').pipe(take(1), toArray()));
  bus.push({
    type: 'lotteryPayouts',
    bets: [{ betId: 'b1', gameCode: 'SSC1', issueNo: '20261124-0001', payout: 0, status: 'lost' }],
  });
  bus.push({
    type: 'lotteryDraw',
    gameCode: 'SSC1',
    issueNo: '20261124-0001',
    result: { balls: ['1', '2', '3', '4', '5'] },
  });
  await expect(draws).resolves.toEqual([
    {
      type: 'lotteryDraw',
      gameCode: 'SSC1',
      issueNo: '20261124-0001',
      result: { balls: ['1', '2', '3', '4', '5'] },
    },
  ]);
});
