import type { Db } from '../../db/database';
import { INHOUSE_GAMES, INHOUSE_VASSALAGE } from './inHouseGames';

// Node ids far above the catalogue's (10001 and up), so they never clash with a vendor game.
const INHOUSE_NODE_BASE = 90_001;
/** Games that show the maintenance flow (SPEC section 8: suggest other games). */
const MAINTENANCE_GAMES = ['PG_007', 'EVO_005', 'KM_003'];
/** Vendors whose games refuse frames and open in a new window. */
const WINDOW_VENDORS = ['PT_LIVE', 'CMD'];
const ROOMS_PER_GAME = 2;
const ROOM_GAMES_PER_VENDOR = 4;

/**
 * What game play needs beyond the catalogue: the in-house vendor and its games, maintenance
 * and new-window flags, and PVP rooms. Idempotent, so it runs on every start too: a database
 * seeded before these existed gets them without a reset.
 */
export const seedGameExtras = (db: Db): void => {
  if (Number(db.prepare('SELECT COUNT(*) FROM vendors').pluck().get()) === 0) return;
  db.transaction(() => {
    db.prepare(
      `INSERT OR IGNORE INTO vendors (vassalage, name, game_type, is_hot, is_game, sort)
       VALUES (?, 'Lucky Lotus Originals', 'INHOUSE', 1, 'GAME', 1000)`,
    ).run(INHOUSE_VASSALAGE);
    const insertGame = db.prepare(`INSERT OR IGNORE INTO games
      (game_code, name_json, vassalage, game_type, node_id, classification, min_bet, is_hot, is_new, sort)
      VALUES (?, ?, ?, 'INHOUSE', ?, NULL, ?, 1, 1, ?)`);
    INHOUSE_GAMES.forEach((game, index) =>
      insertGame.run(
        game.gameCode,
        JSON.stringify(game.names),
        INHOUSE_VASSALAGE,
        INHOUSE_NODE_BASE + index,
        game.minBet,
        index,
      ),
    );
    const flag = db.prepare('UPDATE games SET maintenance = 1 WHERE game_code = ?');
    for (const code of MAINTENANCE_GAMES) flag.run(code);
    const window = db.prepare("UPDATE vendors SET launch_window = 'window' WHERE vassalage = ?");
    for (const vassalage of WINDOW_VENDORS) window.run(vassalage);

    const pvpGames = db
      .prepare(
        `SELECT game_code, vassalage, min_bet FROM games WHERE game_type = 'PVP' AND maintenance = 0
         ORDER BY vassalage, sort`,
      )
      .all() as { game_code: string; vassalage: string; min_bet: number }[];
    const insertRoom = db.prepare(`INSERT OR IGNORE INTO pvp_rooms
      (room_id, game_code, room_name, min_bet, players, max_players, sort) VALUES (?, ?, ?, ?, ?, ?, ?)`);
    const perVendor = new Map<string, number>();
    let sort = 0;
    for (const game of pvpGames) {
      const taken = perVendor.get(game.vassalage) ?? 0;
      if (taken >= ROOM_GAMES_PER_VENDOR) continue;
      perVendor.set(game.vassalage, taken + 1);
      for (let room = 1; room <= ROOMS_PER_GAME; room += 1) {
        const stakeLevel = room === 1 ? 1 : 10;
        insertRoom.run(
          `${game.game_code}_R${room}`,
          game.game_code,
          room === 1 ? 'Beginner' : 'High roller',
          game.min_bet * stakeLevel,
          (sort * 7 + room * 3) % 6,
          6,
          sort,
        );
        sort += 1;
      }
    }
  })();
};
