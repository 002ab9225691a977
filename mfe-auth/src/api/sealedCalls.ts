import {
  changePasswordEndpoint,
  type ChangePasswordPayload,
  type Endpoint,
  type EndpointInput,
  firebaseLinkEndpoint,
  type FirebaseLinkPayload,
  loginEndpoint,
  type LoginPayload,
  memberRegisterEndpoint,
  memberRegisterMobileEndpoint,
  type PasswordByPhonePayload,
  passwordResetEndpoint,
  type PasswordResetPayload,
  passwordVerificationEndpoint,
  type RegisterPayload,
} from 'shared-contracts';
import { encryptPayload } from 'shared-contracts/crypto';
import { useEndpointMutation, useRemote } from 'shared-ui/kit';

/**
 * A call whose payload travels sealed with the site's secret (shared-contracts/crypto): sealed
 * at each send with a fresh IV, nonce and timestamp, so no two sends carry the same body. The
 * payloads hold passwords: the mutation cache drops them as soon as their form is gone.
 */
const useSealed = <E extends Endpoint, P>(endpoint: E) => {
  const secret = useRemote().host.config.payloadSecret;
  return useEndpointMutation<E, P>(endpoint, {
    toCall: (payload) => ({ input: encryptPayload(secret, payload) as EndpointInput<E> }),
    gcTime: 0,
  });
};

export const useLoginCall = () => useSealed<typeof loginEndpoint, LoginPayload>(loginEndpoint);

/** Registration by username, or by phone (the username is then the number), by form mode. */
export const useRegisterCalls = () => ({
  register: useSealed<typeof memberRegisterEndpoint, RegisterPayload>(memberRegisterEndpoint),
  registerMobile: useSealed<typeof memberRegisterMobileEndpoint, RegisterPayload>(
    memberRegisterMobileEndpoint,
  ),
});

/** A new password by SMS code; logs in. */
export const usePasswordByPhoneCall = () =>
  useSealed<typeof passwordVerificationEndpoint, PasswordByPhonePayload>(
    passwordVerificationEndpoint,
  );

/** The set-new-password step of an emailed reset link. */
export const usePasswordResetCall = () =>
  useSealed<typeof passwordResetEndpoint, PasswordResetPayload>(passwordResetEndpoint);

export const useChangePasswordCall = () =>
  useSealed<typeof changePasswordEndpoint, ChangePasswordPayload>(changePasswordEndpoint);

export const useFirebaseLinkCall = () =>
  useSealed<typeof firebaseLinkEndpoint, FirebaseLinkPayload>(firebaseLinkEndpoint);
