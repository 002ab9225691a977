import type { Db } from '../../db/database';
import { HOUSE_ACCOUNT_ID, openPlayerWallets, playerAccountId } from '../../ledger/accounts';
import type { Ledger } from '../../ledger/ledger';
import { promotionTextsJson } from './seedPromotions';

const DAY_MS = 86_400_000;

interface Participation {
  kind: 'join' | 'claim' | 'apply' | 'raffle';
  /** Period in days from now. */
  from: number;
  to: number;
  newPlayersOnly?: boolean;
  minDeposit?: number;
  bonusAmount?: number;
  bonusRateBp?: number;
  bonusCap?: number;
  turnoverMultiple?: number;
  /** Raffles: draw day from now, prize per winner, winners. */
  drawAt?: number;
  prizeAmount?: number;
  winners?: number;
}

/**
 * One participation per seeded promotion but two (011 rebate and 012 points mall take part
 * elsewhere), chosen so every state of SPEC section 4 shows for `demo` or a guest: open join,
 * claim, apply and raffle; coming soon; closed; not eligible (new players only, minimum deposit);
 * a drawn raffle with winners.
 */
const PARTICIPATIONS: Record<string, Participation> = {
  'promo-001': {
    kind: 'raffle',
    from: -3,
    to: 5,
    drawAt: 6,
    prizeAmount: 88_00,
    winners: 3,
    turnoverMultiple: 1,
  },
  'promo-002': {
    kind: 'raffle',
    from: -10,
    to: -3,
    drawAt: -2,
    prizeAmount: 50_00,
    winners: 2,
    turnoverMultiple: 1,
  },
  'promo-003': { kind: 'claim', from: -3, to: 20, bonusAmount: 10_00, turnoverMultiple: 5 },
  'promo-004': { kind: 'join', from: -4, to: 30 },
  'promo-005': { kind: 'apply', from: -5, to: 30, bonusAmount: 50_00, turnoverMultiple: 10 },
  'promo-006': { kind: 'apply', from: -6, to: 30, bonusAmount: 30_00, turnoverMultiple: 8 },
  'promo-007': { kind: 'join', from: 2, to: 30 },
  'promo-008': { kind: 'claim', from: -20, to: -1, bonusAmount: 20_00, turnoverMultiple: 3 },
  'promo-009': {
    kind: 'apply',
    from: -9,
    to: 30,
    bonusRateBp: 1_000,
    bonusCap: 500_00,
    minDeposit: 100_00,
    turnoverMultiple: 5,
  },
  'promo-010': {
    kind: 'claim',
    from: -10,
    to: 30,
    bonusAmount: 100_00,
    minDeposit: 1_000_000_00,
    turnoverMultiple: 10,
  },
  'promo-013': { kind: 'join', from: -13, to: 30 },
  'promo-014': {
    kind: 'raffle',
    from: 1,
    to: 7,
    drawAt: 8,
    prizeAmount: 200_00,
    winners: 5,
    turnoverMultiple: 2,
  },
  'promo-015': {
    kind: 'claim',
    from: -15,
    to: 30,
    bonusRateBp: 1_000,
    bonusCap: 500_00,
    minDeposit: 100_00,
    turnoverMultiple: 3,
  },
  'promo-016': { kind: 'claim', from: -16, to: 30, bonusAmount: 50_00, turnoverMultiple: 1 },
  'promo-017': {
    kind: 'claim',
    from: -17,
    to: 60,
    newPlayersOnly: true,
    bonusRateBp: 10_000,
    bonusCap: 1_000_00,
    minDeposit: 100_00,
    turnoverMultiple: 10,
  },
  'promo-018': {
    kind: 'apply',
    from: -18,
    to: 60,
    newPlayersOnly: true,
    bonusAmount: 88_00,
    turnoverMultiple: 5,
  },
  'promo-019': { kind: 'join', from: -30, to: -2 },
};

/**
 * More new_player promotions, so the registration slider (and the promotions' new_player tab)
 * shows `demo` every state of SPEC section 4 on a fresh database: join, claim, raffle ticket,
 * coming soon, joined, applied (processing) and rejected with a reason; 017 and 018 (new players
 * only) read "not eligible" for the long-registered demo, "claim" and "apply" for a new player.
 */
const NEW_PLAYER_PROMOTIONS: { id: string; rule: Participation }[] = [
  {
    id: 'promo-101',
    rule: { kind: 'join', from: -5, to: 40 },
  },
  {
    id: 'promo-102',
    rule: { kind: 'claim', from: -5, to: 40, bonusAmount: 15_00, turnoverMultiple: 3 },
  },
  {
    id: 'promo-103',
    rule: {
      kind: 'raffle',
      from: -2,
      to: 10,
      drawAt: 11,
      prizeAmount: 100_00,
      winners: 3,
      turnoverMultiple: 1,
    },
  },
  {
    id: 'promo-104',
    rule: { kind: 'apply', from: -8, to: 40, bonusAmount: 25_00, turnoverMultiple: 5 },
  },
  {
    id: 'promo-105',
    rule: { kind: 'apply', from: -8, to: 40, bonusAmount: 20_00, turnoverMultiple: 5 },
  },
  {
    id: 'promo-106',
    rule: { kind: 'claim', from: 3, to: 40, bonusAmount: 30_00, turnoverMultiple: 5 },
  },
  {
    id: 'promo-107',
    rule: { kind: 'join', from: -6, to: 40 },
  },
];

