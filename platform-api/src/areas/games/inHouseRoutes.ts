import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { DEFAULT_LANGUAGE, type Language } from 'shared-contracts';
import { z } from 'zod';

import { okEnvelope } from '../../http/envelope';
import { badRequest, HttpError, notFound, unauthorized } from '../../http/httpError';
import { parseInput } from '../../http/parseInput';
import { pickText } from '../content/translate';
import { choiceSchemas } from './engines';
import type { GameCatalog } from './gameCatalog';
import { gamePagePath, originOf } from './gameLaunchRoutes';
import {
  type GamePageTheme,
  type RenderedPage,
  renderExpiredPage,
  renderGamePage,
} from './gamePage';
import type { GameSessions } from './gameSessions';
import { type Engine, engineOf, INHOUSE_VASSALAGE } from './inHouseGames';
import type { RoundService } from './rounds';

/** Where the game pages call: under /wps so CORS and rate limits apply as to every call. */
export const GAME_API_PREFIX = '/wps/inhouse';
/** The largest stake of one round, in minor units. */
export const MAX_STAKE = 100_000;

const roundSchema = z
  .object({
    roundId: z.string().regex(/^[A-Za-z0-9_-]{8,64}$/, 'must be 8 to 64 letters or digits'),
    stake: z.number().int().positive().max(MAX_STAKE),
    choice: z.unknown().optional(),
  })
  .strict();

/** The site's theme the page is asked in (`theme=light`); anything else is the dark default. */
const themeOf = (query: { theme?: unknown }): GamePageTheme =>
  query.theme === 'light' ? 'light' : 'dark';

const bearerToken = (request: FastifyRequest): string | null =>
  /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '')?.[1] ?? null;

const sendPage = (
  reply: FastifyReply,
  page: RenderedPage,
  origin: string,
  frameAncestors: readonly string[],
  status = 200,
) =>
  reply
    .code(status)
    .type('text/html; charset=utf-8')
    .header('Cache-Control', 'no-store')
    .header('X-Content-Type-Options', 'nosniff')
    .header(
      'Content-Security-Policy',
      [
        "default-src 'none'",
        `script-src 'nonce-${page.nonce}'`,
        `style-src 'nonce-${page.nonce}'`,
        `connect-src ${origin}`,
        "img-src 'self' data:",
        "base-uri 'none'",
        "form-action 'none'",
        // The site frames its games (the game frame and the lobby's seamless view); nobody else.
        `frame-ancestors 'self' ${frameAncestors.join(' ')}`.trim(),
      ].join('; '),
    )
    .send(page.html);

/**
 * The game pages (in-house games and the vendor demo table) and their round API. A page load
 * spends the launch ticket and embeds a game session; the API takes only that session.
 */
export const registerInHouseRoutes = (
  app: FastifyInstance,
  catalog: GameCatalog,
  sessions: GameSessions,
  rounds: RoundService,
): void => {
  const { config } = app.platform;
  const framers = config.publicOrigins;

  const servePage =
    (expected: Engine | 'vendor') =>
    async (
      request: FastifyRequest<{ Querystring: { launch?: string; theme?: string } }>,
      reply: FastifyReply,
    ) => {
      const origin = originOf(request);
      const theme = themeOf(request.query);
      const launch = typeof request.query.launch === 'string' ? request.query.launch : '';
      const ticket = sessions.spendTicket(launch);
      const game = ticket ? catalog.findByCode(ticket.gameCode) : undefined;
      if (!ticket || !game) {
        return sendPage(reply, renderExpiredPage(DEFAULT_LANGUAGE, theme), origin, framers, 410);
      }
      // A ticket opens its own page only: a ticket for the dice does not open the slot.
      const engine = engineOf(game.game_code);
      const path = gamePagePath(game);
      if (path !== request.url.split('?')[0]) {
        return sendPage(reply, renderExpiredPage(ticket.language, theme), origin, framers, 410);
      }
      const session = sessions.openSession({
        memberId: ticket.memberId,
        siteTokenHash: ticket.siteTokenHash,
        gameCode: game.game_code,
        roomId: ticket.roomId,
      });
      return sendPage(
        reply,
        renderGamePage({
          engine: expected === 'vendor' ? 'table' : engine,
          gameName: pickText(game.name_json, ticket.language),
          vendorName: game.vendor_name,
          language: ticket.language as Language,
          session,
          api: `${origin}${GAME_API_PREFIX}`,
          currency: config.brand.currency,
          minBet: game.min_bet,
          theme,
        }),
        origin,
        framers,
      );
    };

  for (const engine of ['slot', 'dice'] as const) {
    app.get(`/games/inhouse/${engine}`, servePage(engine));
  }
  app.get('/games/vendor/table', servePage('vendor'));

  const requireSession = (request: FastifyRequest) => {
    const session = sessions.resolveSession(bearerToken(request) ?? '');
    if (!session) throw unauthorized('This game session has ended, please open the game again');
    app.platform.sessions.touch(session.siteTokenHash);
    const game = catalog.findByCode(session.gameCode);
    if (!game) throw notFound('Game not found');
    return { session, game };
  };

  app.get(`${GAME_API_PREFIX}/state`, async (request) => {
    const { session, game } = requireSession(request);
    return okEnvelope({
      gameCode: game.game_code,
      engine: game.vassalage === INHOUSE_VASSALAGE ? engineOf(game.game_code) : 'table',
      minBet: game.min_bet,
      maxBet: MAX_STAKE,
      balance: rounds.walletBalance(session.memberId),
      currency: config.brand.currency,
      history: rounds.history(session.memberId, game.game_code),
    });
  });

  app.post(`${GAME_API_PREFIX}/round`, async (request) => {
    const { session, game } = requireSession(request);
    const input = parseInput(roundSchema, request.body ?? {});
    const engine: Engine =
      game.vassalage === INHOUSE_VASSALAGE ? engineOf(game.game_code) : 'table';
    const choice = choiceSchemas[engine].safeParse(input.choice ?? undefined);
    if (!choice.success) throw badRequest(`Invalid field "choice" for the ${engine} game`);
    if (input.stake < game.min_bet) {
      throw badRequest(`The smallest stake of this game is ${game.min_bet}`);
    }
    if (game.maintenance === 1) throw new HttpError(409, 'This game is under maintenance');
    return okEnvelope(
      rounds.play(
        {
          memberId: session.memberId,
          gameCode: game.game_code,
          engine,
          roundId: input.roundId,
          stake: input.stake,
          choice: choice.data,
        },
        // On the platform clock, as the records, limits and reports that read the round.
        app.platform.clock.now(),
      ),
    );
  });
};
