import { loadConfig } from '../config';
import { openDatabase } from '../db/database';
import { resetDatabase } from '../seed/seedDatabase';

/** `pnpm db:reset`: wipes the database file's contents and seeds the demo brand again. */
const reset = async () => {
  const config = loadConfig(process.env);
  const started = Date.now();
  const db = openDatabase(config.dbPath);
  try {
    await resetDatabase(db, config);
  } finally {
    db.close();
  }
  console.log(`Database ${config.dbPath} reset and seeded in ${Date.now() - started} ms`);
};

reset().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
