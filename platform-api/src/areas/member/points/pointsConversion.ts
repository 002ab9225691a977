import { randomUUID } from 'node:crypto';

import { IdempotencyConflictError } from '../../../ledger/ledgerErrors';
import { pointsRefusal } from './pointsRefusal';
import {
  type ConversionRow,
  createMainBalance,
  creditPostings,
  type PointsMoneyDeps,
} from './pointsRows';

/**
 * Conversion of points to cash at the brand's rate: the rules (minimum, step), the preview, and
 * the conversion itself (points out and cash in, in one transaction, once per key); with the
 * brand's points config as the site reads it.
 */
export const createPointsConversion = (deps: PointsMoneyDeps) => {
  const { db, ledger, points, settings } = deps;
  const mainBalance = createMainBalance(db);
  const conversionByKey = db.prepare(
    'SELECT id, points, cash_amount, created_at FROM points_conversions WHERE member_id = ? AND idempotency_key = ?',
  );
  const insertConversion = db.prepare(`INSERT INTO points_conversions
    (id, member_id, points, cash_amount, idempotency_key, points_entry_id, ledger_transaction_id,
      created_at) VALUES (@id, @member, @points, @cash, @key, @entry, @tx, @now)`);
  /* ------------------------------------------------------------ convert */

  const cashFor = (pointsAsked: number) =>
    Math.floor((pointsAsked * settings.exchangeCash) / settings.exchangePoints);

  /** The rules of a conversion that need no balance; null when they pass. */
  const convertRuleRefusal = (pointsAsked: number) => {
    if (pointsAsked < settings.convertMinPoints || cashFor(pointsAsked) <= 0)
      return 'belowMinimum' as const;
    if (pointsAsked % settings.convertStepPoints !== 0) return 'notMultipleOfStep' as const;
    return null;
  };

  const checkConvertInput = (pointsAsked: number) => {
    const refusal = convertRuleRefusal(pointsAsked);
    if (refusal === 'belowMinimum')
      throw pointsRefusal(
        400,
        'belowMinimum',
        `At least ${settings.convertMinPoints} points can be converted`,
      );
    if (refusal === 'notMultipleOfStep')
      throw pointsRefusal(
        400,
        'notMultipleOfStep',
        `Points are converted in steps of ${settings.convertStepPoints}`,
      );
  };

  const convertTransaction = db.transaction(
    (memberId: string, pointsAsked: number, key: string, now: number) => {
      const existing = conversionByKey.get(memberId, key) as ConversionRow | undefined;
      if (existing) {
        if (existing.points !== pointsAsked) throw new IdempotencyConflictError();
        return { row: existing, replayed: true };
      }
      checkConvertInput(pointsAsked);
      const cash = cashFor(pointsAsked);
      const id = randomUUID();
      const entry = points.postWithin({
        memberId,
        kind: 'convert',
        amount: -pointsAsked,
        idempotencyKey: `convert:${memberId}:${key}`,
        reference: id,
        now,
      });
      const tx = ledger.postWithin(
        {
          kind: 'points_conversion',
          idempotencyKey: `points:convert:${id}`,
          request: { conversionId: id },
          postings: creditPostings(memberId, cash),
        },
        now,
      ).transactionId;
      insertConversion.run({
        id,
        member: memberId,
        points: pointsAsked,
        cash,
        key,
        entry: entry.entryId,
        tx,
        now,
      });
      return {
        row: { id, points: pointsAsked, cash_amount: cash, created_at: now },
        replayed: false,
      };
    },
  );

  return {
    config(currency: string) {
      return {
        earn: { points: settings.earnPoints, perValidBet: settings.earnPerValidBet },
        exchange: { points: settings.exchangePoints, cash: settings.exchangeCash },
        convert: { minPoints: settings.convertMinPoints, stepPoints: settings.convertStepPoints },
        maxQuantity: settings.maxQuantity,
        currency,
        pointsExpire: false as const,
      };
    },
    preview(memberId: string, pointsAsked: number) {
      const balance = points.balance(memberId);
      const rule = convertRuleRefusal(pointsAsked);
      return {
        points: pointsAsked,
        cashAmount: cashFor(pointsAsked),
        pointsBalance: balance,
        refusal: rule ?? (pointsAsked > balance ? ('insufficientPoints' as const) : null),
      };
    },
    checkConvertInput,
    /** Converts once per key (the password is checked by the caller first), then the push. */
    convert(memberId: string, pointsAsked: number, key: string, now: number) {
      const result = convertTransaction(memberId, pointsAsked, key, now);
      if (!result.replayed) ledger.events.emit('moved', [memberId]);
      return {
        conversion: {
          id: result.row.id,
          points: result.row.points,
          cashAmount: result.row.cash_amount,
          createdAt: result.row.created_at,
        },
        pointsBalance: points.balance(memberId),
        balance: mainBalance(memberId),
      };
    },
  };
};
