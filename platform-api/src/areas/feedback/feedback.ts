import { randomUUID } from 'node:crypto';

import {
  type Feedback,
  FEEDBACK_CONTENT_MAX,
  FEEDBACK_CONTENT_MIN,
  feedbackLengthOf,
  type FeedbackRefusal,
  type FeedbackRefusalReason,
  type FeedbackStatus,
  type FeedbackType,
  MAX_FEEDBACK_IMAGES,
  type UploadResult,
} from 'shared-contracts';

import type { Db } from '../../db/database';
import { HttpError, notFound } from '../../http/httpError';
import { imageRefusalOf } from '../../http/imageUploadRoute';
import { type UploadStore, uploadUrl } from '../member/uploads';

/** A refused feedback call: `value` is the contract's {@link FeedbackRefusal}. */
export const feedbackRefusal = (status: number, reason: FeedbackRefusalReason, message: string) =>
  new HttpError(status, message, { reason } satisfies FeedbackRefusal);

export const CONTENT_BOUNDS_MESSAGE = `Please write between ${FEEDBACK_CONTENT_MIN} and ${FEEDBACK_CONTENT_MAX} characters`;
export const TOO_MANY_IMAGES_MESSAGE = `At most ${MAX_FEEDBACK_IMAGES} images can be uploaded`;

interface FeedbackRow {
  id: string;
  member_id: string | null;
  contact_email: string | null;
  type: FeedbackType;
  content: string;
  image_ids_json: string;
  status: FeedbackStatus;
  reference_no: string | null;
  created_at: number;
  updated_at: number;
}

interface ReplyRow {
  id: string;
  feedback_id: string;
  body: string;
  created_at: number;
}

/** Where an image is read back: its owner's path, or the ops path. */
type Audience = 'member' | 'ops';

/** The UTC day of `now` as YYYYMMDD, the middle of a complaint's reference. */
const dayOf = (now: number) => new Date(now).toISOString().slice(0, 10).replaceAll('-', '');

/**
 * Support feedback and complaints: filing (members with images, guests with a contact email),
 * the member's list with ops' replies, and ops' queue, replies and closing. Images are the
 * shared uploads, attached to one feedback in the same transaction as its row.
 */
