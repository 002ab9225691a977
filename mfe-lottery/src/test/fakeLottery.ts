import { createHash } from 'node:crypto';

import { loNumbersOf, whitelabelEndpoint } from 'shared-contracts';
import { commitmentOf, drawResult } from 'shared-contracts/fairDraw';
import {
  betCount,
  cancelLotteryBetEndpoint,
  type DrawnIssue,
  intervalSecondsOf,
  issueAfter,
  issueAt,
  lineStake,
  LOTTERY_GROUP_CODES,
  LOTTERY_GROUP_LABELS,
  type LotteryBet,
  type LotteryGame,
  lotteryGameByCode,
  lotteryGameEndpoint,
  lotteryGamesOfPrizeMode,
  lotteryIssueEndpoint,
  lotteryLobbyLinkEndpoint,
  lotteryMenusEndpoint,
  lotteryResultsEndpoint,
  type PlacedLine,
  placeLotteryBetsEndpoint,
  playTypesOf,
  popularLotteriesEndpoint,
  VN_NUMBERS_WINDOW,
  VN_REGION_GROUPS,
  VN_REGIONS,
  vnLotteryMenusEndpoint,
  vnNumbersEndpoint,
} from 'shared-contracts/lottery';
import { fail, type FakeRoute, ok, testWhitelabel } from 'shared-ui/testing';

/** A deterministic seed of an issue (the fake platform's "random" seed). */
export const seedOf = (gameCode: string, issueNo: string): string =>
  createHash('sha256').update(`test-seed:${gameCode}:${issueNo}`).digest('hex');

/** A drawn issue as the platform publishes it, computed with the shared fair-draw rules. */
export const drawnIssue = (game: LotteryGame, issueNo: string, drawAt: number): DrawnIssue => {
  const seed = seedOf(game.gameCode, issueNo);
  return {
    issueNo,
    drawAt,
    result: drawResult(game, issueNo, seed),
    seed,
    commitment: commitmentOf(seed),
  };
};

const gameOf = (code: string | undefined): LotteryGame => {
  const game = lotteryGameByCode(code ?? '');
  if (!game) throw new Error(`unknown game ${code}`);
  return game;
};

/** What the fake platform starts with and how it answers the calls a test is about. */
export interface FakeLotteryOptions {
  /** The platform clock (default `Date.now`, so fake timers move it). */
  now?: () => number;
  /** How the bet call answers (default: accepted). */
  placeBets?: FakeRoute;
  /** The member's bets (default none). */
  bets?: LotteryBet[];
  /** Whether the issue call has drawn the issue before the current one (default true). */
  drawn?: (issueNo: string) => boolean;
}

/**
 * A fake platform answering the lottery contract's calls from the shared rules: the Lott menu
 * of the catalogue, every game's play types at their default odds, issues on the game's
 * schedule with seeds, commitments and results from the fair draw.
 */
