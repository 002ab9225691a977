import type { FastifyInstance } from 'fastify';

import { call } from '../memberHelpers';
import { loginAs, startTestApp } from '../testApp';

/* The avatar set, the member's icon and the language update over HTTP. */

const PASSWORD = 'Secret123';

let started: Awaited<ReturnType<typeof startTestApp>>;
let app: FastifyInstance;
let players = 0;

const newPlayer = async () => {
  const username = `pf${Date.now().toString(36).slice(-6)}${(players += 1)}`;
  const reply = await call(app, 'POST', '/admin/dev/members', {
    admin: true,
    body: { username, password: PASSWORD },
  });
  if (reply.status !== 200) throw new Error(JSON.stringify(reply.body));
  return { username, token: await loginAs(app, username, PASSWORD) };
};

beforeAll(async () => {
  started = await startTestApp();
  app = started.app;
});
afterAll(() => started.close());

describe('avatars', () => {
  it('lists a set of twelve distinct SVG avatars the platform serves', async () => {
    const set = await call(app, 'GET', '/wps/member/avatar');
    expect(set.status).toBe(200);
    const list = set.body.value.list as { id: string; url: string }[];
    expect(list).toHaveLength(12);
    const images = await Promise.all(
      list.map((avatar) => app.inject({ method: 'GET', url: avatar.url })),
    );
    images.forEach((image) => {
      expect(image.statusCode).toBe(200);
      expect(image.headers['content-type']).toContain('image/svg+xml');
      expect(image.body).toMatch(/^<svg /);
    });
    expect(new Set(images.map((image) => image.body)).size).toBe(12);
    expect((await app.inject({ method: 'GET', url: '/assets/avatars/a99.svg' })).statusCode).toBe(
      404,
    );
  });

  it('stores the chosen avatar per member and reads it back', async () => {
    const first = await newPlayer();
    const second = await newPlayer();
    expect(
      (await call(app, 'GET', '/wps/member/info/icon', { token: first.token })).body.value,
    ).toEqual({
      avatar: null,
    });
    const chosen = await call(app, 'PUT', '/wps/member/info/icon', {
      token: first.token,
      body: { avatarId: 'a07' },
    });
    expect(chosen.status).toBe(200);
    expect(chosen.body.value.avatar.id).toBe('a07');
    const again = await loginAs(app, first.username, PASSWORD);
    expect(
      (await call(app, 'GET', '/wps/member/info/icon', { token: again })).body.value.avatar,
    ).toEqual({ id: 'a07', url: '/assets/avatars/a07.svg' });
    expect(
      (await call(app, 'GET', '/wps/member/info/icon', { token: second.token })).body.value.avatar,
    ).toBeNull();
    const unknown = await call(app, 'PUT', '/wps/member/info/icon', {
      token: first.token,
      body: { avatarId: 'a99' },
    });
    expect(unknown.status).toBe(400);
    expect(
      (await call(app, 'PUT', '/wps/member/info/icon', { body: { avatarId: 'a01' } })).status,
    ).toBe(401);
  });
});

describe('language update', () => {
  it('saves the member language and gives it back at the next login', async () => {
    const player = await newPlayer();
    expect(
      (await call(app, 'GET', '/wps/member/language', { token: player.token })).body.value,
    ).toEqual({
      language: null,
    });
    const saved = await call(app, 'PUT', '/wps/member/language', {
      token: player.token,
      body: { language: 'VI' },
    });
    expect(saved.status).toBe(200);
    const fresh = await loginAs(app, player.username, PASSWORD);
    expect((await call(app, 'GET', '/wps/member/language', { token: fresh })).body.value).toEqual({
      language: 'VI',
    });
    const bad = await call(app, 'PUT', '/wps/member/language', {
      token: player.token,
      body: { language: 'XX' },
    });
    expect(bad.status).toBe(400);
  });
});

describe('the seeded profiles', () => {
  it('gives vip an avatar and leaves demo with none', async () => {
    const vip = await loginAs(app, 'vip', 'Vip12345!');
    const demo = await loginAs(app, 'demo', 'Demo1234!');
    expect(
      (await call(app, 'GET', '/wps/member/info/icon', { token: vip })).body.value.avatar?.id,
    ).toBe('a05');
    expect(
      (await call(app, 'GET', '/wps/member/info/icon', { token: demo })).body.value.avatar,
    ).toBeNull();
  });
});
