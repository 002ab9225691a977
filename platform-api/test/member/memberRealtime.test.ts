import type { AddressInfo } from 'node:net';

import { type RealtimeServerMessage, realtimeServerMessageSchema } from 'shared-contracts';
import WebSocket from 'ws';

import { call, newKey } from '../memberHelpers';
import { loginAs, startTestApp } from '../testApp';

let ctx: Awaited<ReturnType<typeof startTestApp>>;
let url: string;
beforeAll(async () => {
  ctx = await startTestApp();
  await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  url = `ws://127.0.0.1:${(ctx.app.server.address() as AddressInfo).port}/wps/ws`;
});
afterAll(() => ctx.close());

it('pushes the new balance over the socket the moment a deposit is credited', async () => {
  const token = await loginAs(ctx.app, 'demo', 'Demo1234!');
  const socket = new WebSocket(url);
  const balances: number[] = [];
  let wake: () => void = () => undefined;
  socket.on('message', (data) => {
    const message: RealtimeServerMessage = realtimeServerMessageSchema.parse(
      JSON.parse(String(data)),
    );
    if (message.type === 'balance') {
      balances.push(message.sumBalance);
      wake();
    }
  });
  const nextBalance = (count: number) =>
    new Promise<number>((resolve) => {
      const check = () =>
        balances.length >= count ? resolve(balances[count - 1] as number) : undefined;
      wake = check;
      check();
    });
  await new Promise((resolve) => socket.once('open', resolve));
  socket.send(JSON.stringify({ type: 'auth', token }));
  const initial = await nextBalance(1);

  const order = (
    await call(ctx.app, 'POST', '/wps/member/deposit/orders', {
      token,
      key: newKey('ws'),
      body: { channelId: 'qr-promptpay', amount: 5000 },
    })
  ).body.value;
  await ctx.app.inject({ method: 'POST', url: `${order.payUrl}/pay` });
  expect(await nextBalance(2)).toBe(initial + 4900);
  socket.close();
});
