import '../zodSetup';

import { type core, safeParse } from 'zod/mini';

import { badRequest } from './httpError';

/** Describes a zod failure in one sentence naming the field, for a 400 answer. */
export const describeIssue = (error: core.$ZodError): string => {
  const issue = error.issues[0];
  if (!issue) return 'Invalid request';
  if (issue.code === 'unrecognized_keys') {
    const where = issue.path.length > 0 ? ` in "${issue.path.join('.')}"` : '';
    return `Unknown field${issue.keys.length > 1 ? 's' : ''} ${issue.keys.map((k) => `"${k}"`).join(', ')}${where}`;
  }
  const field = issue.path.join('.');
  return field ? `Invalid field "${field}": ${issue.message}` : `Invalid request: ${issue.message}`;
};

/**
 * Parses input with a schema (a contract schema built with `zod/mini` or a platform-only one
 * built with classic zod); bad input becomes a 400 naming the field, never a 500.
 */
export const parseInput = <S extends core.$ZodType>(schema: S, data: unknown): core.output<S> => {
  const parsed = safeParse(schema, data);
  if (!parsed.success) throw badRequest(describeIssue(parsed.error));
  return parsed.data;
};
