import { z } from 'zod/mini';

import { DEVICE } from '../constants';
import { lazySchema } from '../lazySchema';
import { betLineSchema } from '../lottery/betLine';
import {
  DEFAULT_LOTTERY_PRIZE_MODE,
  LOTTERY_FAMILIES,
  LOTTERY_GROUP_CODES,
  LOTTERY_IMAGE_NAMES,
  LOTTERY_PRIZE_MODES,
  VN_REGIONS,
} from '../lottery/catalogue';
import { lotteryResultSchema } from '../lottery/result';
import {
  epochMsSchema,
  idSchema,
  languageSchema,
  minorUnitsSchema,
  pageNoSchema,
  pageSchema,
  pageSizeSchema,
  safeUrlSchema,
} from './common';
import { defineEndpoint } from './endpoint';

/*
 * The lottery calls (ADR 0011). Money in integer minor units, times in epoch ms, lists newest
 * first. Names (labelName, gameName) are in the request's `language`, else its
 * `Accept-Language`, like the other catalogue calls. The rules (catalogue, schedules, play types,
 * fair draw, stakes) live in `../lottery`.
 */

/** How many popular lotteries the site asks for (SPEC section 7). */
export const POPULAR_LOTTERIES_COUNT = 20;
/** How many numbers the VN grid shows (00-99, SPEC section 9). */
export const VN_NUMBERS_COUNT = 100;
/** How many recent draws the VN grid's `hits30` counts. */
export const VN_NUMBERS_WINDOW = 30;
/** Lines of one bet order. */
export const MAX_BET_LINES = 50;
/** Issues of a chase (the first issue included). */
export const CHASE_ISSUES = { min: 2, max: 50 } as const;
/** The lottery lobby link's fixed values (SPEC section 3). */
export const LOTTO_LAUNCH_MODE = 'LOTT';
export const LOTTO_AREA_VN = 'VN';
export const LOTTO_VIEWS = ['betting', 'lobby'] as const;

/** A lottery game code in a request (unknown codes are answered 404 `unknownGame`). */
export const lotteryGameCodeSchema = lazySchema(() =>
  z.string().check(z.regex(/^[A-Z0-9_]{1,20}$/, 'must be a lottery game code')),
);
/** An issue number: `YYYYMMDD-NNNN` (interval games) or `YYYYMMDD` (daily games). */
export const issueNoSchema = lazySchema(() =>
  z.string().check(z.regex(/^\d{8}(-\d{4})?$/, 'must be an issue number')),
);
/** Lowercase hex SHA-256 or seed: 64 characters. */
export const hex64Schema = lazySchema(() =>
  z.string().check(z.regex(/^[0-9a-f]{64}$/, 'must be 64 hex characters')),
);

export const lotteryFamilySchema = lazySchema(() => z.enum(LOTTERY_FAMILIES));
export const lotteryPrizeModeSchema = lazySchema(() => z.enum(LOTTERY_PRIZE_MODES));
export const lotteryGroupCodeSchema = lazySchema(() => z.enum(LOTTERY_GROUP_CODES));
export const lotteryImageNameSchema = lazySchema(() => z.enum(LOTTERY_IMAGE_NAMES));
export const vnRegionSchema = lazySchema(() => z.enum(VN_REGIONS));

/**
 * Why a lottery call was refused, in the failure envelope's `value.reason`:
 * - `unknownGame` (404): no lottery game has this code (or it is not offered by the brand).
 * - `unknownIssue` (400): the issue number is not one of this game's issues.
 * - `invalidSelection` (400): a line's play type is unknown or not of the game's family, or its
 *   selection does not fit the picker or makes no bet (`lineIndex` says which line).
 * - `amountMismatch` (422): a line's `betCount` or `amount` differs from the shared rules'
 *   (`betCount`, `lineStake`) (`lineIndex` says which line).
 * - `salesClosed` (409): the issue's sales closed (or the bet to cancel has); `nextIssueNo` is
 *   the issue on sale now and the message names it.
 * - `insufficientBalance` (409): the wallet cannot cover the order (a chase: all its issues).
 * - `trialNotAllowed` (403): a trial account, and the brand's free play does not allow lottery.
 * - `unknownBet` (404): no bet of the member has this id.
 * - `notOpen` (409): the bet to cancel is already settled or cancelled.
 * - `backUrlNotAllowed` (400): the lobby link's `backUrl` is not an allowed destination.
 */
