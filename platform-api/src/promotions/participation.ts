import { randomInt, randomUUID } from 'node:crypto';

import {
  type ApplicationStatus,
  DAY_MS,
  type IneligibilityReason,
  type Language,
  maskUsername,
  MAX_APPLICATION_COMMENT,
  MAX_APPLICATION_IMAGES,
  type ParticipationKind,
  type ParticipationRefusal,
  type ParticipationRefusalReason,
  type ParticipationRules,
  type PromotionApplication,
  type PromotionParticipation,
  type RaffleWinner,
  type UploadResult,
} from 'shared-contracts';

import { pickText } from '../content/translate';
import type { Db } from '../db/database';
import { HttpError } from '../http/httpError';
import { imageRefusalOf } from '../http/imageUploadRoute';
import { HOUSE_ACCOUNT_ID, playerAccountId } from '../ledger/accounts';
import type { Ledger } from '../ledger/ledger';
import { type UploadStore, uploadUrl } from '../member/uploads';

/** A refused participation call: `value` is the contract's {@link ParticipationRefusal}. */
export const participationRefusal = (
  status: number,
  reason: ParticipationRefusalReason,
  message: string,
  ineligibleBecause?: IneligibilityReason,
) =>
  new HttpError(status, message, {
    reason,
    ...(ineligibleBecause ? { ineligibleBecause } : {}),
  } satisfies ParticipationRefusal);

/** The SPEC section 8 texts the site shows for refused images. */
export const TOO_MANY_MESSAGE = `At most ${MAX_APPLICATION_IMAGES} images can be uploaded`;
export const COMMENT_TOO_LONG_MESSAGE = `The comment must be at most ${MAX_APPLICATION_COMMENT} characters`;

interface ConfigRow {
  promotion_id: string;
  kind: ParticipationKind;
  starts_at: number;
  ends_at: number;
  new_players_only: 0 | 1;
  new_player_days: number;
  min_deposit: number;
  bonus_amount: number;
  bonus_rate_bp: number;
  bonus_cap: number | null;
  turnover_multiple: number;
  draw_at: number | null;
  prize_amount: number | null;
  winners: number | null;
  title_json: string;
}

interface ApplicationRow {
  id: string;
  promotion_id: string;
  member_id: string;
  comment: string;
  image_ids_json: string;
  status: ApplicationStatus;
  reason: string | null;
  amount: number | null;
  turnover_required: number | null;
  submitted_at: number;
  decided_at: number | null;
  title_json: string;
}

const rulesOf = (row: ConfigRow): ParticipationRules => ({
  startsAt: row.starts_at,
  endsAt: row.ends_at,
  newPlayersOnly: row.new_players_only === 1,
  newPlayerDays: row.new_player_days,
  minDeposit: row.min_deposit,
  bonusAmount: row.bonus_amount,
  bonusRateBp: row.bonus_rate_bp,
  bonusCap: row.bonus_cap,
  turnoverMultiple: row.turnover_multiple,
  drawAt: row.draw_at,
  prizeAmount: row.prize_amount,
  winners: row.winners,
});

/** Where an application image is read back: its owner's path, or the ops path. */
export type ImageAudience = 'member' | 'ops';
const imageUrlOf = (id: string, audience: ImageAudience) =>
  audience === 'member' ? uploadUrl(id) : `/admin/uploads/${id}`;

const applicationView = (
  row: ApplicationRow,
  language: Language,
  audience: ImageAudience = 'member',
): PromotionApplication => ({
  id: row.id,
  promotionId: row.promotion_id,
  promotionTitle: pickText(row.title_json, language),
  comment: row.comment,
  imageUrls: (JSON.parse(row.image_ids_json) as string[]).map((id) => imageUrlOf(id, audience)),
  status: row.status,
  reason: row.reason,
  bonusAmount: row.amount,
  turnoverRequired: row.turnover_required,
  submittedAt: row.submitted_at,
  decidedAt: row.decided_at,
});

/** Characters as a person counts them (an emoji is one), for the 140-character rule. */
const lengthOf = (text: string) => [...text].length;

/**
 * Promotion participation: the state of a member (or guest) per promotion, joining, instant
 * bonus claims, applications with images that ops approve or reject, and raffles drawn once at
 * their time with `crypto.randomInt`. Every payment is one ledger movement whose key names the
 * promotion and member (or application), inside the same transaction as its rows, plus a
 * member_bonuses row carrying the turnover withdrawals wait for.
 */
