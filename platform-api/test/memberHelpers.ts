import type { FastifyInstance } from 'fastify';

import { ADMIN_TOKEN, bearer } from './testApp';

/** An answer as the member-centre tests read it. */
export interface Reply {
  status: number;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  body: { success: boolean; value: any; message: string };
}

let keys = 0;
/** A fresh idempotency key. */
export const newKey = (prefix = 'key') => `${prefix}-${Date.now()}-${(keys += 1)}`;

/** Calls the platform as the site does: JSON, an optional token and idempotency key. */
export const call = async (
  app: FastifyInstance,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  options: { token?: string; body?: unknown; key?: string; admin?: boolean; ip?: string } = {},
): Promise<Reply> => {
  const response = await app.inject({
    method,
    url,
    remoteAddress: options.ip ?? '127.0.0.1',
    headers: {
      ...(options.token ? bearer(options.token) : {}),
      ...(options.key ? { 'idempotency-key': options.key } : {}),
      ...(options.admin ? { 'x-admin-token': ADMIN_TOKEN } : {}),
    },
    ...(options.body === undefined ? {} : { payload: options.body as object }),
  });
  return { status: response.statusCode, body: response.json() as Reply['body'] };
};

/** Counts of the ledger tables and the sum of all entries (always zero when balanced). */
/**
 * Stops the platform's timers (draws, settlements, rewards): a test that compares
 * {@link ledgerState} before and after a call must see only that call's rows.
 */
export const stopSchedules = (app: FastifyInstance) => {
  for (const schedule of app.platform.schedules) schedule.stop();
};

export const ledgerState = (app: FastifyInstance) => {
  const { db } = app.platform;
  return {
    transactions: Number(db.prepare('SELECT COUNT(*) FROM ledger_transactions').pluck().get()),
    entries: Number(db.prepare('SELECT COUNT(*) FROM ledger_entries').pluck().get()),
    sum: Number(db.prepare('SELECT COALESCE(SUM(amount), 0) FROM ledger_entries').pluck().get()),
  };
};

/** Every account's balance equals the sum of its entries, and no player balance is negative. */
export const expectLedgerConsistent = (app: FastifyInstance) => {
  const { db } = app.platform;
  const drift = db
    .prepare(
      `SELECT a.id FROM accounts a LEFT JOIN (SELECT account_id, SUM(amount) AS total
      FROM ledger_entries GROUP BY account_id) e ON e.account_id = a.id
      WHERE a.balance <> COALESCE(e.total, 0)`,
    )
    .pluck()
    .all();
  const negative = db
    .prepare("SELECT id FROM accounts WHERE kind = 'player' AND balance < 0")
    .pluck()
    .all();
  const state = { drift, negative, sum: ledgerState(app).sum };
  expect(state).toEqual({ drift: [], negative: [], sum: 0 });
  return state;
};

/**
 * The profit report's per-day figures (migration 064) equal the settled bets they summarise,
 * per member, report day and category: game rounds, and won, lost or pushed lottery bets.
 */
export const expectCategoryDaysReconciled = (app: FastifyInstance) => {
  const day = (column: string) => `strftime('%Y-%m-%d', ${column} / 1000 + 28800, 'unixepoch')`;
  const mismatches = app.platform.db
    .prepare(
      `WITH bets AS (
        SELECT member_id, ${day('created_at')} AS day, game_code, 1 AS n, stake AS valid,
          payout - stake AS win_loss FROM bet_records
        UNION ALL
        SELECT member_id, ${day('settled_at')}, game_code, 1,
          CASE WHEN status IN ('won', 'lost') THEN amount ELSE 0 END, payout - amount
        FROM lottery_bets WHERE status IN ('won', 'lost', 'push')),
      expected AS (
        SELECT b.member_id, b.day, g.game_type AS category, SUM(b.n) AS bets,
          SUM(b.valid) AS valid_turnover, SUM(b.win_loss) AS win_loss
        FROM bets b JOIN games g ON g.game_code = b.game_code GROUP BY 1, 2, 3)
      SELECT * FROM expected e FULL JOIN member_category_days d USING (member_id, day, category)
      WHERE e.bets IS NOT d.bets OR e.valid_turnover IS NOT d.valid_turnover
        OR e.win_loss IS NOT d.win_loss`,
    )
    .all();
  expect(mismatches).toEqual([]);
};

/** The main wallet balance of a member by username. */
export const mainBalance = (app: FastifyInstance, username: string): number =>
  Number(
    app.platform.db
      .prepare(
        "SELECT a.balance FROM accounts a JOIN members m ON m.id = a.member_id WHERE m.username = ? AND a.wallet = 'MAIN'",
      )
      .pluck()
      .get(username),
  );

/** A 1x1 PNG and a tiny JPEG (just the markers the platform checks, then filler). */
export const PNG_BYTES = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);
export const JPEG_BYTES = Buffer.concat([
  Buffer.from([0xff, 0xd8, 0xff, 0xe0]),
  Buffer.alloc(64, 1),
]);

/** Uploads raw image bytes; answers the upload id (or the refusal). */
export const upload = async (
  app: FastifyInstance,
  token: string,
  bytes: Buffer,
  contentType = 'application/octet-stream',
): Promise<Reply> => {
  const response = await app.inject({
    method: 'POST',
    url: '/wps/member/uploads',
    headers: { ...bearer(token), 'content-type': contentType },
    payload: bytes,
  });
  return { status: response.statusCode, body: response.json() as Reply['body'] };
};
