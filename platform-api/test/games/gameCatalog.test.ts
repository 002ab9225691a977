import {
  gameListEndpoint,
  gameMenusEndpoint,
  hotGamesEndpoint,
  inHouseGamesEndpoint,
  popularGamesEndpoint,
  vendorsEndpoint,
  winnerRankingsEndpoint,
} from 'shared-contracts';

import { get } from '../gameHelpers';
import { startTestApp } from '../testApp';

let ctx: Awaited<ReturnType<typeof startTestApp>>;
beforeAll(async () => {
  ctx = await startTestApp();
});
afterAll(() => ctx.close());

const list = async (query: string) => {
  const { status, body } = await get(ctx.app, `/lgw/games/list?${query}`);
  expect(status).toBe(200);
  return gameListEndpoint.response.parse(body.value);
};

describe('vendor lanes', () => {
  it('answers a lane per category with cards, titles in the language, and no in-house vendor', async () => {
    const { status, body } = await get(ctx.app, '/lgw/games/vendors?language=TH');
    expect(status).toBe(200);
    const { data } = vendorsEndpoint.response.parse(body.value);
    expect(data.lanes.map((lane) => lane.gameCategory)).toEqual([
      'ELOTT',
      'LOTT',
      'LIVE',
      'SPORTS',
      'FISH',
      'RNG',
      'PVP',
    ]);
    const sports = data.lanes.find((lane) => lane.gameCategory === 'SPORTS');
    expect(sports?.title).toBe('กีฬา');
    expect(sports?.vendors).toEqual(expect.arrayContaining(['SABA', 'AV', 'TF']));
    expect(sports?.cards.find((card) => card.vassalage === 'AI')).toMatchObject({
      isHot: 1,
      smallIcon: '/assets/vendors/AI.svg',
    });
    expect(JSON.stringify(data)).not.toContain('INHOUSE');
  });

  it('keeps the in-house vendor out of the side-menu game menus', async () => {
    const { body } = await get(ctx.app, '/lgw/games/game_menus');
    const menus = gameMenusEndpoint.response.parse(body.value);
    expect(menus.flatMap((menu) => menu.vendors).some((v) => v.vassalage === 'INHOUSE')).toBe(
      false,
    );
  });

  it('answers one lane when asked for a category', async () => {
    const { body } = await get(ctx.app, '/lgw/games/vendors?gameType=RNG');
    expect(
      body.value.data.lanes.map((lane: { gameCategory: string }) => lane.gameCategory),
    ).toEqual(['RNG']);
  });

  it('refuses an unknown category', async () => {
    const { status, body } = await get(ctx.app, '/lgw/games/vendors?gameType=CHESS');
    expect(status).toBe(400);
    expect(body.message).toMatch(/gameType/);
  });
});

describe('game list', () => {
  it('pages a category by 42 by default', async () => {
    const first = await list('gameType=RNG');
    expect(first.games).toHaveLength(42);
    expect(first.pageNo).toBe(1);
    expect(first.total).toBe(250);
    expect(first.totalPages).toBe(Math.ceil(250 / 42));
    const last = await list(`gameType=RNG&pageNo=${first.totalPages}`);
    expect(last.games).toHaveLength(250 % 42);
    expect(first.games[0]).toMatchObject({
      gameType: 'RNG',
      thumbnail: expect.stringMatching(/^\/assets\/games\/.+\.webp$/),
    });
  });

  it('filters by vendor, classification, minimum bet and name', async () => {
    expect((await list('gameType=RNG&vassalage=PG')).total).toBe(60);
    const baccarat = await list('gameType=LIVE&gameClassify=baccarat');
    expect(baccarat.total).toBeGreaterThan(0);
    expect(baccarat.games.every((game) => game.classification === 'baccarat')).toBe(true);
    const cheap = await list('gameType=RNG&minBet=20');
    expect(cheap.total).toBeGreaterThan(0);
    expect(cheap.games.every((game) => game.minBet <= 20)).toBe(true);
    const named = await list('gameType=RNG&gameName=fortune');
    expect(named.total).toBeGreaterThan(0);
    expect(named.games.every((game) => /fortune/i.test(game.gameName))).toBe(true);
    expect((await list('gameType=RNG&gameName=%25')).total).toBe(0);
  });

  it('splits e-sports games from sports by the brand list', async () => {
    const esports = await list('gameType=ESPORTS');
    expect(esports.games.map((game) => game.vassalage).sort()).toEqual(
      ['AI', 'AV', 'IA', 'IMES', 'TF'].sort(),
    );
    const sports = await list('gameType=SPORTS');
    expect(sports.games.map((game) => game.vassalage).sort()).toEqual(['BTI', 'CMD', 'SABA']);
  });

  it('answers validation errors naming the field', async () => {
    for (const query of [
      'gameType=RNG&clientType=2',
      'gameType=RNG&pageSize=500',
      'gameType=RNG&gameClassify=chess',
      'gameType=RNG&minBet=-1',
      'pageNo=1',
    ]) {
      const { status, body } = await get(ctx.app, `/lgw/games/list?${query}`);
      expect(status).toBe(400);
      expect(body.success).toBe(false);
    }
  });

  it('answers an empty page past the end', async () => {
    const page = await list('gameType=FISH&pageNo=99');
    expect(page.games).toEqual([]);
  });
});

describe('hot, popular, in-house and winners', () => {
  it('lists hot games of a category', async () => {
    const { body } = await get(ctx.app, '/lgw/games/hot?gameType=RNG&language=EN');
    const { list: hot } = hotGamesEndpoint.response.parse(body.value);
    expect(hot.length).toBeGreaterThan(0);
    expect(hot.every((game) => game.isHot === 1 && game.gameType === 'RNG')).toBe(true);
  });

  it('refuses a hot-game request with the wrong isPlatform', async () => {
    expect((await get(ctx.app, '/lgw/games/hot?isPlatform=1')).status).toBe(400);
  });

  it('answers 20 popular games by default and no more than asked', async () => {
    const { body } = await get(ctx.app, '/lgw/games/popular');
    expect(popularGamesEndpoint.response.parse(body.value).list).toHaveLength(20);
    const five = await get(ctx.app, '/lgw/games/popular?count=5');
    expect(five.body.value.list).toHaveLength(5);
    expect((await get(ctx.app, '/lgw/games/popular?count=0')).status).toBe(400);
  });

  it('lists the in-house slot and dice in the asked language', async () => {
    const { body } = await get(ctx.app, '/lgw/games/inhouse?language=CN');
    const games = inHouseGamesEndpoint.response.parse(body.value).list;
    expect(games.map((game) => game.gameCode)).toEqual(['INH_SLOT', 'INH_DICE']);
    expect(games[0]).toMatchObject({ gameType: 'INHOUSE', gameName: '莲花财富老虎机' });
  });

  it('ranks the biggest wins with masked usernames', async () => {
    const { body } = await get(ctx.app, '/lgw/games/winners?count=5');
    const { list: winners, currency } = winnerRankingsEndpoint.response.parse(body.value);
    expect(currency).toBe('USD');
    expect(winners).toHaveLength(5);
    const amounts = winners.map((winner) => winner.amount);
    expect(amounts).toEqual([...amounts].sort((a, b) => b - a));
    expect(winners.every((winner) => winner.username.includes('***'))).toBe(true);
    expect((await get(ctx.app, '/lgw/games/winners?count=51')).status).toBe(400);
  });
});
