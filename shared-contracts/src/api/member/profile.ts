import { z } from 'zod/mini';

import { lazySchema } from '../../lazySchema';
import { emptyRequestSchema, text } from '../common';
import { defineEndpoint } from '../endpoint';

/** The age a birthday must show when the brand asks for the 21+ confirmation (SPEC section 5). */
export const PROFILE_MINIMUM_AGE = 21;

/** A calendar date `yyyy-MM-dd`. */
export const calendarDateSchema = lazySchema(() =>
  z
    .string()
    .check(z.regex(/^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/, 'must be a date yyyy-MM-dd')),
);

/** The member's own profile as the security centre shows it. */
export const memberProfileSchema = lazySchema(() =>
  z.object({
    username: z.string(),
    nickname: z.string(),
    /** Real name, which is also the payee name every bound account must carry. */
    realName: z.nullable(z.string()),
    /** True once an account is bound: the real name can then only be changed by support. */
    realNameLocked: z.boolean(),
    email: z.nullable(z.string()),
    emailVerified: z.boolean(),
    mobileNum: z.nullable(z.string()),
    countryDialingCode: z.nullable(z.string()),
    phoneVerified: z.boolean(),
    birthday: z.nullable(calendarDateSchema),
    /** The member confirmed being at least {@link PROFILE_MINIMUM_AGE}. */
    ageConfirmed: z.boolean(),
    address: z.nullable(z.string()),
    nationality: z.nullable(z.string()),
    lineId: z.nullable(z.string()),
    withdrawalPasswordSet: z.boolean(),
    twoFactorEnabled: z.boolean(),
  }),
);
export type MemberProfile = z.infer<typeof memberProfileSchema>;

/** GET /wps/member/profile */
export const memberProfileEndpoint = lazySchema(() =>
  defineEndpoint({
    method: 'GET',
    path: '/wps/member/profile',
    auth: 'token',
    request: emptyRequestSchema,
    response: memberProfileSchema,
  }),
);

/**
 * What the profile form may change; absent fields stay as they are. Email and phone change
 * only through the code-checked bind calls (security.ts). The real name follows the brand's
 * `payeeName` registration rule; a birthday needs `ageConfirmed: true` and an age of 21+.
 */
export const profileUpdateSchema = lazySchema(() =>
  z.strictObject({
    nickname: z.optional(text(30).check(z.minLength(2))),
    realName: z.optional(text(50)),
    birthday: z.optional(calendarDateSchema),
    ageConfirmed: z.optional(z.boolean()),
    address: z.optional(text(200).check(z.minLength(5))),
    nationality: z.optional(text(56).check(z.minLength(2))),
    lineId: z.optional(text(30).check(z.minLength(4))),
  }),
);
export type ProfileUpdate = z.infer<typeof profileUpdateSchema>;

/** PUT /wps/member/profile: answers the whole profile after the change. */
export const profileUpdateEndpoint = lazySchema(() =>
  defineEndpoint({
    method: 'PUT',
    path: '/wps/member/profile',
    auth: 'token',
    request: profileUpdateSchema,
    response: memberProfileSchema,
  }),
);