export const fakeLottery = ({
  now = Date.now,
  placeBets,
  bets = [],
  drawn = () => true,
}: FakeLotteryOptions = {}): Record<string, FakeRoute> => {
  const lastDrawn = (game: LotteryGame, at: number) => {
    let issue = issueAfter(game, issueAt(game, at), -1);
    // The draw the platform has published: the one before the issue on sale, once drawn.
    if (!drawn(issue.issueNo)) issue = issueAfter(game, issue, -1);
    return issue.drawAt <= at ? issue : issueAfter(game, issue, -1);
  };
  let orders = 0;
  const accept: FakeRoute = (_params, body) => {
    const order = body as { issueNo: string; lines: PlacedLine[] };
    orders += 1;
    return ok({
      orderId: `O${orders}`,
      orderNo: `L${String(orders).padStart(8, '0')}`,
      bets: order.lines.map((line, index) => ({
        betId: `B${orders}-${index}`,
        issueNo: order.issueNo,
        amount: lineStake(line),
      })),
      balance: 100_000,
    });
  };
  return {
    [whitelabelEndpoint.path]: () => ok(testWhitelabel()),
    // No play counted yet: the page's popular row stays empty.
    [popularLotteriesEndpoint.path]: () => ok({ games: [] }),
    [lotteryLobbyLinkEndpoint.path]: ({ lottoView, lottoGameCode, backUrl }) =>
      ok({
        url: `https://platform.test/lottery/sea?view=${lottoView}&gameCode=${lottoGameCode ?? ''}&backUrl=${encodeURIComponent(backUrl ?? '')}`,
      }),
    [lotteryMenusEndpoint.path]: ({ prizeMode }) => {
      const games = lotteryGamesOfPrizeMode(prizeMode === 'Elott' ? 'Elott' : 'Lott');
      return ok({
        groups: LOTTERY_GROUP_CODES.map((code) => ({
          gameGroupCode: code,
          labelName: LOTTERY_GROUP_LABELS[code].EN,
          gameMenus: games
            .filter((game) => game.gameGroupCode === code)
            .map((game) => ({
              gameCode: game.gameCode,
              gameName: game.names.EN,
              family: game.family,
              intervalSeconds: intervalSecondsOf(game),
              imageName: game.imageName,
            })),
        })).filter((group) => group.gameMenus.length > 0),
      });
    },
    [lotteryGameEndpoint.path]: ({ gameCode }) => {
      const game = lotteryGameByCode(gameCode ?? '');
      if (!game) return fail(404, 'Unknown game', { reason: 'unknownGame' });
      return ok({
        gameCode: game.gameCode,
        gameName: game.names.EN,
        family: game.family,
        intervalSeconds: intervalSecondsOf(game),
        playTypes: playTypesOf(game.family).map((playType) => ({
          code: playType.code,
          oddsMilli: playType.oddsMilli,
          maxPayoutMinor: playType.maxPayoutMinor,
        })),
      });
    },
    [lotteryIssueEndpoint.path]: ({ gameCode }) => {
      const game = gameOf(gameCode);
      const at = now();
      const current = issueAt(game, at);
      const last = lastDrawn(game, at);
      return ok({
        serverTime: at,
        current: {
          issueNo: current.issueNo,
          salesCloseAt: current.salesCloseAt,
          drawAt: current.drawAt,
          commitment: commitmentOf(seedOf(game.gameCode, current.issueNo)),
        },
        last: drawnIssue(game, last.issueNo, last.drawAt),
      });
    },
    [lotteryResultsEndpoint.path]: ({ gameCode, pageNo = '1', pageSize = '20' }) => {
      const game = gameOf(gameCode);
      const size = Number(pageSize);
      let issue = lastDrawn(game, now());
      for (let skip = (Number(pageNo) - 1) * size; skip > 0; skip -= 1)
        issue = issueAfter(game, issue, -1);
      const list: DrawnIssue[] = [];
      for (let i = 0; i < size; i += 1) {
        list.push(drawnIssue(game, issue.issueNo, issue.drawAt));
        issue = issueAfter(game, issue, -1);
      }
      return ok({ list, total: size * 3, totalPages: 3, pageNo: Number(pageNo) });
    },
    // The bet call and the bets list share a path: the method tells them apart.
    [placeLotteryBetsEndpoint.path]: (params, body, request) =>
      request.method === 'POST'
        ? (placeBets ?? accept)(params, body, request)
        : ok({ list: bets, total: bets.length, totalPages: 1, pageNo: 1 }),
    [vnLotteryMenusEndpoint.path]: () => {
      const at = now();
      return ok({
        serverTime: at,
        regions: VN_REGIONS.map((region) => ({
          region,
          gameGroupCode: VN_REGION_GROUPS[region],
          labelName: LOTTERY_GROUP_LABELS[VN_REGION_GROUPS[region]].EN,
          games: lotteryGamesOfPrizeMode('Lott')
            .filter((game) => game.gameGroupCode === VN_REGION_GROUPS[region])
            .map((game) => {
              const next = issueAt(game, at);
              return {
                gameCode: game.gameCode,
                gameName: game.names.EN,
                drawTime: game.schedule.kind === 'daily' ? game.schedule.time : null,
                intervalSeconds: intervalSecondsOf(game),
                issueNo: next.issueNo,
                salesCloseAt: next.salesCloseAt,
                drawAt: next.drawAt,
              };
            }),
        })),
      });
    },
    // The grid's figures from the same draws the results call lists.
    [vnNumbersEndpoint.path]: ({ gameCode }) => {
      const game = gameOf(gameCode);
      const hits = new Map<string, number>();
      const missing = new Map<string, number>();
      let issue = lastDrawn(game, now());
      for (let age = 0; age < VN_NUMBERS_WINDOW; age += 1) {
        for (const number of loNumbersOf(drawnIssue(game, issue.issueNo, issue.drawAt).result)) {
          hits.set(number, (hits.get(number) ?? 0) + 1);
          if (!missing.has(number)) missing.set(number, age);
        }
        issue = issueAfter(game, issue, -1);
      }
      return ok({
        draws: VN_NUMBERS_WINDOW,
        numbers: Array.from({ length: 100 }, (_, n) => {
          const number = String(n).padStart(2, '0');
          return {
            number,
            hits30: hits.get(number) ?? 0,
            missing: missing.get(number) ?? VN_NUMBERS_WINDOW,
          };
        }),
      });
    },
    [cancelLotteryBetEndpoint.path]: (_params, body) => {
      const { betId } = body as { betId: string };
      const bet = bets.find((candidate) => candidate.betId === betId);
      if (!bet) return fail(404, 'Unknown bet', { reason: 'unknownBet' });
      return ok({ betId, status: 'cancelled', refund: bet.amount, balance: 100_000 });
    },
  };
};

/** A bet of the member as the bets call lists it. */
export const testBet = (overrides: Partial<LotteryBet> = {}): LotteryBet => {
  const line = { playType: 'ssc_1star_fixed', selection: [['5'], [], [], [], []] };
  return {
    betId: 'B1',
    orderId: 'O1',
    gameCode: 'SSC1',
    gameName: 'SSC 1 Minute',
    issueNo: '20250101-0001',
    ...line,
    mode: 'yuan',
    multiplier: 1,
    betCount: betCount(line),
    amount: 200,
    payout: null,
    status: 'open',
    placedAt: 0,
    settledAt: null,
    result: null,
    ...overrides,
  };
};