export const LOTTERY_REFUSAL_REASONS = [
  'unknownGame',
  'unknownIssue',
  'invalidSelection',
  'amountMismatch',
  'salesClosed',
  'insufficientBalance',
  'trialNotAllowed',
  'unknownBet',
  'notOpen',
  'backUrlNotAllowed',
] as const;
export type LotteryRefusalReason = (typeof LOTTERY_REFUSAL_REASONS)[number];

/** The `value` of a refused lottery call. */
export const lotteryRefusalSchema = lazySchema(() =>
  z.object({
    reason: z.enum(LOTTERY_REFUSAL_REASONS),
    /** With `salesClosed`: the issue on sale now. */
    nextIssueNo: z.optional(issueNoSchema),
    /** With `invalidSelection` and `amountMismatch`: the 0-based index of the offending line. */
    lineIndex: z.optional(z.number().check(z.int(), z.nonnegative())),
  }),
);
export type LotteryRefusal = z.infer<typeof lotteryRefusalSchema>;

/** A game of a lottery menu. */
export const lotteryGameMenuSchema = lazySchema(() =>
  z.object({
    gameCode: z.string(),
    gameName: z.string(),
    family: lotteryFamilySchema,
    /** Seconds between draws; `null` for a daily game. */
    intervalSeconds: z.nullable(z.number().check(z.int(), z.positive())),
    imageName: lotteryImageNameSchema,
  }),
);
export type LotteryGameMenu = z.infer<typeof lotteryGameMenuSchema>;

/** A group of a lottery menu (SPEC section 3: groups with gameMenus, gameGroupCode, labelName). */
export const lotteryMenuGroupSchema = lazySchema(() =>
  z.object({
    gameGroupCode: lotteryGroupCodeSchema,
    labelName: z.string(),
    gameMenus: z.array(lotteryGameMenuSchema),
  }),
);
export type LotteryMenuGroup = z.infer<typeof lotteryMenuGroupSchema>;

/** GET /lgw/lottery/menus: the games of a prize mode by menu group, groups in catalogue order. */
export const lotteryMenusEndpoint = lazySchema(() =>
  defineEndpoint({
    method: 'GET',
    path: '/lgw/lottery/menus',
    auth: 'none',
    request: z.object({
      prizeMode: z._default(lotteryPrizeModeSchema, DEFAULT_LOTTERY_PRIZE_MODE),
      device: z._default(z.literal(DEVICE), DEVICE),
      language: z.optional(languageSchema),
    }),
    response: z.object({ groups: z.array(lotteryMenuGroupSchema) }),
  }),
);

/** The brand's terms of one play type of a game (rows and labels: `playTypeByCode(code)`). */
export const lotteryPlayTypeTermsSchema = lazySchema(() =>
  z.object({
    code: z.string(),
    /** Payout per winning bet in thousandths of the stake per bet (option odds scale with it). */
    oddsMilli: z.number().check(z.int(), z.positive()),
    maxPayoutMinor: minorUnitsSchema.check(z.positive()),
  }),
);
export type LotteryPlayTypeTerms = z.infer<typeof lotteryPlayTypeTermsSchema>;

/** GET /lgw/lottery/game: a game with the brand's play types, in picker order. 404 `unknownGame`. */
export const lotteryGameEndpoint = lazySchema(() =>
  defineEndpoint({
    method: 'GET',
    path: '/lgw/lottery/game',
    auth: 'none',
    request: z.object({ gameCode: lotteryGameCodeSchema, language: z.optional(languageSchema) }),
    response: z.object({
      gameCode: z.string(),
      gameName: z.string(),
      family: lotteryFamilySchema,
      /** Seconds between draws; `null` for a daily game. */
      intervalSeconds: z.nullable(z.number().check(z.int(), z.positive())),
      playTypes: z.array(lotteryPlayTypeTermsSchema),
    }),
  }),
);

