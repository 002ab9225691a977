import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
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
  type PayoutAccountType,
  type ProfileUpdate,
  profileUpdateEndpoint,
  registerSettingEndpoint,
  securityCodeEndpoint,
  type SecurityCodeRequest,
  twoFactorDisableEndpoint,
  twoFactorEnableEndpoint,
  twoFactorSetupEndpoint,
  withdrawalPasswordEndpoint,
} from 'shared-contracts';
import { encryptPayload } from 'shared-contracts/crypto';
import { useRemote } from 'shared-ui/kit';

/** Query keys of the security centre (profile, field rules, payout accounts). */
export const securityKeys = {
  all: ['member', 'security'] as const,
  profile: () => [...securityKeys.all, 'profile'] as const,
  registerSetting: () => [...securityKeys.all, 'registerSetting'] as const,
  payoutAccounts: () => [...securityKeys.all, 'payoutAccounts'] as const,
};

/** The brand's field rules change with a deployment, not during a visit. */
const SETTING_STALE_MS = 10 * 60_000;

/** The member's own profile (GET /wps/member/profile). */
export const useProfile = () => {
  const { client } = useRemote();
  return useQuery({
    queryKey: securityKeys.profile(),
    queryFn: ({ signal }) => client.call(memberProfileEndpoint, {}, { signal }),
  });
};

/** The brand's field rules (payee name, password, mobile...) and its dialling codes. */
export const useRegisterSetting = () => {
  const { client } = useRemote();
  return useQuery({
    queryKey: securityKeys.registerSetting(),
    queryFn: ({ signal }) => client.call(registerSettingEndpoint, {}, { signal }),
    staleTime: SETTING_STALE_MS,
  });
};

/** Calls that answer the whole profile put it in the cache at once. */
const useProfileAnswer = () => {
  const queryClient = useQueryClient();
  return (profile: MemberProfile) => queryClient.setQueryData(securityKeys.profile(), profile);
};

/** Saves the profile form (PUT /wps/member/profile). */
export const useUpdateProfile = () => {
  const { client } = useRemote();
  const onSuccess = useProfileAnswer();
  return useMutation({
    mutationFn: (input: ProfileUpdate) => client.call(profileUpdateEndpoint, input),
    onSuccess,
  });
};

/** Sends a code to a new phone number or email address. */
export const useSendSecurityCode = () => {
  const { client } = useRemote();
  return useMutation({
    mutationFn: (input: SecurityCodeRequest) => client.call(securityCodeEndpoint, input),
  });
};

/** Binds a phone number with the code it received. */
export const useBindPhone = () => {
  const { client } = useRemote();
  const onSuccess = useProfileAnswer();
  return useMutation({
    mutationFn: (input: {
      mobileNum: string;
      countryDialingCode?: string;
      verificationCode: string;
    }) => client.call(bindPhoneEndpoint, input),
    onSuccess,
  });
};

/** Binds an email address with the code it received. */
export const useBindEmail = () => {
  const { client } = useRemote();
  const onSuccess = useProfileAnswer();
  return useMutation({
    mutationFn: (input: { email: string; verificationCode: string }) =>
      client.call(bindEmailEndpoint, input),
    onSuccess,
  });
};

/**
 * Changes the login password (POST /wps/member/password, sealed with the site's payload
 * secret like every password call). The platform ends every session of the member on success.
 */
export const useChangeLoginPassword = () => {
  const { client, host } = useRemote();
  return useMutation({
    mutationFn: (payload: ChangePasswordPayload) =>
      client.call(changePasswordEndpoint, encryptPayload(host.config.payloadSecret, payload)),
  });
};

/** Sets or changes the withdrawal password (`oldPassword` once one is set). */
export const useSetWithdrawalPassword = () => {
  const { client } = useRemote();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: {
      oldPassword?: string;
      newPassword: string;
      confirmNewPassword: string;
    }) => client.call(withdrawalPasswordEndpoint, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: securityKeys.profile() }),
  });
};

/** Bound bank cards and e-wallets, with the providers the brand pays out to. */
export const usePayoutAccounts = () => {
  const { client } = useRemote();
  return useQuery({
    queryKey: securityKeys.payoutAccounts(),
    queryFn: ({ signal }) => client.call(payoutAccountsEndpoint, {}, { signal }),
  });
};

/** Binding or deleting an account changes the list and may lock the real name. */
const useAccountsChanged = () => {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: securityKeys.payoutAccounts() }),
      queryClient.invalidateQueries({ queryKey: securityKeys.profile() }),
    ]);
};

/** Binds a bank card or e-wallet account. */
export const useAddPayoutAccount = () => {
  const { client } = useRemote();
  const onSuccess = useAccountsChanged();
  return useMutation({
    mutationFn: (input: {
      type: PayoutAccountType;
      provider: string;
      accountNumber: string;
      payeeName: string;
    }) => client.call(addPayoutAccountEndpoint, input),
    onSuccess,
  });
};

/** Deletes a bound account. */
export const useDeletePayoutAccount = () => {
  const { client } = useRemote();
  const onSuccess = useAccountsChanged();
  return useMutation({
    mutationFn: (accountId: string) => client.call(deletePayoutAccountEndpoint, { accountId }),
    onSuccess,
  });
};

/** Starts two-factor set-up: a new secret and its otpauth URI (not active yet). */
export const useTwoFactorSetup = () => {
  const { client } = useRemote();
  return useMutation({ mutationFn: () => client.call(twoFactorSetupEndpoint, {}) });
};

/** Confirms the set-up with a current code; answers the recovery codes (shown once). */
export const useTwoFactorEnable = () => {
  const { client } = useRemote();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (code: string) => client.call(twoFactorEnableEndpoint, { code }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: securityKeys.profile() }),
  });
};

/** Turns two-factor login off with a current code or an unused recovery code. */
export const useTwoFactorDisable = () => {
  const { client } = useRemote();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (code: string) => client.call(twoFactorDisableEndpoint, { code }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: securityKeys.profile() }),
  });
};
