import type { FastifyInstance } from 'fastify';

import { playEngine } from '../../src/areas/games/engines';
import { createRoundService } from '../../src/areas/games/rounds';
import { get, launchBody, openGamePage, post, trialSession } from '../gameHelpers';
import { bearer, loginAs, startTestApp } from '../testApp';

let ctx: Awaited<ReturnType<typeof startTestApp>>;
let token: string;
beforeAll(async () => {
  ctx = await startTestApp();
  token = await loginAs(ctx.app, 'demo', 'Demo1234!');
});
afterAll(() => ctx.close());

const NODE_IDS: Record<string, string> = {};
/** Launches a game and opens its page, answering the page's game session. */
const sessionFor = async (app: FastifyInstance, code: string, site = token, username = 'demo') => {
  if (!NODE_IDS[code]) {
    const { body } = await get(app, '/lgw/games/inhouse');
    for (const game of body.value.list) NODE_IDS[game.gameCode] = game.nodeId;
    const pg = await get(app, '/lgw/games/list?gameType=RNG&vassalage=PG&pageSize=5');
    for (const game of pg.body.value.games) NODE_IDS[game.gameCode] = game.nodeId;
  }
  const vassalage = code.startsWith('INH_') ? 'INHOUSE' : code.split('_')[0]!;
  const launched = await post(
    app,
    '/wps/game/launchGame',
    launchBody({ gameCode: code, nodeId: NODE_IDS[code]!, vassalage }, username, site),
    site,
  );
  expect(launched.status).toBe(200);
  return (await openGamePage(app, launched.body.value.game_url)).session;
};

const round = (session: string, body: Record<string, unknown>) =>
  post(ctx.app, '/wps/inhouse/round', body, session);
const mainBalance = (memberId: string) =>
  Number(
    ctx.app.platform.db
      .prepare("SELECT balance FROM accounts WHERE member_id = ? AND wallet = 'MAIN'")
      .pluck()
      .get(memberId),
  );
const demoId = () =>
  String(
    ctx.app.platform.db.prepare("SELECT id FROM members WHERE username = 'demo'").pluck().get(),
  );
const txCount = () =>
  Number(ctx.app.platform.db.prepare('SELECT COUNT(*) FROM ledger_transactions').pluck().get());

