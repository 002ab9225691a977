import {
  DAY_MS,
  type IneligibilityReason,
  type Language,
  type ParticipationKind,
  type PromotionParticipation,
} from 'shared-contracts';

import type { Db } from '../../db/database';
import { HOUSE_ACCOUNT_ID, playerAccountId } from '../../ledger/accounts';
import type { Ledger } from '../../ledger/ledger';
import { pickText } from '../content/translate';
import { bonusFor } from './bonusFormula';
import { createNewPlayerTakers } from './newPlayerTakers';
import {
  type ApplicationRow,
  applicationView,
  type ConfigRow,
  participationRefusal,
  rulesOf,
} from './participationRows';

const INELIGIBLE_MESSAGES: Record<IneligibilityReason, string> = {
  newPlayersOnly: 'This promotion is for new players only',
  minDeposit: 'This promotion needs a larger deposit first',
  verifyContact: 'Verify your phone number or email address to take part in this promotion',
};

/**
 * What every part of participation stands on: a promotion's rules and a member's standing with
 * it (the state the site shows), the eligibility and period checks, the bonus a member gets and
 * the one way a bonus is paid (a ledger movement from the house with its key, and the
 * member_bonuses row carrying the turnover withdrawals wait for).
 */
export const createParticipationState = ({ db, ledger }: { db: Db; ledger: Ledger }) => {
  const configSql = `SELECT c.*, p.title_json, p.category FROM promotion_participation c
    JOIN promotions p ON p.id = c.promotion_id`;
  const configOf = db.prepare(`${configSql} WHERE c.promotion_id = ?`);
  const memberCreatedAt = db.prepare('SELECT created_at FROM members WHERE id = ?').pluck();
  const depositsIn = db
    .prepare(
      `SELECT COALESCE(SUM(amount - fee), 0) FROM deposit_orders
      WHERE member_id = ? AND status = 'credited' AND credited_at >= ? AND credited_at <= ?`,
    )
    .pluck();
  const joinOf = db.prepare(
    'SELECT 1 FROM promotion_joins WHERE promotion_id = ? AND member_id = ?',
  );
  const claimOf = db.prepare(
    'SELECT * FROM promotion_claims WHERE promotion_id = ? AND member_id = ?',
  );
  const appSql = `SELECT a.*, p.title_json FROM promotion_applications a
    JOIN promotions p ON p.id = a.promotion_id`;
  const applicationOf = db.prepare(`${appSql} WHERE a.promotion_id = ? AND a.member_id = ?`);
  const applicationById = db.prepare(`${appSql} WHERE a.id = ?`);
  const ticketOf = db.prepare(
    'SELECT * FROM raffle_tickets WHERE promotion_id = ? AND member_id = ?',
  );
  const drawOf = db.prepare('SELECT * FROM raffle_draws WHERE promotion_id = ?');
  const winnerOf = db.prepare(
    'SELECT * FROM raffle_winners WHERE promotion_id = ? AND member_id = ?',
  );
  const balanceOf = db.prepare('SELECT balance FROM accounts WHERE id = ?').pluck();
  const insertBonus = db.prepare(`INSERT INTO member_bonuses
    (id, member_id, name, amount, turnover_required, granted_at)
    VALUES (@id, @member, @name, @amount, @required, @now)`);

  const newPlayerTakers = createNewPlayerTakers(db);

  const requireConfig = (promotionId: string): ConfigRow => {
    const row = configOf.get(promotionId) as ConfigRow | undefined;
    if (!row) throw participationRefusal(404, 'notFound', 'This promotion has nothing to join');
    return row;
  };

  /** Credited deposits (net of fees) within the period up to `now`. */
  const depositsOf = (config: ConfigRow, memberId: string, now: number) =>
    Number(depositsIn.get(memberId, config.starts_at, Math.min(now, config.ends_at)));

  const ineligibility = (
    config: ConfigRow,
    memberId: string,
    now: number,
  ): IneligibilityReason | null => {
    if (config.new_players_only) {
      const createdAt = Number(memberCreatedAt.get(memberId));
      if (createdAt < now - config.new_player_days * DAY_MS) return 'newPlayersOnly';
    }
    if (config.min_deposit > 0 && depositsOf(config, memberId, now) < config.min_deposit)
      return 'minDeposit';
    // Joining pays nothing: only what can pay asks for a verified contact.
    if (config.kind !== 'join' && newPlayerTakers.needsVerifiedContact(config, memberId))
      return 'verifyContact';
    return null;
  };

  /** The bonus a member gets now: fixed part plus the rate of the period's deposits, capped. */
  const bonusOf = (config: ConfigRow, memberId: string, now: number) =>
    bonusFor(config, config.bonus_rate_bp > 0 ? depositsOf(config, memberId, now) : 0);

  /** Refuses outside the period or when a rule keeps the member out. */
  const checkOpen = (config: ConfigRow, memberId: string, now: number) => {
    if (now < config.starts_at)
      throw participationRefusal(409, 'comingSoon', 'This promotion has not started yet');
    if (now >= config.ends_at)
      throw participationRefusal(409, 'closed', 'This promotion has ended');
    const because = ineligibility(config, memberId, now);
    if (because)
      throw participationRefusal(409, 'notEligible', INELIGIBLE_MESSAGES[because], because);
  };

  const requireKind = (config: ConfigRow, kind: ParticipationKind) => {
    if (config.kind !== kind)
      throw participationRefusal(409, 'wrongKind', `This promotion does not take a ${kind}`);
  };

  const bonusName = (config: ConfigRow, what: string) =>
    `${what}: ${pickText(config.title_json, 'EN')}`.slice(0, 100);

  /** Credits a bonus from the house once (its key) and records its turnover, in the caller's transaction. */
  const payBonus = (
    movement: { key: string; kind: string; memberId: string; amount: number; required: number },
    bonus: { id: string; name: string },
    now: number,
  ): string =>
    ledger.postWithin(
      {
        kind: movement.kind,
        idempotencyKey: movement.key,
        request: { memberId: movement.memberId },
        postings: [
          { accountId: HOUSE_ACCOUNT_ID, amount: -movement.amount },
          { accountId: playerAccountId(movement.memberId, 'MAIN'), amount: movement.amount },
        ],
        respond: (tx) => {
          insertBonus.run({
            id: bonus.id,
            member: movement.memberId,
            name: bonus.name,
            amount: movement.amount,
            required: movement.required,
            now,
          });
          return tx;
        },
      },
      now,
    ).transactionId;

  /** The state of one promotion for a member, or a guest (`memberId` null). */
  const stateOf = (
    config: ConfigRow,
    memberId: string | null,
    now: number,
    language: Language,
  ): PromotionParticipation => {
    const base: PromotionParticipation = {
      promotionId: config.promotion_id,
      kind: config.kind,
      status: 'closed',
      loginRequired: false,
      rules: rulesOf(config),
      ineligibleBecause: null,
      bonus: null,
      application: null,
      ticketNo: null,
      drawnAt: null,
    };
    const draw =
      config.kind === 'raffle'
        ? (drawOf.get(config.promotion_id) as { drawn_at: number } | undefined)
        : undefined;
    base.drawnAt = draw?.drawn_at ?? null;
    const action: PromotionParticipation['status'] =
      config.kind === 'raffle' ? 'claim' : config.kind;
    const open = (): PromotionParticipation => {
      if (now < config.starts_at) return { ...base, status: 'comingSoon' };
      if (now >= config.ends_at || draw) return { ...base, status: 'closed' };
      if (!memberId) return { ...base, status: action, loginRequired: true };
      const because = ineligibility(config, memberId, now);
      if (because) return { ...base, status: 'notEligible', ineligibleBecause: because };
      return { ...base, status: action };
    };
    if (!memberId) return open();
    switch (config.kind) {
      case 'join':
        return joinOf.get(config.promotion_id, memberId) ? { ...base, status: 'joined' } : open();
      case 'claim': {
        const claim = claimOf.get(config.promotion_id, memberId) as
          { amount: number; turnover_required: number } | undefined;
        if (!claim) return open();
        return {
          ...base,
          status: 'claimed',
          bonus: { amount: claim.amount, turnoverRequired: claim.turnover_required },
        };
      }
      case 'apply': {
        const row = applicationOf.get(config.promotion_id, memberId) as ApplicationRow | undefined;
        if (!row) return open();
        const application = applicationView(row, language);
        const status =
          row.status === 'pending'
            ? 'processing'
            : row.status === 'approved'
              ? 'issued'
              : 'rejected';
        return {
          ...base,
          status,
          application,
          bonus:
            row.amount !== null
              ? { amount: row.amount, turnoverRequired: row.turnover_required ?? 0 }
              : null,
        };
      }
      case 'raffle': {
        const ticket = ticketOf.get(config.promotion_id, memberId) as
          { ticket_no: number } | undefined;
        if (!ticket) return open();
        const won = winnerOf.get(config.promotion_id, memberId) as { amount: number } | undefined;
        return {
          ...base,
          ticketNo: ticket.ticket_no,
          status: won ? 'issued' : draw ? 'closed' : 'claimed',
          bonus: won
            ? { amount: won.amount, turnoverRequired: won.amount * config.turnover_multiple }
            : null,
        };
      }
    }
  };

  const answerWithBalance = (config: ConfigRow, memberId: string, now: number) => ({
    participation: stateOf(config, memberId, now, 'EN'),
    balance: Number(balanceOf.get(playerAccountId(memberId, 'MAIN'))),
  });

  const moved = (memberIds: string[]) => {
    if (memberIds.length > 0) ledger.events.emit('moved', memberIds);
  };

  /** A row lookup other parts share (only reads; the statement itself stays here). */
  const lookup = (statement: { get: (...params: unknown[]) => unknown }) => ({
    get: (...params: unknown[]): unknown => statement.get(...params),
  });

  return {
    configOf: lookup(configOf),
    requireConfig,
    newPlayerTakers,
    bonusOf,
    checkOpen,
    requireKind,
    bonusName,
    payBonus,
    stateOf,
    answerWithBalance,
    moved,
    appSql,
    joinOf: lookup(joinOf),
    claimOf: lookup(claimOf),
    applicationOf: lookup(applicationOf),
    applicationById: lookup(applicationById),
    ticketOf: lookup(ticketOf),
    drawOf: lookup(drawOf),
  };
};
export type ParticipationState = ReturnType<typeof createParticipationState>;
