import { z } from 'zod/mini';

import { lazySchema } from '../../lazySchema';
import { dialingCodeSchema, smsSentSchema } from '../auth';
import { emptyRequestSchema, text } from '../common';
import { defineEndpoint } from '../endpoint';
import { loginResultSchema } from '../session';
import { memberProfileSchema } from './profile';

/** Where a bind code goes: an SMS to a new number, or an email to a new address. */
export const securityCodeRequestSchema = lazySchema(() =>
  z.discriminatedUnion('channel', [
    z.strictObject({
      channel: z.literal('sms'),
      mobileNum: text(20).check(z.minLength(1)),
      countryDialingCode: z.optional(dialingCodeSchema),
    }),
    z.strictObject({ channel: z.literal('email'), email: text(100).check(z.minLength(3)) }),
  ]),
);
export type SecurityCodeRequest = z.infer<typeof securityCodeRequestSchema>;

/**
 * POST /wps/member/security/code: sends a code to bind or change the phone or email. Throttled
 * like the other SMS codes (a minute apart per target, 5-minute lock after too many).
 */
export const securityCodeEndpoint = lazySchema(() =>
  defineEndpoint({
    method: 'POST',
    path: '/wps/member/security/code',
    auth: 'token',
    registeredOnly: true,
    request: securityCodeRequestSchema,
    response: smsSentSchema,
  }),
);

/** POST /wps/member/security/phone: binds (or changes to) a number whose code was received. */
export const bindPhoneEndpoint = lazySchema(() =>
  defineEndpoint({
    method: 'POST',
    path: '/wps/member/security/phone',
    auth: 'token',
    registeredOnly: true,
    request: z.strictObject({
      mobileNum: text(20).check(z.minLength(1)),
      countryDialingCode: z.optional(dialingCodeSchema),
      verificationCode: text(255).check(z.minLength(1)),
    }),
    response: memberProfileSchema,
  }),
);

/** POST /wps/member/security/email: binds (or changes to) an address whose code was received. */
export const bindEmailEndpoint = lazySchema(() =>
  defineEndpoint({
    method: 'POST',
    path: '/wps/member/security/email',
    auth: 'token',
    registeredOnly: true,
    request: z.strictObject({
      email: text(100).check(z.minLength(3)),
      verificationCode: text(255).check(z.minLength(1)),
    }),
    response: memberProfileSchema,
  }),
);

/**
 * POST /wps/member/security/withdrawal-password: sets the withdrawal (payment) password, or
 * changes it (then `oldPassword` is required; wrong guesses are throttled like the login). The
 * new one follows the brand's `paymentPassword` rule (6 digits in the demo brand). The login
 * password changes through the existing POST /wps/member/password.
 */
export const withdrawalPasswordEndpoint = lazySchema(() =>
  defineEndpoint({
    method: 'POST',
    path: '/wps/member/security/withdrawal-password',
    auth: 'token',
    registeredOnly: true,
    request: z.strictObject({
      oldPassword: z.optional(text(32)),
      newPassword: text(32).check(z.minLength(1)),
      confirmNewPassword: text(32).check(z.minLength(1)),
    }),
    response: z.null(),
  }),
);

/** Kinds of payout account a member may bind. */
export const payoutAccountTypeSchema = lazySchema(() => z.enum(['bank', 'ewallet']));
export type PayoutAccountType = z.infer<typeof payoutAccountTypeSchema>;

/** A bank or e-wallet the brand pays out to. */
export const payoutProviderSchema = lazySchema(() =>
  z.object({
    code: z.string(),
    name: z.string(),
    type: payoutAccountTypeSchema,
  }),
);
export type PayoutProvider = z.infer<typeof payoutProviderSchema>;

/** A bound bank card or e-wallet account; the number is only ever shown masked. */
export const payoutAccountSchema = lazySchema(() =>
  z.object({
    accountId: z.string(),
    type: payoutAccountTypeSchema,
    provider: z.string(),
    providerName: z.string(),
    /** All but the last four characters masked, e.g. `**** **** 4321`. */
    maskedNumber: z.string(),
    payeeName: z.string(),
    createdAt: z.number(),
  }),
);
export type PayoutAccount = z.infer<typeof payoutAccountSchema>;

export const payoutAccountListSchema = lazySchema(() =>
  z.object({
    list: z.array(payoutAccountSchema),
    providers: z.array(payoutProviderSchema),
    /** Most accounts of one type a member may bind. */
    maxPerType: z.number().check(z.int(), z.positive()),
  }),
);
export type PayoutAccountList = z.infer<typeof payoutAccountListSchema>;

