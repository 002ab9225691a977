import type { AddressInfo } from 'node:net';

import type { FastifyInstance } from 'fastify';
import { type RealtimeServerMessage, realtimeServerMessageSchema } from 'shared-contracts';
import WebSocket from 'ws';

import { call, type Reply } from '../memberHelpers';
import { loginAs, startTestApp } from '../testApp';

/*
 * Platform messages over HTTP (messageV2, ADR 0013): the inbox of two fresh players (nothing
 * seeded reaches them but broadcasts sent after they joined), ops sending, and the socket push.
 */

const PASSWORD = 'Secret123';

let started: Awaited<ReturnType<typeof startTestApp>>;
let app: FastifyInstance;
let players = 0;

const newPlayer = async () => {
  const username = `msg${Date.now().toString(36).slice(-6)}${(players += 1)}`;
  const reply = await call(app, 'POST', '/admin/dev/members', {
    admin: true,
    body: { username, password: PASSWORD },
  });
  if (reply.status !== 200) throw new Error(JSON.stringify(reply.body));
  return {
    username,
    memberId: reply.body.value.memberId as string,
    token: await loginAs(app, username, PASSWORD),
  };
};
type Player = Awaited<ReturnType<typeof newPlayer>>;

const send = (body: Record<string, unknown>) =>
  call(app, 'POST', '/admin/messages', { admin: true, body });

/** Ops send one English message to `to` (a username, or everyone). */
const sendTo = async (to: string | 'all', title: string, category = 'system') => {
  const reply = await send({
    ...(to === 'all' ? { all: true } : { username: to }),
    category,
    language: 'EN',
    texts: { EN: { title, bodyHtml: `<p>${title}</p>` } },
  });
  expect(reply.status).toBe(200);
  return reply.body.value.id as string;
};

const list = (player: Player, query = '') =>
  call(app, 'GET', `/wps/member/messages${query ? `?${query}` : ''}`, { token: player.token });
const unread = async (player: Player) =>
  (await call(app, 'GET', '/wps/member/messages/unread', { token: player.token })).body.value
    .unReadCount as number;
const titles = (reply: Reply) =>
  (reply.body.value.page.list as { title: string }[]).map((row) => row.title);

beforeAll(async () => {
  started = await startTestApp();
  app = started.app;
});
afterAll(() => started.close());

describe('the seeded inboxes', () => {
  it('gives demo 30+ messages in every category, some unread, and vip the broadcasts too', async () => {
    const demo = { token: await loginAs(app, 'demo', 'Demo1234!') } as Player;
    const all = await list(demo, 'pageSize=50');
    expect(all.status).toBe(200);
    expect(all.body.value.page.total).toBeGreaterThanOrEqual(30);
    const rows = all.body.value.page.list as {
      category: string;
      read: boolean;
      broadcast: boolean;
    }[];
    expect(new Set(rows.map((row) => row.category))).toEqual(
      new Set(['system', 'promotion', 'account']),
    );
    const unreadRows = rows.filter((row) => !row.read).length;
    expect(unreadRows).toBeGreaterThan(0);
    expect(unreadRows).toBeLessThan(rows.length);
    expect(all.body.value.unReadCount).toBe(unreadRows);
    expect(rows.some((row) => row.broadcast)).toBe(true);

    const vip = { token: await loginAs(app, 'vip', 'Vip12345!') } as Player;
    const vipRows = (await list(vip)).body.value.page.list as { broadcast: boolean }[];
    expect(vipRows.filter((row) => row.broadcast)).toHaveLength(2);
    expect(await unread(vip)).toBeGreaterThan(0);
  });
});

