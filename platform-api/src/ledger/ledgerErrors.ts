import { HttpError } from '../http/httpError';

/** A player wallet would go below zero; nothing was written. */
export class InsufficientBalanceError extends HttpError {
  constructor() {
    // The reason lets the site and the game pages say it in the player's language.
    super(400, 'Insufficient balance', { reason: 'insufficientBalance' });
  }
}

/** The idempotency key was used before with a different request; nothing was written. */
export class IdempotencyConflictError extends HttpError {
  constructor() {
    super(422, 'This Idempotency-Key was already used with a different request');
  }
}

/** A posting names an account that does not exist. */
export class UnknownAccountError extends HttpError {
  constructor(accountId: string) {
    super(404, `Wallet not found: ${accountId}`);
  }
}