/** A drawn issue: its result, the revealed seed and the commitment published before the draw. */
export const drawnIssueSchema = lazySchema(() =>
  z.object({
    issueNo: issueNoSchema,
    drawAt: epochMsSchema,
    result: lotteryResultSchema,
    /** The server seed, 64 lowercase hex characters (`drawResult(game, issueNo, seed)`). */
    seed: hex64Schema,
    /** SHA-256 of the seed string (`commitmentOf(seed)`). */
    commitment: hex64Schema,
  }),
);
export type DrawnIssue = z.infer<typeof drawnIssueSchema>;

/** The issue on sale, with the commitment of its seed. */
export const openIssueSchema = lazySchema(() =>
  z.object({
    issueNo: issueNoSchema,
    salesCloseAt: epochMsSchema,
    drawAt: epochMsSchema,
    commitment: hex64Schema,
  }),
);
export type OpenIssue = z.infer<typeof openIssueSchema>;

/**
 * GET /lgw/lottery/issue: the server time (for the countdown), the issue on sale and the last
 * drawn issue (`null` before the first draw). 404 `unknownGame`.
 */
export const lotteryIssueEndpoint = lazySchema(() =>
  defineEndpoint({
    method: 'GET',
    path: '/lgw/lottery/issue',
    auth: 'none',
    request: z.object({ gameCode: lotteryGameCodeSchema }),
    response: z.object({
      serverTime: epochMsSchema,
      current: openIssueSchema,
      last: z.nullable(drawnIssueSchema),
    }),
  }),
);

/** GET /lgw/lottery/results: drawn issues, newest first (the open numbers). 404 `unknownGame`. */
export const lotteryResultsEndpoint = lazySchema(() =>
  defineEndpoint({
    method: 'GET',
    path: '/lgw/lottery/results',
    auth: 'none',
    request: z.object({
      gameCode: lotteryGameCodeSchema,
      pageNo: pageNoSchema,
      pageSize: pageSizeSchema(100, 20),
    }),
    response: pageSchema(drawnIssueSchema),
  }),
);

/** A popular lottery with its next draw. */
export const popularLotterySchema = lazySchema(() =>
  z.object({
    gameCode: z.string(),
    gameName: z.string(),
    family: lotteryFamilySchema,
    imageName: lotteryImageNameSchema,
    nextDrawAt: epochMsSchema,
  }),
);
export type PopularLottery = z.infer<typeof popularLotterySchema>;

/** GET /lgw/lottery/popular: the most played lotteries (count 20 on the site). */
export const popularLotteriesEndpoint = lazySchema(() =>
  defineEndpoint({
    method: 'GET',
    path: '/lgw/lottery/popular',
    auth: 'none',
    request: z.object({
      count: z._default(
        z.coerce.number().check(z.int(), z.gte(1), z.lte(50)),
        POPULAR_LOTTERIES_COUNT,
      ),
      language: z.optional(languageSchema),
    }),
    response: z.object({ games: z.array(popularLotterySchema) }),
  }),
);

/** A VN game of a region with its coming draw. */
export const vnMenuGameSchema = lazySchema(() =>
  z.object({
    gameCode: z.string(),
    gameName: z.string(),
    /** Local draw time `HH:mm` of a daily game; `null` for the fast game. */
    drawTime: z.nullable(z.string().check(z.regex(/^\d{2}:\d{2}$/))),
    /** Seconds between draws of the fast game; `null` for a daily game. */
    intervalSeconds: z.nullable(z.number().check(z.int(), z.positive())),
    /** The issue on sale and its draw (today's draw, or tomorrow's once today's is closed). */
    issueNo: issueNoSchema,
    salesCloseAt: epochMsSchema,
    drawAt: epochMsSchema,
  }),
);
export type VnMenuGame = z.infer<typeof vnMenuGameSchema>;

/** GET /lgw/lottery/vn/menus: the VN regions (north, south, central, fast) and their games. */
export const vnLotteryMenusEndpoint = lazySchema(() =>
  defineEndpoint({
    method: 'GET',
    path: '/lgw/lottery/vn/menus',
    auth: 'none',
    request: z.object({ language: z.optional(languageSchema) }),
    response: z.object({
      serverTime: epochMsSchema,
      regions: z.array(
        z.object({
          region: vnRegionSchema,
          gameGroupCode: lotteryGroupCodeSchema,
          labelName: z.string(),
          games: z.array(vnMenuGameSchema),
        }),
      ),
    }),
  }),
);

