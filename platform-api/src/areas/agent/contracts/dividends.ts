import { DIVIDEND_PERIOD_KIND, periodOf, reportDayOf } from 'shared-contracts';
import { applyRateBp, type DividendPeriod, rateFor, withCarryOver } from 'shared-contracts/agent';

import type { Db } from '../../../db/database';
import { HttpError } from '../../../http/httpError';
import { HOUSE_ACCOUNT_ID, playerAccountId } from '../../../ledger/accounts';
import type { Ledger } from '../../../ledger/ledger';
import { refusal } from '../team/access';
import { pageOf } from './contracts';
import { createCallReplies } from './replies';
import { type AgentSettlement, dividendKey } from './settlement';
import { type ContractRow, createContractStore, tiersOf } from './store';

interface DividendRow {
  id: string;
  contract_id: string;
  agent_id: string;
  period_start: number;
  period_end: number;
  net_loss: number;
  valid_turnover: number;
  active_members: number;
  carried_in: number;
  payable_base: number;
  rate_bp: number;
  amount: number;
  status: Exclude<DividendPeriod['status'], 'open'>;
  closed_at: number;
  requested_at: number | null;
  decided_at: number | null;
  reason: string | null;
  transaction_id: string | null;
}

/** The id of the period still open (not stored until it closes). */
export const OPEN_PERIOD_PREFIX = 'open-';

const view = (row: DividendRow): DividendPeriod => ({
  periodId: row.id,
  periodStart: reportDayOf(row.period_start),
  periodEnd: reportDayOf(row.period_end - 1),
  netLoss: row.net_loss,
  activeMembers: row.active_members,
  carriedIn: row.carried_in,
  payableBase: row.payable_base,
  rateBp: row.rate_bp,
  amount: row.amount,
  status: row.status,
  requestedAt: row.requested_at,
  decidedAt: row.decided_at,
  reason: row.reason,
});

/**
 * Dividends (ADR 0012): semimonthly periods closed by the settlement run under an approved
 * dividend contract, with carry-over of a negative period into the next; the agent requests a
 * requestable period, ops approve (paid once through the ledger, key dividend:<periodId>) or
 * reject with a reason.
 */
