import type { AddressInfo } from 'node:net';

import { type RealtimeServerMessage, realtimeServerMessageSchema } from 'shared-contracts';
import WebSocket from 'ws';

import { postEncrypted } from '../authHelpers';
import { ADMIN_TOKEN, bearer, loginAs, startTestApp } from '../testApp';

/** Collects a socket's messages and waits for one that matches, without fixed sleeps. */
const messagesOf = (socket: WebSocket) => {
  const received: RealtimeServerMessage[] = [];
  const waiters: {
    match: (m: RealtimeServerMessage) => boolean;
    resolve: (m: RealtimeServerMessage) => void;
  }[] = [];
  socket.on('message', (data) => {
    const message = realtimeServerMessageSchema.parse(JSON.parse(String(data)));
    received.push(message);
    for (const waiter of [...waiters]) {
      if (waiter.match(message)) {
        waiters.splice(waiters.indexOf(waiter), 1);
        waiter.resolve(message);
      }
    }
  });
  return {
    received,
    next: (match: (m: RealtimeServerMessage) => boolean) =>
      new Promise<RealtimeServerMessage>((resolve) => {
        const found = received.find(match);
        if (found) resolve(found);
        else waiters.push({ match, resolve });
      }),
  };
};

const opened = (socket: WebSocket) =>
  new Promise<void>((resolve, reject) =>
    socket.once('open', () => resolve()).once('error', reject),
  );
const closed = (socket: WebSocket) =>
  new Promise<number>((resolve) => socket.once('close', (code) => resolve(code)));

describe('balance pushes over /wps/ws', () => {
  let ctx: Awaited<ReturnType<typeof startTestApp>>;
  let url: string;
  beforeAll(async () => {
    ctx = await startTestApp();
    await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    url = `ws://127.0.0.1:${(ctx.app.server.address() as AddressInfo).port}/wps/ws`;
  });
  afterAll(() => ctx.close());

  it('pushes the new total to every open socket of the member after a credit', async () => {
    const token = await loginAs(ctx.app, 'demo', 'Demo1234!');
    const sockets = [new WebSocket(url), new WebSocket(url)];
    await Promise.all(sockets.map(opened));
    const streams = sockets.map(messagesOf);
    for (const socket of sockets) socket.send(JSON.stringify({ type: 'auth', token }));
    const initial = await Promise.all(streams.map((s) => s.next((m) => m.type === 'balance')));
    const start = initial[0]?.type === 'balance' ? initial[0].sumBalance : NaN;
    expect(streams[0]?.received[0]).toEqual({ type: 'ready' });

    const credit = await ctx.app.inject({
      method: 'POST',
      url: '/admin/wallets/credit',
      headers: { 'x-admin-token': ADMIN_TOKEN },
      payload: { username: 'demo', amount: 2_500, idempotencyKey: 'ws-credit-0001' },
    });
    expect(credit.statusCode).toBe(200);
    const pushed = await Promise.all(
      streams.map((s) => s.next((m) => m.type === 'balance' && m.sumBalance === start + 2_500)),
    );
    expect(pushed).toEqual([
      { type: 'balance', sumBalance: start + 2_500, currency: 'USD' },
      { type: 'balance', sumBalance: start + 2_500, currency: 'USD' },
    ]);
    for (const socket of sockets) socket.close();
  });

  it('refuses an invalid token with an error message and closes', async () => {
    const socket = new WebSocket(url);
    await opened(socket);
    const stream = messagesOf(socket);
    const closing = closed(socket);
    socket.send(JSON.stringify({ type: 'auth', token: 'forged' }));
    expect(await stream.next((m) => m.type === 'error')).toEqual({
      type: 'error',
      message: 'Please log in',
      reason: 'sessionEnded',
    });
    expect(await closing).toBe(1008);
  });

  /** A socket authenticated with the token, and its messages. */
  const socketOf = async (token: string) => {
    const socket = new WebSocket(url);
    await opened(socket);
    const stream = messagesOf(socket);
    socket.send(JSON.stringify({ type: 'auth', token }));
    await stream.next((m) => m.type === 'ready');
    return { socket, stream, closing: closed(socket) };
  };
  const SESSION_ENDED = {
    type: 'error',
    message: 'Your session has ended. Please log in again.',
    reason: 'sessionEnded',
  };

  it('closes the socket of a session that logs out elsewhere, and only that one', async () => {
    const [ending, staying] = [
      await loginAs(ctx.app, 'demo', 'Demo1234!'),
      await loginAs(ctx.app, 'demo', 'Demo1234!'),
    ];
    const ended = await socketOf(ending);
    const kept = await socketOf(staying);
    const logout = await ctx.app.inject({
      method: 'DELETE',
      url: '/wps/session/logout',
      headers: bearer(ending),
    });
    expect(logout.statusCode).toBe(200);
    expect(await ended.stream.next((m) => m.type === 'error')).toEqual(SESSION_ENDED);
    expect(await ended.closing).toBe(1008);
    expect(kept.socket.readyState).toBe(WebSocket.OPEN);
    kept.socket.close();
  });

  it('closes every socket of a member whose password changes', async () => {
    const token = await loginAs(ctx.app, 'vip', 'Vip12345!');
    const other = await loginAs(ctx.app, 'vip', 'Vip12345!');
    const sockets = [await socketOf(token), await socketOf(other)];
    const change = await postEncrypted(
      ctx.app,
      '/wps/member/password',
      { oldPassword: 'Vip12345!', newPassword: 'Vip67890!', confirmNewPassword: 'Vip67890!' },
      { headers: bearer(token) },
    );
    expect(change.status).toBe(200);
    for (const { stream, closing } of sockets) {
      expect(await stream.next((m) => m.type === 'error')).toEqual(SESSION_ENDED);
      expect(await closing).toBe(1008);
    }
  });

  it('refuses a first message that is not auth', async () => {
    const socket = new WebSocket(url);
    await opened(socket);
    const stream = messagesOf(socket);
    const closing = closed(socket);
    socket.send('hello');
    expect((await stream.next((m) => m.type === 'error')).type).toBe('error');
    expect(await closing).toBe(1008);
  });
});
