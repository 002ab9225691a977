import '../zodSetup';

import type { FieldIssue } from 'shared-contracts';
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
 * The first issue of a zod failure as data the site and the game pages turn into the player's
 * words (one mapping, in the remote kit and the game page texts): the field, what is wrong
 * (`required`, `tooBig`, `tooSmall`, `invalid`) and the bound for a size issue (a number's
 * value, a text's length). Unknown fields are the client's fault, not the player's: no data.
 */
export const issueOf = (error: core.$ZodError, data: unknown): FieldIssue | undefined => {
  const issue = error.issues[0];
  if (!issue || issue.code === 'unrecognized_keys') return undefined;
  const field = issue.path.join('.');
  switch (issue.code) {
    case 'too_big':
      return { field, issue: 'tooBig', limit: Number(issue.maximum), origin: issue.origin };
    case 'too_small':
      return { field, issue: 'tooSmall', limit: Number(issue.minimum), origin: issue.origin };
    case 'invalid_type': {
      // zod leaves the input out of its issues: read what was sent at the issue's path.
      const sent = issue.path.reduce<unknown>(
        (at, key) =>
          typeof at === 'object' && at !== null
            ? (at as Record<PropertyKey, unknown>)[key]
            : undefined,
        data,
      );
      return { field, issue: sent === undefined ? 'required' : 'invalid' };
    }
    default:
      return { field, issue: 'invalid' };
  }
};

/** What a 400 of bad input carries besides its sentence (the contract's `fieldIssueSchema`). */
export type { FieldIssue } from 'shared-contracts';

/**
 * Parses input with a schema (a contract schema built with `zod/mini` or a platform-only one
 * built with classic zod); bad input becomes a 400 naming the field, never a 500.
 */
export const parseInput = <S extends core.$ZodType>(schema: S, data: unknown): core.output<S> => {
  const parsed = safeParse(schema, data);
  if (!parsed.success) throw badRequest(describeIssue(parsed.error), issueOf(parsed.error, data));
  return parsed.data;
};