export const createFeedback = (deps: { db: Db; uploads: UploadStore }) => {
  const { db, uploads } = deps;

  const insert = db.prepare(`INSERT INTO feedback (id, member_id, contact_email, type, content,
      image_ids_json, reference_no, created_at, updated_at)
    VALUES (@id, @member, @email, @type, @content, @images, @reference, @now, @now)`);
  const byId = db.prepare('SELECT * FROM feedback WHERE id = ?');
  // The day's last number: the index on reference_no (UNIQUE) serves the range.
  const lastReference = db
    .prepare(
      `SELECT reference_no FROM feedback WHERE reference_no >= ? AND reference_no < ?
      ORDER BY reference_no DESC LIMIT 1`,
    )
    .pluck();
  const repliesOf = db.prepare(
    'SELECT * FROM feedback_replies WHERE feedback_id = ? ORDER BY created_at, id',
  );
  const mine = db.prepare(`SELECT * FROM feedback WHERE member_id = @member
      AND (@status IS NULL OR status = @status)
    ORDER BY created_at DESC, id DESC LIMIT @limit OFFSET @offset`);
  const mineCount = db
    .prepare(
      `SELECT COUNT(*) FROM feedback WHERE member_id = @member
      AND (@status IS NULL OR status = @status)`,
    )
    .pluck();
  const queue = db.prepare(`SELECT f.*, m.username FROM feedback f
      LEFT JOIN members m ON m.id = f.member_id
    WHERE (@status IS NULL OR f.status = @status)
    ORDER BY f.created_at, f.id LIMIT @limit OFFSET @offset`);
  const queueCount = db
    .prepare('SELECT COUNT(*) FROM feedback WHERE (@status IS NULL OR status = @status)')
    .pluck();
  const insertReply = db.prepare(
    'INSERT INTO feedback_replies (id, feedback_id, body, created_at) VALUES (?, ?, ?, ?)',
  );
  const setStatus = db.prepare('UPDATE feedback SET status = ?, updated_at = ? WHERE id = ?');

  const view = (row: FeedbackRow, audience: Audience = 'member'): Feedback => ({
    id: row.id,
    type: row.type,
    content: row.content,
    imageUrls: (JSON.parse(row.image_ids_json) as string[]).map((id) =>
      audience === 'member' ? uploadUrl(id) : `/admin/uploads/${id}`,
    ),
    status: row.status,
    referenceNo: row.reference_no,
    replies: (repliesOf.all(row.id) as ReplyRow[]).map((reply) => ({
      id: reply.id,
      body: reply.body,
      createdAt: reply.created_at,
    })),
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  });

  const nextReference = (now: number) => {
    const prefix = `CP-${dayOf(now)}-`;
    const last = lastReference.get(prefix, `${prefix}~`) as string | undefined;
    const next = last ? Number(last.slice(prefix.length)) + 1 : 1;
    return `${prefix}${String(next).padStart(4, '0')}`;
  };

  const submitTransaction = db.transaction(
    (
      input: {
        memberId: string | null;
        email: string | null;
        type: FeedbackType;
        content: string;
        imageIds: string[];
      },
      now: number,
    ) => {
      const id = randomUUID();
      insert.run({
        id,
        member: input.memberId,
        email: input.email,
        type: input.type,
        content: input.content,
        images: JSON.stringify(input.imageIds),
        reference: input.type === 'complaint' ? nextReference(now) : null,
        now,
      });
      if (input.memberId && input.imageIds.length > 0) {
        try {
          uploads.attach(input.memberId, input.imageIds, `feedback:${id}`);
        } catch (error) {
          if (error instanceof HttpError && error.statusCode === 400)
            throw feedbackRefusal(400, 'badImage', 'An image is unknown or already used');
          throw error;
        }
      }
      return id;
    },
  );

  const requireRow = (id: string) => {
    const row = byId.get(id) as FeedbackRow | undefined;
    if (!row) throw notFound('Feedback not found');
    return row;
  };

  const replyTransaction = db.transaction((id: string, body: string, now: number) => {
    const row = requireRow(id);
    if (row.status === 'closed') throw new HttpError(409, 'This feedback is closed');
    insertReply.run(randomUUID(), id, body, now);
    setStatus.run('answered', now, id);
  });

  return {
    /** Checks one image by content and size, then stores it for the member. */
    saveImage(memberId: string, bytes: Buffer, now: number): UploadResult {
      const refusal = imageRefusalOf(bytes);
      if (refusal) throw feedbackRefusal(400, refusal.reason, refusal.message);
      return uploads.save(memberId, bytes, now);
    },

    /** Files a feedback: the rules first, then one transaction for the row and its images. */
    submit(
      caller: { memberId: string } | { contactEmail: string | undefined },
      input: { type: FeedbackType; content: string; imageIds: readonly string[] },
      now: number,
    ): Feedback {
      const content = input.content.trim();
      const length = feedbackLengthOf(content);
      if (length < FEEDBACK_CONTENT_MIN)
        throw feedbackRefusal(400, 'contentTooShort', CONTENT_BOUNDS_MESSAGE);
      if (length > FEEDBACK_CONTENT_MAX)
        throw feedbackRefusal(400, 'contentTooLong', CONTENT_BOUNDS_MESSAGE);
      const imageIds = [...new Set(input.imageIds)];
      if (imageIds.length > MAX_FEEDBACK_IMAGES)
        throw feedbackRefusal(400, 'tooMany', TOO_MANY_IMAGES_MESSAGE);
      const memberId = 'memberId' in caller ? caller.memberId : null;
      const email = 'contactEmail' in caller ? (caller.contactEmail ?? null) : null;
      if (!memberId) {
        if (imageIds.length > 0)
          throw feedbackRefusal(401, 'loginRequired', 'Please log in to send images');
        if (!email)
          throw feedbackRefusal(400, 'contactRequired', 'Please leave an email to be answered');
      }
      const id = submitTransaction({ memberId, email, type: input.type, content, imageIds }, now);
      return view(requireRow(id));
    },

    /** The member's feedback, newest first. */
    mine(
      memberId: string,
      status: FeedbackStatus | undefined,
      { pageNo, pageSize }: { pageNo: number; pageSize: number },
    ) {
      const params = { member: memberId, status: status ?? null };
      const total = Number(mineCount.get(params));
      const rows = mine.all({
        ...params,
        limit: pageSize,
        offset: (pageNo - 1) * pageSize,
      }) as FeedbackRow[];
      return {
        list: rows.map((row) => view(row)),
        total,
        totalPages: Math.ceil(total / pageSize),
        pageNo,
      };
    },

    /** Ops' queue (one status, or all), oldest first, with the author. */
    queue(
      status: FeedbackStatus | undefined,
      { pageNo, pageSize }: { pageNo: number; pageSize: number },
    ) {
      const params = { status: status ?? null };
      const total = Number(queueCount.get(params));
      const rows = queue.all({
        ...params,
        limit: pageSize,
        offset: (pageNo - 1) * pageSize,
      }) as (FeedbackRow & { username: string | null })[];
      return {
        list: rows.map((row) => ({
          ...view(row, 'ops'),
          username: row.username,
          contactEmail: row.contact_email,
        })),
        total,
        totalPages: Math.ceil(total / pageSize),
        pageNo,
      };
    },

    /** Ops answer: the reply is stored and the feedback becomes answered (a closed one stays closed). */
    reply(id: string, body: string, now: number): Feedback {
      replyTransaction(id, body, now);
      return view(requireRow(id), 'ops');
    },

    /** The member who filed a feedback (null for a guest's). */
    ownerOf(id: string): string | null {
      return requireRow(id).member_id;
    },

    /** Ops take a feedback up (submitted to in progress) or close it. */
    move(id: string, to: 'in_progress' | 'closed', now: number): Feedback {
      const row = requireRow(id);
      if (row.status === 'closed' && to !== 'closed')
        throw new HttpError(409, 'This feedback is closed');
      if (row.status !== to) setStatus.run(to, now, id);
      return view(requireRow(id), 'ops');
    },
  };
};
export type FeedbackService = ReturnType<typeof createFeedback>;
