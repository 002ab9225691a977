import { rmSync } from 'node:fs';

import type { FastifyInstance } from 'fastify';

import { buildApp } from '../../src/app';
import { call } from '../memberHelpers';
import { loginAs, startTestApp, tempDir, testConfig } from '../testApp';
import { chatUrlFor, joinChat, openChat, ticketOf } from './chatHelpers';

/*
 * The chat service over HTTP and its socket (ADR 0014): tickets, rooms, plain-text
 * messages, limits, mutes, deletions, reports and the support desk.
 */

const PASSWORD = 'Secret123';

let started: Awaited<ReturnType<typeof startTestApp>>;
let app: FastifyInstance;
let players = 0;

beforeAll(async () => {
  started = await startTestApp();
  app = started.app;
  await app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => started.close());

const newPlayer = async () => {
  const username = `chat${Date.now().toString(36).slice(-6)}${(players += 1)}`;
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

describe('the customer-service path', () => {
  it('sends a link opened outside the site to the home page asking for the support conversation', async () => {
    const reply = await app.inject({ method: 'GET', url: '/chat/support' });
    expect(reply.statusCode).toBe(302);
    expect(reply.headers.location).toBe('/?chat=support');
  });
});

describe('the chat URL', () => {
  it('points at the chat page with a single-use ticket, never the session token', async () => {
    const player = await newPlayer();
    const reply = await chatUrlFor(app, player.token);
    expect(reply.status).toBe(200);
    const url = new URL(reply.body.value.chatUrl);
    expect(url.pathname).toBe('/chat/room');
    expect(url.searchParams.get('headerColor')).toBe('#6142bf');
    expect(url.searchParams.get('lang')).toBe('EN');
    expect(ticketOf(url.href)).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(url.href).not.toContain(player.token);
  });

  it('refuses guests and trial accounts', async () => {
    expect((await chatUrlFor(app, 'not-a-session')).status).toBe(401);
    const trial = await newPlayer();
    app.platform.db.prepare('UPDATE members SET member_type = 4 WHERE id = ?').run(trial.memberId);
    const reply = await chatUrlFor(app, trial.token);
    expect(reply.status).toBe(403);
    expect(reply.body.message).toMatch(/register/i);
  });

  it('serves the page with a nonce-only CSP, an opaque origin and the title as text', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/chat/room?lang=TH&title=%3Cscript%3Ealert(1)%3C%2Fscript%3E&headerColor=%23112233',
    });
    expect(response.statusCode).toBe(200);
    const csp = String(response.headers['content-security-policy']);
    const nonce = /script-src 'nonce-([^']+)'/.exec(csp)?.[1];
    expect(nonce).toBeTruthy();
    expect(csp).toContain('sandbox allow-scripts');
    expect(csp).not.toMatch(/unsafe-inline|unsafe-eval|allow-same-origin/);
    expect(response.body).toContain('&#60;script&#62;alert(1)&#60;/script&#62;');
    expect(response.body).not.toContain('<script>alert(1)');
    expect(response.body).toContain('--head:#112233');
    expect(response.body).toContain('ห้องแชท'.slice(0, 2));
    // Every script block carries the nonce or is data.
    const scripts = response.body.match(/<script[^>]*>/g) ?? [];
    for (const tag of scripts)
      expect(tag.includes(`nonce="${nonce}"`) || tag.includes('application/json')).toBe(true);
  });
});

describe('tickets', () => {
  it('cannot be used twice', async () => {
    const player = await newPlayer();
    const ticket = ticketOf((await chatUrlFor(app, player.token)).body.value.chatUrl);
    const first = await openChat(app, ticket);
    await first.next('ready');
    const second = await openChat(app, ticket);
    const refused = await second.next('error');
    expect(refused.code).toBe('ticket');
    await expect(second.next('ready', () => true, 500)).rejects.toThrow();
    expect(second.isClosed()).toBe(true);
    first.close();
  });

  it('expire a minute after the chat URL was given', async () => {
    const player = await newPlayer();
    const ticket = ticketOf((await chatUrlFor(app, player.token)).body.value.chatUrl);
    app.platform.clock.advance(61_000);
    const late = await openChat(app, ticket);
    expect((await late.next('error')).code).toBe('ticket');
  });

  it('end with the session that asked for them: logging out closes the chat', async () => {
    const player = await newPlayer();
    const { client } = await joinChat(app, player.token);
    await call(app, 'DELETE', '/wps/session/logout', { token: player.token });
    await expect(client.next('ready', () => true, 2000)).rejects.toThrow(/closed/);
  });
});

