import type { PlatformClient } from 'shared-contracts';
import {
  EventBus,
  type HostContext,
  type MemberInfo,
  PlatformError,
  type Resource,
  type SiteStatus,
  type Whitelabel,
} from 'shared-contracts';
import { testMember, testWhitelabel } from 'shared-ui/testing';

/** Answers of the fake platform by endpoint path; a missing path fails like a 404. */
export type FakeHandlers = Record<string, (input: Record<string, unknown>) => unknown>;

/** A platform client that answers from handlers and records every call. */
export interface FakeClient extends PlatformClient {
  calls: Array<{ path: string; input: unknown }>;
}

/** A fake platform client for tests (no network). */
export const createFakeClient = (handlers: FakeHandlers): FakeClient => {
  const calls: FakeClient['calls'] = [];
  return {
    calls,
    async call(endpoint, input) {
      calls.push({ path: endpoint.path, input });
      const handler = handlers[endpoint.path];
      if (!handler) throw new PlatformError(`No fake for ${endpoint.path}`, 404, 'platform');
      // Parsing the request like the real client keeps tests honest about inputs.
      const request = endpoint.request.parse(input) as Record<string, unknown>;
      return handler(request) as never;
    },
  };
};

/** A host context with a fresh bus and no session unless a token is given. */
export const createFakeHost = ({ token = null }: { token?: string | null } = {}): HostContext => ({
  bus: new EventBus(),
  config: {
    apiBaseUrl: 'https://api.test',
    wsPath: '/ws',
    registryUrl: '/registry.json',
    payloadSecret: 'test-secret',
  },
  getToken: () => token,
  setToken: () => undefined,
});

/** A whitelabel node list with the given flags on. */
export const flagsOn = (...flags: string[]): Whitelabel['whitelabel'] =>
  flags.map((modId) => ({ modId, enabled: '1' as const }));

/** Brand configuration for tests. */
export const fakeWhitelabel = (overrides: Partial<Whitelabel> = {}): Whitelabel =>
  testWhitelabel({
    brandCode: 'TEST',
    brandName: 'Test Brand',
    logo: { dark: '/assets/brand/logo-dark.svg', light: '/assets/brand/logo-light.svg' },
    languages: ['EN', 'TH'],
    whitelabel: flagsOn('DIRECTREG3', 'FREEPLAY3'),
    footer: {
      about: 'About the test brand.',
      copyrightYear: 2022,
      payments: Array.from({ length: 16 }, (_, index) => ({
        name: `Pay ${index + 1}`,
        icon: `/assets/payments/${index + 1}.svg`,
      })),
      partners: [
        { name: 'Partner', darkLogo: '/assets/p-dark.svg', lightLogo: '/assets/p-light.svg' },
      ],
      responsibilityImage: '/assets/brand/responsibility.svg',
      helpLinks: [{ anchor: 'faq', title: 'FAQ' }],
    },
    ...overrides,
  });

/** Brand resources for tests. */
export const fakeResources = (): Resource[] => [
  { type: 'AFFILIATELINK', url: 'https://aff.test/apply' },
  { type: 'Android', url: 'https://dl.test/app.apk' },
  { type: 'MOBILECONFIG', url: 'https://dl.test/app.mobileconfig' },
  { type: 'FACEBOOK', url: 'https://facebook.test/brand' },
  { type: 'YOUTUBE', url: 'https://youtube.test/brand' },
];

/** A normal site status. */
export const fakeStatus = (overrides: Partial<SiteStatus> = {}): SiteStatus => ({
  status: 0,
  location: { ip: '203.0.113.7', country: 'TH' },
  ...overrides,
});

/** A member for tests. */
export const fakeMember = (overrides: Partial<MemberInfo> = {}): MemberInfo =>
  testMember({
    id: 'm1',
    account: 'player1',
    userName: 'player1',
    nickname: 'Lucky Player',
    ...overrides,
  });

/** Default answers of every call the shell makes on start-up. */
export const defaultHandlers = (): FakeHandlers => ({
  '/wps/system/status': () => fakeStatus(),
  '/wps/system/whitelabel': () => fakeWhitelabel(),
  '/wps/system/resources': () => fakeResources(),
  '/lgw/games/game_menus': () => [],
  '/wps/system/banners': () => [],
  '/wps/system/notice': () => ({ list: [], total: 0, totalPages: 0, pageNo: 1 }),
  '/wps/system/helpCenter': () => ({ sections: [] }),
  '/wps/system/customerService': () => ({ version: { pathList: [] } }),
  // A guest's page asks on the server, for its early login dialog (ADR 0032).
  '/wps/system/setting/auth': () => ({
    firebase: null,
    googleLogin: false,
    facebookLogin: false,
    smsCountdownFactor: 1,
  }),
});
