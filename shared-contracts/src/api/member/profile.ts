import { z } from 'zod/mini';

import { lazySchema } from '../../lazySchema';
import { emptyRequestSchema, text } from '../common';
import { defineEndpoint } from '../endpoint';

/** The age a birthday must show when the brand asks for the 21+ confirmation (SPEC section 5). */
export const PROFILE_MINIMUM_AGE = 21;

/** Where a member's money comes from (SPEC section 3's profile "source of income"). */
export const SOURCES_OF_INCOME = [
  'employment',
  'selfEmployment',
  'business',
  'investments',
  'pension',
  'savings',
  'other',
] as const;
export const sourceOfIncomeSchema = lazySchema(() => z.enum(SOURCES_OF_INCOME));
export type SourceOfIncome = z.infer<typeof sourceOfIncomeSchema>;

/** Lengths of the profile's free texts (characters, after trimming). */
export const PROFILE_TEXT_LENGTHS = {
  nickname: [2, 30],
  address: [5, 200],
  nationality: [2, 56],
  placeOfBirth: [2, 80],
  occupation: [2, 60],
} as const satisfies Record<string, readonly [number, number]>;

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
    /** City and country of birth, as the member wrote them. */
    placeOfBirth: z.nullable(z.string()),
    occupation: z.nullable(z.string()),
    sourceOfIncome: z.nullable(sourceOfIncomeSchema),
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
    registeredOnly: true,
    request: emptyRequestSchema,
    response: memberProfileSchema,
  }),
);

/**
 * What the profile form may change; absent fields stay as they are. Email and phone change
 * only through the code-checked bind calls (security.ts). The real name follows the brand's
 * `payeeName` registration rule; a birthday needs `ageConfirmed: true` and an age of 21+. The
 * free texts are trimmed and must keep {@link PROFILE_TEXT_LENGTHS} (400 `field` and `reason`
 * `tooShort`); a field once set cannot be emptied.
 */
export const profileUpdateSchema = lazySchema(() =>
  z.strictObject({
    nickname: z.optional(text(30).check(z.minLength(2))),
    realName: z.optional(text(50)),
    birthday: z.optional(calendarDateSchema),
    ageConfirmed: z.optional(z.boolean()),
    address: z.optional(text(200).check(z.minLength(5))),
    nationality: z.optional(text(56).check(z.minLength(2))),
    placeOfBirth: z.optional(text(80).check(z.minLength(2))),
    occupation: z.optional(text(60).check(z.minLength(2))),
    sourceOfIncome: z.optional(sourceOfIncomeSchema),
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
    registeredOnly: true,
    request: profileUpdateSchema,
    response: memberProfileSchema,
  }),
);
