import type { Db } from '../../../db/database';
import { IdempotencyConflictError } from '../../../ledger/ledgerErrors';

/**
 * Answers of the idempotent agent calls (offer, decide, dividend request) by the caller's
 * Idempotency-Key: a retry with the same request answers the first answer again (the state as it
 * was then), the same key with another request is refused (422), and a refusal is not stored, so
 * a retry after one is tried anew.
 */
export const createCallReplies = (db: Db) => {
  const find = db.prepare(`SELECT request_json, response_json FROM agent_call_replies
    WHERE member_id = ? AND call = ? AND idempotency_key = ?`);
  const insert = db.prepare(`INSERT INTO agent_call_replies
    (member_id, call, idempotency_key, request_json, response_json, created_at)
    VALUES (?, ?, ?, ?, ?, ?)`);

  /**
   * Runs `act` once per (member, call, key) in an IMMEDIATE transaction that also stores its
   * answer, so two racing retries cannot both act.
   */
  return <T>(
    memberId: string,
    call: string,
    key: string,
    request: unknown,
    now: number,
    act: () => T,
  ): T =>
    db
      .transaction(() => {
        const requestJson = JSON.stringify(request);
        const existing = find.get(memberId, call, key) as
          { request_json: string; response_json: string } | undefined;
        if (existing) {
          if (existing.request_json !== requestJson) throw new IdempotencyConflictError();
          return JSON.parse(existing.response_json) as T;
        }
        const answer = act();
        insert.run(memberId, call, key, requestJson, JSON.stringify(answer), now);
        return answer;
      })
      .immediate();
};
export type CallReplies = ReturnType<typeof createCallReplies>;
