import type { Db } from '../../db/database';

/** vip starts with a chosen avatar (the header shows it); demo keeps the initial until choosing. */
export const seedProfiles = (db: Db): void => {
  db.prepare("UPDATE members SET avatar_id = 'a05' WHERE username = 'vip'").run();
};
