import AES from 'crypto-js/aes';
import Base64 from 'crypto-js/enc-base64';
import Utf8 from 'crypto-js/enc-utf8';
import WordArray from 'crypto-js/lib-typedarrays';
import SHA256 from 'crypto-js/sha256';

import { ENCRYPTED_PAYLOAD_MAX_AGE_MS, type EncryptedBody } from './encryptedBody';

/** What travels inside an encrypted body: the payload, when it was sealed, and a nonce. */
export interface SealedPayload<T> {
  payload: T;
  ts: number;
  nonce: string;
}

const keyOf = (secret: string) => SHA256(secret);

/**
 * Encrypts a payload for an encrypted call (login, register, password calls): AES-CBC with a
 * key derived from the brand secret, a fresh random IV per message and a timestamp and nonce
 * inside so the platform can refuse replays.
 */
export const encryptPayload = <T>(secret: string, payload: T, now = Date.now()): EncryptedBody => {
  const iv = WordArray.random(16);
  const sealed: SealedPayload<T> = { payload, ts: now, nonce: WordArray.random(12).toString() };
  const cipher = AES.encrypt(JSON.stringify(sealed), keyOf(secret), { iv });
  return { iv: Base64.stringify(iv), data: cipher.toString() };
};

/** Why a body could not be opened; the platform answers every reason with one generic message. */
export type DecryptFailure = 'undecryptable' | 'expired';

/**
 * Opens an encrypted body. Returns the sealed payload, or the reason it was refused.
 * Callers check the nonce against recently seen ones to refuse exact replays.
 */
export const decryptPayload = (
  secret: string,
  body: EncryptedBody,
  { now = Date.now(), maxAgeMs = ENCRYPTED_PAYLOAD_MAX_AGE_MS } = {},
): { ok: true; sealed: SealedPayload<unknown> } | { ok: false; reason: DecryptFailure } => {
  try {
    const iv = Base64.parse(body.iv);
    const plain = AES.decrypt(body.data, keyOf(secret), { iv }).toString(Utf8);
    const sealed = JSON.parse(plain) as SealedPayload<unknown>;
    if (typeof sealed.ts !== 'number' || typeof sealed.nonce !== 'string') {
      return { ok: false, reason: 'undecryptable' };
    }
    if (Math.abs(now - sealed.ts) > maxAgeMs) return { ok: false, reason: 'expired' };
    return { ok: true, sealed };
  } catch {
    return { ok: false, reason: 'undecryptable' };
  }
};

/** Decrypts a customer-service path of type 3 (sealed with the same secret, no expiry). */
export const decryptServicePath = (secret: string, body: EncryptedBody): string | null => {
  const opened = decryptPayload(secret, body, { maxAgeMs: Number.POSITIVE_INFINITY });
  if (opened.ok) return typeof opened.sealed.payload === 'string' ? opened.sealed.payload : null;
  return null;
};