/** GET /wps/member/payout-accounts */
export const payoutAccountsEndpoint = lazySchema(() =>
  defineEndpoint({
    method: 'GET',
    path: '/wps/member/payout-accounts',
    auth: 'token',
    registeredOnly: true,
    request: emptyRequestSchema,
    response: payoutAccountListSchema,
  }),
);

/**
 * POST /wps/member/payout-accounts: binds an account. The payee name must equal the profile's
 * real name (set it first); bank numbers are 6 to 24 digits, e-wallet ids 6 to 32 characters.
 */
export const addPayoutAccountEndpoint = lazySchema(() =>
  defineEndpoint({
    method: 'POST',
    path: '/wps/member/payout-accounts',
    auth: 'token',
    registeredOnly: true,
    request: z.strictObject({
      type: payoutAccountTypeSchema,
      provider: text(32).check(z.minLength(1)),
      accountNumber: text(40).check(z.minLength(6)),
      payeeName: text(50).check(z.minLength(1)),
    }),
    response: payoutAccountSchema,
  }),
);

/** DELETE /wps/member/payout-accounts?accountId=: refused while a withdrawal to it is open. */
export const deletePayoutAccountEndpoint = lazySchema(() =>
  defineEndpoint({
    method: 'DELETE',
    path: '/wps/member/payout-accounts',
    auth: 'token',
    registeredOnly: true,
    request: z.strictObject({ accountId: text(64).check(z.minLength(1)) }),
    response: z.null(),
  }),
);

/** A TOTP code (6 digits) or a recovery code (`xxxxx-xxxxx`). */
export const twoFactorCodeSchema = lazySchema(() => text(16).check(z.minLength(6)));

/** What an authenticator app needs: the otpauth URI for the QR code, and the secret to type. */
export const twoFactorSetupSchema = lazySchema(() =>
  z.object({
    /** Base32 secret, for typing in when the QR code cannot be scanned. */
    secret: z.string(),
    /** `otpauth://totp/...` (RFC 6238: SHA-1, 6 digits, 30 s), shown as a QR code. */
    otpauthUri: z.string(),
  }),
);
export type TwoFactorSetup = z.infer<typeof twoFactorSetupSchema>;

/**
 * POST /wps/member/security/2fa/setup: a new secret, not active until confirmed by
 * `/2fa/enable`. Refused (409) while two-factor login is already on.
 */
export const twoFactorSetupEndpoint = lazySchema(() =>
  defineEndpoint({
    method: 'POST',
    path: '/wps/member/security/2fa/setup',
    auth: 'token',
    registeredOnly: true,
    request: emptyRequestSchema,
    response: twoFactorSetupSchema,
  }),
);

/**
 * POST /wps/member/security/2fa/enable: confirms the set-up secret with a current code and
 * answers ten single-use recovery codes, shown once (only their hashes are stored).
 */
export const twoFactorEnableEndpoint = lazySchema(() =>
  defineEndpoint({
    method: 'POST',
    path: '/wps/member/security/2fa/enable',
    auth: 'token',
    registeredOnly: true,
    request: z.strictObject({ code: twoFactorCodeSchema }),
    response: z.object({ recoveryCodes: z.array(z.string()) }),
  }),
);

/** POST /wps/member/security/2fa/disable: needs a current code or an unused recovery code. */
export const twoFactorDisableEndpoint = lazySchema(() =>
  defineEndpoint({
    method: 'POST',
    path: '/wps/member/security/2fa/disable',
    auth: 'token',
    registeredOnly: true,
    request: z.strictObject({ code: twoFactorCodeSchema }),
    response: z.null(),
  }),
);

/**
 * The login's second step. When two-factor login is on, POST /wps/session/login answers 401
 * with `value.reason: 'twoFactorRequired'` and `value.twoFactor` (see `loginFailureValueSchema`);
 * this call exchanges that ticket and a code (TOTP or recovery) for the session. The ticket
 * lives 5 minutes and survives 5 wrong codes; wrong codes count as failed logins.
 */
export const twoFactorLoginEndpoint = lazySchema(() =>
  defineEndpoint({
    method: 'POST',
    path: '/wps/session/login/2fa',
    auth: 'none',
    request: z.strictObject({ ticket: text(128).check(z.minLength(1)), code: twoFactorCodeSchema }),
    response: loginResultSchema,
  }),
);
