import { z } from 'zod/mini';

import { PLATFORM_WEB } from '../constants';
import { type EncryptedBody, encryptedBodySchema } from '../crypto/encryptedBody';
import { lazySchema } from '../lazySchema';
import { emptyRequestSchema, text } from './common';
import { defineEndpoint } from './endpoint';
import { humanCheckField } from './humanCheck';
import { loginResultSchema } from './session';

/** A country the dialling-code pickers offer. */
export const countrySchema = lazySchema(() =>
  z.object({ countryCode: z.string(), countryDialingCode: z.string() }),
);
export type Country = z.infer<typeof countrySchema>;

/** GET /wps/system/countryCodes: the dialling codes of the SMS and registration forms. */
export const countryCodesEndpoint = lazySchema(() =>
  defineEndpoint({
    method: 'GET',
    path: '/wps/system/countryCodes',
    auth: 'none',
    request: emptyRequestSchema,
    response: z.object({ list: z.array(countrySchema) }),
  }),
);

/** Public Firebase web configuration of a brand (Google and Facebook sign-in). */
export const firebaseConfigSchema = lazySchema(() =>
  z.object({
    apiKey: z.string(),
    authDomain: z.string(),
    projectId: z.string(),
    appId: z.string(),
  }),
);
export type FirebaseConfig = z.infer<typeof firebaseConfigSchema>;

/** Brand settings of the auth screens that the whitelabel answer does not carry. */
export const authSettingSchema = lazySchema(() =>
  z.object({
    /** Null: no Firebase, so no Google or Facebook buttons. */
    firebase: z.nullable(firebaseConfigSchema),
    googleLogin: z.boolean(),
    facebookLogin: z.boolean(),
    /** The login SMS countdown is 60 s times this factor (SPEC section 4). */
    smsCountdownFactor: z.number().check(z.int(), z.gte(1), z.lte(10)),
    /** Origin of a Firebase Auth emulator (local runs and tests only; never in production). */
    firebaseEmulatorUrl: z.optional(z.string()),
    /**
     * Minutes without activity after which a session ends (AGCO 4.30); the site warns a minute
     * before. Absent from older platforms: the site then uses {@link DEFAULT_IDLE_MINUTES}.
     */
    idleMinutes: z.optional(z.number().check(z.int(), z.gte(2), z.lte(24 * 60))),
  }),
);
/** The inactivity limit when the brand sets none: 15 minutes. */
export const DEFAULT_IDLE_MINUTES = 15;
export type AuthSetting = z.infer<typeof authSettingSchema>;

/** GET /wps/system/setting/auth */
export const authSettingEndpoint = lazySchema(() =>
  defineEndpoint({
    method: 'GET',
    path: '/wps/system/setting/auth',
    auth: 'none',
    request: emptyRequestSchema,
    response: authSettingSchema,
  }),
);

/** What a captcha image is: a base64 PNG data URL (never SVG, whose text a script reads). */
export const CAPTCHA_IMAGE_PATTERN = /^data:image\/png;base64,[A-Za-z0-9+/]+={0,2}$/;

/** A picture captcha: its single-use id and the image as a data URL. */
export const captchaSchema = lazySchema(() =>
  z.object({
    captchaId: z.string(),
    /**
     * The image as a base64 PNG data URL (`data:image/png;base64,...`): a raster with no text in it
     * for a script to read. Anything else (an SVG, whose digits are text elements) is refused.
     */
    image: z
      .string()
      .check(z.regex(CAPTCHA_IMAGE_PATTERN, 'must be a PNG data URL (data:image/png;base64,...)')),
  }),
);
export type Captcha = z.infer<typeof captchaSchema>;

/** GET /wps/captcha: a new captcha; each id can be checked once. */
export const captchaEndpoint = lazySchema(() =>
  defineEndpoint({
    method: 'GET',
    path: '/wps/captcha',
    auth: 'none',
    request: emptyRequestSchema,
    response: captchaSchema,
  }),
);

/** How long an SMS code stays valid. */
export const smsSentSchema = lazySchema(() =>
  z.object({ expiredMinutes: z.number().check(z.int(), z.positive()) }),
);
export type SmsSent = z.infer<typeof smsSentSchema>;

/** A dialling code such as +66. */
export const dialingCodeSchema = lazySchema(() =>
  z.string().check(z.regex(/^\+[0-9]{1,4}$/, 'must be + and 1 to 4 digits')),
);

