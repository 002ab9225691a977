import type { z } from 'zod';

import { badRequest } from './httpError';

/** Describes a zod failure in one sentence naming the field, for a 400 answer. */
export const describeIssue = (error: z.ZodError): string => {
  const issue = error.issues[0];
  if (!issue) return 'Invalid request';
  if (issue.code === 'unrecognized_keys') {
    const where = issue.path.length > 0 ? ` in "${issue.path.join('.')}"` : '';
    return `Unknown field${issue.keys.length > 1 ? 's' : ''} ${issue.keys.map((k) => `"${k}"`).join(', ')}${where}`;
  }
  const field = issue.path.join('.');
  return field ? `Invalid field "${field}": ${issue.message}` : `Invalid request: ${issue.message}`;
};

/** Parses input with a schema; bad input becomes a 400 naming the field, never a 500. */
export const parseInput = <S extends z.ZodType>(schema: S, data: unknown): z.output<S> => {
  const parsed = schema.safeParse(data);
  if (!parsed.success) throw badRequest(describeIssue(parsed.error));
  return parsed.data;
};
