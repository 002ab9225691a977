import { useTranslation } from 'react-i18next';
import { PlatformError } from 'shared-contracts';

import { PLATFORM_ERRORS_NAMESPACE } from './platformErrorTexts';
import { useRemote } from './RemoteContext';

/** A message to show: a key of the remote's namespace with values, or the platform's own text. */
export type Message = { key: string; params?: Record<string, unknown> } | { text: string };

/** The `value` a refusal carries (for example `{ reason: 'turnover', remaining: 5000 }`). */
export const refusalOf = (error: unknown): Record<string, unknown> => {
  const value = error instanceof PlatformError ? error.value : undefined;
  return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
};

/** The platform's reason code of a refusal (`turnover`, `salesClosed`...), if it gave one. */
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

const FIELD_ISSUES = ['required', 'tooBig', 'tooSmall', 'invalid'];

/**
 * The refusals every screen words alike, from the platform's data rather than its English
 * sentence: bad input (`{ field, issue }` of a 400) and a short wallet. Null for the others.
 */
export const platformErrorMessageOf = (error: unknown): Message | null => {
  if (!(error instanceof PlatformError) || error.status !== 400) return null;
  const { issue, field, reason } = refusalOf(error);
  if (reason === 'insufficientBalance')
    return { key: `${PLATFORM_ERRORS_NAMESPACE}:insufficientBalance` };
  if (typeof field === 'string' && typeof issue === 'string' && FIELD_ISSUES.includes(issue))
    return { key: `${PLATFORM_ERRORS_NAMESPACE}:${issue}` };
  return null;
};

/**
 * What to tell the player about a failed call: the network, throttling and an ended session in
 * the player's language (the keys `common.networkError`, `common.tooManyAttempts`,
 * `common.sessionExpired` and `common.unknownError` of the remote's namespace), bad input and a
 * short wallet in the kit's words ({@link platformErrorMessageOf}); any other refusal in the
 * platform's words.
 */
export const messageOf = (error: unknown): Message => {
  if (!(error instanceof PlatformError)) return { key: 'common.unknownError' };
  if (error.kind === 'network') return { key: 'common.networkError' };
  if (error.status === 429) return { key: 'common.tooManyAttempts' };
  if (error.status === 401) return { key: 'common.sessionExpired' };
  if (error.kind === 'contract' && error.status !== 400) return { key: 'common.unknownError' };
  const known = platformErrorMessageOf(error);
  if (known) return known;
  return error.message ? { text: error.message } : { key: 'common.unknownError' };
};

/** Turns a {@link Message} into text in the player's language (the remote's namespace). */
export const useMessage = () => {
  const { t } = useTranslation(useRemote().namespace);
  return (message: Message | null | undefined): string | undefined => {
    if (!message) return undefined;
    return 'text' in message ? message.text : t(message.key, message.params);
  };
};