/**
 * POST /wps/verification/sms/noLogin: a code for SMS login or password reset by phone. The
 * human verification (`humanCheck`, purpose `sms`) is checked first; a missing or failed one is
 * refused (400, reason `humanCheckRequired` or `humanCheckFailed`) and no SMS goes out.
 */
export const smsNoLoginEndpoint = lazySchema(() =>
  defineEndpoint({
    method: 'POST',
    path: '/wps/verification/sms/noLogin',
    auth: 'none',
    request: z.strictObject({
      mobileNum: text(20),
      countryDialingCode: z.optional(dialingCodeSchema),
      purpose: z.enum(['login', 'password']),
      humanCheck: humanCheckField(),
    }),
    response: smsSentSchema,
  }),
);

/**
 * POST /wps/verification/sms/register: a code for registration (mobile or username form). SPEC
 * section 7: countryDialingCode, mobileNo and the verification result, here the human
 * verification (purpose `sms`), checked before anything else as on {@link smsNoLoginEndpoint}.
 */
export const smsRegisterEndpoint = lazySchema(() =>
  defineEndpoint({
    method: 'POST',
    path: '/wps/verification/sms/register',
    auth: 'none',
    request: z.strictObject({
      mobileNo: text(20),
      countryDialingCode: z.optional(dialingCodeSchema),
      username: z.optional(text(64)),
      humanCheck: humanCheckField(),
    }),
    response: smsSentSchema,
  }),
);

/** What the registration forms send, inside the encrypted body (SPEC section 3). */
export const registerPayloadSchema = lazySchema(() =>
  z.strictObject({
    username: z.optional(text(64)),
    password: z.optional(text(128)),
    confirmPassword: z.optional(text(128)),
    payeeName: z.optional(text(100)),
    email: z.optional(text(100)),
    qqNum: z.optional(text(32)),
    mobileNum: z.optional(text(20)),
    countryDialingCode: z.optional(dialingCodeSchema),
    recommenderId: z.optional(text(32)),
    /** The picture captcha's answer, when the brand enables it (`captchaEnabled`). */
    captcha: z.optional(text(16)),
    captchaId: z.optional(text(64)),
    /** The solved human verification (purpose `register`): required by every registration. */
    humanCheck: humanCheckField(),
    verificationCode: z.optional(text(255)),
    affiliateCode: z.optional(text(32)),
    paymentPassword: z.optional(text(32)),
    line: z.optional(text(64)),
    whatsapp: z.optional(text(32)),
    zalo: z.optional(text(32)),
    facebook: z.optional(text(100)),
    wechat: z.optional(text(64)),
    idNumber: z.optional(text(32)),
    referralCode: z.optional(text(32)),
    domain: z.optional(text(255)),
    registerUrl: z.optional(text(500)),
    registerMethod: z.literal('WEB'),
    /** Log the new account in at once (the answer then carries a token). */
    login: z.literal(true),
  }),
);
export type RegisterPayload = z.infer<typeof registerPayloadSchema>;

/** POST /wps/member/register (encrypted): username registration; answers a login. */
export const memberRegisterEndpoint = lazySchema(() =>
  defineEndpoint({
    method: 'POST',
    path: '/wps/member/register',
    auth: 'none',
    body: 'encrypted',
    request: encryptedBodySchema,
    payload: registerPayloadSchema,
    response: loginResultSchema,
  }),
);

/** POST /wps/member/register/mobile (encrypted): the username is the mobile number. */
export const memberRegisterMobileEndpoint = lazySchema(() =>
  defineEndpoint({
    method: 'POST',
    path: '/wps/member/register/mobile',
    auth: 'none',
    body: 'encrypted',
    request: encryptedBodySchema,
    payload: registerPayloadSchema,
    response: loginResultSchema,
  }),
);

/** GET /wps/agent/affiliate: resolves an invitation code; an unknown code answers 404. */
export const affiliateEndpoint = lazySchema(() =>
  defineEndpoint({
    method: 'GET',
    path: '/wps/agent/affiliate',
    auth: 'none',
    request: z.strictObject({
      code: text(32).check(z.minLength(1)),
      domain: z.optional(text(255)),
    }),
    response: z.object({ code: z.string(), agentNickname: z.string() }),
  }),
);

