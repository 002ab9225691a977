import { z } from 'zod/mini';

import { encryptedBodySchema } from '../crypto/encryptedBody';
import { lazySchema } from '../lazySchema';
import { emptyRequestSchema, text } from './common';
import { defineEndpoint } from './endpoint';

/** Member types (isAgent): 1, 2, 41, 42 may use the account centre; 4 is a trial account. */
export const MEMBER_CENTRE_AGENT_TYPES = [1, 2, 41, 42] as const;
export const TRIAL_ACCOUNT_TYPE = 4;

/** What the login form sends, inside the encrypted body. */
export const loginPayloadSchema = lazySchema(() =>
  z.object({
    type: z.enum(['username', 'sms']),
    username: z.optional(text(64)),
    password: z.optional(text(128)),
    captcha: z.optional(text(16)),
    /** The id of the captcha image the answer belongs to (from GET /wps/captcha). */
    captchaId: z.optional(text(64)),
    mobileNum: z.optional(text(20)),
    countryDialingCode: z.optional(text(8)),
    verificationCode: z.optional(text(255)),
    /**
     * The solved human verification (purpose `login`), asked for by the platform (400, reason
     * `humanCheckRequired`) when it sees failures or an attack on the account or address.
     */
    humanCheck: z.optional(text(2000)),
    /** Agent login refuses non-agents. */
    agentLogin: z.optional(z.boolean()),
  }),
);
export type LoginPayload = z.infer<typeof loginPayloadSchema>;

/** A successful login. */
export const loginResultSchema = lazySchema(() =>
  z.object({
    token: z.string(),
    firstTimeLogin: z.boolean(),
    passwordExpired: z.boolean(),
  }),
);
export type LoginResult = z.infer<typeof loginResultSchema>;

/** Why a login was refused, when the site shows its own words for it (SPEC section 8). */
export const LOGIN_REFUSAL_REASONS = [
  'wrongCredentials',
  'captchaRequired',
  'captchaWrong',
  'nonMember',
  'nonAgent',
  'smsCodeWrong',
  /** The password was right and two-factor login is on: send the code with `twoFactor.ticket`. */
  'twoFactorRequired',
  /** A time-out or self-exclusion is in force until `until` (responsibleGaming.ts). */
  'timeout',
  'selfExcluded',
  /** The login must carry a solved human verification (`humanCheck`, purpose `login`). */
  'humanCheckRequired',
  'humanCheckFailed',
] as const;
export type LoginRefusalReason = (typeof LOGIN_REFUSAL_REASONS)[number];

/** The `value` of a failed login: whether the captcha must be shown from now on, and why. */
export const loginFailureValueSchema = lazySchema(() =>
  z.object({
    captcha: z.boolean(),
    reason: z.optional(z.enum(LOGIN_REFUSAL_REASONS)),
    /**
     * With `twoFactorRequired`: the single-use ticket for POST /wps/session/login/2fa. A refusal
     * rather than a result, so `LoginResult` keeps its shape and no older client can take it for
     * a session.
     */
    twoFactor: z.optional(
      z.object({ ticket: z.string(), expiresIn: z.number().check(z.int(), z.positive()) }),
    ),
    /** With `timeout` or `selfExcluded`: when logins open again (epoch ms). */
    until: z.optional(z.number()),
  }),
);

/** POST /wps/session/login (encrypted). */
export const loginEndpoint = lazySchema(() =>
  defineEndpoint({
    method: 'POST',
    path: '/wps/session/login',
    auth: 'none',
    body: 'encrypted',
    request: encryptedBodySchema,
    payload: loginPayloadSchema,
    response: loginResultSchema,
  }),
);

/** DELETE /wps/session/logout */
export const logoutEndpoint = lazySchema(() =>
  defineEndpoint({
    method: 'DELETE',
    path: '/wps/session/logout',
    auth: 'token',
    request: emptyRequestSchema,
    response: z.null(),
  }),
);

/** A member label with its own text (color) and background (color2) colours. */
export const memberLabelSchema = lazySchema(() =>
  z.object({
    labelName: z.string(),
    color: z.string(),
    color2: z.string(),
    rankLevel: z.optional(z.number().check(z.int())),
  }),
);
export type MemberLabel = z.infer<typeof memberLabelSchema>;

export const memberInfoSchema = lazySchema(() =>
  z.object({
    id: z.string(),
    account: z.string(),
    userName: z.string(),
    nickname: z.string(),
    /** Member type: 1, 2, 41, 42 agents and members with centre access, 4 trial. */
    isAgent: z.number().check(z.int()),
    toUpline: z.boolean(),
    clubLabel: z.nullable(memberLabelSchema),
    memberLabel: z.array(memberLabelSchema),
    vipLevel: z.number().check(z.int(), z.gte(0)),
    /** The password must be changed before anything else. */
    cpw: z.boolean(),
    /** The agent centre may be opened. */
    agentCentre: z.boolean(),
  }),
);
export type MemberInfo = z.infer<typeof memberInfoSchema>;

/** GET /wps/member/info */
export const memberInfoEndpoint = lazySchema(() =>
  defineEndpoint({
    method: 'GET',
    path: '/wps/member/info',
    auth: 'token',
    request: emptyRequestSchema,
    response: memberInfoSchema,
  }),
);