describe('messages', () => {
  it('reach everyone in the room live, as plain text with the markup kept as typed', async () => {
    const [a, b] = [await newPlayer(), await newPlayer()];
    const alice = await joinChat(app, a.token);
    const bob = await joinChat(app, b.token);
    const room = alice.ready.rooms.find((r) => r.kind === 'public')?.id ?? '';
    expect(room).toBe('public:EN');
    const markup = '<img src=x onerror="alert(1)"> <b>hi</b> https://example.com/?a=1&b=2';
    alice.client.send({ type: 'send', room, text: markup });
    const seen = await bob.client.next('message', (m) => m.message.text === markup);
    expect(seen.message).toMatchObject({ mine: false, staff: false, replyTo: null, room });
    const own = await alice.client.next('message', (m) => m.message.text === markup);
    expect(own.message.mine).toBe(true);

    // A reply carries the quoted message.
    bob.client.send({ type: 'send', room, text: 'nice', replyTo: seen.message.id });
    const reply = await alice.client.next('message', (m) => m.message.text === 'nice');
    expect(reply.message.replyTo).toEqual({
      id: seen.message.id,
      author: expect.any(String),
      text: markup,
    });
    alice.client.close();
    bob.client.close();
  });

  it('refuses more than 500 characters and empty text with a clear code', async () => {
    const player = await newPlayer();
    const { client, ready } = await joinChat(app, player.token);
    const room = ready.rooms[0]?.id ?? '';
    client.send({ type: 'send', room, text: 'x'.repeat(501) });
    expect((await client.next('error')).code).toBe('tooLong');
    client.send({ type: 'send', room, text: '   ' });
    expect((await client.next('error')).code).toBe('empty');
    // 500 emoji are 500 characters, not 1000 UTF-16 units.
    client.send({ type: 'send', room, text: '🍀'.repeat(500) });
    expect((await client.next('message')).message.text).toHaveLength(1000);
    client.close();
  });

  it('are limited to 10 in 10 seconds and 30 a minute: 60 in a minute hit the limit', async () => {
    const player = await newPlayer();
    const { client, ready } = await joinChat(app, player.token);
    const room = ready.rooms[0]?.id ?? '';
    let accepted = 0;
    let refused = 0;
    let lastRetry = 0;
    // Six bursts of 10, 10 seconds apart on the platform clock: 60 messages in one minute.
    for (let burst = 0; burst < 6; burst += 1) {
      for (let i = 0; i < 10; i += 1) {
        const text = `burst ${burst} message ${i}`;
        client.send({ type: 'send', room, text });
        const answer = await client.nextAny(
          (m) => (m.type === 'message' && m.message.text === text) || m.type === 'error',
        );
        if (answer.type === 'message') accepted += 1;
        else if (answer.type === 'error') {
          expect(answer.code).toBe('rateLimited');
          refused += 1;
          lastRetry = answer.retryAfterMs ?? 0;
          expect(answer.message).toMatch(/too fast/);
        }
      }
      app.platform.clock.advance(10_001);
    }
    expect(accepted).toBe(30);
    expect(refused).toBe(30);
    expect(lastRetry).toBeGreaterThan(0);
    client.close();
  });

  it('persist across a restart of the platform', async () => {
    const dir = tempDir();
    const config = testConfig({}, dir);
    try {
      const first = await buildApp(config);
      await first.listen({ port: 0, host: '127.0.0.1' });
      const token = await loginAs(first, 'demo', 'Demo1234!');
      const { client, ready } = await joinChat(first, token);
      const text = `persisted ${Date.now()}`;
      client.send({ type: 'send', room: ready.rooms[0]?.id ?? '', text });
      await client.next('message', (m) => m.message.text === text);
      client.close();
      await first.close();

      const second = await buildApp(config);
      await second.listen({ port: 0, host: '127.0.0.1' });
      const again = await joinChat(second, await loginAs(second, 'demo', 'Demo1234!'));
      const history = await again.client.next('history', (h) => h.room === 'public:EN');
      expect(history.messages.map((m) => m.text)).toContain(text);
      // The seeded conversation is there too, oldest first.
      expect(history.messages[0]?.text).toMatch(/Good evening/);
      again.client.close();
      await second.close();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('ops', () => {
  it('mute a member: their messages are refused until unmuted, support stays open', async () => {
    const player = await newPlayer();
    const { client, ready } = await joinChat(app, player.token);
    const room = ready.rooms.find((r) => r.kind === 'public')?.id ?? '';
    const mute = await call(app, 'POST', '/admin/chat/mutes', {
      admin: true,
      body: { username: player.username, minutes: 30, reason: 'spam' },
    });
    expect(mute.status).toBe(200);
    expect((await client.next('muted')).muted).toBe(true);
    client.send({ type: 'send', room, text: 'let me talk' });
    const error = await client.next('error');
    expect(error.code).toBe('muted');
    const support = ready.rooms.find((r) => r.kind === 'support')?.id ?? '';
    client.send({ type: 'send', room: support, text: 'why am I muted?' });
    await client.next('message', (m) => m.message.text === 'why am I muted?');

    await call(app, 'DELETE', `/admin/chat/mutes/${player.username}`, { admin: true });
    expect((await client.next('muted')).muted).toBe(false);
    client.send({ type: 'send', room, text: 'thanks' });
    await client.next('message', (m) => m.message.text === 'thanks');
    client.close();
  });

  it('delete a message for everyone, live, and it is gone from the history', async () => {
    const [a, b] = [await newPlayer(), await newPlayer()];
    const alice = await joinChat(app, a.token);
    const bob = await joinChat(app, b.token);
    const room = 'public:EN';
    alice.client.send({ type: 'send', room, text: 'delete me' });
    const { message } = await bob.client.next('message', (m) => m.message.text === 'delete me');
    const removed = await call(app, 'DELETE', `/admin/chat/messages/${message.id}`, {
      admin: true,
    });
    expect(removed.status).toBe(200);
    expect((await alice.client.next('deleted')).id).toBe(message.id);
    expect((await bob.client.next('deleted')).id).toBe(message.id);
    const later = await joinChat(app, a.token);
    const history = await later.client.next('history', (h) => h.room === room);
    expect(history.messages.map((m) => m.id)).not.toContain(message.id);
    expect(
      (await call(app, 'DELETE', `/admin/chat/messages/${message.id}`, { admin: true })).status,
    ).toBe(404);
    for (const c of [alice, bob, later]) c.client.close();
  });

  it('see reported messages; ops calls need the admin token', async () => {
    const [a, b] = [await newPlayer(), await newPlayer()];
    const alice = await joinChat(app, a.token);
    const bob = await joinChat(app, b.token);
    alice.client.send({ type: 'send', room: 'public:EN', text: 'rude words' });
    const { message } = await bob.client.next('message', (m) => m.message.text === 'rude words');
    bob.client.send({ type: 'report', messageId: message.id });
    expect((await bob.client.next('reported')).messageId).toBe(message.id);
    const reports = await call(app, 'GET', '/admin/chat/reports', { admin: true });
    expect(reports.body.value.reports).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ messageId: message.id, reports: 1, authorUsername: a.username }),
      ]),
    );
    expect((await call(app, 'GET', '/admin/chat/reports', { token: b.token })).status).toBe(401);
    alice.client.close();
    bob.client.close();
  });
});

