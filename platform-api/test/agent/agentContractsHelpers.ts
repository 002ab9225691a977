import type { FastifyInstance } from 'fastify';
import type { Tier } from 'shared-contracts/agent';

import { MEMBER_TYPE } from '../../src/areas/auth/memberTypes';
import { hashPassword } from '../../src/areas/auth/passwordHashing';
import { openPlayerWallets } from '../../src/ledger/accounts';
import { call, newKey } from '../memberHelpers';
import { loginAs } from '../testApp';

export const PASSWORD = 'Agent5678!';

let members = 0;

/**
 * A member straight into the database (wallets opened, the closure-table trigger fills the
 * tree): an agent (sub-agent type, agent centre on) or a player, with a password when it must
 * log in.
 */
export const addMember = async (
  app: FastifyInstance,
  options: { username: string; upline?: string | null; agent?: boolean; login?: boolean },
): Promise<{ id: string; username: string; token: string | null }> => {
  const { db, config } = app.platform;
  members += 1;
  const id = `T${String(members).padStart(5, '0')}${options.username}`.slice(0, 60);
  const hash = options.login ? await hashPassword(PASSWORD, config.scryptCost) : null;
  db.prepare(
    `INSERT INTO members (id, username, nickname, password_hash, member_type, agent_centre,
      upline_id, password_changed_at, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  ).run(
    id,
    options.username,
    options.username,
    hash,
    options.agent ? MEMBER_TYPE.subAgent : MEMBER_TYPE.agentPlayer,
    options.agent ? 1 : 0,
    options.upline ?? null,
    Date.now(),
    Date.now(),
  );
  openPlayerWallets(db, id);
  const token = options.login ? await loginAs(app, options.username, PASSWORD) : null;
  return { id, username: options.username, token };
};

/** A game code of a category (the first in the catalogue). */
export const gameOfCategory = (app: FastifyInstance, category: string): string =>
  app.platform.db
    .prepare('SELECT game_code FROM games WHERE game_type = ? ORDER BY game_code LIMIT 1')
    .pluck()
    .get(category) as string;

let bets = 0;
/** A settled round in bet_records (the daily-stats trigger counts it), no money moved. */
export const addBet = (
  app: FastifyInstance,
  memberId: string,
  at: number,
  stake: number,
  payout = 0,
  gameCode = gameOfCategory(app, 'RNG'),
) => {
  bets += 1;
  app.platform.db
    .prepare(
      `INSERT INTO bet_records (id, member_id, game_code, stake, payout, transaction_id, created_at)
      VALUES (?, ?, ?, ?, ?, ?, ?)`,
    )
    .run(`AB${Date.now()}-${bets}`, memberId, gameCode, stake, payout, `tx-${bets}`, at);
};

/** A bonus granted (the daily-stats trigger counts it), no money moved. */
export const addBonus = (app: FastifyInstance, memberId: string, at: number, amount: number) => {
  bets += 1;
  app.platform.db
    .prepare(
      `INSERT INTO member_bonuses (id, member_id, name, amount, turnover_required, granted_at)
      VALUES (?, ?, 'test', ?, 0, ?)`,
    )
    .run(`BN${bets}`, memberId, amount, at);
};

/** Offers a contract over HTTP. */
export const offer = (
  app: FastifyInstance,
  token: string,
  body: { kind: string; agentId: string; tiers: Tier[] },
  key = newKey('offer'),
) => call(app, 'POST', '/wps/agent/contracts/offer', { token, body, key });

/** Decides a contract over HTTP. */
export const decide = (
  app: FastifyInstance,
  token: string,
  contractId: string,
  decision: 'accept' | 'reject' | 'terminate',
  key = newKey('decide'),
) =>
  call(app, 'POST', '/wps/agent/contracts/decide', { token, body: { contractId, decision }, key });

/** Sum the ledger paid into a member's main wallet under transactions of `kind`. */
export const ledgerPaid = (app: FastifyInstance, memberId: string, kind: string): number =>
  Number(
    app.platform.db
      .prepare(
        `SELECT COALESCE(SUM(e.amount), 0) FROM ledger_entries e
        JOIN ledger_transactions t ON t.id = e.transaction_id
        WHERE t.kind = ? AND e.account_id = ?`,
      )
      .pluck()
      .get(kind, `player:${memberId}:MAIN`),
  );
