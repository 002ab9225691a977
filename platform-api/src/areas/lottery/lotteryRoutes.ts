import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { DEFAULT_LANGUAGE, type Language, languageSchema } from 'shared-contracts';
import {
  cancelLotteryBetEndpoint,
  lotteryBetsEndpoint,
  lotteryGameByCode,
  lotteryGameEndpoint,
  lotteryIssueEndpoint,
  lotteryLobbyLinkEndpoint,
  lotteryMenusEndpoint,
  lotteryPrizeModeSchema,
  lotteryResultsEndpoint,
  placeLotteryBetsEndpoint,
  popularLotteriesEndpoint,
  vnLotteryMenusEndpoint,
  vnNumbersEndpoint,
} from 'shared-contracts/lottery';

import type { Areas } from '../../compose';
import { registerEndpoint } from '../../http/registerEndpoint';
import { MEMBER_TYPE } from '../auth/memberTypes';
import { originOf } from '../games/gameLaunchRoutes';
import { refusal } from './bets';
import { registerLotteryAdminRoutes } from './lotteryAdminRoutes';
import type { LotteryGame, LotteryResult } from './rules';
import { renderSeaView, SEA_VIEW_PATH, type SeaViewPage } from './seaView';

const gameOf = (gameCode: string): LotteryGame => {
  const game = lotteryGameByCode(gameCode);
  if (!game) throw refusal(404, 'unknownGame', `Unknown lottery game ${gameCode}`);
  return game;
};

/**
 * Where a back link may lead: a URL on one of the site's public origins (PUBLIC_ORIGINS), or a
 * path of the origin the request came through. Anything else is refused (no open redirect).
 */