describe('support', () => {
  it('an ops answer reaches the member live and counts as unread until read', async () => {
    const player = await newPlayer();
    const { client, ready } = await joinChat(app, player.token, 'support');
    const support = ready.rooms.find((r) => r.kind === 'support')?.id ?? '';
    client.send({ type: 'send', room: support, text: 'My withdrawal is late' });
    await client.next('message', (m) => m.message.text === 'My withdrawal is late');

    const list = await call(app, 'GET', '/admin/chat/support?queue=LIVECHAT', { admin: true });
    expect(list.body.value.conversations).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ username: player.username, waiting: 1, queue: 'LIVECHAT' }),
      ]),
    );
    const answer = await call(app, 'POST', `/admin/chat/support/${player.username}`, {
      admin: true,
      body: { text: 'We are on it' },
    });
    expect(answer.status).toBe(200);
    const live = await client.next('message', (m) => m.message.text === 'We are on it');
    expect(live.message).toMatchObject({ staff: true, author: 'Support', mine: false });

    const unread = await call(app, 'GET', '/wps/chat/unread', { token: player.token });
    expect(unread.body.value.unReadCount).toBe(1);
    client.send({ type: 'read', room: support, upTo: live.message.id });
    expect((await client.next('unread')).unReadCount).toBe(0);
    expect(
      (await call(app, 'GET', '/wps/chat/unread', { token: player.token })).body.value.unReadCount,
    ).toBe(0);
    client.close();
  });

  it('a member cannot read or write another member’s support conversation', async () => {
    const [a, b] = [await newPlayer(), await newPlayer()];
    const alice = await joinChat(app, a.token, 'support');
    const aliceSupport = alice.ready.rooms.find((r) => r.kind === 'support')?.id ?? '';
    alice.client.send({ type: 'send', room: aliceSupport, text: 'my private question' });
    const { message } = await alice.client.next('message');

    const bob = await joinChat(app, b.token);
    expect(bob.ready.rooms.map((r) => r.id)).not.toContain(aliceSupport);
    bob.client.send({ type: 'older', room: aliceSupport, before: message.id + 1 });
    expect((await bob.client.next('error')).code).toBe('noRoom');
    bob.client.send({ type: 'send', room: aliceSupport, text: 'hi' });
    expect((await bob.client.next('error')).code).toBe('noRoom');
    bob.client.send({ type: 'report', messageId: message.id });
    expect((await bob.client.next('error')).code).toBe('noRoom');
    expect(bob.client.received.some((m) => JSON.stringify(m).includes('my private question'))).toBe(
      false,
    );
    alice.client.close();
    bob.client.close();
  });

  it('VIP members (rank level above 4) get the VIP room and the VIP queue', async () => {
    const token = await loginAs(app, 'vip', 'Vip12345!');
    const { client, ready } = await joinChat(app, token);
    expect(ready.rooms.map((r) => r.kind)).toEqual(['public', 'vip', 'support']);
    const vipSupport = ready.rooms.find((r) => r.kind === 'support')?.id ?? '';
    client.send({ type: 'send', room: vipSupport, text: 'VIP question' });
    await client.next('message', (m) => m.message.text === 'VIP question');
    const list = await call(app, 'GET', '/admin/chat/support?queue=VIP', { admin: true });
    expect(list.body.value.conversations.map((c: { username: string }) => c.username)).toEqual([
      'vip',
    ]);
    const demo = await joinChat(app, await loginAs(app, 'demo', 'Demo1234!'));
    expect(demo.ready.rooms.map((r) => r.kind)).toEqual(['public', 'support']);
    client.close();
    demo.client.close();
  });

  it('counts unread public messages from the member’s read position on', async () => {
    const [a, b] = [await newPlayer(), await newPlayer()];
    const bob = await joinChat(app, b.token);
    const history = await bob.client.next('history', (h) => h.room === 'public:EN');
    const last = history.messages[history.messages.length - 1]?.id ?? 0;
    bob.client.send({ type: 'read', room: 'public:EN', upTo: last });
    await bob.client.next('unread');
    bob.client.close();

    const alice = await joinChat(app, a.token);
    for (const text of ['one', 'two']) {
      alice.client.send({ type: 'send', room: 'public:EN', text });
      await alice.client.next('message', (m) => m.message.text === text);
    }
    const unread = await call(app, 'GET', '/wps/chat/unread', { token: b.token });
    expect(unread.body.value.unReadCount).toBe(2);
    alice.client.close();
  });
});
