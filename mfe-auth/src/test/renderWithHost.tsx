import { QueryClient } from '@tanstack/react-query';
import { render, type RenderResult } from '@testing-library/react';
import type { ReactNode } from 'react';
import { type Location, MemoryRouter, useLocation } from 'react-router-dom';
import {
  EventBus,
  type HostContext,
  type MemberInfo,
  type RegisterSetting,
  type SiteConfig,
  type Whitelabel,
} from 'shared-contracts';
import { decryptPayload } from 'shared-contracts/crypto';
import { initSharedI18n } from 'shared-ui/harness';

import { createAuthClient } from '../api/client';
import { AuthProviders } from '../app/AuthProviders';
import { authUi } from '../app/authUi';
import { createFakeHttp, type FakeRoute, ok } from './fakePlatform';

export const TEST_SECRET = 'test-secret';

/** The shared i18next instance, as the shell initialises it. */
export const initTestI18n = initSharedI18n;

/** A host like the shell's: a fresh bus and a token kept in memory. */
export const createFakeHost = (
  token: string | null = null,
): HostContext & { token: () => string | null } => {
  let current = token;
  const config: SiteConfig = {
    apiBaseUrl: 'http://api.test',
    wsPath: '/wps/ws',
    registryUrl: '',
    payloadSecret: TEST_SECRET,
  };
  return {
    bus: new EventBus(),
    config,
    getToken: () => current,
    setToken: (next) => {
      current = next;
    },
    token: () => current,
  };
};

/** Opens an encrypted body the way the platform does. */
export const opened = (body: unknown): Record<string, unknown> => {
  const result = decryptPayload(TEST_SECRET, body as { iv: string; data: string });
  if (!result.ok) throw new Error('undecryptable body');
  return result.sealed.payload as Record<string, unknown>;
};

export const member = (overrides: Partial<MemberInfo> = {}): MemberInfo => ({
  id: 'M1',
  account: 'player01',
  userName: 'player01',
  nickname: 'Player One',
  isAgent: 1,
  toUpline: false,
  clubLabel: null,
  memberLabel: [],
  vipLevel: 0,
  cpw: false,
  agentCentre: false,
  ...overrides,
});

const flag = (modId: string, on: boolean) => ({
  modId,
  enabled: on ? ('1' as const) : ('0' as const),
});

/** A whitelabel answer with the auth flags given. */
export const whitelabel = (flags: Record<string, boolean> = {}, freePlay = true): Whitelabel => ({
  brandCode: 'demo',
  brandName: 'Demo',
  logo: { dark: '', light: '' },
  languages: ['EN'],
  defaultLanguage: 'EN',
  whitelabel: Object.entries({
    DIRECTREG3: true,
    MOBILEVERCODELOGIN3: true,
    FREEPLAY3: true,
    PWDEXPFORCECHANGE3: true,
    MOBILENUMREG3: true,
    REGMOBVERF3: false,
    ...flags,
  }).map(([id, on]) => flag(id, on)),
  loginedToHomePage: false,
  freePlay,
  referralPromotion: false,
  esportsVassalages: [],
  currencySymbol: '$',
  resources: [],
  footer: {
    about: '',
    copyrightYear: 2022,
    payments: [],
    partners: [],
    responsibilityImage: '',
    helpLinks: [],
  },
  imageCDNs: [],
  launchGameCDNs: [],
  analytics: {},
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
  '/wps/captcha': () => ok({ captchaId: 'c1', image: 'data:image/svg+xml;base64,PHN2Zy8+' }),
  '/wps/member/info': () => ok(member()),
});

const LocationProbe = ({ onChange }: { onChange: (location: Location) => void }) => {
  onChange(useLocation());
  return null;
};

export interface RenderAuthOptions {
  route?: string;
  api?: Record<string, FakeRoute>;
  host?: ReturnType<typeof createFakeHost>;
  children: ReactNode;
}

export interface RenderAuthResult extends RenderResult {
  host: ReturnType<typeof createFakeHost>;
  /** Bodies (or query parameters) of every call made to a path. */
  calls: (path: string) => Array<Record<string, string>>;
  /** The router's current location. */
  location: () => string;
}

/** Renders auth screens as the shell mounts them: a router, a host, a fake platform behind the real client. */
export const renderAuth = ({
  route = '/index',
  api = {},
  host = createFakeHost(),
  children,
}: RenderAuthOptions): RenderAuthResult => {
  initTestI18n();
  authUi.close();
  const { http, calls } = createFakeHttp({ ...baseRoutes(), ...api });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  let current: Location | null = null;
  const result: RenderResult = render(
    <MemoryRouter initialEntries={[route]}>
      <AuthProviders host={host} client={createAuthClient(host, http)} queryClient={queryClient}>
        {children}
        <LocationProbe
          onChange={(location) => {
            current = location;
          }}
        />
      </AuthProviders>
    </MemoryRouter>,
  );
  return {
    ...result,
    host,
    calls,
    location: () => (current ? `${current.pathname}${current.search}` : ''),
  };
};
