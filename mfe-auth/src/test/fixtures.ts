import type { RegisterSetting, Whitelabel } from 'shared-contracts';
import { decryptPayload } from 'shared-contracts/crypto';
import {
  type FakeRoute,
  HUMAN_CHECK_CHALLENGE_PATH,
  humanCheckRoute,
  ok,
  TEST_PAYLOAD_SECRET,
  testMember,
  testWhitelabel,
} from 'shared-ui/testing';

/**
 * A captcha image as the platform sends it: a PNG data URL (a 1x1 pixel here). The contract
 * refuses anything else, SVG above all (its digits are text a script reads).
 */
export const CAPTCHA_PNG =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';

/** The payload secret of the kit's fake host. */
export const TEST_SECRET = TEST_PAYLOAD_SECRET;

/** Opens an encrypted body the way the platform does. */
export const opened = (body: unknown): Record<string, unknown> => {
  const result = decryptPayload(TEST_SECRET, body as { iv: string; data: string });
  if (!result.ok) throw new Error('undecryptable body');
  return result.sealed.payload as Record<string, unknown>;
};

const flag = (modId: string, on: boolean) => ({
  modId,
  enabled: on ? ('1' as const) : ('0' as const),
});

/** A whitelabel answer with the auth flags given. */
export const whitelabel = (flags: Record<string, boolean> = {}, freePlay = true): Whitelabel =>
  testWhitelabel({
    whitelabel: Object.entries({
      DIRECTREG3: true,
      USERNAMEREG3: true,
      MOBILEVERCODELOGIN3: true,
      FREEPLAY3: true,
      PWDEXPFORCECHANGE3: true,
      MOBILENUMREG3: true,
      REGMOBVERF3: false,
      ...flags,
    }).map(([id, on]) => flag(id, on)),
    freePlay,
  });

const rule = (patternId: number, minLength: number, maxLength: number, required = false) => ({
  enabled: true,
  required,
  acceptedPattern: '',
  patternId,
  minLength,
  maxLength,
});

/** Registration settings like the demo brand's, smaller. */
export const registerSetting = (overrides: Partial<RegisterSetting> = {}): RegisterSetting => ({
  fields: {
    username: rule(1, 6, 16, true),
    password: rule(19, 8, 20, true),
    confirmPassword: rule(19, 8, 20, true),
    mobileNum: { ...rule(20, 8, 15), enabled: false },
    verificationCode: rule(6, 4, 6, true),
    email: rule(3, 6, 64),
    affiliateCode: rule(4, 4, 16),
    captcha: rule(6, 4, 4, true),
  },
  captchaEnabled: false,
  mobileRegistration: false,
  countries: [{ countryCode: 'TH', countryDialingCode: '+66' }],
  ...overrides,
});

/** The routes every screen reads; tests add or replace the ones they exercise. */
export const baseRoutes = (): Record<string, FakeRoute> => ({
  '/wps/system/whitelabel': () => ok(whitelabel()),
  '/wps/system/setting/register': () => ok(registerSetting()),
  '/wps/system/setting/auth': () =>
    ok({ firebase: null, googleLogin: false, facebookLogin: false, smsCountdownFactor: 1 }),
  '/wps/system/countryCodes': () =>
    ok({ list: [{ countryCode: 'TH', countryDialingCode: '+66' }] }),
  '/wps/promotions': () => ok({ list: [] }),
  '/wps/captcha': () => ok({ captchaId: 'c1', image: CAPTCHA_PNG }),
  [HUMAN_CHECK_CHALLENGE_PATH]: humanCheckRoute,
  '/wps/member/info': () => ok(testMember()),
});
