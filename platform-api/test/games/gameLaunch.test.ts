import { launchRefusalSchema, launchResultSchema, pvpRoomsEndpoint } from 'shared-contracts';

import { get, launchBody, openGamePage, post, ticketOf, trialSession } from '../gameHelpers';
import { loginAs, startTestApp } from '../testApp';

let ctx: Awaited<ReturnType<typeof startTestApp>>;
let token: string;
beforeAll(async () => {
  ctx = await startTestApp();
  token = await loginAs(ctx.app, 'demo', 'Demo1234!');
});
afterAll(() => ctx.close());

type GameRef = { gameCode: string; nodeId: string; vassalage: string };
const findGame = async (gameType: string, code: string): Promise<GameRef> => {
  const vendor = gameType === 'INHOUSE' ? 'INHOUSE' : code.replace(/_\d+$/, '');
  const { body } = await get(
    ctx.app,
    `/lgw/games/list?gameType=${gameType}&vassalage=${vendor}&pageSize=100`,
  );
  const game = (body.value.games as GameRef[]).find((g) => g.gameCode === code);
  if (!game) throw new Error(`no game ${code}`);
  return game;
};
const launch = (body: Record<string, unknown>, withToken = token) =>
  post(ctx.app, '/wps/game/launchGame', body, withToken, { language: 'TH' });

