import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

import type { Db } from '../../db/database';

/** The device cookie: sent only to the session calls (login), never readable by scripts. */
export const DEVICE_COOKIE = 'wps_device';
export const DEVICE_COOKIE_PATH = '/wps/session';
/** A device stays known this long after its last successful login. */
export const KNOWN_DEVICE_TTL_MS = 90 * 24 * 60 * 60_000;
/** Devices remembered per account; the least recently used go first. */
export const DEVICES_PER_ACCOUNT = 10;

const ID_PATTERN = /^[A-Za-z0-9_-]{32}$/;
const digest = (deviceId: string) => createHash('sha256').update(deviceId).digest('hex');

/** The value of the cookie named `name` in a Cookie header, if any. */
export const cookieValue = (header: string | undefined, name: string): string | undefined => {
  for (const part of (header ?? '').split(';')) {
    const at = part.indexOf('=');
    if (at > 0 && part.slice(0, at).trim() === name) return part.slice(at + 1).trim();
  }
  return undefined;
};

/** The platform's own signing key for device cookies, made on first use and kept in the database. */
const deviceKey = (db: Db): string => {
  db.prepare(
    'INSERT INTO platform_keys (name, key, created_at) VALUES (?, ?, ?) ON CONFLICT (name) DO NOTHING',
  ).run('device-cookie', randomBytes(32).toString('hex'), Date.now());
  return db
    .prepare('SELECT key FROM platform_keys WHERE name = ?')
    .pluck()
    .get('device-cookie') as string;
};

/**
 * Known devices (ADR 0022): a successful login gives the browser a random device id in an
 * HttpOnly, SameSite=Lax cookie (Secure over https), signed with a key only the platform holds;
 * the account remembers the id's digest for {@link KNOWN_DEVICE_TTL_MS}. A login from a known
 * device passes the account's human check while the account is under attack, so a botnet aimed
 * at one username cannot keep its owner out.
 */
export const createKnownDevices = (db: Db) => {
  const key = deviceKey(db);
  const sign = (deviceId: string) =>
    createHmac('sha256', key).update(`device:${deviceId}`).digest('base64url');
  const known = db
    .prepare(
      'SELECT 1 FROM known_devices WHERE member_id = ? AND device_hash = ? AND expires_at > ?',
    )
    .pluck();
  const upsert = db.prepare(`INSERT INTO known_devices
      (member_id, device_hash, created_at, last_used_at, expires_at) VALUES (@member, @hash, @now, @now, @until)
    ON CONFLICT (member_id, device_hash) DO UPDATE SET last_used_at = @now, expires_at = @until`);
  const prune = db.prepare(`DELETE FROM known_devices WHERE member_id = @member AND (
      expires_at <= @now OR device_hash NOT IN (SELECT device_hash FROM known_devices
        WHERE member_id = @member ORDER BY last_used_at DESC LIMIT @keep))`);

  return {
    /** The device id of a well-signed cookie in a Cookie header, else null. */
    read(cookieHeader: string | undefined): string | null {
      const [id, signature] = (cookieValue(cookieHeader, DEVICE_COOKIE) ?? '').split('.');
      if (!id || !signature || !ID_PATTERN.test(id)) return null;
      const expected = Buffer.from(sign(id));
      const given = Buffer.from(signature);
      return given.length === expected.length && timingSafeEqual(given, expected) ? id : null;
    },
    /** Whether the member logged in from this device before (and it has not expired). */
    isKnown(memberId: string, deviceId: string | null, now: number): boolean {
      return deviceId !== null && known.get(memberId, digest(deviceId), now) !== undefined;
    },
    /**
     * Remembers the device for the member after a successful login (a new id when it had none)
     * and answers the Set-Cookie value that (re)sets the cookie.
     */
    remember(memberId: string, deviceId: string | null, now: number, secure: boolean): string {
      const id = deviceId ?? randomBytes(24).toString('base64url');
      db.transaction(() => {
        upsert.run({ member: memberId, hash: digest(id), now, until: now + KNOWN_DEVICE_TTL_MS });
        prune.run({ member: memberId, now, keep: DEVICES_PER_ACCOUNT });
      })();
      return [
        `${DEVICE_COOKIE}=${id}.${sign(id)}`,
        `Max-Age=${Math.floor(KNOWN_DEVICE_TTL_MS / 1000)}`,
        `Path=${DEVICE_COOKIE_PATH}`,
        'HttpOnly',
        'SameSite=Lax',
        ...(secure ? ['Secure'] : []),
      ].join('; ');
    },
  };
};
export type KnownDevices = ReturnType<typeof createKnownDevices>;
