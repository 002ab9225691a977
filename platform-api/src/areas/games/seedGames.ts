import { lotteryGameByCode } from 'shared-contracts/lottery';

import type { Db } from '../../db/database';
import type { Random } from '../../seed/random';
import { gameClassification, gameName, VENDORS } from './seedCatalog';

const MIN_BETS = [10, 20, 50, 100, 200, 500, 1000] as const;

/** Seeds the vendors and their games; returns the game codes (for bet history). */
export const seedGames = (db: Db, random: Random): string[] => {
  const insertVendor = db.prepare(
    'INSERT INTO vendors (vassalage, name, game_type, is_hot, is_game, sort) VALUES (?, ?, ?, ?, ?, ?)',
  );
  const insertGame = db.prepare(`INSERT INTO games
    (game_code, name_json, vassalage, game_type, node_id, classification, min_bet, is_hot, is_new, sort)
    VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`);
  const codes: string[] = [];
  let nodeId = 10001;
  VENDORS.forEach((vendor, vendorIndex) => {
    insertVendor.run(
      vendor.vassalage,
      vendor.name,
      vendor.gameType,
      vendor.isHot,
      vendor.isGame,
      vendorIndex,
    );
    for (let index = 0; index < vendor.games; index += 1) {
      const lottery = lotteryGameByCode(vendor.lotteryCodes?.[index] ?? '');
      const gameCode =
        lottery?.gameCode ?? `${vendor.vassalage}_${String(index + 1).padStart(3, '0')}`;
      const name = vendor.games === 1 ? `${vendor.name} Lobby` : gameName(vendor, index);
      insertGame.run(
        gameCode,
        // A lottery row carries the catalogue's names in the six languages.
        JSON.stringify(lottery ? lottery.names : { EN: name }),
        vendor.vassalage,
        vendor.gameType,
        nodeId,
        gameClassification(vendor, index),
        random.pick(MIN_BETS),
        random.chance(0.15) ? 1 : 0,
        random.chance(0.1) ? 1 : 0,
        index,
      );
      nodeId += 1;
      codes.push(gameCode);
    }
  });
  return codes;
};
