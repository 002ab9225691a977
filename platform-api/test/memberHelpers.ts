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
  return { drift, negative, sum: ledgerState(app).sum };
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