export const createPromotionParticipation = (deps: {
  db: Db;
  ledger: Ledger;
  uploads: UploadStore;
}) => {
  const { db, ledger, uploads } = deps;

  const configSql = `SELECT c.*, p.title_json FROM promotion_participation c
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
    return null;
  };

  /** The bonus a member gets now: fixed part plus the rate of the period's deposits, capped. */
  const bonusOf = (config: ConfigRow, memberId: string, now: number) => {
    const share =
      config.bonus_rate_bp > 0
        ? Math.floor((depositsOf(config, memberId, now) * config.bonus_rate_bp) / 10_000)
        : 0;
    const uncapped = config.bonus_amount + share;
    const amount = config.bonus_cap === null ? uncapped : Math.min(config.bonus_cap, uncapped);
    return { amount, turnoverRequired: amount * config.turnover_multiple };
  };

  /** Refuses outside the period or when a rule keeps the member out. */
  const checkOpen = (config: ConfigRow, memberId: string, now: number) => {
    if (now < config.starts_at)
      throw participationRefusal(409, 'comingSoon', 'This promotion has not started yet');
    if (now >= config.ends_at)
      throw participationRefusal(409, 'closed', 'This promotion has ended');
    const because = ineligibility(config, memberId, now);
    if (because)
      throw participationRefusal(
        409,
        'notEligible',
        because === 'newPlayersOnly'
          ? 'This promotion is for new players only'
          : 'This promotion needs a larger deposit first',
        because,
      );
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

  const insertClaim = db.prepare(`INSERT INTO promotion_claims (id, promotion_id, member_id,
      amount, turnover_required, claim_key, ledger_transaction_id, bonus_id, claimed_at)
    VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`);
  const claimTransaction = db.transaction(
    (memberId: string, promotionId: string, key: string, now: number) => {
      const config = requireConfig(promotionId);
      requireKind(config, 'claim');
      const existing = claimOf.get(promotionId, memberId) as { claim_key: string } | undefined;
      if (existing) {
        // The same request again (a lost answer retried) answers as the first; any other is refused.
        if (existing.claim_key !== key)
          throw participationRefusal(409, 'alreadyClaimed', 'This bonus has already been claimed');
        return { moved: false, config };
      }
      checkOpen(config, memberId, now);
      const { amount, turnoverRequired } = bonusOf(config, memberId, now);
      if (amount <= 0)
        throw participationRefusal(
          409,
          'notEligible',
          'This promotion needs a larger deposit first',
          'minDeposit',
        );
      const claimId = randomUUID();
      const bonusId = `promotion-claim-${claimId}`;
      const tx = payBonus(
        {
          key: `promotion-claim:${promotionId}:${memberId}`,
          kind: 'promotion_bonus',
          memberId,
          amount,
          required: turnoverRequired,
        },
        { id: bonusId, name: bonusName(config, 'Promotion bonus') },
        now,
      );
      insertClaim.run(
        claimId,
        promotionId,
        memberId,
        amount,
        turnoverRequired,
        key,
        tx,
        bonusId,
        now,
      );
      return { moved: true, config };
    },
  );

  const insertTicket = db.prepare(`INSERT INTO raffle_tickets
      (promotion_id, member_id, ticket_no, claim_key, claimed_at)
    SELECT @promotion, @member, COALESCE(MAX(ticket_no), 0) + 1, @key, @now
    FROM raffle_tickets WHERE promotion_id = @promotion`);
  const ticketTransaction = db.transaction(
    (memberId: string, promotionId: string, key: string, now: number) => {
      const config = requireConfig(promotionId);
      requireKind(config, 'raffle');
      const existing = ticketOf.get(promotionId, memberId) as { claim_key: string } | undefined;
      if (existing) {
        if (existing.claim_key !== key)
          throw participationRefusal(
            409,
            'alreadyClaimed',
            'You already have a ticket for this raffle',
          );
        return config;
      }
      if (drawOf.get(promotionId))
        throw participationRefusal(409, 'closed', 'This raffle has been drawn');
      checkOpen(config, memberId, now);
      insertTicket.run({ promotion: promotionId, member: memberId, key, now });
      return config;
    },
  );

  const insertJoin = db.prepare(
    'INSERT INTO promotion_joins (promotion_id, member_id, joined_at) VALUES (?, ?, ?)',
  );
  const joinTransaction = db.transaction((memberId: string, promotionId: string, now: number) => {
    const config = requireConfig(promotionId);
    requireKind(config, 'join');
    if (!joinOf.get(promotionId, memberId)) {
      checkOpen(config, memberId, now);
      insertJoin.run(promotionId, memberId, now);
    }
    return config;
  });

  const insertApplication = db.prepare(`INSERT INTO promotion_applications
    (id, promotion_id, member_id, comment, image_ids_json, submitted_at)
    VALUES (?, ?, ?, ?, ?, ?)`);
  const applyTransaction = db.transaction(
    (
      memberId: string,
      input: { promotionId: string; comment: string; imageIds: readonly string[] },
      now: number,
    ) => {
      const config = requireConfig(input.promotionId);
      requireKind(config, 'apply');
      if (applicationOf.get(input.promotionId, memberId))
        throw participationRefusal(
          409,
          'alreadyApplied',
          'You have already applied to this promotion',
        );
      checkOpen(config, memberId, now);
      const id = randomUUID();
      const imageIds = [...new Set(input.imageIds)];
      insertApplication.run(
        id,
        input.promotionId,
        memberId,
        input.comment,
        JSON.stringify(imageIds),
        now,
      );
      try {
        uploads.attach(memberId, imageIds, `promotionApplication:${id}`);
      } catch (error) {
        if (error instanceof HttpError && error.statusCode === 400)
          throw participationRefusal(400, 'badImage', 'An image is unknown or already used');
        throw error;
      }
      return id;
    },
  );

  const pendingRows = db.prepare(`${appSql} WHERE a.status = @status
    ORDER BY a.submitted_at, a.id LIMIT @limit OFFSET @offset`);
  const countByStatus = db
    .prepare('SELECT COUNT(*) FROM promotion_applications WHERE status = ?')
    .pluck();
  const myRows = db.prepare(`${appSql} WHERE a.member_id = @member
      AND (@status IS NULL OR a.status = @status)
    ORDER BY a.submitted_at DESC, a.id DESC LIMIT @limit OFFSET @offset`);
  const myCount = db
    .prepare(
      `SELECT COUNT(*) FROM promotion_applications
      WHERE member_id = @member AND (@status IS NULL OR status = @status)`,
    )
    .pluck();
  const usernameOf = db.prepare('SELECT username FROM members WHERE id = ?').pluck();

  const markApproved = db.prepare(`UPDATE promotion_applications SET status = 'approved',
      amount = ?, turnover_required = ?, ledger_transaction_id = ?, bonus_id = ?, decided_at = ?
    WHERE id = ? AND status = 'pending'`);
  const markRejected = db.prepare(`UPDATE promotion_applications SET status = 'rejected',
      reason = ?, decided_at = ? WHERE id = ? AND status = 'pending'`);
  const decideTransaction = db.transaction(
    (applicationId: string, decision: { approve: true } | { reason: string }, now: number) => {
      const row = applicationById.get(applicationId) as ApplicationRow | undefined;
      if (!row) throw new HttpError(404, 'Application not found');
      if ('approve' in decision) {
        if (row.status === 'approved') return { moved: false, row };
        if (row.status === 'rejected')
          throw new HttpError(409, 'This application was rejected already');
        const config = requireConfig(row.promotion_id);
        const { amount, turnoverRequired } = bonusOf(config, row.member_id, now);
        if (amount <= 0)
          throw new HttpError(409, 'The member has no bonus to pay: reject with a reason');
        const bonusId = `promotion-application-${row.id}`;
        const tx = payBonus(
          {
            key: `promotion-application:${row.id}`,
            kind: 'promotion_bonus',
            memberId: row.member_id,
            amount,
            required: turnoverRequired,
          },
          { id: bonusId, name: bonusName(config, 'Promotion bonus') },
          now,
        );
        markApproved.run(amount, turnoverRequired, tx, bonusId, now, row.id);
        return { moved: true, row };
      }
      if (row.status === 'rejected') return { moved: false, row };
      if (row.status === 'approved')
        throw new HttpError(409, 'This application was approved and paid already');
      markRejected.run(decision.reason, now, row.id);
      return { moved: false, row };
    },
  );

  const dueRaffles = db
    .prepare(
      `SELECT c.promotion_id FROM promotion_participation c
      LEFT JOIN raffle_draws d ON d.promotion_id = c.promotion_id
      WHERE c.kind = 'raffle' AND c.draw_at <= ? AND d.promotion_id IS NULL
      ORDER BY c.draw_at`,
    )
    .pluck();
  const ticketsOf = db.prepare(
    'SELECT member_id, ticket_no FROM raffle_tickets WHERE promotion_id = ? ORDER BY ticket_no',
  );
  const insertDraw = db.prepare(`INSERT INTO raffle_draws (promotion_id, drawn_at, tickets)
    VALUES (?, ?, ?) ON CONFLICT (promotion_id) DO NOTHING`);
  const insertWinner = db.prepare(`INSERT INTO raffle_winners
    (promotion_id, rank, member_id, ticket_no, amount, ledger_transaction_id, bonus_id)
    VALUES (?, ?, ?, ?, ?, ?, ?)`);

  /**
   * Draws one raffle: the draw row (unique per raffle) and every winner's credit commit
   * together, so a second pass, another process or a restart finds it drawn and does nothing.
   * Winners are a uniform sample of the tickets by `crypto.randomInt` (partial Fisher-Yates).
   */
  const drawTransaction = db.transaction((promotionId: string, now: number): string[] => {
    const config = requireConfig(promotionId);
    const tickets = ticketsOf.all(promotionId) as { member_id: string; ticket_no: number }[];
    if (insertDraw.run(promotionId, now, tickets.length).changes === 0) return [];
    const count = Math.min(config.winners ?? 0, tickets.length);
    const prize = config.prize_amount ?? 0;
    const paid: string[] = [];
    for (let rank = 1; rank <= count; rank += 1) {
      const pick = randomInt(rank - 1, tickets.length);
      [tickets[rank - 1], tickets[pick]] = [tickets[pick]!, tickets[rank - 1]!];
      const winner = tickets[rank - 1]!;
      const bonusId = `raffle-prize-${promotionId}-${rank}`;
      const tx = payBonus(
        {
          key: `raffle-prize:${promotionId}:${winner.member_id}`,
          kind: 'raffle_prize',
          memberId: winner.member_id,
          amount: prize,
          required: prize * config.turnover_multiple,
        },
        { id: bonusId, name: bonusName(config, 'Raffle prize') },
        now,
      );
      insertWinner.run(promotionId, rank, winner.member_id, winner.ticket_no, prize, tx, bonusId);
      paid.push(winner.member_id);
    }
    return paid;
  });

  const ticketCount = db
    .prepare('SELECT COUNT(*) FROM raffle_tickets WHERE promotion_id = ?')
    .pluck();
  const winnerRows = db.prepare(`SELECT w.rank, m.username, w.ticket_no, w.amount
    FROM raffle_winners w JOIN members m ON m.id = w.member_id
    WHERE w.promotion_id = ? ORDER BY w.rank`);

  const moved = (memberIds: string[]) => {
    if (memberIds.length > 0) ledger.events.emit('moved', memberIds);
  };

  return {
    /** The states of the promotions asked that have a participation, in the order asked. */
    list(ids: readonly string[], memberId: string | null, now: number, language: Language) {
      const list: PromotionParticipation[] = [];
      for (const id of new Set(ids)) {
        const config = configOf.get(id) as ConfigRow | undefined;
        if (config) list.push(stateOf(config, memberId, now, language));
      }
      return { list };
    },
    /** One promotion's state; 404 `notFound` without a participation. */
    one(promotionId: string, memberId: string | null, now: number, language: Language) {
      return stateOf(requireConfig(promotionId), memberId, now, language);
    },
    join(memberId: string, promotionId: string, now: number, language: Language) {
      return stateOf(joinTransaction(memberId, promotionId, now), memberId, now, language);
    },
    /** Claims an instant bonus: paid once whatever the number of calls. */
    claim(memberId: string, promotionId: string, key: string, now: number) {
      const result = claimTransaction(memberId, promotionId, key, now);
      if (result.moved) moved([memberId]);
      return answerWithBalance(result.config, memberId, now);
    },
    /** Takes the member's one raffle ticket. */
    claimTicket(memberId: string, promotionId: string, key: string, now: number) {
      return answerWithBalance(ticketTransaction(memberId, promotionId, key, now), memberId, now);
    },
    /** Stores one application image, checked by its bytes; a refused one stores nothing. */
    saveImage(memberId: string, bytes: Buffer, now: number): UploadResult {
      const refusal = imageRefusalOf(bytes);
      if (refusal) throw participationRefusal(400, refusal.reason, refusal.message);
      return uploads.save(memberId, bytes, now);
    },
    /** Files an application: the rules first, then one transaction for the row and its images. */
    apply(
      memberId: string,
      input: { promotionId: string; comment: string; imageIds: readonly string[] },
      now: number,
      language: Language,
    ): PromotionApplication {
      const comment = input.comment.trim();
      if (lengthOf(comment) > MAX_APPLICATION_COMMENT)
        throw participationRefusal(400, 'commentTooLong', COMMENT_TOO_LONG_MESSAGE);
      if (new Set(input.imageIds).size > MAX_APPLICATION_IMAGES)
        throw participationRefusal(400, 'tooMany', TOO_MANY_MESSAGE);
      const id = applyTransaction(memberId, { ...input, comment }, now);
      return applicationView(applicationById.get(id) as ApplicationRow, language);
    },
    /** The member's applications, newest first. */
    applications(
      memberId: string,
      status: ApplicationStatus | undefined,
      { pageNo, pageSize }: { pageNo: number; pageSize: number },
      language: Language,
    ) {
      const params = { member: memberId, status: status ?? null };
      const total = Number(myCount.get(params));
      const rows = myRows.all({
        ...params,
        limit: pageSize,
        offset: (pageNo - 1) * pageSize,
      }) as ApplicationRow[];
      return {
        list: rows.map((row) => applicationView(row, language)),
        total,
        totalPages: Math.ceil(total / pageSize),
        pageNo,
      };
    },
    /** Ops' queue of one status (pending by default), oldest first, with the member's name. */
    opsApplications(status: ApplicationStatus, paging: { pageNo: number; pageSize: number }) {
      const total = Number(countByStatus.get(status));
      const rows = pendingRows.all({
        status,
        limit: paging.pageSize,
        offset: (paging.pageNo - 1) * paging.pageSize,
      }) as ApplicationRow[];
      return {
        list: rows.map((row) => ({
          ...applicationView(row, 'EN', 'ops'),
          username: String(usernameOf.get(row.member_id)),
        })),
        total,
        totalPages: Math.ceil(total / paging.pageSize),
        pageNo: paging.pageNo,
      };
    },
    /** Approves (pays once; approving again answers the same) or rejects with a reason. */
    decide(applicationId: string, decision: { approve: true } | { reason: string }, now: number) {
      const result = decideTransaction(applicationId, decision, now);
      if (result.moved) moved([result.row.member_id]);
      return applicationView(applicationById.get(applicationId) as ApplicationRow, 'EN', 'ops');
    },
    /** Draws every raffle whose time has come (the ticker's pass); answers how many were drawn. */
    drawDue(now: number): number {
      const due = dueRaffles.all(now) as string[];
      let drawn = 0;
      for (const promotionId of due) {
        const winners = drawTransaction(promotionId, now);
        if (drawOf.get(promotionId)) drawn += 1;
        moved(winners);
      }
      return drawn;
    },
    /** A raffle's draw time, and once drawn its winners with masked usernames. */
    winners(promotionId: string) {
      const config = requireConfig(promotionId);
      requireKind(config, 'raffle');
      const draw = drawOf.get(promotionId) as { drawn_at: number; tickets: number } | undefined;
      const tickets = Number(ticketCount.get(promotionId));
      const rows = winnerRows.all(promotionId) as {
        rank: number;
        username: string;
        ticket_no: number;
        amount: number;
      }[];
      return {
        drawAt: config.draw_at ?? 0,
        drawnAt: draw?.drawn_at ?? null,
        tickets: draw?.tickets ?? tickets,
        winners: rows.map((row): RaffleWinner => ({
          rank: row.rank,
          username: maskUsername(row.username),
          ticketNo: row.ticket_no,
          amount: row.amount,
        })),
      };
    },
  };
};
export type PromotionParticipationService = ReturnType<typeof createPromotionParticipation>;