export const createDividends = (db: Db, ledger: Ledger, settlement: AgentSettlement) => {
  const store = createContractStore(db);
  const replies = createCallReplies(db);
  const byId = db.prepare('SELECT * FROM agent_dividend_periods WHERE id = ?');
  const pageRows = db.prepare(`SELECT * FROM agent_dividend_periods WHERE agent_id = ?
    ORDER BY period_start DESC LIMIT ? OFFSET ?`);
  const count = db
    .prepare('SELECT COUNT(*) FROM agent_dividend_periods WHERE agent_id = ?')
    .pluck();
  const latest = db.prepare(`SELECT * FROM agent_dividend_periods WHERE agent_id = ?
    ORDER BY period_start DESC LIMIT 1`);
  const newestContract = db.prepare(`SELECT * FROM agent_contracts
    WHERE agent_id = ? AND kind = 'dividend' ORDER BY offered_at DESC, rowid DESC LIMIT 1`);
  const markRequested = db.prepare(`UPDATE agent_dividend_periods
    SET status = 'inProcess', requested_at = ? WHERE id = ? AND status = 'requestable'`);
  const markDecided = db.prepare(`UPDATE agent_dividend_periods
    SET status = @status, decided_at = @now, reason = @reason, transaction_id = @transactionId
    WHERE id = @id AND status = 'inProcess'`);

  /** The current period of an approved contract, figures so far (not stored). */
  const openPeriod = (contract: ContractRow, now: number): DividendPeriod | null => {
    const period = periodOf(DIVIDEND_PERIOD_KIND, now);
    const previous = latest.get(contract.agent_id) as DividendRow | undefined;
    // Periods not closed yet between the last stored one and this one: the run catches up first.
    if (previous && previous.period_end < period.start) return null;
    const stats = settlement.dayStats(contract.agent_id, period);
    const [carried] = withCarryOver(
      [{ netLoss: stats.netLoss }],
      previous ? Math.min(0, previous.net_loss + previous.carried_in) : 0,
    );
    const { carriedIn, payableBase } = carried!;
    const rateBp = rateFor(tiersOf(contract), stats);
    return {
      periodId: `${OPEN_PERIOD_PREFIX}${period.start}`,
      periodStart: reportDayOf(period.start),
      periodEnd: reportDayOf(period.end - 1),
      netLoss: stats.netLoss,
      activeMembers: stats.activeMembers,
      carriedIn,
      payableBase,
      rateBp,
      amount: applyRateBp(payableBase, rateBp),
      status: 'open',
      requestedAt: null,
      decidedAt: null,
      reason: null,
    };
  };

  return {
    /**
     * The agent's dividend contract (approved, else the newest) and its periods, newest first;
     * with an approved contract, page 1 starts with the period still open.
     */
    list(agentId: string, pageNo: number, pageSize: number, now: number) {
      const contract =
        store.approved(agentId, 'dividend') ??
        (newestContract.get(agentId) as ContractRow | undefined);
      const open =
        contract?.status === 'approved' && contract.accepted_at !== null
          ? openPeriod(contract, now)
          : null;
      const stored = Number(count.get(agentId));
      const extra = open ? 1 : 0;
      const offset = (pageNo - 1) * pageSize;
      const list: DividendPeriod[] = [];
      if (open && offset === 0) list.push(open);
      const rows = pageRows.all(
        agentId,
        pageSize - list.length,
        Math.max(0, offset - extra),
      ) as DividendRow[];
      list.push(...rows.map(view));
      return {
        contract: contract ? store.view(contract) : null,
        page: pageOf(list, stored + extra, pageNo, pageSize),
      };
    },

    /** The agent asks for a requestable period's dividend: now inProcess. */
    request(agentId: string, periodId: string, idempotencyKey: string, now: number) {
      return replies(agentId, 'dividendRequest', idempotencyKey, { periodId }, now, () => {
        const row = byId.get(periodId) as DividendRow | undefined;
        if (!row || row.agent_id !== agentId)
          throw refusal(404, 'notFound', 'No such dividend period');
        if (markRequested.run(now, periodId).changes !== 1)
          throw refusal(409, 'notRequestable', 'This dividend cannot be requested');
        return view(byId.get(periodId) as DividendRow);
      });
    },

    /**
     * Ops decide a requested period: an approval credits the agent once (key dividend:<id>) in
     * the same transaction as the status change; a rejection needs a reason. Repeating the
     * decision already taken answers the period as it is (no second payment); the other
     * decision, or a period not requested, is 409.
     */
    decide(input: { periodId: string; approve: boolean; reason?: string }, now: number) {
      const reason = input.reason?.trim() || null;
      if (!input.approve && !reason)
        throw new HttpError(400, 'A rejection needs a reason', { field: 'reason' });
      const outcome = db
        .transaction(() => {
          const row = byId.get(input.periodId) as DividendRow | undefined;
          if (!row) throw new HttpError(404, 'No such dividend period', { reason: 'notFound' });
          const wanted = input.approve ? 'approved' : 'rejected';
          if (row.status === wanted) return { row, moved: false };
          if (row.status !== 'inProcess')
            throw new HttpError(409, `The period is ${row.status}`, { reason: 'wrongStatus' });
          let transactionId: string | null = null;
          if (input.approve && row.amount > 0) {
            transactionId = ledger.postWithin(
              {
                kind: 'dividend',
                idempotencyKey: dividendKey(row.id),
                request: { periodId: row.id },
                postings: [
                  { accountId: HOUSE_ACCOUNT_ID, amount: -row.amount },
                  { accountId: playerAccountId(row.agent_id, 'MAIN'), amount: row.amount },
                ],
              },
              now,
            ).transactionId;
          }
          markDecided.run({ id: row.id, status: wanted, now, reason, transactionId });
          return { row: byId.get(row.id) as DividendRow, moved: transactionId !== null };
        })
        .immediate();
      if (outcome.moved) ledger.events.emit('moved', [outcome.row.agent_id]);
      return { ...view(outcome.row), agentId: outcome.row.agent_id };
    },
  };
};
export type Dividends = ReturnType<typeof createDividends>;
