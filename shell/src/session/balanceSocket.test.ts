import { openBalanceSocket } from './balanceSocket';

class FakeSocket extends EventTarget {
  sent: string[] = [];
  closed = false;
  send(data: string) {
    this.sent.push(data);
  }
  close() {
    this.closed = true;
  }
  emit(type: string, data?: unknown) {
    const event = new Event(type) as Event & { data?: string };
    if (data !== undefined) event.data = JSON.stringify(data);
    this.dispatchEvent(event);
  }
}

const setup = () => {
  const sockets: FakeSocket[] = [];
  const onBalance = jest.fn();
  const onRefused = jest.fn();
  const onPush = jest.fn();
  const close = openBalanceSocket({
    url: 'ws://test/wps/ws',
    token: 'tok',
    onBalance,
    onRefused,
    onPush,
    createSocket: () => {
      const socket = new FakeSocket();
      sockets.push(socket);
      return socket as unknown as WebSocket;
    },
    backoffMs: () => 10,
  });
  return { sockets, onBalance, onRefused, onPush, close };
};

afterEach(() => jest.useRealTimers());

test('authenticates with the first message, never in the URL', () => {
  const { sockets } = setup();
  sockets[0]?.emit('open');
  expect(sockets[0]?.sent).toEqual([JSON.stringify({ type: 'auth', token: 'tok' })]);
});

test('publishes every pushed balance', () => {
  const { sockets, onBalance } = setup();
  sockets[0]?.emit('message', { type: 'balance', sumBalance: 1500, currency: 'USD' });
  expect(onBalance).toHaveBeenCalledWith({ sumBalance: 1500, currency: 'USD' });
});

test('reconnects after the connection drops and stops when closed', () => {
  jest.useFakeTimers();
  const { sockets, close } = setup();
  sockets[0]?.emit('close');
  jest.advanceTimersByTime(10);
  expect(sockets).toHaveLength(2);
  close();
  sockets[1]?.emit('close');
  jest.advanceTimersByTime(100);
  expect(sockets).toHaveLength(2);
  expect(sockets[1]?.closed).toBe(true);
});

test('connects again after a refused greeting, still signed in', () => {
  jest.useFakeTimers();
  const { sockets, onRefused } = setup();
  sockets[0]?.emit('message', {
    type: 'error',
    message: 'Authentication timed out',
    reason: 'refused',
  });
  sockets[0]?.emit('close');
  jest.advanceTimersByTime(100);
  expect(onRefused).not.toHaveBeenCalled();
  expect(sockets).toHaveLength(2);
});

test('reports a refused token and does not reconnect', () => {
  jest.useFakeTimers();
  const { sockets, onRefused } = setup();
  sockets[0]?.emit('message', { type: 'error', message: 'Please log in', reason: 'sessionEnded' });
  sockets[0]?.emit('close');
  jest.advanceTimersByTime(100);
  expect(onRefused).toHaveBeenCalled();
  expect(sockets).toHaveLength(1);
});

test('hands a lottery draw and payout on to the remotes and leaves the session open', () => {
  const { sockets, onBalance, onRefused, onPush } = setup();
  const draw = {
    type: 'lotteryDraw',
    gameCode: 'SSC1',
    issueNo: '20261124-0001',
    result: { balls: ['1', '2', '3', '4', '5'] },
  };
  const payout = {
    type: 'lotteryPayouts',
    bets: [
      { betId: 'b1', gameCode: 'SSC1', issueNo: '20261124-0001', payout: 1960, status: 'won' },
    ],
  };
  sockets[0]?.emit('message', draw);
  sockets[0]?.emit('message', payout);
  expect(onPush.mock.calls).toEqual([[draw], [payout]]);
  sockets[0]?.emit('message', { type: 'balance', sumBalance: 3460, currency: 'USD' });
  expect(onRefused).not.toHaveBeenCalled();
  expect(sockets[0]?.closed).toBe(false);
  expect(onBalance).toHaveBeenCalledWith({ sumBalance: 3460, currency: 'USD' });
});
