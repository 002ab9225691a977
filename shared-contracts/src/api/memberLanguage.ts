import { z } from 'zod/mini';

import { lazySchema } from '../lazySchema';
import { emptyRequestSchema, languageSchema } from './common';
import { defineEndpoint } from './endpoint';

/*
 * The member's language (SPEC section 7's "language update"): a signed-in member's
 * language change is stored on the platform, and applied at their next login on any device.
 */

/** The saved language, or none when the member never chose one. */
export const memberLanguageSchema = lazySchema(() =>
  z.object({ language: z.nullable(languageSchema) }),
);
export type MemberLanguage = z.infer<typeof memberLanguageSchema>;

/** GET /wps/member/language: the caller's saved language. */
export const memberLanguageEndpoint = lazySchema(() =>
  defineEndpoint({
    method: 'GET',
    path: '/wps/member/language',
    auth: 'token',
    request: emptyRequestSchema,
    response: memberLanguageSchema,
  }),
);

/** PUT /wps/member/language: saves the caller's language (the language update call). */
export const updateMemberLanguageEndpoint = lazySchema(() =>
  defineEndpoint({
    method: 'PUT',
    path: '/wps/member/language',
    auth: 'token',
    request: z.strictObject({ language: languageSchema }),
    response: memberLanguageSchema,
  }),
);
