import type {
  MemberProfile,
  PayoutAccount,
  PayoutAccountList,
  RegisterSetting,
} from 'shared-contracts';
import { type FakeRoute, ok } from 'shared-ui/testing';

import en from '../../i18n/security/en.json';

/** The page's English words, for finding elements by name in tests. */
export const words = en;

/** A profile of the test member, nothing bound yet. */
export const testProfile = (overrides: Partial<MemberProfile> = {}): MemberProfile => ({
  username: 'player01',
  nickname: 'Lucky',
  realName: null,
  realNameLocked: false,
  email: null,
  emailVerified: false,
  mobileNum: null,
  countryDialingCode: null,
  phoneVerified: false,
  birthday: null,
  ageConfirmed: false,
  address: null,
  nationality: null,
  placeOfBirth: null,
  occupation: null,
  sourceOfIncome: null,
  lineId: null,
  withdrawalPasswordSet: false,
  twoFactorEnabled: false,
  ...overrides,
});

const rule = (patternId: number, minLength: number, maxLength: number, enabled = true) => ({
  enabled,
  required: false,
  acceptedPattern: '',
  patternId,
  minLength,
  maxLength,
});

/** Field rules like the demo brand's. */
export const testSetting = (): RegisterSetting => ({
  fields: {
    password: rule(19, 8, 20),
    mobileNum: rule(20, 8, 15),
    verificationCode: rule(6, 4, 6),
    payeeName: rule(16, 3, 50),
    paymentPassword: rule(6, 6, 6, false),
    line: rule(9, 4, 30),
    email: rule(3, 6, 64),
  },
  captchaEnabled: false,
  mobileRegistration: true,
  countries: [
    { countryCode: 'TH', countryDialingCode: '+66' },
    { countryCode: 'VN', countryDialingCode: '+84' },
  ],
});

/** A bound account as the platform lists it. */
export const testAccount = (overrides: Partial<PayoutAccount> = {}): PayoutAccount => ({
  accountId: 'acc-1',
  type: 'bank',
  provider: 'KBANK',
  providerName: 'Kasikorn Bank',
  maskedNumber: '**** 4321',
  payeeName: 'Somchai Jaidee',
  createdAt: 1_700_000_000_000,
  ...overrides,
});

/** The payout-account list with the demo brand's providers. */
export const testAccountList = (list: PayoutAccount[] = []): PayoutAccountList => ({
  list,
  providers: [
    { code: 'KBANK', name: 'Kasikorn Bank', type: 'bank' },
    { code: 'SCB', name: 'Siam Commercial Bank', type: 'bank' },
    { code: 'TRUEMONEY', name: 'TrueMoney Wallet', type: 'ewallet' },
  ],
  maxPerType: 2,
});

/** The reads every part of the page makes; a test adds or replaces routes. */
export const securityApi = (
  routes: Record<string, FakeRoute> = {},
  profile: MemberProfile = testProfile(),
): Record<string, FakeRoute> => ({
  '/wps/member/profile': () => ok(profile),
  '/wps/system/setting/register': () => ok(testSetting()),
  '/wps/member/payout-accounts': () => ok(testAccountList()),
  ...routes,
});
