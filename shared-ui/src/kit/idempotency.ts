import { useCallback, useState } from 'react';

/** A fresh idempotency key (a random UUID) for one money movement. */
export const newIdempotencyKey = (): string => globalThis.crypto.randomUUID();

/**
 * The idempotency key of one form's request: the same key while the player retries the same
 * submission (a timeout, a double click), a new one once it succeeded (`renew`).
 */
export const useIdempotencyKey = (): [key: string, renew: () => void] => {
  const [key, setKey] = useState(newIdempotencyKey);
  const renew = useCallback(() => setKey(newIdempotencyKey()), []);
  return [key, renew];
};