export const allowedBackUrl = (
  backUrl: string,
  origins: readonly string[],
  requestOrigin: string,
): string | null => {
  let url: URL;
  try {
    url = new URL(backUrl, requestOrigin);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  if (url.username || url.password) return null;
  return origins.includes(url.origin) ? url.toString() : null;
};

const numbersText = (result: LotteryResult): string =>
  'balls' in result ? result.balls.join(' ') : (result.prizes.special[0] ?? '');

const drawTimeText = (game: LotteryGame, ms: number): string => {
  const offset = game.schedule.utcOffsetMinutes;
  const local = new Date(ms + offset * 60_000).toISOString();
  const sign = offset >= 0 ? '+' : '-';
  const hours = String(Math.floor(Math.abs(offset) / 60)).padStart(2, '0');
  const minutes = String(Math.abs(offset) % 60).padStart(2, '0');
  return `${local.slice(0, 10)} ${local.slice(11, 16)} (UTC${sign}${hours}:${minutes})`;
};

const sendSeaView = (reply: FastifyReply, page: SeaViewPage, frameAncestors: readonly string[]) =>
  reply
    .type('text/html; charset=utf-8')
    .header('Cache-Control', 'no-store')
    .header(
      'Content-Security-Policy',
      [
        "default-src 'none'",
        `style-src 'nonce-${page.nonce}'`,
        "img-src 'self' data:",
        "base-uri 'none'",
        "form-action 'none'",
        // The site may frame the view; nobody else.
        `frame-ancestors 'self' ${frameAncestors.join(' ')}`.trim(),
        // No script runs; the back link may take the top window back to the site.
        'sandbox allow-top-navigation-by-user-activation allow-popups',
      ].join('; '),
    )
    .send(page.html);

/** The lottery calls (ADR 0011) and the external SEA view the lobby link points at. */
export const registerLotteryRoutes = (
  app: FastifyInstance,
  { queries }: Areas['lottery'],
): void => {
  const { platform } = app;
  const { lottery, clock, config } = platform;
  const freePlayOn = () => config.brand.freePlay && platform.siteState.freePlay;
  registerLotteryAdminRoutes(app);

  registerEndpoint(app, lotteryMenusEndpoint, ({ input, language }) =>
    queries.menus(input.prizeMode, language),
  );

  registerEndpoint(app, lotteryGameEndpoint, ({ input, language }) =>
    queries.game(gameOf(input.gameCode), language),
  );

  registerEndpoint(app, lotteryIssueEndpoint, ({ input }) =>
    queries.issue(gameOf(input.gameCode), clock.now()),
  );

  registerEndpoint(app, lotteryResultsEndpoint, ({ input }) =>
    queries.results(gameOf(input.gameCode), input.pageNo, input.pageSize),
  );

  registerEndpoint(app, popularLotteriesEndpoint, ({ input, language }) =>
    queries.popular(input.count, language, clock.now()),
  );

  registerEndpoint(app, vnLotteryMenusEndpoint, ({ language }) =>
    queries.vnMenus(language, clock.now()),
  );

  registerEndpoint(app, vnNumbersEndpoint, ({ input }) => {
    const game = gameOf(input.gameCode);
    if (game.family !== 'VN')
      throw refusal(404, 'unknownGame', `${input.gameCode} is not a Vietnamese lottery`);
    return queries.vnNumbers(game, input.count);
  });

  registerEndpoint(app, placeLotteryBetsEndpoint, ({ input, requireMember, idempotencyKey }) => {
    const member = requireMember();
    // A trial account bets its demo balance while the brand's free play is on (its demo money is
    // a house credit like any other; trial accounts have no upline, so no agent report counts it).
    if (member.member_type === MEMBER_TYPE.trial && !freePlayOn())
      throw refusal(403, 'trialNotAllowed', 'Please register an account first');
    return lottery.bets.place(member.id, input, idempotencyKey, clock.now());
  });

  registerEndpoint(app, cancelLotteryBetEndpoint, ({ input, requireMember }) =>
    lottery.bets.cancel(requireMember().id, input.betId, clock.now()),
  );

  registerEndpoint(app, lotteryBetsEndpoint, ({ input, requireMember, language }) =>
    queries.bets(
      requireMember().id,
      { gameCode: input.gameCode, status: input.status },
      input.pageNo,
      input.pageSize,
      language,
    ),
  );

  registerEndpoint(app, lotteryLobbyLinkEndpoint, ({ input, requireMember, request, language }) => {
    requireMember();
    const origin = originOf(request);
    const backUrl = allowedBackUrl(input.backUrl, config.publicOrigins, origin);
    if (!backUrl) throw refusal(400, 'backUrlNotAllowed', 'The back address must be on this site');
    if (input.lottoGameCode !== undefined) gameOf(input.lottoGameCode);
    const url = new URL(SEA_VIEW_PATH, origin);
    url.searchParams.set('view', input.lottoView);
    url.searchParams.set('prizeMode', input.lottoPrizeMode);
    if (input.lottoGameCode) url.searchParams.set('gameCode', input.lottoGameCode);
    url.searchParams.set('language', language);
    url.searchParams.set('backUrl', backUrl);
    return { url: url.toString() };
  });

  // The external view itself: public, read-only (no session in its address), no script.
  app.get(SEA_VIEW_PATH, async (request: FastifyRequest, reply) => {
    const query = (request.query ?? {}) as Record<string, unknown>;
    const text = (key: string) => (typeof query[key] === 'string' ? (query[key] as string) : '');
    const language: Language = languageSchema.safeParse(text('language')).data ?? DEFAULT_LANGUAGE;
    const prizeMode = lotteryPrizeModeSchema.safeParse(text('prizeMode')).data ?? 'SEA';
    const now = clock.now();
    const origin = originOf(request);
    const games = lottery.games
      .filter((game) => game.prizeModes.includes(prizeMode))
      .map((game) => {
        const current = lottery.issues.current(game, now);
        const last = lottery.issues.lastDrawn(game.gameCode);
        return {
          gameCode: game.gameCode,
          gameName: game.names[language],
          issueNo: current.issue_no,
          drawTime: drawTimeText(game, current.draw_at),
          drawAt: current.draw_at,
          lastIssueNo: last?.issue_no ?? null,
          lastNumbers: last?.result_json
            ? numbersText(JSON.parse(last.result_json) as LotteryResult)
            : null,
        };
      });
    const page = renderSeaView({
      language,
      view: text('view') === 'lobby' ? 'lobby' : 'betting',
      gameCode: lotteryGameByCode(text('gameCode'))?.gameCode ?? null,
      games,
      backUrl: text('backUrl')
        ? allowedBackUrl(text('backUrl'), config.publicOrigins, origin)
        : null,
    });
    return sendSeaView(reply, page, config.publicOrigins);
  });
};
