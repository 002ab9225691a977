import { commitmentOf, drawResult } from 'shared-contracts/fairDraw';
import {
  LOTTERY_GAMES,
  lotteryBetsEndpoint,
  lotteryGameByCode,
  lotteryGameEndpoint,
  lotteryIssueEndpoint,
  lotteryMenusEndpoint,
  lotteryResultsEndpoint,
  nextIssues,
  playTypesOf,
  popularLotteriesEndpoint,
  vnLotteryMenusEndpoint,
  vnNumbersEndpoint,
} from 'shared-contracts/lottery';

import { SEED_HISTORY_ISSUES } from '../../src/areas/lottery/seedLottery';
import { payoutKey } from '../../src/areas/lottery/settlement';
import { trialSession } from '../gameHelpers';
import {
  currentIssue,
  firstBall,
  firstDigitLine,
  futureResult,
  gameOf,
  placeBets,
  priced,
  writeState,
} from '../lotteryHelpers';
import { call, expectLedgerConsistent, mainBalance, newKey } from '../memberHelpers';
import { loginAs, startTestApp } from '../testApp';

let ctx: Awaited<ReturnType<typeof startTestApp>>;
let demo: string;
let vip: string;
beforeAll(async () => {
  ctx = await startTestApp();
  // The tests drive the draw engine themselves, on the platform clock.
  ctx.app.platform.lottery.stop();
  demo = await loginAs(ctx.app, 'demo', 'Demo1234!');
  vip = await loginAs(ctx.app, 'vip', 'Vip12345!');
});
afterAll(() => ctx.close());

const lottery = () => ctx.app.platform.lottery;
const clock = () => ctx.app.platform.clock;
/** Moves the platform clock to `at` (never back) and runs the draw engine there. */
const runAt = (at: number) => {
  const now = clock().now();
  if (at > now) clock().advance(at - now);
  return lottery().runDue(clock().now());
};
const bet = (betId: string) =>
  ctx.app.platform.db.prepare('SELECT * FROM lottery_bets WHERE id = ?').get(betId) as {
    status: string;
    payout: number;
    cancel_reason: string | null;
  };
/** The ledger payouts of a member's winnings on an issue: one transaction, its amount. */
const payoutTransactions = (username: string, gameCode: string, issueNo: string) =>
  ctx.app.platform.db
    .prepare(
      `SELECT COUNT(DISTINCT t.id) AS n, COALESCE(SUM(e.amount), 0) AS paid
      FROM ledger_transactions t JOIN ledger_entries e ON e.transaction_id = t.id
      WHERE t.idempotency_key = ? AND e.account_id LIKE 'player:%'`,
    )
    .get(
      payoutKey('payout', ctx.app.platform.members.findByUsername(username)!.id, {
        game_code: gameCode,
        issue_no: issueNo,
      }),
    );