/** Seed members who took part with money: demo, vip and agent01 keep their balances. */
const RAFFLE_PLAYERS = ['lucky01', 'lucky02', 'lucky03', 'lucky04', 'lucky05'];

/**
 * Participation rules for the seeded promotions and a history in every status: `demo` has
 * joined one, one application processing and one rejected (no money moves for demo); seed
 * players `lucky01`-`lucky05` hold the drawn raffle's tickets, two won and were paid, and
 * `lucky01` claimed a bonus and had an application approved (paid through the ledger).
 */
export const seedPromotionParticipation = (db: Db, ledger: Ledger, now: number): void => {
  const insert = db.prepare(`INSERT INTO promotion_participation (promotion_id, kind, starts_at,
      ends_at, new_players_only, min_deposit, bonus_amount, bonus_rate_bp, bonus_cap,
      turnover_multiple, draw_at, prize_amount, winners)
    VALUES (@id, @kind, @startsAt, @endsAt, @newPlayersOnly, @minDeposit, @bonusAmount,
      @bonusRateBp, @bonusCap, @turnoverMultiple, @drawAt, @prizeAmount, @winners)`);
  const exists = db.prepare('SELECT 1 FROM promotions WHERE id = ?');
  const insertPromotion = db.prepare(`INSERT INTO promotions
    (id, category, badges_json, title_json, summary_json, content_json, image_url, start_time,
      end_time, sort)
    VALUES (?, 'new_player', '["newbie"]', ?, ?, ?, ?, ?, ?, ?)`);
  NEW_PLAYER_PROMOTIONS.forEach(({ id, rule }, index) => {
    const texts = promotionTextsJson(id);
    insertPromotion.run(
      id,
      texts.title,
      texts.summary,
      texts.content,
      `/assets/promotions/${id}.svg`,
      now + rule.from * DAY_MS,
      now + rule.to * DAY_MS,
      100 + index,
    );
  });
  // A promotion's own period is its rule's: the card and the terms name the same days.
  const samePeriod = db.prepare('UPDATE promotions SET start_time = ?, end_time = ? WHERE id = ?');
  const rules: [string, Participation][] = [
    ...Object.entries(PARTICIPATIONS),
    ...NEW_PLAYER_PROMOTIONS.map(({ id, rule }): [string, Participation] => [id, rule]),
  ];
  for (const [id, rule] of rules) {
    if (!exists.get(id)) continue;
    samePeriod.run(now + rule.from * DAY_MS, now + rule.to * DAY_MS, id);
    insert.run({
      id,
      kind: rule.kind,
      startsAt: now + rule.from * DAY_MS,
      endsAt: now + rule.to * DAY_MS,
      newPlayersOnly: rule.newPlayersOnly ? 1 : 0,
      minDeposit: rule.minDeposit ?? 0,
      bonusAmount: rule.bonusAmount ?? 0,
      bonusRateBp: rule.bonusRateBp ?? 0,
      bonusCap: rule.bonusCap ?? null,
      turnoverMultiple: rule.turnoverMultiple ?? 0,
      drawAt: rule.drawAt === undefined ? null : now + rule.drawAt * DAY_MS,
      prizeAmount: rule.prizeAmount ?? null,
      winners: rule.winners ?? null,
    });
  }

  const demoId = db.prepare("SELECT id FROM members WHERE username = 'demo'").pluck().get() as
    string | undefined;
  if (demoId) {
    db.prepare(
      "INSERT INTO promotion_joins (promotion_id, member_id, joined_at) VALUES ('promo-004', ?, ?)",
    ).run(demoId, now - 2 * DAY_MS);
    db.prepare(
      "INSERT INTO promotion_joins (promotion_id, member_id, joined_at) VALUES ('promo-107', ?, ?)",
    ).run(demoId, now - DAY_MS);
    const application = db.prepare(`INSERT INTO promotion_applications (id, promotion_id,
        member_id, comment, status, reason, submitted_at, decided_at)
      VALUES (?, ?, ?, ?, ?, ?, ?, ?)`);
    application.run(
      'seed-application-demo-1',
      'promo-005',
      demoId,
      'I played 200 spins on the featured slot yesterday.',
      'pending',
      null,
      now - DAY_MS,
      null,
    );
    application.run(
      'seed-application-demo-2',
      'promo-006',
      demoId,
      'Screenshot of my winning round attached.',
      'rejected',
      'The screenshot does not show the round number',
      now - 4 * DAY_MS,
      now - 3 * DAY_MS,
    );
    application.run(
      'seed-application-demo-3',
      'promo-104',
      demoId,
      'My first deposit was yesterday evening.',
      'rejected',
      'The deposit was made before the promotion started',
      now - 3 * DAY_MS,
      now - 2 * DAY_MS,
    );
    application.run(
      'seed-application-demo-4',
      'promo-105',
      demoId,
      'I would like to try the VIP room.',
      'pending',
      null,
      now - 6 * 3_600_000,
      null,
    );
  }

  // Seed players with paid history.
  const insertMember = db.prepare(`INSERT INTO members (id, username, nickname, password_hash,
      member_type, agent_centre, upline_id, vip_level, force_password_change,
      password_changed_at, created_at)
    VALUES (?, ?, ?, NULL, 1, 0, NULL, 0, 0, ?, ?)`);
  const insertBonus = db.prepare(`INSERT INTO member_bonuses
    (id, member_id, name, amount, turnover_required, granted_at) VALUES (?, ?, ?, ?, ?, ?)`);
  const pay = (memberId: string, key: string, kind: string, amount: number, at: number) =>
    ledger.postWithin(
      {
        kind,
        idempotencyKey: key,
        request: { memberId },
        postings: [
          { accountId: HOUSE_ACCOUNT_ID, amount: -amount },
          { accountId: playerAccountId(memberId, 'MAIN'), amount },
        ],
      },
      at,
    ).transactionId;

  const ids = RAFFLE_PLAYERS.map((username, index) => {
    const id = `MPROMO${String(index + 1).padStart(10, '0')}`;
    const registeredAt = now - (40 + index) * DAY_MS;
    insertMember.run(id, username, username, registeredAt, registeredAt);
    openPlayerWallets(db, id);
    return id;
  });

  // The drawn raffle (promo-002): five tickets, two winners paid once each.
  const insertTicket = db.prepare(`INSERT INTO raffle_tickets (promotion_id, member_id, ticket_no,
      claim_key, claimed_at) VALUES ('promo-002', ?, ?, ?, ?)`);
  ids.forEach((id, index) =>
    insertTicket.run(id, index + 1, `seed-ticket-${index + 1}`, now - (9 - index) * DAY_MS),
  );
  const drawnAt = now - 2 * DAY_MS;
  db.prepare(
    "INSERT INTO raffle_draws (promotion_id, drawn_at, tickets) VALUES ('promo-002', ?, ?)",
  ).run(drawnAt, ids.length);
  const insertWinner = db.prepare(`INSERT INTO raffle_winners (promotion_id, rank, member_id,
      ticket_no, amount, ledger_transaction_id, bonus_id) VALUES ('promo-002', ?, ?, ?, ?, ?, ?)`);
  for (const [rank, ticket] of [
    [1, 4],
    [2, 2],
  ] as const) {
    const memberId = ids[ticket - 1] ?? '';
    const tx = pay(memberId, `raffle-prize:promo-002:${memberId}`, 'raffle_prize', 50_00, drawnAt);
    const bonusId = `raffle-prize-promo-002-${rank}`;
    insertBonus.run(bonusId, memberId, 'Raffle prize: Songkran lucky draw', 50_00, 50_00, drawnAt);
    insertWinner.run(rank, memberId, ticket, 50_00, tx, bonusId);
  }

  // lucky01: an instant bonus claimed (promo-003) and an approved application (promo-005).
  const lucky = ids[0] ?? '';
  const claimedAt = now - DAY_MS;
  const claimTx = pay(
    lucky,
    `promotion-claim:promo-003:${lucky}`,
    'promotion_bonus',
    10_00,
    claimedAt,
  );
  insertBonus.run(
    'promotion-claim-seed-1',
    lucky,
    'Promotion bonus: Matchday sports bonus',
    10_00,
    50_00,
    claimedAt,
  );
  db.prepare(
    `INSERT INTO promotion_claims (id, promotion_id, member_id, amount, turnover_required,
      claim_key, ledger_transaction_id, bonus_id, claimed_at)
    VALUES ('seed-1', 'promo-003', ?, 1000, 5000, 'seed-claim-1', ?, 'promotion-claim-seed-1', ?)`,
  ).run(lucky, claimTx, claimedAt);
  const approvedAt = now - 2 * DAY_MS;
  const appTx = pay(
    lucky,
    'promotion-application:seed-application-lucky-1',
    'promotion_bonus',
    50_00,
    approvedAt,
  );
  insertBonus.run(
    'promotion-application-seed-application-lucky-1',
    lucky,
    'Promotion bonus: Slots big-win bounty',
    50_00,
    500_00,
    approvedAt,
  );
  db.prepare(
    `INSERT INTO promotion_applications (id, promotion_id, member_id, comment, status,
      amount, turnover_required, ledger_transaction_id, bonus_id, submitted_at, decided_at)
    VALUES ('seed-application-lucky-1', 'promo-005', ?, 'My 200 spins, see the record.', 'approved',
      5000, 50000, ?, 'promotion-application-seed-application-lucky-1', ?, ?)`,
  ).run(lucky, appTx, approvedAt - DAY_MS, approvedAt);
};
