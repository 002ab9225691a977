import { lotteryGameByCode } from '../lottery/catalogue';
import { commitmentOf, drawResult } from '../lottery/fairDraw';
import {
  drawnIssueSchema,
  lotteryLobbyLinkEndpoint,
  lotteryMenusEndpoint,
  lotteryRefusalSchema,
  placeLotteryBetsEndpoint,
  vnNumbersEndpoint,
} from './lottery';
import { realtimeServerMessageSchema } from './realtime';

const line = {
  playType: 'ssc_5star_direct',
  selection: [['1'], ['2'], ['3'], ['4'], ['5']],
  mode: 'yuan',
  multiplier: 1,
  betCount: 1,
  amount: 200,
};

describe('lottery calls', () => {
  it('fill the menu request defaults: prize mode Lott, device WEB', () => {
    expect(lotteryMenusEndpoint.request.parse({})).toEqual({ prizeMode: 'Lott', device: 'WEB' });
    expect(lotteryMenusEndpoint.request.safeParse({ prizeMode: 'XX' }).success).toBe(false);
    expect(vnNumbersEndpoint.request.parse({ gameCode: 'VN_MB' }).count).toBe(100);
  });

  it('accept a bet order of 1 to 50 lines and a chase of 2 to 50 issues', () => {
    const order = { gameCode: 'SSC1', issueNo: '20250101-0001', lines: [line] };
    expect(placeLotteryBetsEndpoint.idempotent).toBe(true);
    expect(placeLotteryBetsEndpoint.request.safeParse(order).success).toBe(true);
    expect(
      placeLotteryBetsEndpoint.request.safeParse({
        ...order,
        chase: { issues: 2, stopOnWin: true },
      }).success,
    ).toBe(true);
    for (const bad of [
      { ...order, lines: [] },
      { ...order, lines: Array(51).fill(line) },
      { ...order, chase: { issues: 1, stopOnWin: false } },
      { ...order, chase: { issues: 51, stopOnWin: false } },
      { ...order, lines: [{ ...line, multiplier: 10_000 }] },
      { ...order, lines: [{ ...line, mode: 'li' }] },
      { ...order, lines: [{ ...line, amount: 200.5 }] },
      { ...order, issueNo: '2025-01-01' },
    ])
      expect(placeLotteryBetsEndpoint.request.safeParse(bad).success).toBe(false);
  });

  it('publish a drawn issue with its seed, commitment and result', () => {
    const game = lotteryGameByCode('VN_MN_HCM');
    if (!game) throw new Error('VN_MN_HCM');
    const seed = 'a'.repeat(64);
    const drawn = {
      issueNo: '20250101',
      drawAt: 1,
      result: drawResult(game, '20250101', seed),
      seed,
      commitment: commitmentOf(seed),
    };
    expect(drawnIssueSchema.parse(drawn)).toEqual(drawn);
    expect(drawnIssueSchema.safeParse({ ...drawn, seed: 'A'.repeat(64) }).success).toBe(false);
  });

  it('need a game code for the betting view of the lobby link', () => {
    const base = { lottoView: 'betting', backUrl: '/elott' };
    expect(lotteryLobbyLinkEndpoint.request.safeParse(base).success).toBe(false);
    expect(
      lotteryLobbyLinkEndpoint.request.parse({ ...base, lottoGameCode: 'VN_MB' }),
    ).toMatchObject({ lottoArea: 'VN', launchMode: 'LOTT', lottoPrizeMode: 'SEA', device: 'WEB' });
    expect(
      lotteryLobbyLinkEndpoint.request.safeParse({ ...base, lottoView: 'lobby' }).success,
    ).toBe(true);
    expect(
      lotteryLobbyLinkEndpoint.request.safeParse({ lottoView: 'lobby', backUrl: 'javascript:x' })
        .success,
    ).toBe(false);
  });

  it('name their refusals', () => {
    expect(
      lotteryRefusalSchema.parse({ reason: 'salesClosed', nextIssueNo: '20250101-0002' }),
    ).toEqual({ reason: 'salesClosed', nextIssueNo: '20250101-0002' });
    expect(lotteryRefusalSchema.safeParse({ reason: 'nope' }).success).toBe(false);
  });
});

describe('lottery realtime messages', () => {
  it("carry a draw to everyone and a batch's settled bets to their owner", () => {
    const draw = {
      type: 'lotteryDraw',
      gameCode: 'SSC1',
      issueNo: '20250101-0001',
      result: { balls: ['1', '2', '3', '4', '5'] },
    };
    expect(realtimeServerMessageSchema.parse(draw)).toEqual(draw);
    const bet = { betId: 'b1', gameCode: 'SSC1', issueNo: '20250101-0001', payout: 392 };
    const payouts = {
      type: 'lotteryPayouts',
      bets: [
        { ...bet, status: 'won' },
        { ...bet, betId: 'b2', payout: 0, status: 'lost' },
      ],
    };
    expect(realtimeServerMessageSchema.parse(payouts)).toEqual(payouts);
    expect(
      realtimeServerMessageSchema.safeParse({ ...payouts, bets: [{ ...bet, status: 'open' }] })
        .success,
    ).toBe(false);
  });
});
