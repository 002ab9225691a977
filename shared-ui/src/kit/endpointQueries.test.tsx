import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { balanceEndpoint, walletTransferEndpoint } from 'shared-contracts';

import { createFakeHost, logIn, recordCommands } from '../testing/fakeHost';
import { createFakeHttp, type FakeRoute, ok } from '../testing/fakePlatform';
import { resourceKeys, useEndpointMutation, useEndpointQuery } from './endpointQueries';
import { createRemoteClient, RemoteContextProvider } from './RemoteContext';
import { createRemoteQueryClient } from './remoteQueryClient';

const funds = { sumBalance: 1500, currency: 'USD', wallets: [] };

const setUp = (api: Record<string, FakeRoute>) => {
  const host = createFakeHost({ token: 'token' });
  const fake = createFakeHttp(api);
  const queryClient = createRemoteQueryClient(60_000);
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>
      <RemoteContextProvider
        host={host}
        namespace="test"
        client={createRemoteClient(host, fake.http)}
      >
        {children}
      </RemoteContextProvider>
    </QueryClientProvider>
  );
  return { host, queryClient, wrapper, ...fake };
};

describe('resourceKeys', () => {
  it('puts every read of a resource under its scope and name', () => {
    const keys = resourceKeys('member', 'wallets');
    expect(keys.all).toEqual(['member', 'wallets']);
    expect(keys.of('list', { page: 2 })).toEqual(['member', 'wallets', 'list', { page: 2 }]);
  });
});

describe('useEndpointQuery', () => {
  it('caches the value under its key and hands a part of it to the screen', async () => {
    const keys = resourceKeys('test', 'balance');
    const { wrapper, queryClient, calls } = setUp({
      [balanceEndpoint.path]: () => ok({ sumBalance: 1500, currency: 'USD' }),
    });
    const { result } = renderHook(
      () => useEndpointQuery(balanceEndpoint, {}, { key: keys.all, select: (v) => v.sumBalance }),
      { wrapper },
    );
    await waitFor(() => expect(result.current.data).toBe(1500));
    expect(queryClient.getQueryData(keys.all)).toEqual({ sumBalance: 1500, currency: 'USD' });
    expect(calls(balanceEndpoint.path)).toHaveLength(1);
  });

  it('does not call while not enabled', () => {
    const { wrapper, calls } = setUp({ [balanceEndpoint.path]: () => ok({}) });
    renderHook(() => useEndpointQuery(balanceEndpoint, {}, { key: ['x'], enabled: false }), {
      wrapper,
    });
    expect(calls(balanceEndpoint.path)).toHaveLength(0);
  });
});

describe('a read keyed by its resource', () => {
  const keys = resourceKeys('test', 'wallets');
  const balance = { sumBalance: 1500, currency: 'USD' };

  it('is keyed by the call and its input under the resource, the language last when worded', async () => {
    const { wrapper, queryClient, host } = setUp({ [balanceEndpoint.path]: () => ok(balance) });
    act(() => host.bus.language.set('VI'));
    renderHook(() => useEndpointQuery(balanceEndpoint, {}, { key: keys, worded: true }), {
      wrapper,
    });
    const key = ['test', 'wallets', balanceEndpoint.path, {}, 'VI'];
    await waitFor(() => expect(queryClient.getQueryData(key)).toEqual(balance));
    expect(keys.call(balanceEndpoint, {})).toEqual(key.slice(0, 4));
    expect(keys.call(balanceEndpoint)).toEqual(key.slice(0, 3));
  });

  it('reads a worded answer anew when the language changes', async () => {
    const { wrapper, calls, host } = setUp({ [balanceEndpoint.path]: () => ok(balance) });
    renderHook(() => useEndpointQuery(balanceEndpoint, {}, { key: keys, worded: true }), {
      wrapper,
    });
    await waitFor(() => expect(calls(balanceEndpoint.path)).toHaveLength(1));
    act(() => host.bus.language.set('TH'));
    await waitFor(() => expect(calls(balanceEndpoint.path)).toHaveLength(2));
  });

  it("reads the member's own data only while someone is signed in", async () => {
    const { wrapper, calls, host } = setUp({ [balanceEndpoint.path]: () => ok(balance) });
    const { result } = renderHook(
      () => useEndpointQuery(balanceEndpoint, {}, { key: keys, member: true }),
      { wrapper },
    );
    expect(calls(balanceEndpoint.path)).toHaveLength(0);
    logIn(host);
    await waitFor(() => expect(result.current.data).toEqual(balance));
  });

  it('keeps the answer before on screen while a paged read loads under a new key', async () => {
    let answer = 1;
    const { wrapper, host } = setUp({
      [balanceEndpoint.path]: () => ok({ sumBalance: answer, currency: 'USD' }),
    });
    const { result } = renderHook(
      () => useEndpointQuery(balanceEndpoint, {}, { key: keys, paged: true, worded: true }),
      { wrapper },
    );
    await waitFor(() => expect(result.current.data?.sumBalance).toBe(1));
    answer = 2;
    act(() => host.bus.language.set('TH'));
    expect(result.current.data?.sumBalance).toBe(1);
    expect(result.current.isPlaceholderData).toBe(true);
    await waitFor(() => expect(result.current.data?.sumBalance).toBe(2));
  });
});

describe('useEndpointMutation', () => {
  it('sends the idempotency key as the header, not in the body, then refreshes what it names', async () => {
    const keys = resourceKeys('test', 'wallets');
    const headers: unknown[] = [];
    const { wrapper, queryClient, bodies, host } = setUp({
      [walletTransferEndpoint.path]: (_params, _body, request) => {
        headers.push(request.headers['Idempotency-Key']);
        return ok(funds);
      },
    });
    const commands = recordCommands(host, ['RefreshBalance']);
    queryClient.setQueryData(keys.of('list'), 'old');
    const seen: unknown[] = [];
    const { result } = renderHook(
      () =>
        useEndpointMutation(walletTransferEndpoint, {
          invalidates: [keys.all],
          refreshesBalance: true,
          onSuccess: (value) => {
            seen.push(value.sumBalance);
          },
        }),
      { wrapper },
    );
    await act(() =>
      result.current.mutateAsync({
        from: 'main',
        to: 'ag',
        amount: 100,
        idempotencyKey: 'key-12345678',
      }),
    );
    expect(bodies(walletTransferEndpoint.path)).toEqual([{ from: 'main', to: 'ag', amount: 100 }]);
    expect(headers).toEqual(['key-12345678']);
    expect(queryClient.getQueryState(keys.of('list'))?.isInvalidated).toBe(true);
    expect(commands).toEqual([{ type: 'RefreshBalance' }]);
    expect(seen).toEqual([1500]);
  });

  it('turns what the screen passes into the call with toCall', async () => {
    const { wrapper, bodies } = setUp({ [walletTransferEndpoint.path]: () => ok(funds) });
    const { result } = renderHook(
      () =>
        useEndpointMutation(walletTransferEndpoint, {
          toCall: (to: string) => ({
            input: { from: 'main', to, amount: 5 },
            idempotencyKey: 'recall-1234',
          }),
        }),
      { wrapper },
    );
    await act(() => result.current.mutateAsync('ag'));
    expect(bodies(walletTransferEndpoint.path)).toEqual([{ from: 'main', to: 'ag', amount: 5 }]);
  });
});
