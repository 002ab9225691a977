import { randomUUID } from 'node:crypto';

import type { AffiliateApplicationRequest } from 'shared-contracts/agent';

import type { Db } from '../../db/database';

/** An application as ops read it. */
export interface AffiliateApplication {
  id: string;
  name: string;
  email: string;
  channel: string;
  traffic: string;
  message: string | null;
  language: string;
  createdAt: number;
}

/** Stores affiliate applications and lists them for ops, newest first. */
export const createAffiliateApplications = (db: Db) => {
  const insert = db.prepare(`INSERT INTO affiliate_applications
    (id, name, email, channel, traffic, message, language, ip, created_at)
    VALUES (@id, @name, @email, @channel, @traffic, @message, @language, @ip, @now)`);
  const page = db.prepare(`SELECT id, name, email, channel, traffic, message, language,
      created_at AS createdAt
    FROM affiliate_applications ORDER BY created_at DESC, id DESC LIMIT ? OFFSET ?`);
  const count = db.prepare('SELECT COUNT(*) FROM affiliate_applications').pluck();
  return {
    submit(input: AffiliateApplicationRequest, ip: string, now = Date.now()) {
      const id = randomUUID();
      insert.run({
        id,
        name: input.name.trim(),
        email: input.email.trim().toLowerCase(),
        channel: input.channel.trim(),
        traffic: input.traffic,
        message: input.message?.trim() || null,
        language: input.language,
        ip,
        now,
      });
      return { id, createdAt: now };
    },
    list(pageNo: number, pageSize: number) {
      return {
        list: page.all(pageSize, (pageNo - 1) * pageSize) as AffiliateApplication[],
        total: Number(count.get()),
      };
    },
  };
};