/**
 * POST /wps/member/password/email (form): sends a reset to the member's email, after the human
 * verification (purpose `reset`).
 */
export const passwordEmailEndpoint = lazySchema(() =>
  defineEndpoint({
    method: 'POST',
    path: '/wps/member/password/email',
    auth: 'none',
    body: 'form',
    request: z.strictObject({
      username: text(64),
      email: text(100),
      humanCheck: humanCheckField(),
    }),
    response: z.null(),
  }),
);

/** What the phone password reset sends, inside the encrypted body. */
export const passwordByPhonePayloadSchema = lazySchema(() =>
  z.strictObject({
    mobileNum: text(20),
    countryDialingCode: z.optional(dialingCodeSchema),
    verificationCode: text(255),
    newPassword: text(128),
  }),
);
export type PasswordByPhonePayload = z.infer<typeof passwordByPhonePayloadSchema>;

/** POST /wps/member/password/verification (encrypted): new password by SMS; logs in. */
export const passwordVerificationEndpoint = lazySchema(() =>
  defineEndpoint({
    method: 'POST',
    path: '/wps/member/password/verification',
    auth: 'none',
    body: 'encrypted',
    request: encryptedBodySchema,
    payload: passwordByPhonePayloadSchema,
    response: loginResultSchema,
  }),
);

/**
 * What the set-new-password step of an emailed reset link sends, inside the encrypted body:
 * the link's token (single use, 30 minutes) and the new password twice.
 */
export const passwordResetPayloadSchema = lazySchema(() =>
  z.strictObject({
    token: text(128).check(z.minLength(1)),
    newPassword: text(128),
    confirmNewPassword: text(128),
  }),
);
export type PasswordResetPayload = z.infer<typeof passwordResetPayloadSchema>;

/**
 * POST /wps/member/password/reset (encrypted): sets a new password with an emailed reset link
 * and ends every session of the member. A used, expired or unknown link is refused with reason
 * `resetLinkInvalid`.
 */
export const passwordResetEndpoint = lazySchema(() =>
  defineEndpoint({
    method: 'POST',
    path: '/wps/member/password/reset',
    auth: 'none',
    body: 'encrypted',
    request: encryptedBodySchema,
    payload: passwordResetPayloadSchema,
    response: z.null(),
  }),
);

/** What the change-password form sends, inside the encrypted body. */
export const changePasswordPayloadSchema = lazySchema(() =>
  z.strictObject({
    oldPassword: text(128),
    newPassword: text(128),
    confirmNewPassword: text(128),
  }),
);
export type ChangePasswordPayload = z.infer<typeof changePasswordPayloadSchema>;

/** POST /wps/member/password (encrypted, with token): ends every session of the member. */
export const changePasswordEndpoint = lazySchema(() =>
  defineEndpoint({
    method: 'POST',
    path: '/wps/member/password',
    auth: 'token',
    body: 'encrypted',
    request: encryptedBodySchema,
    payload: changePasswordPayloadSchema,
    response: z.null(),
  }),
);

/** Headers of the free-play call (SPEC section 7). */
export const FREE_PLAY_HEADERS = {
  os: 'os',
  platform: 'platform',
  encryption: 'Encryption',
  gatewayVersion: 'X-Gateway-Version',
} as const;
/** Gateway version the free-play call speaks. */
export const FREE_PLAY_GATEWAY_VERSION = '3';
/** Platform header value of the web site. */
export const FREE_PLAY_PLATFORM = PLATFORM_WEB;

/** Packs an encrypted body into one header value (base64 has no '.'). */
export const encodeEncryptionHeader = (body: EncryptedBody): string => `${body.iv}.${body.data}`;

/** Unpacks the Encryption header; null when it is not `iv.data`. */
export const decodeEncryptionHeader = (value: string): EncryptedBody | null => {
  const [iv, data, extra] = value.split('.');
  if (!iv || !data || extra !== undefined) return null;
  const parsed = encryptedBodySchema.safeParse({ iv, data });
  return parsed.success ? parsed.data : null;
};

/** POST /wps/session/login/freeplay: a trial (isAgent 4) account with a demo balance. */
export const freePlayEndpoint = lazySchema(() =>
  defineEndpoint({
    method: 'POST',
    path: '/wps/session/login/freeplay',
    auth: 'none',
    request: emptyRequestSchema,
    response: loginResultSchema,
  }),
);
