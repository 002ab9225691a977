import {
  DEFAULT_ESPORTS_VASSALAGES,
  type Game,
  type GameType,
  type Language,
  type PvpRoom,
  type Winner,
} from 'shared-contracts';
import { lotteryGameByCode, playTypesOf } from 'shared-contracts/lottery';

import type { Db } from '../../db/database';
import { pickText } from '../content/translate';

/** A game joined with its vendor, as every game query reads it. */
export interface GameRow {
  game_code: string;
  name_json: string;
  vassalage: string;
  game_type: GameType;
  node_id: number;
  classification: string | null;
  min_bet: number;
  is_hot: 0 | 1;
  is_new: 0 | 1;
  maintenance: 0 | 1;
  vendor_name: string;
  is_game: Game['isGame'];
  launch_window: 'frame' | 'window';
}

/** Columns of a {@link GameRow}, for queries that join games (g) and vendors (v). */
export const GAME_COLUMNS = `g.game_code, g.name_json, g.vassalage, g.game_type, g.node_id, g.classification,
  g.min_bet, g.is_hot, g.is_new, g.maintenance, v.name AS vendor_name, v.is_game, v.launch_window`;
const FROM = 'FROM games g JOIN vendors v ON v.vassalage = g.vassalage';
const ORDER = 'ORDER BY v.sort, g.sort';

const LOTTERY_PLAY_TYPES: Record<string, string> = {
  '11X5': '11X5',
  LF: 'LF',
  LHC: 'LHC',
  PK10: 'PK10',
  SSC: 'SSC',
};

/** Shapes a row as the contract's game, in the asked language. */
export const toGame = (row: GameRow, language: Language): Game => {
  const name = pickText(row.name_json, language);
  const isLottery = row.game_type === 'LOTT' || row.game_type === 'ELOTT';
  // A lottery catalogue game opens on its family's first play type (ADR 0011).
  const lottery = isLottery ? lotteryGameByCode(row.game_code) : undefined;
  const playType = lottery
    ? playTypesOf(lottery.family)[0]?.code
    : isLottery
      ? LOTTERY_PLAY_TYPES[name.split(' ')[0] ?? '']
      : undefined;
  return {
    gameCode: row.game_code,
    gameName: name,
    nodeId: String(row.node_id),
    vassalage: row.vassalage,
    vendor: row.vendor_name,
    gameType: row.game_type,
    accountTypeName: row.vassalage,
    ...(playType ? { defaultPlayType: playType } : {}),
    isGame: row.is_game,
    classification: row.classification,
    minBet: row.min_bet,
    isHot: row.is_hot,
    isNew: row.is_new,
    thumbnail: `/assets/games/${row.game_code}.webp`,
    maintenance: row.maintenance === 1,
    newWindow: row.launch_window === 'window',
  };
};

