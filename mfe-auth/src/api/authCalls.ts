import {
  affiliateEndpoint,
  changePasswordEndpoint,
  type ChangePasswordPayload,
  firebaseLinkEndpoint,
  type FirebaseLinkPayload,
  firebaseLoginEndpoint,
  type FirebaseProvider,
  firebaseRegisterEndpoint,
  freePlayEndpoint,
  loginEndpoint,
  type LoginPayload,
  logoutEndpoint,
  memberInfoEndpoint,
  memberRegisterEndpoint,
  memberRegisterMobileEndpoint,
  type PasswordByPhonePayload,
  passwordEmailEndpoint,
  passwordVerificationEndpoint,
  type PlatformClient,
  type RegisterPayload,
  smsNoLoginEndpoint,
  smsRegisterEndpoint,
} from 'shared-contracts';
import { encryptPayload } from 'shared-contracts/crypto';

/**
 * The calls of the auth flows. Encrypted ones are sealed here, each with a fresh IV, nonce
 * and timestamp (shared-contracts/crypto), with the secret from the site configuration.
 */
export const createAuthCalls = (client: PlatformClient, secret: string) => ({
  login: (payload: LoginPayload) => client.call(loginEndpoint, encryptPayload(secret, payload)),
  register: (payload: RegisterPayload, mobile: boolean) =>
    client.call(
      mobile ? memberRegisterMobileEndpoint : memberRegisterEndpoint,
      encryptPayload(secret, payload),
    ),
  resetPasswordByPhone: (payload: PasswordByPhonePayload) =>
    client.call(passwordVerificationEndpoint, encryptPayload(secret, payload)),
  changePassword: (payload: ChangePasswordPayload) =>
    client.call(changePasswordEndpoint, encryptPayload(secret, payload)),
  forgotPasswordByEmail: (username: string, email: string) =>
    client.call(passwordEmailEndpoint, { username, email }),
  sendLoginCode: (
    mobileNum: string,
    countryDialingCode: string | undefined,
    purpose: 'login' | 'password',
  ) => client.call(smsNoLoginEndpoint, { mobileNum, countryDialingCode, purpose }),
  sendRegisterCode: (mobileNo: string, countryDialingCode: string | undefined, username?: string) =>
    client.call(smsRegisterEndpoint, { mobileNo, countryDialingCode, username }),
  resolveAffiliate: (code: string) =>
    client.call(affiliateEndpoint, { code, domain: window.location.hostname }),
  freePlay: () => client.call(freePlayEndpoint, {}),
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
