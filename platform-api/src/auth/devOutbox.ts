import type { Db } from '../db/database';

export type OutboxChannel = 'sms' | 'email' | 'captcha';

/** A message the platform would have sent, as the admin dev route shows it. */
export interface OutboxMessage {
  id: number;
  channel: OutboxChannel;
  recipient: string;
  body: string;
  code: string | null;
  createdAt: number;
}

/**
 * Stands in for the SMS and email gateways of a real platform: every message lands in the
 * dev_outbox table, where tests and demos read it through GET /admin/dev/outbox.
 */
export const createDevOutbox = (db: Db) => {
  const insert = db.prepare(
    'INSERT INTO dev_outbox (channel, recipient, body, code, created_at) VALUES (?, ?, ?, ?, ?)',
  );
  const byRecipient = db.prepare(`SELECT id, channel, recipient, body, code, created_at AS createdAt
    FROM dev_outbox WHERE recipient = ? AND (? IS NULL OR channel = ?) ORDER BY id DESC LIMIT ?`);
  return {
    write(
      channel: OutboxChannel,
      recipient: string,
      body: string,
      code: string | null,
      now = Date.now(),
    ) {
      insert.run(channel, recipient, body, code, now);
    },
    /** Newest first. */
    read(recipient: string, channel: OutboxChannel | null = null, limit = 20): OutboxMessage[] {
      return byRecipient.all(recipient, channel, channel, limit) as OutboxMessage[];
    },
  };
};
export type DevOutbox = ReturnType<typeof createDevOutbox>;
