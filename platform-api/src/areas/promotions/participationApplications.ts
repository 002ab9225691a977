import { randomUUID } from 'node:crypto';

import {
  type ApplicationStatus,
  type Language,
  MAX_APPLICATION_COMMENT,
  MAX_APPLICATION_IMAGES,
  type PromotionApplication,
  type UploadResult,
} from 'shared-contracts';

import type { Db } from '../../db/database';
import { HttpError } from '../../http/httpError';
import { imageRefusalOf } from '../../http/imageUploadRoute';
import type { UploadStore } from '../member/uploads';
import type { DeviceFacts } from './newPlayerTakers';
import {
  type ApplicationRow,
  applicationView,
  COMMENT_TOO_LONG_MESSAGE,
  lengthOf,
  participationRefusal,
  TOO_MANY_MESSAGE,
} from './participationRows';
import type { ParticipationState } from './participationState';

/**
 * Applications: images checked by their bytes and kept to their owner and ops, the application
 * (comment of at most 140 characters, at most 3 images) filed in one transaction with its
 * images, the member's and ops' lists, and ops' decision (an approval pays once).
 */
export const createApplications = (db: Db, uploads: UploadStore, state: ParticipationState) => {
  const {
    requireConfig,
    requireKind,
    checkOpen,
    bonusOf,
    bonusName,
    payBonus,
    moved,
    appSql,
    applicationOf,
    applicationById,
    newPlayerTakers,
  } = state;

  const insertApplication = db.prepare(`INSERT INTO promotion_applications
    (id, promotion_id, member_id, comment, image_ids_json, submitted_at)
    VALUES (?, ?, ?, ?, ?, ?)`);
  const applyTransaction = db.transaction(
    (
      memberId: string,
      input: { promotionId: string; comment: string; imageIds: readonly string[] },
      device: DeviceFacts,
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
      newPlayerTakers.take(config, memberId, device, now);
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

  return {
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
      device: DeviceFacts,
      now: number,
      language: Language,
    ): PromotionApplication {
      const comment = input.comment.trim();
      if (lengthOf(comment) > MAX_APPLICATION_COMMENT)
        throw participationRefusal(400, 'commentTooLong', COMMENT_TOO_LONG_MESSAGE);
      if (new Set(input.imageIds).size > MAX_APPLICATION_IMAGES)
        throw participationRefusal(400, 'tooMany', TOO_MANY_MESSAGE);
      const id = applyTransaction(memberId, { ...input, comment }, device, now);
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
  };
};
