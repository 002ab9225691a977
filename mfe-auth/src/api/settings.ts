import {
  authSettingEndpoint,
  countryCodesEndpoint,
  isFlagOn,
  registerSettingEndpoint,
  type Whitelabel,
  whitelabelEndpoint,
} from 'shared-contracts';
import { resourceKeys, useEndpointQuery } from 'shared-ui/kit';

const settings = resourceKeys('auth', 'settings');

/** The brand's whitelabel answer (the shell reads it too; this cache is the remote's own). */
export const useWhitelabel = () =>
  useEndpointQuery(whitelabelEndpoint, { url: window.location.host }, { key: settings });

/** The brand's registration field rules and public switches. */
export const useRegisterSetting = () =>
  useEndpointQuery(registerSettingEndpoint, {}, { key: settings });

/** Firebase sign-in and the SMS countdown factor of the brand. */
export const useAuthSetting = () => useEndpointQuery(authSettingEndpoint, {}, { key: settings });

/** The dialling codes the phone fields offer. */
export const useCountryCodes = () =>
  useEndpointQuery(countryCodesEndpoint, {}, { key: settings, select: (v) => v.list });

/** The whitelabel switches the auth screens follow (SPEC section 6). */
export interface AuthFlags {
  directRegister: boolean;
  smsLogin: boolean;
  freePlay: boolean;
  forcePasswordChangeWhenExpired: boolean;
  /** Registration by username is offered (USERNAMEREG3). */
  usernameRegister: boolean;
  /** Registration by phone with its SMS code (MOBILENUMREG3). */
  mobileRegister: boolean;
  /** Registration by phone and password, without an SMS code (MOBILENUMPASSREG3). */
  mobilePasswordRegister: boolean;
  /** Phone verification: SMS codes at registration and password reset by phone. */
  phoneVerification: boolean;
}

/** Reads the flags from the whitelabel answer; all off until it arrives. */
export const flagsOf = (whitelabel: Whitelabel | undefined): AuthFlags => {
  const tree = whitelabel?.whitelabel ?? [];
  return {
    directRegister: isFlagOn(tree, 'DIRECTREG3'),
    smsLogin: isFlagOn(tree, 'MOBILEVERCODELOGIN3'),
    freePlay: (whitelabel?.freePlay ?? false) && isFlagOn(tree, 'FREEPLAY3'),
    forcePasswordChangeWhenExpired: isFlagOn(tree, 'PWDEXPFORCECHANGE3'),
    usernameRegister: isFlagOn(tree, 'USERNAMEREG3'),
    mobileRegister: isFlagOn(tree, 'MOBILENUMREG3'),
    mobilePasswordRegister: isFlagOn(tree, 'MOBILENUMPASSREG3'),
    phoneVerification: isFlagOn(tree, 'REGMOBVERF3'),
  };
};

/** The auth flags of the brand. */
export const useAuthFlags = (): AuthFlags => flagsOf(useWhitelabel().data);