/** Filters of the game list (SPEC section 3). */
export interface GameFilter {
  gameType?: GameType;
  vassalage?: string;
  gameClassify?: string;
  gameName?: string;
  minBet?: number;
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Reads games: lists with filters, hot and popular games, rooms and the winner board. */
export const createGameCatalog = (db: Db, esportsVassalages: readonly string[]) => {
  const esports = esportsVassalages.length > 0 ? esportsVassalages : DEFAULT_ESPORTS_VASSALAGES;
  const placeholders = esports.map(() => '?').join(', ');

  // E-sports games are SPORTS games of the e-sports vendors; SPORTS lists the others.
  const where = (filter: GameFilter): { sql: string; params: unknown[] } => {
    const clauses: string[] = [];
    const params: unknown[] = [];
    if (filter.gameType === 'ESPORTS') {
      clauses.push(`g.game_type = 'SPORTS' AND g.vassalage IN (${placeholders})`);
      params.push(...esports);
    } else if (filter.gameType === 'SPORTS') {
      clauses.push(`g.game_type = 'SPORTS' AND g.vassalage NOT IN (${placeholders})`);
      params.push(...esports);
    } else if (filter.gameType) {
      clauses.push('g.game_type = ?');
      params.push(filter.gameType);
    }
    if (filter.vassalage) {
      clauses.push('g.vassalage = ?');
      params.push(filter.vassalage);
    }
    if (filter.gameClassify) {
      clauses.push('g.classification = ?');
      params.push(filter.gameClassify);
    }
    if (filter.minBet !== undefined) {
      clauses.push('g.min_bet <= ?');
      params.push(filter.minBet);
    }
    if (filter.gameName) {
      clauses.push(
        "EXISTS (SELECT 1 FROM json_each(g.name_json) n WHERE n.value LIKE ? ESCAPE '\\')",
      );
      params.push(`%${escapeLike(filter.gameName)}%`);
    }
    return { sql: clauses.length > 0 ? `WHERE ${clauses.join(' AND ')}` : '', params };
  };

  const byCode = db.prepare(`SELECT ${GAME_COLUMNS} ${FROM} WHERE g.game_code = ?`);
  const byNode = db.prepare(`SELECT ${GAME_COLUMNS} ${FROM} WHERE g.node_id = ?`);
  const popular = db.prepare(`SELECT ${GAME_COLUMNS} ${FROM}
    LEFT JOIN (SELECT game_code, COUNT(*) AS plays FROM bet_records GROUP BY game_code) p
      ON p.game_code = g.game_code
    WHERE g.game_type NOT IN ('LOTT', 'ELOTT') AND g.maintenance = 0
    ORDER BY COALESCE(p.plays, 0) DESC, g.is_hot DESC, v.sort, g.sort LIMIT ?`);
  const rooms = db.prepare(`SELECT r.room_id, r.room_name, r.min_bet AS room_min_bet, r.players,
      r.max_players, ${GAME_COLUMNS} FROM pvp_rooms r JOIN games g ON g.game_code = r.game_code
      JOIN vendors v ON v.vassalage = g.vassalage
    WHERE (@vassalage IS NULL OR g.vassalage = @vassalage) ORDER BY r.sort`);
  const room = db.prepare('SELECT room_id, game_code FROM pvp_rooms WHERE room_id = ?');
  const winners = db.prepare(`SELECT b.payout, b.created_at, m.username, g.name_json, g.game_code,
      g.vassalage FROM bet_records b JOIN members m ON m.id = b.member_id
      JOIN games g ON g.game_code = b.game_code
    WHERE b.payout > b.stake ORDER BY b.payout DESC, b.created_at DESC LIMIT ?`);

  return {
    list(filter: GameFilter, pageNo: number, pageSize: number, language: Language) {
      const { sql, params } = where(filter);
      const total = Number(
        db
          .prepare(`SELECT COUNT(*) ${FROM} ${sql}`)
          .pluck()
          .get(...params),
      );
      const rows = db
        .prepare(`SELECT ${GAME_COLUMNS} ${FROM} ${sql} ${ORDER} LIMIT ? OFFSET ?`)
        .all(...params, pageSize, (pageNo - 1) * pageSize) as GameRow[];
      return {
        games: rows.map((row) => toGame(row, language)),
        total,
        totalPages: Math.ceil(total / pageSize),
        pageNo,
      };
    },
    hot(filter: GameFilter, limit: number, language: Language): Game[] {
      const { sql, params } = where(filter);
      const hot = sql ? `${sql} AND g.is_hot = 1` : 'WHERE g.is_hot = 1';
      return (
        db
          .prepare(`SELECT ${GAME_COLUMNS} ${FROM} ${hot} ${ORDER} LIMIT ?`)
          .all(...params, limit) as GameRow[]
      ).map((row) => toGame(row, language));
    },
    popular: (count: number, language: Language): Game[] =>
      (popular.all(count) as GameRow[]).map((row) => toGame(row, language)),
    findByCode: (code: string) => byCode.get(code) as GameRow | undefined,
    findByNodeId: (nodeId: string) => byNode.get(Number(nodeId)) as GameRow | undefined,
    rooms(vassalage: string | undefined, language: Language): PvpRoom[] {
      const rows = rooms.all({ vassalage: vassalage ?? null }) as (GameRow & {
        room_id: string;
        room_name: string;
        room_min_bet: number;
        players: number;
        max_players: number;
      })[];
      return rows.map((row) => ({
        roomId: row.room_id,
        roomName: row.room_name,
        gameCode: row.game_code,
        gameName: pickText(row.name_json, language),
        nodeId: String(row.node_id),
        vassalage: row.vassalage,
        minBet: row.room_min_bet,
        players: row.players,
        maxPlayers: row.max_players,
      }));
    },
    findRoom: (roomId: string) =>
      room.get(roomId) as { room_id: string; game_code: string } | undefined,
    winners(count: number, language: Language): Winner[] {
      const rows = winners.all(count) as {
        payout: number;
        created_at: number;
        username: string;
        name_json: string;
        game_code: string;
        vassalage: string;
      }[];
      return rows.map((row) => ({
        username: maskUsername(row.username),
        gameName: pickText(row.name_json, language),
        gameCode: row.game_code,
        vassalage: row.vassalage,
        amount: row.payout,
        time: row.created_at,
      }));
    },
  };
};
export type GameCatalog = ReturnType<typeof createGameCatalog>;

/** Shows a winner without naming them: the first two and the last letter. */
export const maskUsername = (username: string): string =>
  username.length <= 3
    ? `${username.slice(0, 1)}***`
    : `${username.slice(0, 2)}***${username.slice(-1)}`;