describe('catalogue calls', () => {
  it('answers the menus of a prize mode in the asked language', async () => {
    const { status, body } = await call(
      ctx.app,
      'GET',
      '/lgw/lottery/menus?prizeMode=SEA&device=WEB&language=VI',
    );
    expect(status).toBe(200);
    const { groups } = lotteryMenusEndpoint.response.parse(body.value);
    const codes = groups.flatMap((group) => group.gameMenus.map((game) => game.gameCode));
    expect(codes).toEqual(
      LOTTERY_GAMES.filter((game) => game.prizeModes.includes('SEA')).map((g) => g.gameCode),
    );
    expect(groups.find((group) => group.gameGroupCode === 'VN_NORTH')?.labelName).toBe('Miền Bắc');
    expect(codes).not.toContain('SSC1');
  });

  it('answers a game with the brand odds: defaults, then the overrides ops set and clear', async () => {
    const read = async () => {
      const { status, body } = await call(ctx.app, 'GET', '/lgw/lottery/game?gameCode=SSC1');
      expect(status).toBe(200);
      return lotteryGameEndpoint.response.parse(body.value);
    };
    const game = await read();
    expect(game.playTypes.map((p) => p.code)).toEqual(playTypesOf('SSC').map((p) => p.code));
    const direct = playTypesOf('SSC')[0]!;
    expect(game.playTypes[0]).toEqual({
      code: direct.code,
      oddsMilli: direct.oddsMilli,
      maxPayoutMinor: direct.maxPayoutMinor,
    });
    const setOdds = (body: object) =>
      call(ctx.app, 'PUT', '/admin/lottery/odds', { admin: true, body });
    const everyGame = { gameCode: '*', playType: direct.code };
    expect(
      (await setOdds({ ...everyGame, oddsMilli: 90_000_000, maxPayoutMinor: 5_000_000 })).status,
    ).toBe(200);
    expect((await read()).playTypes[0]).toMatchObject({
      oddsMilli: 90_000_000,
      maxPayoutMinor: 5_000_000,
    });
    const sscOne = { gameCode: 'SSC1', playType: direct.code };
    await setOdds({ ...sscOne, oddsMilli: 95_000_000, maxPayoutMinor: 6_000_000 });
    expect((await read()).playTypes[0]).toMatchObject({ oddsMilli: 95_000_000 });
    const other = await call(ctx.app, 'GET', '/lgw/lottery/game?gameCode=SSC3');
    expect(other.body.value.playTypes[0]).toMatchObject({ oddsMilli: 90_000_000 });
    const listed = await call(ctx.app, 'GET', '/admin/lottery/odds', { admin: true });
    expect(listed.body.value.overrides).toEqual([
      { ...everyGame, oddsMilli: 90_000_000, maxPayoutMinor: 5_000_000 },
      { ...sscOne, oddsMilli: 95_000_000, maxPayoutMinor: 6_000_000 },
    ]);

    // Refused: a play type the game does not offer, an unknown game, bad numbers, no token.
    const wrongFamily = await setOdds({
      gameCode: 'PK10_1',
      playType: direct.code,
      oddsMilli: 1,
      maxPayoutMinor: 1,
    });
    expect(wrongFamily).toMatchObject({
      status: 400,
      body: { value: { reason: 'unknownPlayType' } },
    });
    const unknown = await setOdds({
      gameCode: 'NOPE',
      playType: direct.code,
      oddsMilli: 1,
      maxPayoutMinor: 1,
    });
    expect(unknown.status).toBe(404);
    expect((await setOdds({ ...sscOne, oddsMilli: -5, maxPayoutMinor: 1 })).status).toBe(400);
    const anonymous = await call(ctx.app, 'PUT', '/admin/lottery/odds', {
      body: { ...sscOne, oddsMilli: 1, maxPayoutMinor: 1 },
    });
    expect(anonymous.status).toBe(401);

    // Back to the defaults, one override at a time.
    const clear = (body: object) =>
      call(ctx.app, 'DELETE', '/admin/lottery/odds', { admin: true, body });
    expect((await clear(sscOne)).status).toBe(200);
    expect((await read()).playTypes[0]).toMatchObject({ oddsMilli: 90_000_000 });
    expect((await clear(everyGame)).status).toBe(200);
    expect((await read()).playTypes[0]).toMatchObject({ oddsMilli: direct.oddsMilli });
    expect((await clear(everyGame)).status).toBe(404);
  });

  it('gives the lobby lottery rows real lottery game codes, each opening its first play type', async () => {
    const codes: string[] = [];
    for (const gameType of ['LOTT', 'ELOTT']) {
      const { body } = await call(
        ctx.app,
        'GET',
        `/lgw/games/list?gameType=${gameType}&pageSize=100`,
      );
      for (const game of body.value.games as { gameCode: string; defaultPlayType?: string }[]) {
        const lottery = lotteryGameByCode(game.gameCode);
        expect(lottery).toBeDefined();
        expect(game.defaultPlayType).toBe(playTypesOf(lottery!.family)[0]!.code);
        codes.push(game.gameCode);
      }
    }
    expect(codes.sort()).toEqual(LOTTERY_GAMES.map((game) => game.gameCode).sort());
  });

  it('refuses an unknown game with 404 unknownGame', async () => {
    for (const url of [
      '/lgw/lottery/game?gameCode=NOPE',
      '/lgw/lottery/issue?gameCode=NOPE',
      '/lgw/lottery/results?gameCode=NOPE',
      '/lgw/lottery/vn/numbers?gameCode=SSC1',
    ]) {
      const { status, body } = await call(ctx.app, 'GET', url);
      expect(status).toBe(404);
      expect(body.value).toMatchObject({ reason: 'unknownGame' });
    }
  });

  it('answers popular games, VN menus and the VN number grid', async () => {
    const popular = await call(ctx.app, 'GET', '/lgw/lottery/popular?count=20');
    const games = popularLotteriesEndpoint.response.parse(popular.body.value).games;
    expect(games).toHaveLength(LOTTERY_GAMES.length);
    expect(games.every((game) => game.nextDrawAt > clock().now())).toBe(true);
    expect(
      (await call(ctx.app, 'GET', '/lgw/lottery/popular?count=3')).body.value.games,
    ).toHaveLength(3);

    const menus = vnLotteryMenusEndpoint.response.parse(
      (await call(ctx.app, 'GET', '/lgw/lottery/vn/menus')).body.value,
    );
    expect(menus.regions.map((region) => region.region)).toEqual([
      'north',
      'south',
      'central',
      'fast',
    ]);
    const north = menus.regions[0]!.games[0]!;
    expect(north).toMatchObject({ gameCode: 'VN_MB', drawTime: '18:15', intervalSeconds: null });
    expect(north.drawAt - north.salesCloseAt).toBe(10_000);
    expect(menus.regions[3]!.games[0]).toMatchObject({
      gameCode: 'VN_FAST5',
      intervalSeconds: 300,
      drawTime: null,
    });

    const grid = vnNumbersEndpoint.response.parse(
      (await call(ctx.app, 'GET', '/lgw/lottery/vn/numbers?gameCode=VN_MB&count=100')).body.value,
    );
    expect(grid.numbers.map((n) => n.number)).toEqual(
      Array.from({ length: 100 }, (_, n) => String(n).padStart(2, '0')),
    );
    expect(grid.draws).toBe(30);
    // 27 lô numbers per northern draw, over 30 draws.
    expect(grid.numbers.reduce((sum, n) => sum + n.hits30, 0)).toBe(27 * 30);
    const last = (await currentIssue(ctx.app, 'VN_MB')).last!;
    const inLast = 'prizes' in last.result ? last.result.prizes.special[0]!.slice(-2) : '';
    expect(grid.numbers.find((n) => n.number === inLast)?.missing).toBe(0);
  });
});

