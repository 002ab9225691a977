import { createHash, randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

import { MAX_IMAGE_BYTES, type UploadResult } from 'shared-contracts';

import type { Db } from '../../db/database';
import { badRequest, HttpError, notFound } from '../../http/httpError';

type ImageType = UploadResult['contentType'];

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** The image type the bytes themselves say (PNG signature, JPEG SOI marker), never the name. */
export const detectImageType = (bytes: Buffer): ImageType | null => {
  if (bytes.length > PNG.length && bytes.subarray(0, PNG.length).equals(PNG)) return 'image/png';
  if (bytes.length > 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff)
    return 'image/jpeg';
  return null;
};

export const IMAGE_TYPE_MESSAGE = 'Only PNG or JPG images are accepted';
export const IMAGE_SIZE_MESSAGE = 'Images must be at most 5MB';

interface UploadRow {
  id: string;
  member_id: string;
  content_type: ImageType;
  size: number;
  attached_to: string | null;
}

/**
 * Images players upload, as files in `uploads/` next to the database (the row holds the owner,
 * type and size). Each image is checked by content and size, and attached to one thing at most.
 */
export const createUploadStore = (db: Db, dbPath: string) => {
  const dir = path.join(path.dirname(dbPath), 'uploads');
  const insert =
    db.prepare(`INSERT INTO uploads (id, member_id, content_type, size, sha256, created_at)
    VALUES (?, ?, ?, ?, ?, ?)`);
  const byId = db.prepare('SELECT * FROM uploads WHERE id = ?');
  const attach = db.prepare(
    'UPDATE uploads SET attached_to = ? WHERE id = ? AND member_id = ? AND attached_to IS NULL',
  );
  return {
    save(memberId: string, bytes: Buffer, now: number): UploadResult {
      if (bytes.length === 0) throw badRequest('The image is empty');
      if (bytes.length > MAX_IMAGE_BYTES) throw new HttpError(413, IMAGE_SIZE_MESSAGE);
      const contentType = detectImageType(bytes);
      if (!contentType) throw new HttpError(415, IMAGE_TYPE_MESSAGE);
      const id = `up_${randomBytes(18).toString('base64url')}`;
      mkdirSync(dir, { recursive: true });
      // The file first: a row never points at a missing file.
      writeFileSync(path.join(dir, id), bytes, { flag: 'wx' });
      const sha = createHash('sha256').update(bytes).digest('hex');
      insert.run(id, memberId, contentType, bytes.length, sha, now);
      return { uploadId: id, contentType, size: bytes.length };
    },
    /**
     * Marks the member's unused images as attached (inside the caller's transaction); refuses an
     * unknown, foreign or already used id with a 400, so nothing else is written.
     */
    attach(memberId: string, ids: readonly string[], to: string): void {
      for (const id of new Set(ids)) {
        if (attach.run(to, id, memberId).changes !== 1)
          throw badRequest(`Image ${id} is unknown or already used`);
      }
    },
    /** The image for its owner, or for ops (`memberId` null). */
    read(id: string, memberId: string | null): { contentType: ImageType; bytes: Buffer } {
      const row = /^up_[A-Za-z0-9_-]{16,40}$/.test(id)
        ? (byId.get(id) as UploadRow | undefined)
        : undefined;
      // A foreign image answers as an unknown one: ids are not confirmed to strangers.
      if (!row || (memberId !== null && row.member_id !== memberId))
        throw notFound('Image not found');
      return { contentType: row.content_type, bytes: readFileSync(path.join(dir, row.id)) };
    },
  };
};
export type UploadStore = ReturnType<typeof createUploadStore>;

/** Where the site fetches an image back. */
export const uploadUrl = (id: string) => `/wps/member/uploads/${id}`;
