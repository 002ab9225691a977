import { PlatformError } from 'shared-contracts';

/** A message to show: a key of the lottery namespace with values, or the platform's own text. */
export type Message = { key: string; params?: Record<string, unknown> } | { text: string };

/** The `value` a refusal carries (for example `{ reason: 'salesClosed', nextIssueNo }`). */
export const refusalOf = (error: unknown): Record<string, unknown> => {
  const value = error instanceof PlatformError ? error.value : undefined;
  return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
};

/** The platform's reason code of a refusal (`salesClosed`, `amountMismatch`...), if any. */
export const reasonOf = (error: unknown): string | undefined => {
  const reason = refusalOf(error).reason;
  return typeof reason === 'string' ? reason : undefined;
};

/**
 * Whether the platform answered a call for certain (a refusal): the money did not move, so a
 * new submission may take a new idempotency key. A dropped connection or a server fault may
 * have moved it: the retry must reuse the key.
 */
export const isDefiniteRefusal = (error: unknown): boolean =>
  error instanceof PlatformError &&
  error.kind !== 'network' &&
  error.status >= 400 &&
  error.status < 500;

/**
 * What to tell the player about a failed call: the network, throttling and an ended session in
 * the player's language; any other refusal in the platform's words (it answers in the
 * language the client sends).
 */
export const messageOf = (error: unknown): Message => {
  if (!(error instanceof PlatformError)) return { key: 'common.unknownError' };
  if (error.kind === 'network') return { key: 'common.networkError' };
  if (error.status === 429) return { key: 'common.tooManyAttempts' };
  if (error.status === 401) return { key: 'common.sessionExpired' };
  if (error.kind === 'contract' && error.status !== 400) return { key: 'common.unknownError' };
  return error.message ? { text: error.message } : { key: 'common.unknownError' };
};
