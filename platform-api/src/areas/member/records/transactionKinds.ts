import type { TransactionCounterpart, TransactionKind } from 'shared-contracts/member';

/**
 * The ledger's transaction kinds (every `kind:` the platform and its seed write) grouped into the
 * account record's kinds (SPEC's list). Wallet transfers split by sign (`transferIn` /
 * `transferOut`); a seeded game round is one net movement (`bet` when it lost money, `payout`
 * when it won); any kind not listed is an `adjustment`.
 */
export const LEDGER_KIND_GROUPS: Readonly<Record<string, TransactionKind | 'transfer' | 'round'>> =
  {
    deposit: 'deposit',
    withdrawal_hold: 'withdrawal',
    withdrawal_release: 'withdrawal',
    withdrawal_payout: 'withdrawal',
    withdrawal_refund: 'withdrawal',
    wallet_transfer: 'transfer',
    wallet_recall: 'transfer',
    game_stake: 'bet',
    lottery_stake: 'bet',
    game_round: 'round',
    game_win: 'payout',
    lottery_payout: 'payout',
    lottery_push: 'payout',
    lottery_refund: 'payout',
    bonus: 'bonus',
    free_play_credit: 'bonus',
    mission_reward: 'bonus',
    referral_reward: 'bonus',
    promotion_bonus: 'bonus',
    raffle_prize: 'bonus',
    rebate: 'rebate',
    points_conversion: 'points',
    points_voucher: 'points',
    points_bonus: 'bonus',
    upline_transfer: 'uplineTransfer',
    salary: 'salary',
    dividend: 'dividend',
    admin_credit: 'adjustment',
    seed_credit: 'adjustment',
    seed_float: 'adjustment',
  };

const quote = (value: string) => `'${value.replace(/'/g, "''")}'`;

/**
 * The account-record kind of a ledger entry as an SQL expression over the transaction's kind
 * (`kindColumn`) and the entry's signed amount (`amountColumn`).
 */
export const kindGroupSql = (kindColumn: string, amountColumn: string): string => {
  const arms = Object.entries(LEDGER_KIND_GROUPS).map(([kind, group]) => {
    const value =
      group === 'transfer'
        ? `CASE WHEN ${amountColumn} > 0 THEN 'transferIn' ELSE 'transferOut' END`
        : group === 'round'
          ? `CASE WHEN ${amountColumn} > 0 THEN 'payout' ELSE 'bet' END`
          : quote(group);
    return `WHEN ${quote(kind)} THEN ${value}`;
  });
  return `(CASE ${kindColumn} ${arms.join(' ')} ELSE 'adjustment' END)`;
};

/** The ledger kinds whose other side is a payment channel or payout account. */
const PAYMENT_KINDS = new Set([
  'deposit',
  'withdrawal_hold',
  'withdrawal_release',
  'withdrawal_payout',
  'withdrawal_refund',
]);

/**
 * The other side of a movement, from the ledger kind and the other entry's account: the
 * member's own wallet, its upline, another member (a downline), a payment channel, or the house.
 */
export const counterpartOf = (
  ledgerKind: string,
  other: { memberId: string | null; isSelf: boolean; isUpline: boolean } | undefined,
): TransactionCounterpart => {
  if (other?.isSelf) return 'wallet';
  if (other?.isUpline) return 'upline';
  if (other?.memberId) return 'downline';
  if (PAYMENT_KINDS.has(ledgerKind)) return 'payment';
  return 'house';
};

/**
 * What the movement belongs to, as SQL over `tx` (ledger_transactions) and `a` (the entry's
 * account): the deposit order, the withdrawal, the game round's bet, the lottery order, the
 * lottery bet (refunds), the lottery game and issue (payouts: `SSC1:20261127-0123`) or the
 * claimed reward; null when unknown.
 */
export const REFERENCE_SQL = `(CASE
  WHEN tx.kind = 'deposit' THEN (SELECT d.id FROM deposit_orders d WHERE d.ledger_transaction_id = tx.id)
  WHEN tx.kind LIKE 'withdrawal\\_%' ESCAPE '\\'
    THEN substr(tx.idempotency_key, instr(tx.idempotency_key, ':') + 1)
  WHEN tx.kind IN ('game_stake', 'game_round')
    THEN (SELECT b.id FROM bet_records b WHERE b.transaction_id = tx.id LIMIT 1)
  WHEN tx.kind = 'game_win' THEN (SELECT b.id FROM bet_records b WHERE b.member_id = a.member_id
    AND b.round_id = substr(tx.idempotency_key, length('round:' || a.member_id || ':') + 1,
      length(tx.idempotency_key) - length('round:' || a.member_id || ':') - length(':win')))
  WHEN tx.kind = 'lottery_stake' THEN (SELECT o.id FROM lottery_orders o WHERE o.transaction_id = tx.id)
  WHEN tx.kind IN ('lottery_payout', 'lottery_push')
    AND tx.idempotency_key LIKE 'lottery:%:' || a.member_id || ':%'
    THEN substr(tx.idempotency_key,
      instr(tx.idempotency_key, ':' || a.member_id || ':') + length(a.member_id) + 2)
  WHEN tx.kind IN ('lottery_payout', 'lottery_push', 'lottery_refund')
    AND tx.idempotency_key LIKE 'lottery:%:%'
    THEN substr(tx.idempotency_key, length('lottery:refund:') + 1)
  WHEN tx.kind IN ('rebate', 'bonus') AND tx.idempotency_key LIKE 'reward:%'
    THEN substr(tx.idempotency_key, length('reward:') + 1)
  END)`;