describe('seeded draws and provable fairness', () => {
  it('has the last issues of every game drawn, each seed matching its commitment and result', async () => {
    for (const game of LOTTERY_GAMES) {
      const { status, body } = await call(
        ctx.app,
        'GET',
        `/lgw/lottery/results?gameCode=${game.gameCode}&pageNo=1&pageSize=100`,
      );
      expect(status).toBe(200);
      const page = lotteryResultsEndpoint.response.parse(body.value);
      expect(page.total).toBeGreaterThanOrEqual(SEED_HISTORY_ISSUES);
      const draws = page.list.map((issue) => issue.drawAt);
      expect([...draws].sort((a, b) => b - a)).toEqual(draws);
      for (const issue of page.list) {
        expect(commitmentOf(issue.seed)).toBe(issue.commitment);
        expect(drawResult(game, issue.issueNo, issue.seed)).toEqual(issue.result);
      }
    }
  });

  it('publishes the commitment of the issue on sale, keeps its seed secret, reveals it after the draw', async () => {
    const before = lotteryIssueEndpoint.response.parse(await currentIssue(ctx.app, 'SSC1'));
    const { current } = before;
    expect(current.salesCloseAt).toBe(current.drawAt - 10_000);
    expect(JSON.stringify(before)).not.toContain(
      ctx.app.platform.db
        .prepare('SELECT seed FROM lottery_issues WHERE game_code = ? AND issue_no = ?')
        .pluck()
        .get('SSC1', current.issueNo) as string,
    );
    runAt(current.drawAt);
    const after = await currentIssue(ctx.app, 'SSC1');
    expect(after.last?.issueNo).toBe(current.issueNo);
    expect(after.last?.commitment).toBe(current.commitment);
    expect(commitmentOf(after.last!.seed)).toBe(current.commitment);
    expect(drawResult(gameOf('SSC1'), current.issueNo, after.last!.seed)).toEqual(
      after.last!.result,
    );
    expect(after.current.issueNo).not.toBe(current.issueNo);
  });

  it("seeds demo's bets in every status, including a chase", async () => {
    const { body } = await call(ctx.app, 'GET', '/wps/lottery/bets?pageSize=100', { token: demo });
    const page = lotteryBetsEndpoint.response.parse(body.value);
    const statuses = new Set(page.list.map((item) => item.status));
    for (const status of ['open', 'won', 'lost', 'cancelled', 'push'] as const)
      expect(statuses).toContain(status);
    const orders = new Map<string, number>();
    for (const item of page.list) orders.set(item.orderId, (orders.get(item.orderId) ?? 0) + 1);
    expect([...orders.values()].some((count) => count > 1)).toBe(true);
    const push = page.list.find((item) => item.status === 'push')!;
    expect(push.payout).toBe(push.amount);
    const wonBet = page.list.find((item) => item.status === 'won')!;
    expect(wonBet.payout).toBeGreaterThan(0);
    expect(wonBet.result).not.toBeNull();
    expect(page.list.find((item) => item.status === 'open')?.payout).toBeNull();
    expectLedgerConsistent(ctx.app);
  });

  it("writes demo's orders and bets as a placement does: order numbers and win chances", () => {
    const { db } = ctx.app.platform;
    const seeded = db
      .prepare(
        `SELECT COUNT(*) AS orders, COUNT(order_no) AS numbered, COUNT(DISTINCT order_no) AS distinct_numbers
         FROM lottery_orders WHERE request_hash = 'seed'`,
      )
      .get() as { orders: number; numbered: number; distinct_numbers: number };
    expect(seeded.orders).toBeGreaterThan(1);
    expect(seeded).toEqual({
      orders: seeded.orders,
      numbered: seeded.orders,
      distinct_numbers: seeded.orders,
    });
    const bets = db
      .prepare(
        `SELECT COUNT(*) AS bets, COUNT(b.win_chance_bp) AS with_chance FROM lottery_bets b
         JOIN lottery_orders o ON o.id = b.order_id WHERE o.request_hash = 'seed'`,
      )
      .get() as { bets: number; with_chance: number };
    expect(bets.bets).toBeGreaterThan(1);
    expect(bets.with_chance).toBe(bets.bets);
  });
});