/** One number of the VN grid. */
export const vnNumberStatSchema = lazySchema(() =>
  z.object({
    /** "00".."99". */
    number: z.string().check(z.regex(/^\d{2}$/)),
    /** Appearances among the lô numbers of the last 30 draws (a number twice in a draw counts 2). */
    hits30: z.number().check(z.int(), z.nonnegative()),
    /** Draws since it last appeared (0: in the last draw); the draws counted when never seen. */
    missing: z.number().check(z.int(), z.nonnegative()),
  }),
);
export type VnNumberStat = z.infer<typeof vnNumberStatSchema>;

/**
 * GET /lgw/lottery/vn/numbers: the 100 numbers 00-99 in order with their hot/cold figures over
 * the game's recent draws. 404 `unknownGame` (also for a game that is not VN).
 */
export const vnNumbersEndpoint = lazySchema(() =>
  defineEndpoint({
    method: 'GET',
    path: '/lgw/lottery/vn/numbers',
    auth: 'none',
    request: z.object({
      gameCode: lotteryGameCodeSchema,
      count: z._default(
        z.coerce.number().check(z.int(), z.gte(1), z.lte(VN_NUMBERS_COUNT)),
        VN_NUMBERS_COUNT,
      ),
    }),
    response: z.object({
      /** How many draws the figures cover (at most 30 for hits30; missing may look further). */
      draws: z.number().check(z.int(), z.nonnegative()),
      numbers: z.array(vnNumberStatSchema),
    }),
  }),
);

/** A line of a bet order: the line plus what the site computed from the shared rules. */
export const placedLineSchema = lazySchema(() =>
  z.extend(betLineSchema, {
    /** `betCount(line)`; refused with `amountMismatch` when the platform counts otherwise. */
    betCount: z.number().check(z.int(), z.positive()),
    /** `lineStake(line)` in minor units, for one issue. */
    amount: minorUnitsSchema.check(z.positive()),
  }),
);
export type PlacedLine = z.infer<typeof placedLineSchema>;

/** A chase: the same lines on this and the following issues, stopping after a win if asked. */
export const chaseSchema = lazySchema(() =>
  z.object({
    /** Issues in all, the first included (2..50). */
    issues: z.number().check(z.int(), z.gte(CHASE_ISSUES.min), z.lte(CHASE_ISSUES.max)),
    /** Cancel (refund) the later bets once a bet of the chase wins. */
    stopOnWin: z.boolean(),
  }),
);
export type Chase = z.infer<typeof chaseSchema>;

/**
 * POST /wps/lottery/bets (idempotent): places the lines on `issueNo` (and, with a chase, on the
 * following issues: `nextIssues(game, now, chase.issues)` from `issueNo`), holding the whole
 * amount at once. Refusals ({@link LotteryRefusal}): `unknownGame`, `unknownIssue`,
 * `invalidSelection`, `amountMismatch`, `salesClosed` (with `nextIssueNo`),
 * `insufficientBalance`, `trialNotAllowed`. A refused order writes nothing.
 */
export const placeLotteryBetsEndpoint = lazySchema(() =>
  defineEndpoint({
    method: 'POST',
    path: '/wps/lottery/bets',
    auth: 'token',
    idempotent: true,
    request: z.object({
      gameCode: lotteryGameCodeSchema,
      issueNo: issueNoSchema,
      lines: z.array(placedLineSchema).check(z.minLength(1), z.maxLength(MAX_BET_LINES)),
      chase: z.optional(chaseSchema),
    }),
    response: z.object({
      orderId: idSchema,
      /** The number the player is shown for the order (`L00000042`); absent from older platforms. */
      orderNo: z.optional(z.string().check(z.minLength(1), z.maxLength(32))),
      /** One bet per line and issue, in issue then line order. */
      bets: z.array(
        z.object({ betId: idSchema, issueNo: issueNoSchema, amount: minorUnitsSchema }),
      ),
      /** The member's balance after the hold. */
      balance: minorUnitsSchema,
    }),
  }),
);

