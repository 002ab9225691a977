import { PlatformError } from 'shared-contracts';

/** A message to show: a key of the member namespace with values, or the platform's own text. */
export type Message = { key: string; params?: Record<string, unknown> } | { text: string };

/** The `value` a refusal carries (for example `{ reason: 'turnover', remaining: 5000 }`). */
export const refusalOf = (error: unknown): Record<string, unknown> => {
  const value = error instanceof PlatformError ? error.value : undefined;
  return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
};

/** The platform's reason code of a refusal (`turnover`, `limitReached`...), if it gave one. */
export const reasonOf = (error: unknown): string | undefined => {
  const reason = refusalOf(error).reason;
  return typeof reason === 'string' ? reason : undefined;
};

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
