import { favouriteGamesEndpoint, recentGamesEndpoint } from 'shared-contracts';

import { get, launchBody, post } from '../gameHelpers';
import { bearer, loginAs, startTestApp } from '../testApp';

let ctx: Awaited<ReturnType<typeof startTestApp>>;
let token: string;
beforeAll(async () => {
  ctx = await startTestApp();
  token = await loginAs(ctx.app, 'demo', 'Demo1234!');
});
afterAll(() => ctx.close());

const gameOf = async (code: string) => {
  const { body } = await get(
    ctx.app,
    `/lgw/games/list?gameType=RNG&vassalage=${code.split('_')[0]}`,
  );
  return (body.value.games as { gameCode: string; nodeId: string; vassalage: string }[]).find(
    (game) => game.gameCode === code,
  )!;
};

const remove = (query: string, withToken = token) =>
  ctx.app.inject({
    method: 'DELETE',
    url: `/wps/game/favourites?${query}`,
    headers: withToken ? bearer(withToken) : {},
  });

describe('favourites', () => {
  it('adds and removes favourites by node id and answers the id list as strings', async () => {
    const first = await gameOf('PG_001');
    const second = await gameOf('PG_002');
    const added = await post(
      ctx.app,
      '/wps/game/favourites',
      { nodeId: first.nodeId, vendor: 'PG', gameType: 'RNG' },
      token,
    );
    expect(added).toMatchObject({ status: 200, body: { value: { ids: [first.nodeId] } } });
    // Adding twice is harmless.
    await post(
      ctx.app,
      '/wps/game/favourites',
      { nodeId: first.nodeId, vendor: 'PG', gameType: 'RNG' },
      token,
    );
    const both = await post(
      ctx.app,
      '/wps/game/favourites',
      { nodeId: second.nodeId, vendor: 'PG', gameType: 'RNG' },
      token,
    );
    expect(both.body.value.ids).toEqual([first.nodeId, second.nodeId]);
    expect((await get(ctx.app, '/wps/game/favourites/ids', token)).body.value.ids).toEqual([
      first.nodeId,
      second.nodeId,
    ]);

    const listed = await get(ctx.app, '/wps/game/favourites?gameType=RNG&pageSize=1', token);
    const page = favouriteGamesEndpoint.response.parse(listed.body.value);
    expect(page.totalPages).toBe(2);
    expect(page.content.map((game) => game.gameCode)).toEqual(['PG_002']);

    const removed = await remove(`nodeId=${first.nodeId}&vendor=PG&gameType=RNG`);
    expect(removed.statusCode).toBe(200);
    expect(removed.json().value.ids).toEqual([second.nodeId]);
  });

  it('refuses unknown games and mismatched vendors', async () => {
    const unknown = await post(
      ctx.app,
      '/wps/game/favourites',
      { nodeId: '999999', vendor: 'PG', gameType: 'RNG' },
      token,
    );
    expect(unknown).toMatchObject({ status: 404, body: { success: false } });
    const game = await gameOf('PG_003');
    const mismatch = await post(
      ctx.app,
      '/wps/game/favourites',
      { nodeId: game.nodeId, vendor: 'PP', gameType: 'RNG' },
      token,
    );
    expect(mismatch.status).toBe(400);
    expect((await remove('nodeId=999999&vendor=PG&gameType=RNG')).statusCode).toBe(404);
  });

  it('validates the toggle', async () => {
    for (const payload of [
      { nodeId: 'abc', vendor: 'PG', gameType: 'RNG' },
      { nodeId: '10001', gameType: 'RNG' },
      { nodeId: '10001', vendor: 'PG', gameType: 'CHESS' },
    ]) {
      const { status, body } = await post(ctx.app, '/wps/game/favourites', payload, token);
      expect(status).toBe(400);
      expect(body.message).toMatch(/Invalid field/);
    }
  });

  it('needs a session', async () => {
    expect((await get(ctx.app, '/wps/game/favourites/ids')).status).toBe(401);
    expect((await get(ctx.app, '/wps/game/favourites')).status).toBe(401);
    expect(
      (
        await post(ctx.app, '/wps/game/favourites', {
          nodeId: '10001',
          vendor: 'PG',
          gameType: 'RNG',
        })
      ).status,
    ).toBe(401);
    expect((await remove('nodeId=10001&vendor=PG&gameType=RNG', '')).statusCode).toBe(401);
  });
});

describe('recent games', () => {
  it('lists launched games newest first with paging', async () => {
    const player = await loginAs(ctx.app, 'vip', 'Vip12345!');
    expect((await get(ctx.app, '/wps/game/recent', player)).body.value).toEqual({
      list: [],
      totalPages: 0,
    });
    for (const code of ['PG_004', 'PG_005', 'PG_004']) {
      const game = await gameOf(code);
      const launched = await post(
        ctx.app,
        '/wps/game/launchGame',
        launchBody(game, 'vip', player),
        player,
      );
      expect(launched.status).toBe(200);
    }
    const { body } = await get(ctx.app, '/wps/game/recent?pageSize=1', player);
    const page = recentGamesEndpoint.response.parse(body.value);
    expect(page.totalPages).toBe(2);
    expect(page.list.map((game) => game.gameCode)).toEqual(['PG_004']);
    const second = await get(ctx.app, '/wps/game/recent?pageSize=1&pageNo=2', player);
    expect(second.body.value.list[0].gameCode).toBe('PG_005');
  });

  it('needs a session and a valid page', async () => {
    expect((await get(ctx.app, '/wps/game/recent')).status).toBe(401);
    expect((await get(ctx.app, '/wps/game/recent?pageNo=0', token)).status).toBe(400);
  });
});