describe('placing, listing and cancelling bets', () => {
  it('takes the stake from the main wallet once and lists the bet', async () => {
    const { current } = await currentIssue(ctx.app, 'SSC5');
    const line = priced({
      playType: 'ssc_3star_group6',
      selection: [['1', '2', '3', '4']],
      mode: 'jiao',
      multiplier: 3,
    });
    expect(line).toMatchObject({ betCount: 4, amount: 4 * 20 * 3 });
    const before = mainBalance(ctx.app, 'demo');
    const key = newKey('place');
    const body = { gameCode: 'SSC5', issueNo: current.issueNo, lines: [line] };
    const placed = await placeBets(ctx.app, demo, body, key);
    expect(placed.status).toBe(200);
    expect(placed.body.value).toMatchObject({
      orderNo: expect.stringMatching(/^L\d{8}$/),
      bets: [{ issueNo: current.issueNo, amount: line.amount }],
      balance: before - line.amount,
    });
    expect(mainBalance(ctx.app, 'demo')).toBe(before - line.amount);

    // The same key and body answers the first result without moving money again.
    const state = writeState(ctx.app);
    const again = await placeBets(ctx.app, demo, body, key);
    expect(again.body.value.orderId).toBe(placed.body.value.orderId);
    expect(again.body.value.orderNo).toBe(placed.body.value.orderNo);
    expect(writeState(ctx.app)).toEqual(state);
    // The same key with another body is refused.
    const other = await placeBets(
      ctx.app,
      demo,
      { ...body, lines: [priced(firstDigitLine('1'))] },
      key,
    );
    expect(other.status).toBe(422);
    expect(writeState(ctx.app)).toEqual(state);

    const list = await call(ctx.app, 'GET', '/wps/lottery/bets?gameCode=SSC5&status=open', {
      token: demo,
    });
    const page = lotteryBetsEndpoint.response.parse(list.body.value);
    expect(page.list[0]).toMatchObject({
      betId: placed.body.value.bets[0].betId,
      orderId: placed.body.value.orderId,
      gameName: 'SSC 5 Minutes',
      playType: 'ssc_3star_group6',
      selection: [['1', '2', '3', '4']],
      betCount: 4,
      amount: line.amount,
      payout: null,
      status: 'open',
      settledAt: null,
      result: null,
    });
    expectLedgerConsistent(ctx.app);
  });

  it('refuses without writing anything: closed sales, a tampered amount, a bad selection, too little money', async () => {
    const { current } = await currentIssue(ctx.app, 'SSC3');
    const line = priced(firstDigitLine('4'));
    const expectRefused = async (
      token: string,
      body: Record<string, unknown>,
      status: number,
      reason: string,
    ) => {
      const state = writeState(ctx.app);
      const balance = mainBalance(ctx.app, 'demo');
      const answer = await placeBets(ctx.app, token, body);
      expect(answer.status).toBe(status);
      expect(answer.body.value).toMatchObject({ reason });
      expect(writeState(ctx.app)).toEqual(state);
      expect(mainBalance(ctx.app, 'demo')).toBe(balance);
      return answer;
    };
    const base = { gameCode: 'SSC3', issueNo: current.issueNo };
    await expectRefused(
      demo,
      { ...base, lines: [{ ...line, amount: line.amount - 1 }] },
      422,
      'amountMismatch',
    );
    await expectRefused(
      demo,
      { ...base, lines: [{ ...line, betCount: 2, amount: line.amount * 2 }] },
      422,
      'amountMismatch',
    );
    const invalid = await expectRefused(
      demo,
      { ...base, lines: [line, { ...line, selection: [['x'], [], [], [], []] }] },
      400,
      'invalidSelection',
    );
    expect(invalid.body.value.lineIndex).toBe(1);
    await expectRefused(
      demo,
      {
        ...base,
        lines: [
          priced({ playType: 'pk10_champion', selection: [['01']], mode: 'yuan', multiplier: 1 }),
        ],
      },
      400,
      'invalidSelection',
    );
    await expectRefused(
      demo,
      { ...base, lines: [{ ...line, playType: 'nope' }] },
      400,
      'invalidSelection',
    );
    await expectRefused(
      demo,
      { ...base, issueNo: '20200101-0001', lines: [line] },
      409,
      'salesClosed',
    );
    await expectRefused(
      demo,
      { ...base, issueNo: '20200101-9999', lines: [line] },
      400,
      'unknownIssue',
    );
    await expectRefused(
      demo,
      { gameCode: 'NOPE', issueNo: current.issueNo, lines: [line] },
      404,
      'unknownGame',
    );
    // Too little money: a line costing more than the whole wallet.
    const huge = priced({
      playType: 'ssc_5star_direct',
      selection: Array.from({ length: 5 }, () => [
        '0',
        '1',
        '2',
        '3',
        '4',
        '5',
        '6',
        '7',
        '8',
        '9',
      ]),
      mode: 'yuan',
      multiplier: 9999,
    });
    await expectRefused(demo, { ...base, lines: [huge] }, 409, 'insufficientBalance');

    // After sales close (10 s before the draw) the same issue is refused, naming the next one.
    clock().advance(current.salesCloseAt - clock().now());
    const closed = await expectRefused(demo, { ...base, lines: [line] }, 409, 'salesClosed');
    const next = (await currentIssue(ctx.app, 'SSC3')).current.issueNo;
    expect(next).not.toBe(current.issueNo);
    expect(closed.body.value.nextIssueNo).toBe(next);
    expect(closed.body.message).toContain(next);
  });

  it('lets a trial account bet its demo money while free play is on, and not when ops switch it off', async () => {
    const trial = trialSession(ctx.app, 10_000);
    const { current } = await currentIssue(ctx.app, 'SSC5');
    const line = priced(firstDigitLine('7'));
    const body = { gameCode: 'SSC5', issueNo: current.issueNo, lines: [line] };
    const placed = await placeBets(ctx.app, trial, body, newKey('trial'));
    expect(placed.status).toBe(200);
    expect(placed.body.value.balance).toBe(10_000 - line.amount);

    ctx.app.platform.siteState.freePlay = false;
    try {
      const state = writeState(ctx.app);
      const refused = await placeBets(ctx.app, trial, body, newKey('trial'));
      expect(refused.status).toBe(403);
      expect(refused.body.value).toEqual({ reason: 'trialNotAllowed' });
      expect(writeState(ctx.app)).toEqual(state);
    } finally {
      ctx.app.platform.siteState.freePlay = true;
    }
  });

  it('cancels an open bet before sales close and refunds it once; not after', async () => {
    const { current } = await currentIssue(ctx.app, 'PK10_1');
    const line = priced({
      playType: 'pk10_champion',
      selection: [['01', '02']],
      mode: 'yuan',
      multiplier: 2,
    });
    const placed = await placeBets(ctx.app, demo, {
      gameCode: 'PK10_1',
      issueNo: current.issueNo,
      lines: [line, line],
    });
    expect(placed.status).toBe(200);
    const [first, second] = placed.body.value.bets as { betId: string }[];
    const before = mainBalance(ctx.app, 'demo');

    // Another member cannot see or cancel it.
    const foreign = await call(ctx.app, 'POST', '/wps/lottery/bets/cancel', {
      token: vip,
      body: { betId: first!.betId },
      key: newKey('c'),
    });
    expect(foreign.status).toBe(404);
    expect(foreign.body.value).toMatchObject({ reason: 'unknownBet' });
    const vipBets = await call(ctx.app, 'GET', '/wps/lottery/bets?pageSize=100', { token: vip });
    expect(JSON.stringify(vipBets.body.value)).not.toContain(first!.betId);

    const cancel = () =>
      call(ctx.app, 'POST', '/wps/lottery/bets/cancel', {
        token: demo,
        body: { betId: first!.betId },
        key: newKey('c'),
      });
    const done = await cancel();
    expect(done.status).toBe(200);
    expect(done.body.value).toEqual({
      betId: first!.betId,
      status: 'cancelled',
      refund: line.amount,
      balance: before + line.amount,
    });
    const state = writeState(ctx.app);
    expect((await cancel()).body.value).toMatchObject({ status: 'cancelled', refund: line.amount });
    expect(writeState(ctx.app)).toEqual(state);
    expect(mainBalance(ctx.app, 'demo')).toBe(before + line.amount);
    expect(bet(first!.betId)).toMatchObject({ status: 'cancelled', cancel_reason: 'member' });

    clock().advance(current.salesCloseAt - clock().now());
    const late = await call(ctx.app, 'POST', '/wps/lottery/bets/cancel', {
      token: demo,
      body: { betId: second!.betId },
      key: newKey('c'),
    });
    expect(late.status).toBe(409);
    expect(late.body.value).toMatchObject({ reason: 'salesClosed' });
    expect(bet(second!.betId).status).toBe('open');
    expectLedgerConsistent(ctx.app);
  });
});