/** Statuses of a lottery bet. */
export const LOTTERY_BET_STATUSES = ['open', 'won', 'lost', 'cancelled', 'push'] as const;
export const lotteryBetStatusSchema = lazySchema(() => z.enum(LOTTERY_BET_STATUSES));
export type LotteryBetStatus = z.infer<typeof lotteryBetStatusSchema>;

/**
 * POST /wps/lottery/bets/cancel (idempotent): cancels an open bet before its issue's sales close
 * and refunds its amount (each bet of a chase on its own). Refusals: `unknownBet`, `notOpen`,
 * `salesClosed`.
 */
export const cancelLotteryBetEndpoint = lazySchema(() =>
  defineEndpoint({
    method: 'POST',
    path: '/wps/lottery/bets/cancel',
    auth: 'token',
    idempotent: true,
    request: z.object({ betId: idSchema }),
    response: z.object({
      betId: idSchema,
      status: z.literal('cancelled'),
      refund: minorUnitsSchema,
      balance: minorUnitsSchema,
    }),
  }),
);

/** A lottery bet of the member. */
export const lotteryBetSchema = lazySchema(() =>
  z.object({
    betId: idSchema,
    orderId: idSchema,
    gameCode: z.string(),
    gameName: z.string(),
    issueNo: issueNoSchema,
    playType: z.string(),
    selection: betLineSchema.shape.selection,
    mode: betLineSchema.shape.mode,
    multiplier: betLineSchema.shape.multiplier,
    betCount: z.number().check(z.int(), z.positive()),
    amount: minorUnitsSchema,
    /** Paid back at settlement (winnings plus pushed stakes); `null` while open or cancelled. */
    payout: z.nullable(minorUnitsSchema),
    status: lotteryBetStatusSchema,
    placedAt: epochMsSchema,
    settledAt: z.nullable(epochMsSchema),
    /** The issue's result once drawn. */
    result: z.nullable(lotteryResultSchema),
  }),
);
export type LotteryBet = z.infer<typeof lotteryBetSchema>;

/** GET /wps/lottery/bets: the member's lottery bets, newest first. */
export const lotteryBetsEndpoint = lazySchema(() =>
  defineEndpoint({
    method: 'GET',
    path: '/wps/lottery/bets',
    auth: 'token',
    request: z.object({
      gameCode: z.optional(lotteryGameCodeSchema),
      status: z.optional(lotteryBetStatusSchema),
      language: z.optional(languageSchema),
      pageNo: pageNoSchema,
      pageSize: pageSizeSchema(100, 20),
    }),
    response: pageSchema(lotteryBetSchema),
  }),
);

/**
 * GET /wps/lottery/lobby-link: the address of the external (SEA) lottery view, which the
 * reference platform serves itself. `lottoGameCode` is required for the betting view. Refusals:
 * `backUrlNotAllowed`, `unknownGame`.
 */
export const lotteryLobbyLinkEndpoint = lazySchema(() =>
  defineEndpoint({
    method: 'GET',
    path: '/wps/lottery/lobby-link',
    auth: 'token',
    request: z
      .object({
        lottoArea: z._default(z.literal(LOTTO_AREA_VN), LOTTO_AREA_VN),
        launchMode: z._default(z.literal(LOTTO_LAUNCH_MODE), LOTTO_LAUNCH_MODE),
        lottoPrizeMode: z._default(lotteryPrizeModeSchema, 'SEA'),
        lottoGameCode: z.optional(lotteryGameCodeSchema),
        lottoView: z.enum(LOTTO_VIEWS),
        device: z._default(z.literal(DEVICE), DEVICE),
        backUrl: safeUrlSchema.check(z.minLength(1)),
        language: z.optional(languageSchema),
      })
      .check(
        z.refine(
          (request) => request.lottoView === 'lobby' || request.lottoGameCode !== undefined,
          {
            message: 'lottoGameCode is required for the betting view',
            path: ['lottoGameCode'],
          },
        ),
      ),
    response: z.object({ url: safeUrlSchema.check(z.minLength(1)) }),
  }),
);
