import { createHash, randomBytes } from 'node:crypto';

import type { FastifyRequest } from 'fastify';
import {
  decodeEncryptionHeader,
  FREE_PLAY_GATEWAY_VERSION,
  FREE_PLAY_PLATFORM,
  isFlagOn,
  type LoginResult,
} from 'shared-contracts';
import { decryptPayload } from 'shared-contracts/crypto';

import { HttpError, tooManyRequests } from '../../http/httpError';
import { ENCRYPTED_BODY_MESSAGE } from '../../http/registerEndpoint';
import { openPlayerWallets } from '../../ledger/accounts';
import type { Platform } from '../../platform';
import { MEMBER_TYPE } from './memberTypes';

export const FREE_PLAY_OFF_MESSAGE = 'Free play is not available';
export const FREE_PLAY_LIMIT_MESSAGE =
  'No more free trials today from this connection, please register an account';
/** The window the free-play limits count in. */
export const FREE_PLAY_WINDOW_MS = 24 * 60 * 60_000;

type FreePlayPlatform = Pick<
  Platform,
  'db' | 'config' | 'members' | 'sessions' | 'ledger' | 'replayGuard' | 'authSettings' | 'siteState'
>;

const header = (request: FastifyRequest, name: string) => {
  const value = request.headers[name.toLowerCase()];
  return typeof value === 'string' ? value : '';
};

/**
 * Free play, when the brand offers it and ops have not switched it off: checks the free-play headers (os, platform W, gateway version 3 and an encrypted
 * random string, refused when replayed or stale), then opens a trial account (isAgent 4)
 * whose demo balance is a ledger credit from the house like any other. A few per address and
 * per device a day (FREE_PLAY_PER_ADDRESS, FREE_PLAY_PER_DEVICE); the account expires after a
 * day (sessions.ts, TRIAL_ACCOUNT_TTL_MS).
 */
export const createFreePlayService = (platform: FreePlayPlatform) => {
  const { db, config, members, sessions, ledger, replayGuard, authSettings, siteState } = platform;
  const offered = config.brand.freePlay && isFlagOn(config.brand.whitelabel, 'FREEPLAY3');
  const insertMember = db.prepare(`INSERT INTO members
    (id, username, nickname, password_hash, member_type, agent_centre, vip_level,
     force_password_change, password_changed_at, created_at)
    VALUES (?, ?, ?, NULL, ?, 0, 0, 0, ?, ?)`);

  const countByIp = db
    .prepare(
      'SELECT COUNT(*), MIN(created_at) FROM free_play_grants WHERE ip = ? AND created_at > ?',
    )
    .raw();
  const countByDevice = db
    .prepare(
      'SELECT COUNT(*), MIN(created_at) FROM free_play_grants WHERE device_hash = ? AND created_at > ?',
    )
    .raw();
  const grant = db.prepare(
    'INSERT INTO free_play_grants (member_id, ip, device_hash, created_at) VALUES (?, ?, ?, ?)',
  );
  // Over a limit: 429 until the oldest grant in the window ages out.
  const refuseOver = (
    statement: typeof countByIp,
    key: string,
    limit: number,
    now: number,
  ): void => {
    const [count, oldest] = statement.get(key, now - FREE_PLAY_WINDOW_MS) as [
      number,
      number | null,
    ];
    if (count >= limit) {
      const seconds = ((oldest ?? now) + FREE_PLAY_WINDOW_MS - now) / 1000;
      throw tooManyRequests(seconds, FREE_PLAY_LIMIT_MESSAGE, { reason: 'freePlayLimit' });
    }
  };

  return (request: FastifyRequest, now = Date.now()): LoginResult => {
    if (!offered || !siteState.freePlay) {
      throw new HttpError(403, FREE_PLAY_OFF_MESSAGE, { reason: 'functionNotEnabled' });
    }
    const os = header(request, 'os');
    if (
      header(request, 'platform') !== FREE_PLAY_PLATFORM ||
      header(request, 'x-gateway-version') !== FREE_PLAY_GATEWAY_VERSION ||
      os === '' ||
      os.length > 32
    ) {
      throw new HttpError(
        400,
        'Free play needs the os, platform W and X-Gateway-Version 3 headers',
      );
    }
    const body = decodeEncryptionHeader(header(request, 'encryption'));
    const opened = body ? decryptPayload(config.payloadSecret, body, { now }) : null;
    if (
      !opened?.ok ||
      typeof opened.sealed.payload !== 'string' ||
      !replayGuard.accept(opened.sealed.nonce, now)
    ) {
      throw new HttpError(400, ENCRYPTED_BODY_MESSAGE);
    }
    // The sealed string is the device's id (a site keeps one per browser); a fresh one per
    // request still meets the per-address limit.
    const device = createHash('sha256').update(opened.sealed.payload).digest('hex');
    refuseOver(countByIp, request.clientAddress, config.freePlayLimits.perAddress, now);
    refuseOver(countByDevice, device, config.freePlayLimits.perDevice, now);
    const suffix = randomBytes(5).toString('hex');
    const id = `T${suffix.toUpperCase()}${now.toString(36).toUpperCase()}`;
    db.transaction(() => {
      insertMember.run(
        id,
        `trial_${suffix}`,
        `Trial ${suffix.slice(0, 4)}`,
        MEMBER_TYPE.trial,
        now,
        now,
      );
      openPlayerWallets(db, id);
      grant.run(id, request.clientAddress, device, now);
      ledger.credit({
        memberId: id,
        amount: authSettings.freePlayBalance,
        kind: 'free_play_credit',
        idempotencyKey: `freeplay:${id}`,
      });
    })();
    members.recordLogin(id, now);
    return { token: sessions.create(id, now), firstTimeLogin: true, passwordExpired: false };
  };
};