describe('in-house rounds', () => {
  it('debits the stake, credits the win, records the bet and pushes the balance', async () => {
    const session = await sessionFor(ctx.app, 'INH_SLOT');
    const before = mainBalance(demoId());
    const transactions = txCount();
    const moved: string[][] = [];
    const listener = (ids: string[]) => moved.push(ids);
    ctx.app.platform.ledger.events.on('moved', listener);
    const { status, body } = await round(session, { roundId: 'round-0001', stake: 100 });
    ctx.app.platform.ledger.events.off('moved', listener);
    expect(status).toBe(200);
    const result = body.value;
    expect(result).toMatchObject({ roundId: 'round-0001', stake: 100, replayed: false });
    expect(result.detail.reels).toHaveLength(3);
    expect(result.balance).toBe(before - 100 + result.payout);
    expect(mainBalance(demoId())).toBe(result.balance);
    expect(txCount()).toBe(transactions + (result.payout > 0 ? 2 : 1));
    expect(moved.length).toBe(result.payout > 0 ? 2 : 1);
    expect(moved.every((ids) => ids.includes(demoId()))).toBe(true);

    const bet = ctx.app.platform.db
      .prepare('SELECT game, stake, payout, time FROM bets WHERE id = ?')
      .get(result.betId);
    expect(bet).toEqual({ game: 'INH_SLOT', stake: 100, payout: result.payout, time: result.time });
  });

  it('answers a retried round with the first result without moving money again', async () => {
    const session = await sessionFor(ctx.app, 'INH_DICE');
    const body = {
      roundId: 'round-retry-01',
      stake: 50,
      choice: { target: 50, direction: 'over' },
    };
    const first = await round(session, body);
    const balance = mainBalance(demoId());
    const transactions = txCount();
    const second = await round(session, body);
    expect(second.status).toBe(200);
    expect(second.body.value).toMatchObject({
      ...first.body.value,
      replayed: true,
      balance,
    });
    expect(txCount()).toBe(transactions);
    expect(mainBalance(demoId())).toBe(balance);
    const reuse = await round(session, { ...body, stake: 60 });
    expect(reuse.status).toBe(422);
  });

  it('credits a win once, however often its round is retried', () => {
    const { db, ledger, balances } = ctx.app.platform;
    // Three lotus symbols: the top of the weight table on every reel.
    const rounds = createRoundService(db, ledger, balances, (_min, max) => max - 1);
    const memberId = demoId();
    const before = mainBalance(memberId);
    const won = rounds.play({
      memberId,
      gameCode: 'INH_SLOT',
      engine: 'slot',
      roundId: 'fixed-win-01',
      stake: 10,
      choice: undefined,
    });
    expect(won.detail).toEqual({ reels: ['lotus', 'lotus', 'lotus'] });
    expect(won.payout).toBe(1_000);
    expect(mainBalance(memberId)).toBe(before - 10 + 1_000);
    const replay = rounds.play({
      memberId,
      gameCode: 'INH_SLOT',
      engine: 'slot',
      roundId: 'fixed-win-01',
      stake: 10,
      choice: undefined,
    });
    expect(replay).toMatchObject({ replayed: true, payout: 1_000 });
    expect(mainBalance(memberId)).toBe(before - 10 + 1_000);
    const kinds = db
      .prepare('SELECT kind FROM ledger_transactions WHERE idempotency_key LIKE ? ORDER BY kind')
      .pluck()
      .all(`round:${memberId}:fixed-win-01:%`);
    expect(kinds).toEqual(['game_stake', 'game_win']);
  });

  it('refuses a stake above the balance and records nothing', async () => {
    const trial = trialSession(ctx.app, 50);
    const session = await sessionFor(ctx.app, 'INH_SLOT', trial, 'trial');
    const bets = Number(ctx.app.platform.db.prepare('SELECT COUNT(*) FROM bets').pluck().get());
    const { status, body } = await round(session, { roundId: 'broke-0001', stake: 100 });
    expect(status).toBe(400);
    expect(body).toMatchObject({ success: false, message: 'Insufficient balance' });
    expect(Number(ctx.app.platform.db.prepare('SELECT COUNT(*) FROM bets').pluck().get())).toBe(
      bets,
    );
  });

  it('plays the vendor demo table on the same ledger', async () => {
    const session = await sessionFor(ctx.app, 'PG_001');
    const before = mainBalance(demoId());
    const { status, body } = await round(session, {
      roundId: 'table-0001',
      stake: 1_000,
      choice: { side: 'high' },
    });
    expect(status).toBe(200);
    expect(body.value.detail).toMatchObject({ side: 'high', card: expect.any(Number) });
    expect(mainBalance(demoId())).toBe(before - 1_000 + body.value.payout);
    const state = await get(ctx.app, '/wps/inhouse/state', session);
    expect(state.body.value).toMatchObject({ gameCode: 'PG_001', engine: 'table' });
    expect(state.body.value.history[0]).toMatchObject({ stake: 1_000, payout: body.value.payout });
  });

  it('validates the round', async () => {
    const session = await sessionFor(ctx.app, 'INH_DICE');
    for (const body of [
      { roundId: 'short', stake: 100, choice: { target: 50, direction: 'under' } },
      { roundId: 'valid-0001', stake: 1.5, choice: { target: 50, direction: 'under' } },
      { roundId: 'valid-0002', stake: 5, choice: { target: 50, direction: 'under' } },
      { roundId: 'valid-0003', stake: 100, choice: { target: 99, direction: 'under' } },
      { roundId: 'valid-0004', stake: 100 },
      { roundId: 'valid-0005', stake: 100_001, choice: { target: 50, direction: 'under' } },
    ]) {
      const { status, body: answer } = await round(session, body);
      expect({ status, success: answer.success }).toEqual({ status: 400, success: false });
    }
  });

  it('takes only a live game session, never the site token', async () => {
    expect((await round(token, { roundId: 'site-token-01', stake: 100 })).status).toBe(401);
    expect((await round('', { roundId: 'no-token-0001', stake: 100 })).status).toBe(401);
    const state = await ctx.app.inject({
      method: 'GET',
      url: '/wps/inhouse/state',
      headers: bearer('forged'),
    });
    expect(state.statusCode).toBe(401);
  });

  it('lets a sandboxed page (origin null) call the round API', async () => {
    const preflight = await ctx.app.inject({
      method: 'OPTIONS',
      url: '/wps/inhouse/round',
      headers: {
        origin: 'null',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'authorization,content-type',
      },
    });
    expect(preflight.statusCode).toBe(204);
    expect(preflight.headers['access-control-allow-origin']).toBe('null');
  });
});

describe('engines', () => {
  it('pays the dice by the odds of the target and loses on the boundary', () => {
    const draws = [25, 50];
    const draw = () => draws.shift() ?? 0;
    expect(playEngine('dice', 100, { target: 50, direction: 'under' }, draw)).toMatchObject({
      payout: 200,
      detail: { roll: 25 },
    });
    expect(playEngine('dice', 100, { target: 50, direction: 'under' }, draw).payout).toBe(0);
  });

  it('loses both sides of the demo table on a seven', () => {
    expect(playEngine('table', 100, { side: 'high' }, () => 7).payout).toBe(0);
    expect(playEngine('table', 100, { side: 'low' }, () => 7).payout).toBe(0);
    expect(playEngine('table', 100, { side: 'high' }, () => 13).payout).toBe(200);
  });
});
