import type { Db } from '../../db/database';

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
 * dev_outbox table, where people read it on the local inbox page (GET /dev/inbox, demo mode
 * only) and tests through GET /admin/dev/outbox (DEV_ROUTES).
 */
export const createDevOutbox = (db: Db) => {
  const insert = db.prepare(
    'INSERT INTO dev_outbox (channel, recipient, body, code, created_at) VALUES (?, ?, ?, ?, ?)',
  );
  const recentSent = db.prepare(`SELECT id, channel, recipient, body, code, created_at AS createdAt
    FROM dev_outbox WHERE channel IN ('sms', 'email') AND (? IS NULL OR recipient = ?)
    ORDER BY id DESC LIMIT ?`);
  const recipients = db.prepare(`SELECT recipient, channel, COUNT(*) AS count,
    MAX(created_at) AS lastAt FROM dev_outbox WHERE channel IN ('sms', 'email')
    GROUP BY recipient, channel ORDER BY MAX(id) DESC LIMIT ?`);
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
    /** SMS and mails sent (never captcha answers), newest first, to one recipient or all. */
    sent(recipient: string | null, limit = 100): OutboxMessage[] {
      return recentSent.all(recipient, recipient, limit) as OutboxMessage[];
    },
    /** Who was sent something, the most recent first, with how many messages. */
    recipients(limit = 50): { recipient: string; channel: OutboxChannel; count: number }[] {
      return recipients.all(limit) as {
        recipient: string;
        channel: OutboxChannel;
        count: number;
      }[];
    },
    /** Newest first. */
    read(recipient: string, channel: OutboxChannel | null = null, limit = 20): OutboxMessage[] {
      return byRecipient.all(recipient, channel, channel, limit) as OutboxMessage[];
    },
  };
};
export type DevOutbox = ReturnType<typeof createDevOutbox>;
