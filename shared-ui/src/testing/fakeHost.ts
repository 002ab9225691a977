import { act } from 'react';
import {
  type BusCommand,
  type BusCommandType,
  EventBus,
  type HostContext,
  type MemberInfo,
} from 'shared-contracts';

export const TEST_API_BASE_URL = 'http://api.test';
export const TEST_TOKEN = 'site-token-123';
export const TEST_PAYLOAD_SECRET = 'test-secret';

/** A member as the platform describes one; override what a test is about. */
export const testMember = (overrides: Partial<MemberInfo> = {}): MemberInfo => ({
  id: 'M000001',
  account: 'demo',
  userName: 'demo',
  nickname: 'Demo Player',
  isAgent: 1,
  toUpline: false,
  clubLabel: null,
  memberLabel: [],
  vipLevel: 0,
  cpw: false,
  agentCentre: false,
  ...overrides,
});

/** A host context like the shell's, plus a look at the token it holds. */
export type FakeHost = HostContext & { token: () => string | null };

/** What a fake host starts with. */
export interface FakeHostOptions {
  /** Signed in as this member (with {@link TEST_TOKEN}). */
  member?: MemberInfo | null;
  /** A token without a member on the bus (a session being restored). */
  token?: string | null;
  payloadSecret?: string;
}

/** A host context like the shell's: a fresh bus, the token kept in memory. */
export const createFakeHost = ({
  member = null,
  token = member ? TEST_TOKEN : null,
  payloadSecret = TEST_PAYLOAD_SECRET,
}: FakeHostOptions = {}): FakeHost => {
  let current = token;
  const bus = new EventBus();
  if (member) bus.session.set({ status: 'member', member });
  return {
    bus,
    config: { apiBaseUrl: TEST_API_BASE_URL, wsPath: '/wps/ws', registryUrl: '', payloadSecret },
    getToken: () => current,
    setToken: (next) => {
      current = next;
    },
    token: () => current,
  };
};

/** Logs the fake host in, as the shell does after its login modal. */
export const logIn = (host: HostContext, who: MemberInfo = testMember()): void => {
  host.setToken(TEST_TOKEN);
  // The bus publishes synchronously into React state: the shell's update, seen from a test.
  act(() => host.bus.session.set({ status: 'member', member: who }));
};

/** Records the bus commands of the given types published during a test. */
export const recordCommands = (
  host: HostContext,
  types: readonly BusCommandType[] = ['OpenLogin', 'OpenRegister', 'RefreshBalance'],
): BusCommand[] => {
  const commands: BusCommand[] = [];
  for (const type of types) host.bus.on(type).subscribe((command) => commands.push(command));
  return commands;
};
