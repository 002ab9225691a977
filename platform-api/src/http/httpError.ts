/**
 * An expected failure with its HTTP status and the message the site shows. The error handler
 * turns it into the envelope `{ success: false, message, value }`.
 */
export class HttpError extends Error {
  override readonly name = 'HttpError';
  constructor(
    readonly statusCode: number,
    message: string,
    /** Extra data for the client, e.g. the login captcha flag. */
    readonly value?: unknown,
    readonly headers: Readonly<Record<string, string>> = {},
  ) {
    super(message);
  }
}

/** Message of every missing or invalid session (the site opens the login modal on it). */
export const LOGIN_REQUIRED_MESSAGE = 'Please log in';

export const badRequest = (message: string, value?: unknown) => new HttpError(400, message, value);
export const notFound = (message: string) => new HttpError(404, message);
export const unauthorized = (message = LOGIN_REQUIRED_MESSAGE, value?: unknown) =>
  new HttpError(401, message, value);
/** A trial (free-play) account asked for a call of registered members only (reason `trial`). */
export const registrationRequired = () =>
  new HttpError(403, 'Please register an account first', { reason: 'trial' });
export const tooManyRequests = (
  retryAfterSeconds: number,
  message = 'Too many requests, please try again later',
  value: unknown = null,
) =>
  new HttpError(429, message, value, {
    'Retry-After': String(Math.max(1, Math.ceil(retryAfterSeconds))),
  });
