import {
  affiliateEndpoint,
  changePasswordEndpoint,
  type ChangePasswordPayload,
  encodeEncryptionHeader,
  firebaseLinkEndpoint,
  type FirebaseLinkPayload,
  firebaseLoginEndpoint,
  type FirebaseProvider,
  firebaseRegisterEndpoint,
  FREE_PLAY_GATEWAY_VERSION,
  FREE_PLAY_HEADERS,
  FREE_PLAY_PLATFORM,
  freePlayEndpoint,
  loginEndpoint,
  type LoginPayload,
  logoutEndpoint,
  memberInfoEndpoint,
  memberRegisterEndpoint,
  memberRegisterMobileEndpoint,
  type PasswordByPhonePayload,
  passwordEmailEndpoint,
  passwordResetEndpoint,
  type PasswordResetPayload,
  passwordVerificationEndpoint,
  type PlatformClient,
  type RegisterPayload,
  smsNoLoginEndpoint,
  smsRegisterEndpoint,
  twoFactorLoginEndpoint,
} from 'shared-contracts';
import { encryptPayload } from 'shared-contracts/crypto';

/** The visitor's operating system family, as the free-play call's `os` header wants it. */
const osFamily = (userAgent: string): string => {
  if (/android/i.test(userAgent)) return 'Android';
  if (/iphone|ipad|ipod/i.test(userAgent)) return 'iOS';
  if (/windows/i.test(userAgent)) return 'Windows';
  if (/mac os/i.test(userAgent)) return 'MacOS';
  if (/linux/i.test(userAgent)) return 'Linux';
  return 'Other';
};

const randomString = () =>
  Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) =>
    b.toString(16).padStart(2, '0'),
  ).join('');

/** Where the browser keeps its free-play device id (not a secret: a per-device counter key). */
export const FREE_PLAY_DEVICE_KEY = 'freePlay.deviceId';

/**
 * The device's free-play id: made once and kept in localStorage, so the platform's per-device
 * limit (against free-play farming) counts this browser; a fresh one per call when storage is
 * blocked.
 */
export const freePlayDeviceId = (): string => {
  try {
    const kept = window.localStorage.getItem(FREE_PLAY_DEVICE_KEY);
    if (kept && /^[0-9a-f]{32}$/.test(kept)) return kept;
    const made = randomString();
    window.localStorage.setItem(FREE_PLAY_DEVICE_KEY, made);
    return made;
  } catch {
    return randomString();
  }
};

/** Free play is the one call with headers of its own (SPEC section 7), sealed afresh each time. */
const freePlayHeaders = (secret: string): Record<string, string> => ({
  [FREE_PLAY_HEADERS.os]: osFamily(navigator.userAgent),
  [FREE_PLAY_HEADERS.platform]: FREE_PLAY_PLATFORM,
  [FREE_PLAY_HEADERS.gatewayVersion]: FREE_PLAY_GATEWAY_VERSION,
  [FREE_PLAY_HEADERS.encryption]: encodeEncryptionHeader(
    encryptPayload(secret, freePlayDeviceId()),
  ),
});

/**
 * The calls of the auth flows. Encrypted ones are sealed here, each with a fresh IV, nonce
 * and timestamp (shared-contracts/crypto), with the secret from the site configuration.
 */
export const createAuthCalls = (client: PlatformClient, secret: string) => ({
  login: (payload: LoginPayload) => client.call(loginEndpoint, encryptPayload(secret, payload)),
  /** The login's second step: the ticket of a right password and an authenticator code. */
  loginTwoFactor: (ticket: string, code: string) =>
    client.call(twoFactorLoginEndpoint, { ticket, code }),
  register: (payload: RegisterPayload, mobile: boolean) =>
    client.call(
      mobile ? memberRegisterMobileEndpoint : memberRegisterEndpoint,
      encryptPayload(secret, payload),
    ),
  resetPasswordByPhone: (payload: PasswordByPhonePayload) =>
    client.call(passwordVerificationEndpoint, encryptPayload(secret, payload)),
  changePassword: (payload: ChangePasswordPayload) =>
    client.call(changePasswordEndpoint, encryptPayload(secret, payload)),
  /** With the solved human verification (purpose `reset`). */
  forgotPasswordByEmail: (username: string, email: string, humanCheck: string) =>
    client.call(passwordEmailEndpoint, { username, email, humanCheck }),
  /** The set-new-password step of an emailed reset link. */
  resetPasswordByLink: (payload: PasswordResetPayload) =>
    client.call(passwordResetEndpoint, encryptPayload(secret, payload)),
  /**
   * Both SMS calls carry a solved human verification (purpose `sms`): the platform checks it
   * before anything else.
   */
  sendLoginCode: (
    mobileNum: string,
    countryDialingCode: string | undefined,
    purpose: 'login' | 'password',
    humanCheck: string,
  ) => client.call(smsNoLoginEndpoint, { mobileNum, countryDialingCode, purpose, humanCheck }),
  sendRegisterCode: (
    mobileNo: string,
    countryDialingCode: string | undefined,
    username: string | undefined,
    humanCheck: string,
  ) => client.call(smsRegisterEndpoint, { mobileNo, countryDialingCode, username, humanCheck }),
  resolveAffiliate: (code: string) =>
    client.call(affiliateEndpoint, { code, domain: window.location.hostname }),
  freePlay: () => client.call(freePlayEndpoint, {}, { headers: freePlayHeaders(secret) }),
  firebaseLogin: (idToken: string, provider: FirebaseProvider) =>
    client.call(firebaseLoginEndpoint, { idToken, provider }),
  firebaseLink: (payload: FirebaseLinkPayload) =>
    client.call(firebaseLinkEndpoint, encryptPayload(secret, payload)),
  firebaseRegister: (ticket: string, username: string) =>
    client.call(firebaseRegisterEndpoint, { ticket, username }),
  memberInfo: () => client.call(memberInfoEndpoint, {}),
  logout: () => client.call(logoutEndpoint, {}),
});
export type AuthCalls = ReturnType<typeof createAuthCalls>;
