/** A fresh idempotency key (a random UUID) for one submission that moves money. */
export const newIdempotencyKey = (): string => globalThis.crypto.randomUUID();