describe('one member inbox', () => {
  let me: Player;
  let other: Player;
  const ids: string[] = [];
  let othersMessage: string;

  beforeAll(async () => {
    me = await newPlayer();
    other = await newPlayer();
    for (let n = 1; n <= 12; n += 1)
      ids.push(await sendTo(me.username, `Mine ${n}`, n % 3 === 0 ? 'promotion' : 'system'));
    othersMessage = await sendTo(other.username, 'Theirs');
  });

  it('lists the member own messages newest first, in pages, with the unread count', async () => {
    const first = await list(me, 'pageNo=1&pageSize=5');
    expect(first.body.value.page).toMatchObject({ total: 12, totalPages: 3, pageNo: 1 });
    expect(titles(first)).toEqual(['Mine 12', 'Mine 11', 'Mine 10', 'Mine 9', 'Mine 8']);
    expect(first.body.value.unReadCount).toBe(12);
    const last = await list(me, 'pageNo=3&pageSize=5');
    expect(titles(last)).toEqual(['Mine 2', 'Mine 1']);
    expect(titles(await list(me, 'category=promotion'))).toEqual([
      'Mine 12',
      'Mine 9',
      'Mine 6',
      'Mine 3',
    ]);
    expect(titles(await list(other))).toEqual(['Theirs']);
  });

  it('refuses a bad page size, category or status with a clear message', async () => {
    const big = await list(me, 'pageSize=500');
    expect(big.status).toBe(400);
    expect(big.body.message).toMatch(/pageSize/);
    expect((await list(me, 'category=casino')).status).toBe(400);
    expect((await list(me, 'status=maybe')).status).toBe(400);
    expect((await call(app, 'GET', '/wps/member/messages')).status).toBe(401);
  });

  it('reads a message, which marks it read once, and counts one fewer unread', async () => {
    const before = await unread(me);
    const opened = await call(app, 'GET', `/wps/member/messages/message?id=${ids[0]}`, {
      token: me.token,
    });
    expect(opened.status).toBe(200);
    expect(opened.body.value.message).toMatchObject({
      id: ids[0],
      title: 'Mine 1',
      bodyHtml: '<p>Mine 1</p>',
      read: true,
      language: 'EN',
    });
    expect(opened.body.value.unReadCount).toBe(before - 1);
    await call(app, 'GET', `/wps/member/messages/message?id=${ids[0]}`, { token: me.token });
    expect(await unread(me)).toBe(before - 1);
    expect(titles(await list(me, 'status=read'))).toEqual(['Mine 1']);
    expect(titles(await list(me, 'status=unread'))).not.toContain('Mine 1');
  });

  it('answers 404 notFound for another member message and leaves it unread', async () => {
    const reply = await call(app, 'GET', `/wps/member/messages/message?id=${othersMessage}`, {
      token: me.token,
    });
    expect(reply.status).toBe(404);
    expect(reply.body.value).toEqual({ reason: 'notFound' });
    expect(await unread(other)).toBe(1);
  });

  it('marks named messages read, ignoring ids that are not the member own', async () => {
    const before = await unread(me);
    const reply = await call(app, 'POST', '/wps/member/messages/read', {
      token: me.token,
      body: { ids: [ids[1], ids[2], othersMessage, 'no-such-message'] },
    });
    expect(reply.status).toBe(200);
    expect(reply.body.value).toEqual({ changed: 2, unReadCount: before - 2 });
    expect(await unread(other)).toBe(1);
    const none = await call(app, 'POST', '/wps/member/messages/read', {
      token: me.token,
      body: { ids: [] },
    });
    expect(none.status).toBe(400);
    expect(none.body.message).toMatch(/at least one message/);
  });

  it('deletes the member own messages only', async () => {
    const reply = await call(app, 'POST', '/wps/member/messages/delete', {
      token: me.token,
      body: { ids: [ids[11], ids[10], othersMessage] },
    });
    expect(reply.body.value.changed).toBe(2);
    const rest = await list(me, 'pageSize=50');
    expect(rest.body.value.page.total).toBe(10);
    expect(titles(rest)).not.toContain('Mine 12');
    expect(titles(await list(other))).toEqual(['Theirs']);
    const gone = await call(app, 'GET', `/wps/member/messages/message?id=${ids[11]}`, {
      token: me.token,
    });
    expect(gone.status).toBe(404);
  });

  it('marks every message read at once', async () => {
    const reply = await call(app, 'POST', '/wps/member/messages/read', {
      token: me.token,
      body: { all: true },
    });
    expect(reply.body.value.unReadCount).toBe(0);
    expect(reply.body.value.changed).toBeGreaterThan(0);
    expect(await unread(me)).toBe(0);
    expect(await unread(other)).toBe(1);
  });
});

describe('broadcasts', () => {
  it('keeps read and deleted per member', async () => {
    const alice = await newPlayer();
    const bob = await newPlayer();
    const id = await sendTo('all', 'To everyone', 'promotion');
    expect(await unread(alice)).toBe(1);
    expect(await unread(bob)).toBe(1);
    await call(app, 'POST', '/wps/member/messages/read', {
      token: alice.token,
      body: { ids: [id] },
    });
    expect(await unread(alice)).toBe(0);
    expect(await unread(bob)).toBe(1);
    await call(app, 'POST', '/wps/member/messages/delete', {
      token: alice.token,
      body: { ids: [id] },
    });
    expect(titles(await list(alice))).toEqual([]);
    const bobs = await list(bob);
    expect(bobs.body.value.page.list).toEqual([
      expect.objectContaining({ id, title: 'To everyone', broadcast: true, read: false }),
    ]);
  });

  it('does not reach members who joined after it was sent', async () => {
    const before = await sendTo('all', 'Before you came');
    // Sent a minute before the member registers (not in the same millisecond).
    app.platform.db
      .prepare('UPDATE member_messages SET created_at = created_at - 60000 WHERE id = ?')
      .run(before);
    const late = await newPlayer();
    const ids = (await list(late)).body.value.page.list.map((row: { id: string }) => row.id);
    expect(ids).not.toContain(before);
  });
});

