import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  type Language,
  launchGameEndpoint,
  type LaunchRefusal,
  type LaunchResult,
  pvpLaunchEndpoint,
  pvpRoomsEndpoint,
} from 'shared-contracts';

import { HttpError, notFound, unauthorized } from '../../http/httpError';
import { publicOriginOf } from '../../http/publicOrigin';
import { registerEndpoint } from '../../http/registerEndpoint';
import type { MemberRow } from '../auth/members';
import { MEMBER_TYPE } from '../auth/memberTypes';
import { hashToken } from '../auth/sessions';
import type { GameCatalog, GameRow } from './gameCatalog';
import type { GameSessions } from './gameSessions';
import { engineOf, INHOUSE_VASSALAGE } from './inHouseGames';

const SUGGESTIONS = 6;

/**
 * The platform's public origin the request came through (PUBLIC_ORIGINS), where game pages are
 * served: never the raw Host header.
 */
export const originOf = (request: FastifyRequest): string =>
  publicOriginOf(request, request.server.platform.config.publicOrigins);

/** Where a launched game is played: its in-house page, or the vendor demo table. */
export const gamePagePath = (game: Pick<GameRow, 'game_code' | 'vassalage'>): string =>
  game.vassalage === INHOUSE_VASSALAGE
    ? `/games/inhouse/${engineOf(game.game_code)}`
    : '/games/vendor/table';

/** Game launch (SPEC section 3), PVP rooms and room launch. */
export const registerGameLaunchRoutes = (
  app: FastifyInstance,
  catalog: GameCatalog,
  sessions: GameSessions,
): void => {
  const { db } = app.platform;
  const touchRecent = db.prepare(`INSERT INTO game_recent (member_id, game_code, launched_at)
    VALUES (?, ?, ?) ON CONFLICT (member_id, game_code) DO UPDATE SET launched_at = excluded.launched_at`);

  const refuse = (status: number, message: string, refusal: LaunchRefusal) =>
    new HttpError(status, message, refusal);

  const launch = (
    request: FastifyRequest,
    member: MemberRow,
    game: GameRow,
    roomId: string | null,
    language: Language,
    siteToken: string,
  ): LaunchResult => {
    // Trial accounts play the in-house games only (SPEC section 6: trial warning).
    if (member.member_type === MEMBER_TYPE.trial && game.vassalage !== INHOUSE_VASSALAGE) {
      throw refuse(403, 'Please register an account first', { reason: 'trial' });
    }
    if (game.maintenance === 1) {
      const suggestions = catalog
        .hot({ gameType: game.game_type }, SUGGESTIONS + 1, language)
        .filter((other) => other.gameCode !== game.game_code && !other.maintenance)
        .slice(0, SUGGESTIONS);
      throw refuse(409, 'This game is under maintenance', {
        reason: 'maintenance',
        suggestions,
      });
    }
    const ticket = sessions.issueTicket({
      memberId: member.id,
      siteTokenHash: hashToken(siteToken),
      gameCode: game.game_code,
      roomId,
      language,
    });
    touchRecent.run(member.id, game.game_code, Date.now());
    const url = new URL(gamePagePath(game), originOf(request));
    url.searchParams.set('launch', ticket);
    return { game_url: url.toString(), newWindow: game.launch_window === 'window' };
  };

  registerEndpoint(
    app,
    launchGameEndpoint,
    ({ input, requireMember, token, language, request }) => {
      const member = requireMember();
      // SPEC sends the token in the payload too: it must be this session's own.
      if (input.token !== token) throw unauthorized();
      let game: GameRow | undefined;
      let roomId: string | null = null;
      if (input.roomId !== undefined) {
        const room = catalog.findRoom(input.roomId);
        if (!room) throw notFound(`Room not found: ${input.roomId}`);
        game = catalog.findByCode(room.game_code);
        roomId = room.room_id;
      } else {
        game = catalog.findByCode(input.gameId ?? '');
      }
      if (!game || String(game.node_id) !== input.nodeId || game.vassalage !== input.vassalage) {
        throw notFound(`Game not found: ${input.gameId ?? input.roomId}`);
      }
      return launch(request, member, game, roomId, language, token ?? '');
    },
  );

  registerEndpoint(app, pvpRoomsEndpoint, ({ input, requireMember, language }) => {
    requireMember();
    return { list: catalog.rooms(input.vassalage, language) };
  });

  registerEndpoint(app, pvpLaunchEndpoint, ({ input, requireMember, language, request, token }) => {
    const member = requireMember();
    const room = catalog.findRoom(input.roomId);
    const game = room ? catalog.findByCode(room.game_code) : undefined;
    if (!room || !game) throw notFound(`Room not found: ${input.roomId}`);
    return launch(request, member, game, room.room_id, language, token ?? '');
  });
};
