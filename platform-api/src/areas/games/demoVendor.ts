import type { GameCategory } from 'shared-contracts';

import type { Db } from '../../db/database';
import { gameClassification, gameName, type VendorSeed } from './seedCatalog';

/** What an added demo vendor looks like. */
export interface DemoVendor {
  vassalage: string;
  name: string;
  gameType: GameCategory;
  games: number;
}

const MIN_BETS = [10, 20, 50, 100, 200, 500, 1000] as const;
// After every catalogue vendor (sort 0..n) and before the in-house vendor (1000).
const DEMO_VENDOR_SORT = 900;

/**
 * Adds a vendor with `games` demo games to the catalogue (benchmarks: a lobby of a thousand
 * games, without making the default seed any slower). Deterministic: the n-th game has the
 * same code, name and stake whatever the database. Throws when the vassalage is taken.
 */
export const addDemoVendor = (db: Db, vendor: DemoVendor): { firstNodeId: number } =>
  db.transaction(() => {
    const taken = db.prepare('SELECT 1 FROM vendors WHERE vassalage = ?').get(vendor.vassalage);
    if (taken) throw new Error(`Vendor exists: ${vendor.vassalage}`);
    const firstNodeId =
      Number(db.prepare('SELECT COALESCE(MAX(node_id), 0) FROM games').pluck().get()) + 1;
    db.prepare(
      `INSERT INTO vendors (vassalage, name, game_type, is_hot, is_game, sort)
       VALUES (?, ?, ?, 0, 'VASSALAGE', ?)`,
    ).run(vendor.vassalage, vendor.name, vendor.gameType, DEMO_VENDOR_SORT);
    const insert = db.prepare(`INSERT INTO games
      (game_code, name_json, vassalage, game_type, node_id, classification, min_bet, is_hot, is_new, sort)
      VALUES (?, ?, ?, ?, ?, ?, ?, 0, 0, ?)`);
    const seed: VendorSeed = { ...vendor, isHot: 0, isGame: 'VASSALAGE' };
    for (let index = 0; index < vendor.games; index += 1) {
      insert.run(
        `${vendor.vassalage}_${String(index + 1).padStart(4, '0')}`,
        JSON.stringify({ EN: gameName(seed, index) }),
        vendor.vassalage,
        vendor.gameType,
        firstNodeId + index,
        gameClassification(seed, index),
        MIN_BETS[index % MIN_BETS.length],
        index,
      );
    }
    return { firstNodeId };
  })();
