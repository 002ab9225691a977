import { useQueryClient } from '@tanstack/react-query';
import {
  addPayoutAccountEndpoint,
  bindEmailEndpoint,
  bindPhoneEndpoint,
  changePasswordEndpoint,
  type ChangePasswordPayload,
  deletePayoutAccountEndpoint,
  type MemberProfile,
  memberProfileEndpoint,
  payoutAccountsEndpoint,
  profileUpdateEndpoint,
  registerSettingEndpoint,
  securityCodeEndpoint,
  twoFactorDisableEndpoint,
  twoFactorEnableEndpoint,
  twoFactorSetupEndpoint,
  withdrawalPasswordEndpoint,
} from 'shared-contracts';
import { encryptPayload } from 'shared-contracts/crypto';
import { resourceKeys, useEndpointMutation, useEndpointQuery, useRemote } from 'shared-ui/kit';

/** Query keys of the security centre. */
const security = resourceKeys('member', 'security');
const profile = () => security.call(memberProfileEndpoint, {});

/** The brand's field rules change with a deployment, not during a visit. */
const SETTING_STALE_MS = 10 * 60_000;

/** The member's own profile (GET /wps/member/profile). */
export const useProfile = () => useEndpointQuery(memberProfileEndpoint, {}, { key: security });

/** The brand's field rules (payee name, password, mobile...) and its dialling codes. */
export const useRegisterSetting = () =>
  useEndpointQuery(registerSettingEndpoint, {}, { key: security, staleTime: SETTING_STALE_MS });

/** Calls that answer the whole profile put it in the cache at once. */
const useProfileAnswer = () => {
  const queryClient = useQueryClient();
  return { onSuccess: (answer: MemberProfile) => queryClient.setQueryData(profile(), answer) };
};

/** Saves the profile form (PUT /wps/member/profile). */
export const useUpdateProfile = () =>
  useEndpointMutation(profileUpdateEndpoint, useProfileAnswer());

/** Sends a code to a new phone number or email address. */
export const useSendSecurityCode = () => useEndpointMutation(securityCodeEndpoint);

/** Binds a phone number with the code it received. */
export const useBindPhone = () => useEndpointMutation(bindPhoneEndpoint, useProfileAnswer());

/** Binds an email address with the code it received. */
export const useBindEmail = () => useEndpointMutation(bindEmailEndpoint, useProfileAnswer());

/**
 * Changes the login password (POST /wps/member/password, sealed with the site's payload
 * secret like every password call). The platform ends every session of the member on success.
 */
export const useChangeLoginPassword = () => {
  const { host } = useRemote();
  return useEndpointMutation(changePasswordEndpoint, {
    toCall: (payload: ChangePasswordPayload) => ({
      input: encryptPayload(host.config.payloadSecret, payload),
    }),
  });
};

/** Sets or changes the withdrawal password (`oldPassword` once one is set). */
export const useSetWithdrawalPassword = () =>
  useEndpointMutation(withdrawalPasswordEndpoint, { invalidates: [profile()] });

/** Bound bank cards and e-wallets, with the providers the brand pays out to. */
export const usePayoutAccounts = () =>
  useEndpointQuery(payoutAccountsEndpoint, {}, { key: security });

/** Binding or deleting an account changes the list and may lock the real name. */
const accountsChanged = () => ({
  invalidates: [security.call(payoutAccountsEndpoint, {}), profile()],
});

/** Binds a bank card or e-wallet account. */
export const useAddPayoutAccount = () =>
  useEndpointMutation(addPayoutAccountEndpoint, accountsChanged());

/** Deletes a bound account. */
export const useDeletePayoutAccount = () =>
  useEndpointMutation(deletePayoutAccountEndpoint, accountsChanged());

/** Starts two-factor set-up (it takes nothing): a new secret and its otpauth URI (not active yet). */
export const useTwoFactorSetup = () =>
  useEndpointMutation(twoFactorSetupEndpoint, { toCall: (_: void) => ({ input: {} }) });

/** Confirms the set-up with a current code; answers the recovery codes (shown once). */
export const useTwoFactorEnable = () =>
  useEndpointMutation(twoFactorEnableEndpoint, { invalidates: [profile()] });

/** Turns two-factor login off with a current code or an unused recovery code. */
export const useTwoFactorDisable = () =>
  useEndpointMutation(twoFactorDisableEndpoint, { invalidates: [profile()] });
