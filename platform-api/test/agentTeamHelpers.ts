import type { FastifyInstance } from 'fastify';
import { dayStartMs } from 'shared-contracts';

import { solvedHumanCheck } from './humanCheckHelpers';
import { call, newKey, type Reply } from './memberHelpers';
import { loginAs } from './testApp';

export const AGENT01 = { username: 'agent01', password: 'Agent1234!' };
export const DOWNLINE_PASSWORD = 'Secret12!';

/** An instant of a report day (UTC+08:00) at hh:mm plus extra ms. */
export const at = (day: string, hhmm = '12:00', extraMs = 0) => {
  const [h, m] = hhmm.split(':').map(Number) as [number, number];
  return dayStartMs(day) + (h * 60 + m) * 60_000 + extraMs;
};

/**
 * Registers a downline under the signed-in agent and answers the call's reply. Like the site,
 * it solves the human verification and sends again when the platform asks for one (after the
 * agent's first few tries).
 */
export const registerDownline = async (
  app: FastifyInstance,
  token: string,
  body: Record<string, unknown>,
  key = newKey('downline'),
): Promise<Reply> => {
  const reply = await call(app, 'POST', '/wps/agent/downlines', { token, body, key });
  if (reply.status !== 400 || reply.body.value?.reason !== 'humanCheckRequired') return reply;
  const humanCheck = await solvedHumanCheck(app, 'downline');
  return call(app, 'POST', '/wps/agent/downlines', { token, body: { ...body, humanCheck }, key });
};

/** Registers a downline that must succeed; answers its id and a session of it. */
export const addDownline = async (
  app: FastifyInstance,
  token: string,
  username: string,
  memberType: 'player' | 'agent',
  rebateBp: number,
) => {
  const reply = await registerDownline(app, token, {
    username,
    password: DOWNLINE_PASSWORD,
    memberType,
    rebateBp,
  });
  if (reply.status !== 200) throw new Error(`register ${username}: ${JSON.stringify(reply.body)}`);
  const memberId = reply.body.value.memberId as string;
  return {
    memberId,
    username,
    token: memberType === 'agent' ? await loginAs(app, username, DOWNLINE_PASSWORD) : '',
  };
};

let rows = 0;
const nextId = (prefix: string) => `${prefix}${Date.now().toString(36)}${(rows += 1)}`;

/** Hand-written rows, straight into the tables the platform writes (the triggers count them). */
export const writer = (app: FastifyInstance) => {
  const { db } = app.platform;
  const game = db
    .prepare('SELECT game_code, game_type, vassalage FROM games ORDER BY game_code LIMIT 1')
    .get() as { game_code: string; game_type: string; vassalage: string };
  const otherGame = db
    .prepare(
      'SELECT game_code, game_type, vassalage FROM games WHERE game_type <> ? ORDER BY game_code LIMIT 1',
    )
    .get(game.game_type) as { game_code: string; game_type: string; vassalage: string };
  return {
    game,
    otherGame,
    bet(memberId: string, stake: number, payout: number, time: number, gameCode = game.game_code) {
      const id = nextId('TB');
      db.prepare(
        'INSERT INTO bet_records (id, member_id, game_code, stake, payout, transaction_id, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)',
      ).run(id, memberId, gameCode, stake, payout, `tx-${id}`, time);
      return id;
    },
    /** A deposit order created pending and then credited (as the platform does). */
    deposit(memberId: string, amount: number, creditedAt: number) {
      const id = nextId('TD');
      db.prepare(
        `INSERT INTO deposit_orders (id, member_id, reference, channel_id, channel_type, amount,
          fee, status, idempotency_key, created_at, expires_at)
          VALUES (?, ?, ?, 'bank-kbank', 'bank_transfer', ?, 0, 'pending', ?, ?, ?)`,
      ).run(id, memberId, id, amount, id, creditedAt - 60_000, creditedAt + 3_600_000);
      db.prepare(
        "UPDATE deposit_orders SET status = 'credited', paid_at = ?, credited_at = ? WHERE id = ?",
      ).run(creditedAt, creditedAt, id);
    },
    /** A rejected deposit: never counted. */
    rejectedDeposit(memberId: string, amount: number, time: number) {
      const id = nextId('TD');
      db.prepare(
        `INSERT INTO deposit_orders (id, member_id, reference, channel_id, channel_type, amount,
          fee, status, idempotency_key, created_at, expires_at)
          VALUES (?, ?, ?, 'bank-kbank', 'bank_transfer', ?, 0, 'rejected', ?, ?, ?)`,
      ).run(id, memberId, id, amount, id, time, time + 3_600_000);
    },
    /** A withdrawal requested, disbursed, then confirmed as received at `completedAt`. */
    withdrawal(memberId: string, amount: number, completedAt: number) {
      const id = nextId('TW');
      const account = nextId('PA');
      db.prepare(
        `INSERT INTO payout_accounts (id, member_id, type, provider, account_number, payee_name,
          created_at) VALUES (?, ?, 'bank', 'KBANK', ?, 'Test', ?)`,
      ).run(account, memberId, account, completedAt - 7_200_000);
      db.prepare(
        `INSERT INTO withdrawals (id, member_id, reference, account_id, amount, fee, status,
          idempotency_key, created_at) VALUES (?, ?, ?, ?, ?, 0, 'pending_review', ?, ?)`,
      ).run(id, memberId, id, account, amount, id, completedAt - 3_600_000);
      db.prepare(
        "UPDATE withdrawals SET status = 'awaiting_confirmation', disbursed_at = ? WHERE id = ?",
      ).run(completedAt - 600_000, id);
      db.prepare(
        `UPDATE withdrawals SET status = 'completed', confirmation_result = 'received',
          received_amount = amount, confirmed_at = ? WHERE id = ?`,
      ).run(completedAt, id);
    },
    bonus(memberId: string, amount: number, time: number) {
      db.prepare(
        'INSERT INTO member_bonuses (id, member_id, name, amount, turnover_required, granted_at) VALUES (?, ?, ?, ?, 0, ?)',
      ).run(nextId('TBN'), memberId, 'Test bonus', amount, time);
    },
    registeredAt(memberId: string, time: number) {
      db.prepare('UPDATE members SET created_at = ? WHERE id = ?').run(time, memberId);
    },
  };
};

export const idOf = (app: FastifyInstance, username: string): string =>
  String(
    app.platform.db.prepare('SELECT id FROM members WHERE username = ?').pluck().get(username),
  );
