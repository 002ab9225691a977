import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

import type { Db } from './database';

const MIGRATIONS_DIR = path.join(__dirname, 'migrations');
const FILE_PATTERN = /^(\d{3})_([a-z0-9_]+)\.sql$/;

/** A migration file: its version comes from the number in its name. */
export interface Migration {
  version: number;
  name: string;
  sql: string;
}

/** Lists the migration files in version order. */
export const listMigrations = (dir = MIGRATIONS_DIR): Migration[] =>
  readdirSync(dir)
    .map((file) => ({ file, match: FILE_PATTERN.exec(file) }))
    .filter((entry): entry is { file: string; match: RegExpExecArray } => entry.match !== null)
    .map(({ file, match }) => ({
      version: Number(match[1]),
      name: match[2] ?? file,
      sql: readFileSync(path.join(dir, file), 'utf8'),
    }))
    .sort((a, b) => a.version - b.version);

/**
 * Applies every migration not yet recorded in schema_migrations, each in its own
 * transaction, so a failed migration leaves the database at the previous version.
 * Returns the versions applied now.
 */
export const applyMigrations = (db: Db, migrations = listMigrations()): number[] => {
  db.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
    version INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at INTEGER NOT NULL)`);
  const applied = new Set(
    db
      .prepare('SELECT version FROM schema_migrations')
      .pluck()
      .all()
      .map((version) => Number(version)),
  );
  const record = db.prepare(
    'INSERT INTO schema_migrations (version, name, applied_at) VALUES (?, ?, ?)',
  );
  const done: number[] = [];
  for (const migration of migrations) {
    if (applied.has(migration.version)) continue;
    db.transaction(() => {
      db.exec(migration.sql);
      record.run(migration.version, migration.name, Date.now());
    })();
    done.push(migration.version);
  }
  return done;
};

/** Drops every table, index and trigger (used by reset before migrating and seeding again). */
export const dropEverything = (db: Db): void => {
  const objects = db
    .prepare(
      "SELECT type, name FROM sqlite_master WHERE type IN ('table', 'trigger') AND name NOT LIKE 'sqlite_%'",
    )
    .all() as { type: string; name: string }[];
  db.pragma('foreign_keys = OFF');
  try {
    db.transaction(() => {
      for (const { type, name } of objects.filter((o) => o.type === 'trigger'))
        db.exec(`DROP ${type.toUpperCase()} IF EXISTS "${name}"`);
      for (const { name } of objects.filter((o) => o.type === 'table'))
        db.exec(`DROP TABLE IF EXISTS "${name}"`);
    })();
  } finally {
    db.pragma('foreign_keys = ON');
  }
};
