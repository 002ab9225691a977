import Database from 'better-sqlite3';

/** The platform's database handle. */
export type Db = Database.Database;

/**
 * Opens the database file. WAL lets readers run beside the single writer; foreign keys are
 * off by default in SQLite and must be turned on per connection.
 */
export const openDatabase = (file: string): Db => {
  const db = new Database(file);
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = NORMAL');
  db.pragma('foreign_keys = ON');
  db.pragma('busy_timeout = 5000');
  // Savepoints (one per ledger movement) keep their journals in memory, not in temp files: a
  // lottery draw settling 100,000 bets spends most of its time there (docs/performance.md).
  db.pragma('temp_store = MEMORY');
  return db;
};