// vip has no seeded lottery bets: its balance moves only with the bets of these tests.
describe('settlement', () => {
  it('pays winning bets once, marks lost ones, and pushes the payouts then the balance', async () => {
    const { current } = await currentIssue(ctx.app, '11X5_1');
    const result = futureResult(ctx.app, '11X5_1', current.issueNo);
    const balls = 'balls' in result ? result.balls : [];
    const notDrawn = ['01', '02', '03', '04', '05', '06', '07', '08', '09', '10', '11'].filter(
      (b) => !balls.includes(b),
    );
    const win = priced({
      playType: '11x5_any1',
      selection: [[balls[0]!, notDrawn[0]!]],
      mode: 'yuan',
      multiplier: 3,
    });
    const lose = priced({
      playType: '11x5_any1',
      selection: [notDrawn.slice(0, 3)],
      mode: 'yuan',
      multiplier: 1,
    });
    const placed = await placeBets(ctx.app, vip, {
      gameCode: '11X5_1',
      issueNo: current.issueNo,
      lines: [win, lose],
    });
    expect(placed.status).toBe(200);
    const [winBet, loseBet] = placed.body.value.bets as { betId: string }[];
    const events: string[] = [];
    const onPayouts = ({ bets }: { bets: { status: string }[] }) =>
      events.push(...bets.map((bet) => `payout:${bet.status}`));
    const onMoved = () => events.push('balance');
    lottery().events.on('payouts', onPayouts);
    ctx.app.platform.ledger.events.on('moved', onMoved);
    const before = mainBalance(ctx.app, 'vip');
    const vipId = ctx.app.platform.members.findByUsername('vip')!.id;
    const dayStats = () =>
      ctx.app.platform.db
        .prepare(
          `SELECT COALESCE(SUM(bets), 0) AS bets, COALESCE(SUM(valid_turnover), 0) AS turnover,
          COALESCE(SUM(payout), 0) AS payout FROM member_daily_stats WHERE member_id = ?`,
        )
        .get(vipId) as { bets: number; turnover: number; payout: number };
    const statsBefore = dayStats();

    runAt(current.drawAt);
    lottery().events.off('payouts', onPayouts);
    ctx.app.platform.ledger.events.off('moved', onMoved);

    const odds = playTypesOf('11X5').find((p) => p.code === '11x5_any1')!.oddsMilli;
    const expected = Math.floor((1 * 200 * 3 * odds) / 1000);
    expect(bet(winBet!.betId)).toMatchObject({ status: 'won', payout: expected });
    expect(bet(loseBet!.betId)).toMatchObject({ status: 'lost', payout: 0 });
    expect(mainBalance(ctx.app, 'vip')).toBe(before + expected);
    expect(payoutTransactions('vip', '11X5_1', current.issueNo)).toEqual({ n: 1, paid: expected });
    expect(events.indexOf('payout:won')).toBeGreaterThanOrEqual(0);
    expect(events.indexOf('balance')).toBeGreaterThan(events.indexOf('payout:won'));
    // The reports' daily figures gained both bets, once.
    const added = {
      bets: 2,
      turnover: win.amount + lose.amount,
      payout: expected,
    };
    const statsAfter = dayStats();
    expect({
      bets: statsAfter.bets - statsBefore.bets,
      turnover: statsAfter.turnover - statsBefore.turnover,
      payout: statsAfter.payout - statsBefore.payout,
    }).toEqual(added);

    // Running again (or late) pays nothing more.
    lottery().runDue(clock().now());
    expect(mainBalance(ctx.app, 'vip')).toBe(before + expected);
    expect(payoutTransactions('vip', '11X5_1', current.issueNo)).toEqual({ n: 1, paid: expected });
    expect(dayStats()).toEqual(statsAfter);
    const listed = await call(ctx.app, 'GET', '/wps/lottery/bets?gameCode=11X5_1&status=won', {
      token: vip,
    });
    expect(listed.body.value.list[0]).toMatchObject({
      betId: winBet!.betId,
      payout: expected,
      result,
    });
    expectLedgerConsistent(ctx.app);
  });

  it('counts settled lottery stakes as bonus turnover, once settled and not before', async () => {
    const grant = await call(ctx.app, 'POST', '/admin/members/bonus', {
      admin: true,
      body: {
        username: 'vip',
        name: 'Lottery reload',
        amount: 1000,
        turnoverMultiplier: 20,
        idempotencyKey: newKey('bonus'),
      },
    });
    expect(grant.status).toBe(200);
    const turnover = async () =>
      (await call(ctx.app, 'GET', '/wps/member/withdrawal/settings', { token: vip })).body.value
        .turnover as { progress: number };
    // Earlier tests' bets settled on the platform clock may count too: compare before and after.
    const before = (await turnover()).progress;
    const { current } = await currentIssue(ctx.app, 'SSC1');
    const line = priced(firstDigitLine('3'));
    const body = { gameCode: 'SSC1', issueNo: current.issueNo, lines: [line] };
    expect((await placeBets(ctx.app, vip, body)).status).toBe(200);
    expect((await turnover()).progress).toBe(before);
    runAt(current.drawAt);
    expect((await turnover()).progress).toBe(before + line.amount);
  });

  it('chases the next issues holding the whole amount, and stops (refunding) after a win', async () => {
    const game = gameOf('SSC1');
    const { current } = await currentIssue(ctx.app, 'SSC1');
    const result = futureResult(ctx.app, 'SSC1', current.issueNo);
    const line = priced(firstDigitLine(firstBall(result), 2));
    const planned = nextIssues(game, clock().now(), 4).map((issue) => issue.issueNo);
    const before = mainBalance(ctx.app, 'vip');
    const placed = await placeBets(ctx.app, vip, {
      gameCode: 'SSC1',
      issueNo: current.issueNo,
      lines: [line],
      chase: { issues: 4, stopOnWin: true },
    });
    expect(placed.status).toBe(200);
    const bets = placed.body.value.bets as { betId: string; issueNo: string; amount: number }[];
    expect(bets.map((b) => b.issueNo)).toEqual(planned);
    expect(mainBalance(ctx.app, 'vip')).toBe(before - 4 * line.amount);

    runAt(current.drawAt);
    expect(bet(bets[0]!.betId).status).toBe('won');
    for (const later of bets.slice(1))
      expect(bet(later.betId)).toMatchObject({
        status: 'cancelled',
        cancel_reason: 'chaseStopped',
      });
    const payout = bet(bets[0]!.betId).payout;
    expect(mainBalance(ctx.app, 'vip')).toBe(before - line.amount + payout);
    expectLedgerConsistent(ctx.app);
  });

  it('keeps chasing without stopOnWin, each bet settled on its own issue', async () => {
    const { current } = await currentIssue(ctx.app, 'SSC1');
    const line = priced({
      playType: 'ssc_sum_bsoe',
      selection: [['big', 'small']],
      mode: 'fen',
      multiplier: 1,
    });
    const placed = await placeBets(ctx.app, vip, {
      gameCode: 'SSC1',
      issueNo: current.issueNo,
      lines: [line],
      chase: { issues: 2, stopOnWin: false },
    });
    const bets = placed.body.value.bets as { betId: string }[];
    runAt(current.drawAt);
    expect(bet(bets[0]!.betId).status).toBe('won');
    expect(bet(bets[1]!.betId).status).toBe('open');
    runAt(current.drawAt + 60_000);
    expect(bet(bets[1]!.betId).status).toBe('won');
  });
});