describe('launchGame', () => {
  it('answers the vendor demo table URL on the platform origin with a one-time ticket', async () => {
    const game = await findGame('RNG', 'PG_001');
    const { status, body } = await launch({ ...launchBody(game, 'demo', token), language: 'TH' });
    expect(status).toBe(200);
    const result = launchResultSchema.parse(body.value);
    const url = new URL(result.game_url);
    expect(url.pathname).toBe('/games/vendor/table');
    expect(url.searchParams.get('launch')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(result.game_url).not.toContain(token);
    expect(result.newWindow).toBe(false);

    const page = await openGamePage(ctx.app, result.game_url);
    expect(page.response.statusCode).toBe(200);
    expect(page.response.headers['content-security-policy']).toMatch(/script-src 'nonce-/);
    // Framed by the site only: its own origins, nobody else.
    expect(page.response.headers['content-security-policy']).toContain(
      `frame-ancestors 'self' ${ctx.config.publicOrigins.join(' ')}`,
    );
    expect(page.response.body).toContain('<meta name="referrer" content="no-referrer">');
    expect(page.response.body).not.toMatch(/\son[a-z]+=/i);
    expect(page.response.body).toContain('<html lang="th" data-theme="dark">');
    expect(page.session).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(page.session).not.toBe(token);

    // The ticket is spent: a reload or a copied link shows the expired page.
    const again = await openGamePage(ctx.app, result.game_url);
    expect(again.response.statusCode).toBe(410);
    expect(again.response.headers['content-security-policy']).toContain('frame-ancestors');
    expect(again.session).toBe('');
  });

  it('opens the in-house slot and dice on their own pages', async () => {
    for (const [code, path] of [
      ['INH_SLOT', '/games/inhouse/slot'],
      ['INH_DICE', '/games/inhouse/dice'],
    ] as const) {
      const game = await findGame('INHOUSE', code);
      const { body } = await launch(launchBody(game, 'demo', token));
      expect(new URL(body.value.game_url).pathname).toBe(path);
      const page = await openGamePage(ctx.app, body.value.game_url);
      expect(page.response.statusCode).toBe(200);
      expect(page.response.body).toContain(`data-engine="${path.split('/').pop()}"`);
    }
  });

  it("draws an in-house game in the site's light theme when the site asks for it", async () => {
    const game = await findGame('INHOUSE', 'INH_SLOT');
    const { body } = await launch(launchBody(game, 'demo', token));
    const light = new URL(body.value.game_url);
    light.searchParams.set('theme', 'light');
    const page = await openGamePage(ctx.app, light.href);
    expect(page.response.statusCode).toBe(200);
    const html = page.response.body;
    expect(html).toMatch(/<html lang="[a-z-]+" data-theme="light">/);
    const style = /<style[^>]*>(.*?)<\/style>/s.exec(html)?.[1] ?? '';
    expect(style).toMatch(/:root\[data-theme=light\]\{color-scheme:light;--bg:#f5f6fb;/);
    // Past the two palettes, every colour of the page's surfaces comes from them.
    const rules = style.replace(/^\s*:root(\[data-theme=light\])?\{[^}]*\}\s*$/gm, '');
    expect(rules).toMatch(/body\{[^}]*background:var\(--bg\);color:var\(--text\)/);
    expect(rules).not.toMatch(/#0b0e24|#141838|#2e3470|#f3f4ff|#a6acd6/);
    // The spent ticket's page keeps the theme too.
    const spent = await openGamePage(ctx.app, light.href);
    expect(spent.response.statusCode).toBe(410);
    expect(spent.response.body).toContain('data-theme="light"');
  });

  it('refuses a ticket on another game page', async () => {
    const game = await findGame('INHOUSE', 'INH_SLOT');
    const { body } = await launch(launchBody(game, 'demo', token));
    const wrong = await ctx.app.inject({
      method: 'GET',
      url: `/games/inhouse/dice?launch=${ticketOf(body.value.game_url)}`,
    });
    expect(wrong.statusCode).toBe(410);
  });

  it('marks vendors that refuse frames as new-window games', async () => {
    const game = await findGame('LIVE', 'PT_LIVE_001');
    const { body } = await launch(launchBody(game, 'demo', token));
    expect(body.value.newWindow).toBe(true);
  });

  it('refuses a game under maintenance and suggests others of its category', async () => {
    const game = await findGame('RNG', 'PG_007');
    const { status, body } = await launch(launchBody(game, 'demo', token));
    expect(status).toBe(409);
    const refusal = launchRefusalSchema.parse(body.value);
    expect(refusal.reason).toBe('maintenance');
    expect(refusal.suggestions?.length).toBeGreaterThan(0);
    expect(refusal.suggestions?.every((s) => s.gameType === 'RNG' && !s.maintenance)).toBe(true);
  });

  it('refuses vendor games to trial accounts but lets them play in-house games', async () => {
    const trial = trialSession(ctx.app);
    const vendorGame = await findGame('RNG', 'PG_001');
    const refused = await launch(launchBody(vendorGame, 'trial', trial), trial);
    expect(refused.status).toBe(403);
    expect(launchRefusalSchema.parse(refused.body.value).reason).toBe('trial');
    const slot = await findGame('INHOUSE', 'INH_SLOT');
    expect((await launch(launchBody(slot, 'trial', trial), trial)).status).toBe(200);
  });

  it('answers unknown games with 404', async () => {
    const game = await findGame('RNG', 'PG_001');
    for (const body of [
      { ...launchBody(game, 'demo', token), gameId: 'NOPE_001' },
      { ...launchBody(game, 'demo', token), nodeId: '10002' },
      { ...launchBody(game, 'demo', token), vassalage: 'PP' },
      { ...launchBody(game, 'demo', token), gameId: undefined, roomId: 'NO_ROOM' },
    ]) {
      expect((await launch(body)).status).toBe(404);
    }
  });

  it('validates the request', async () => {
    const game = await findGame('RNG', 'PG_001');
    for (const body of [
      { ...launchBody(game, 'demo', token), accountType: 2 },
      { ...launchBody(game, 'demo', token), launchMode: 'LOTT' },
      { ...launchBody(game, 'demo', token), clientType: 1 },
      { ...launchBody(game, 'demo', token), gameId: undefined },
      { ...launchBody(game, 'demo', token), nodeId: 'x1' },
    ]) {
      const { status, body: answer } = await launch(body);
      expect(status).toBe(400);
      expect(answer.success).toBe(false);
    }
  });

  it('needs a session, and the payload token must be that session', async () => {
    const game = await findGame('RNG', 'PG_001');
    expect(
      (await post(ctx.app, '/wps/game/launchGame', launchBody(game, 'demo', token))).status,
    ).toBe(401);
    const other = await loginAs(ctx.app, 'vip', 'Vip12345!');
    expect((await launch(launchBody(game, 'demo', other))).status).toBe(401);
  });
});

describe('PVP rooms', () => {
  it('lists rooms, filters by vendor, and launches a room', async () => {
    const { status, body } = await get(ctx.app, '/wps/game/pvp/rooms', token);
    expect(status).toBe(200);
    const rooms = pvpRoomsEndpoint.response.parse(body.value).list;
    expect(rooms.length).toBeGreaterThan(0);
    const km = (await get(ctx.app, '/wps/game/pvp/rooms?vassalage=KM', token)).body.value.list;
    expect(km.every((room: { vassalage: string }) => room.vassalage === 'KM')).toBe(true);

    const room = rooms[0]!;
    const launched = await post(ctx.app, '/wps/game/pvp/launch', { roomId: room.roomId }, token);
    expect(launched.status).toBe(200);
    expect(new URL(launched.body.value.game_url).pathname).toBe('/games/vendor/table');
    const viaLaunchGame = await launch({
      ...launchBody(
        { gameCode: room.gameCode, nodeId: room.nodeId, vassalage: room.vassalage },
        'demo',
        token,
      ),
      gameId: undefined,
      roomId: room.roomId,
    });
    expect(viaLaunchGame.status).toBe(200);
  });

  it('answers unknown rooms with 404, bad input with 400 and guests with 401', async () => {
    expect((await post(ctx.app, '/wps/game/pvp/launch', { roomId: 'NO_ROOM' }, token)).status).toBe(
      404,
    );
    expect((await post(ctx.app, '/wps/game/pvp/launch', { roomId: '' }, token)).status).toBe(400);
    expect((await post(ctx.app, '/wps/game/pvp/launch', { roomId: 'KM_001_R1' })).status).toBe(401);
    expect((await get(ctx.app, '/wps/game/pvp/rooms')).status).toBe(401);
  });
});
