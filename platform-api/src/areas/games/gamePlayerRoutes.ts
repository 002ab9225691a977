import type { FastifyInstance } from 'fastify';
import {
  addFavouriteEndpoint,
  favouriteGamesEndpoint,
  favouriteIdsEndpoint,
  type FavouriteToggle,
  recentGamesEndpoint,
  removeFavouriteEndpoint,
} from 'shared-contracts';

import { badRequest, notFound } from '../../http/httpError';
import { registerEndpoint } from '../../http/registerEndpoint';
import { GAME_COLUMNS, type GameCatalog, type GameRow, toGame } from './gameCatalog';

/** Favourites (ids, list, add, remove) and recent games of the signed-in member. */
export const registerGamePlayerRoutes = (app: FastifyInstance, catalog: GameCatalog): void => {
  const { db } = app.platform;
  const ids = db
    .prepare('SELECT node_id FROM game_favourites WHERE member_id = ? ORDER BY created_at, node_id')
    .pluck();
  const add = db.prepare(
    'INSERT OR IGNORE INTO game_favourites (member_id, node_id, created_at) VALUES (?, ?, ?)',
  );
  const remove = db.prepare('DELETE FROM game_favourites WHERE member_id = ? AND node_id = ?');
  const favouritesPage = db.prepare(`SELECT ${GAME_COLUMNS} FROM game_favourites f
    JOIN games g ON g.node_id = f.node_id JOIN vendors v ON v.vassalage = g.vassalage
    WHERE f.member_id = @member AND (@gameType IS NULL OR g.game_type = @gameType)
    ORDER BY f.created_at DESC, f.node_id DESC LIMIT @limit OFFSET @offset`);
  const favouritesCount = db
    .prepare(
      `SELECT COUNT(*) FROM game_favourites f JOIN games g ON g.node_id = f.node_id
    WHERE f.member_id = @member AND (@gameType IS NULL OR g.game_type = @gameType)`,
    )
    .pluck();
  const recentPage = db.prepare(`SELECT ${GAME_COLUMNS} FROM game_recent r
    JOIN games g ON g.game_code = r.game_code JOIN vendors v ON v.vassalage = g.vassalage
    WHERE r.member_id = ? ORDER BY r.launched_at DESC, r.rowid DESC LIMIT ? OFFSET ?`);
  const recentCount = db.prepare('SELECT COUNT(*) FROM game_recent WHERE member_id = ?').pluck();

  const idList = (memberId: string) => ({
    ids: (ids.all(memberId) as number[]).map((id) => String(id)),
  });

  // The toggle names the game three ways; all three must agree, or the call is refused.
  const checkedGame = (toggle: FavouriteToggle) => {
    const game = catalog.findByNodeId(toggle.nodeId);
    if (!game) throw notFound(`Game not found: ${toggle.nodeId}`);
    if (game.vassalage !== toggle.vendor || game.game_type !== toggle.gameType) {
      throw badRequest('vendor and gameType do not match the game');
    }
    return game;
  };

  registerEndpoint(app, favouriteIdsEndpoint, ({ requireMember }) => idList(requireMember().id));

  registerEndpoint(app, addFavouriteEndpoint, ({ input, requireMember }) => {
    const member = requireMember();
    add.run(member.id, checkedGame(input).node_id, Date.now());
    return idList(member.id);
  });

  registerEndpoint(app, removeFavouriteEndpoint, ({ input, requireMember }) => {
    const member = requireMember();
    remove.run(member.id, checkedGame(input).node_id);
    return idList(member.id);
  });

  registerEndpoint(app, favouriteGamesEndpoint, ({ input, requireMember, language }) => {
    const member = requireMember();
    const filter = { member: member.id, gameType: input.gameType ?? null };
    const total = Number(favouritesCount.get(filter));
    const rows = favouritesPage.all({
      ...filter,
      limit: input.pageSize,
      offset: (input.pageNo - 1) * input.pageSize,
    }) as GameRow[];
    return {
      content: rows.map((row) => toGame(row, language)),
      totalPages: Math.ceil(total / input.pageSize),
    };
  });

  registerEndpoint(app, recentGamesEndpoint, ({ input, requireMember, language }) => {
    const member = requireMember();
    const total = Number(recentCount.get(member.id));
    const rows = recentPage.all(
      member.id,
      input.pageSize,
      (input.pageNo - 1) * input.pageSize,
    ) as GameRow[];
    return {
      list: rows.map((row) => toGame(row, language)),
      totalPages: Math.ceil(total / input.pageSize),
    };
  });
};
