import type { Db } from '../db/database';

/** The house's cash account: credits to players come from it, debits go back to it. */
export const HOUSE_ACCOUNT_ID = 'house:cash';

/** Wallets every player has: the main wallet and one per transfer-wallet vendor. */
export const PLAYER_WALLETS = [
  { wallet: 'MAIN', name: 'Main wallet' },
  { wallet: 'EVO', name: 'Evolution' },
  { wallet: 'PG', name: 'PG Soft' },
  { wallet: 'SABA', name: 'SABA Sports' },
] as const;

/** Account id of one of a player's wallets. */
export const playerAccountId = (memberId: string, wallet: string) => `player:${memberId}:${wallet}`;

/** Creates the house account (kept idempotent: reset and start both call it). */
export const ensureHouseAccount = (db: Db): void => {
  db.prepare(
    "INSERT OR IGNORE INTO accounts (id, member_id, kind, wallet, name) VALUES (?, NULL, 'house', 'CASH', 'House cash')",
  ).run(HOUSE_ACCOUNT_ID);
};

/** Opens every player wallet of a member at zero. */
export const openPlayerWallets = (db: Db, memberId: string): void => {
  const insert = db.prepare(
    "INSERT OR IGNORE INTO accounts (id, member_id, kind, wallet, name) VALUES (?, ?, 'player', ?, ?)",
  );
  for (const { wallet, name } of PLAYER_WALLETS)
    insert.run(playerAccountId(memberId, wallet), memberId, wallet, name);
};

export interface WalletRow {
  wallet: string;
  name: string;
  balance: number;
}

/** Reads a member's wallets and their total. */
export const createBalanceReader = (db: Db) => {
  const wallets = db.prepare(
    "SELECT wallet, name, balance FROM accounts WHERE member_id = ? AND kind = 'player' ORDER BY rowid",
  );
  const sum = db
    .prepare(
      "SELECT COALESCE(SUM(balance), 0) FROM accounts WHERE member_id = ? AND kind = 'player'",
    )
    .pluck();
  return {
    wallets: (memberId: string) => wallets.all(memberId) as WalletRow[],
    sumBalance: (memberId: string) => Number(sum.get(memberId)),
  };
};
export type BalanceReader = ReturnType<typeof createBalanceReader>;
