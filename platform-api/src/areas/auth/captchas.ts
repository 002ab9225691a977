import { createHash, randomBytes, randomInt } from 'node:crypto';

import type { Captcha } from 'shared-contracts';

import type { Db } from '../../db/database';
import { HttpError } from '../../http/httpError';
import { captchaDataUrl } from './captchaImage';
import type { DevOutbox } from './devOutbox';

/** What a wrong or spent captcha answer gets, at login and at registration. */
export const CAPTCHA_WRONG_MESSAGE = 'The captcha check failed';
/** What a call that asks for the captcha gets without an answer. */
export const CAPTCHA_REQUIRED_MESSAGE = 'Please complete verification first';

/** A captcha is answerable for 2 minutes. */
export const CAPTCHA_TTL_MS = 2 * 60_000;
/** Digits of an answer: the brand's captcha rule is pattern 6 (digits) of length 4. */
export const CAPTCHA_LENGTH = 4;

const hashAnswer = (id: string, answer: string) =>
  createHash('sha256').update(`${id}:${answer}`).digest('hex');

/**
 * Single-use picture captchas: the answer is stored only as a hash bound to its id, and the
 * first check spends the captcha whatever its outcome, so an answer cannot be guessed twice.
 * With `revealTo` (admin routes on), answers also go to the dev outbox for tests.
 */
export const createCaptchaService = (db: Db, revealTo: DevOutbox | null) => {
  const insert = db.prepare('INSERT INTO captchas (id, answer_hash, expires_at) VALUES (?, ?, ?)');
  const spend = db.prepare(
    'UPDATE captchas SET used_at = ? WHERE id = ? AND used_at IS NULL AND expires_at > ? RETURNING answer_hash',
  );
  const sweep = db.prepare('DELETE FROM captchas WHERE expires_at < ?');
  return {
    create(now = Date.now()): Captcha {
      sweep.run(now - CAPTCHA_TTL_MS);
      const id = randomBytes(16).toString('base64url');
      const answer = Array.from({ length: CAPTCHA_LENGTH }, () => randomInt(0, 10)).join('');
      insert.run(id, hashAnswer(id, answer), now + CAPTCHA_TTL_MS);
      revealTo?.write('captcha', id, 'captcha answer', answer, now);
      return { captchaId: id, image: captchaDataUrl(answer) };
    },
    /** True once for the right answer of a live captcha; every check spends it. */
    verify(id: string | undefined, answer: string | undefined, now = Date.now()): boolean {
      if (!id || !answer) return false;
      const row = spend.get(now, id, now) as { answer_hash: string } | undefined;
      return row !== undefined && row.answer_hash === hashAnswer(id, answer.trim());
    },
  };
};
export type CaptchaService = ReturnType<typeof createCaptchaService>;

/**
 * The human check of a call that costs something to answer (an SMS): throws 400 unless the
 * captcha is answered rightly, spending it either way. Called before anything else in the
 * handler, so without a solved captcha nothing is sent and nothing about the number is learnt.
 */
export const requireCaptcha = (
  captchas: Pick<CaptchaService, 'verify'>,
  input: { captchaId?: string; captcha?: string },
  now = Date.now(),
): void => {
  if (captchas.verify(input.captchaId, input.captcha, now)) return;
  const answered = Boolean(input.captchaId && input.captcha?.trim());
  throw new HttpError(400, answered ? CAPTCHA_WRONG_MESSAGE : CAPTCHA_REQUIRED_MESSAGE, {
    captcha: true,
    reason: answered ? 'captchaWrong' : 'captchaRequired',
  });
};