describe('languages', () => {
  it('answers in the reader language when translated, else in the message own', async () => {
    const reader = await newPlayer();
    const reply = await send({
      username: reader.username,
      category: 'account',
      language: 'EN',
      texts: {
        EN: { title: 'Deposit received', bodyHtml: '<p>Credited.</p>' },
        CN: { title: '充值已到账', bodyHtml: '<p>已入账。</p>' },
      },
    });
    const id = reply.body.value.id as string;
    const read = async (language: string) =>
      (
        await app.inject({
          method: 'GET',
          url: `/wps/member/messages/message?id=${id}`,
          headers: { authorization: `Bearer ${reader.token}`, language },
        })
      ).json().value.message;
    expect(await read('CN')).toMatchObject({
      title: '充值已到账',
      bodyHtml: '<p>已入账。</p>',
      language: 'CN',
    });
    expect(await read('VI')).toMatchObject({ title: 'Deposit received', language: 'EN' });
  });
});

describe('ops sending (admin)', () => {
  it('refuses without the admin token, or without exactly one audience, language text or member', async () => {
    const body = {
      username: 'demo',
      category: 'system',
      language: 'EN',
      texts: { EN: { title: 'Hi', bodyHtml: '<p>Hi</p>' } },
    };
    expect((await call(app, 'POST', '/admin/messages', { body })).status).toBe(401);
    const both = await send({ ...body, all: true });
    expect(both.status).toBe(400);
    expect(both.body.message).toMatch(/one member .* or send to all/);
    const noText = await send({ ...body, language: 'TH' });
    expect(noText.status).toBe(400);
    expect(noText.body.message).toMatch(/TH/);
    expect((await send({ ...body, username: 'nobody-here' })).status).toBe(404);
    expect((await send({ ...body, category: 'casino' })).status).toBe(400);
  });
});

describe('the socket', () => {
  let url: string;
  beforeAll(async () => {
    await app.listen({ port: 0, host: '127.0.0.1' });
    url = `ws://127.0.0.1:${(app.server.address() as AddressInfo).port}/wps/ws`;
  });

  /** A member socket with the `memberMessages` pushes it received. */
  const openSocket = async (token: string) => {
    const socket = new WebSocket(url);
    const pushes: Extract<RealtimeServerMessage, { type: 'memberMessages' }>[] = [];
    let wake: () => void = () => undefined;
    socket.on('message', (data) => {
      const message = realtimeServerMessageSchema.parse(JSON.parse(String(data)));
      if (message.type === 'ready') wake();
      if (message.type === 'memberMessages') {
        pushes.push(message);
        wake();
      }
    });
    const ready = new Promise<void>((resolve) => (wake = resolve));
    await new Promise((resolve) => socket.once('open', resolve));
    socket.send(JSON.stringify({ type: 'auth', token }));
    await ready;
    const next = (count: number) =>
      new Promise<(typeof pushes)[number]>((resolve) => {
        const check = () => (pushes.length >= count ? resolve(pushes[count - 1]!) : undefined);
        wake = check;
        check();
      });
    return { socket, pushes, next };
  };

  it('pushes the new unread count when ops send, and after the member reads', async () => {
    const me = await newPlayer();
    const bystander = await newPlayer();
    const mine = await openSocket(me.token);
    const theirs = await openSocket(bystander.token);

    const id = await sendTo(me.username, 'Live one');
    expect(await mine.next(1)).toEqual({ type: 'memberMessages', unReadCount: 1, arrived: id });
    await call(app, 'GET', `/wps/member/messages/message?id=${id}`, { token: me.token });
    expect(await mine.next(2)).toEqual({ type: 'memberMessages', unReadCount: 0, arrived: null });

    const broadcast = await sendTo('all', 'Live to all');
    expect(await theirs.next(1)).toEqual({
      type: 'memberMessages',
      unReadCount: 1,
      arrived: broadcast,
    });
    expect(await mine.next(3)).toMatchObject({ unReadCount: 1, arrived: broadcast });
    // The bystander heard nothing of the first message.
    expect(theirs.pushes).toHaveLength(1);
    mine.socket.close();
    theirs.socket.close();
  });
});
