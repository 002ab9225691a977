import {
  keepPreviousData,
  type QueryKey,
  useMutation,
  type UseMutationOptions,
  useQuery,
  useQueryClient,
  type UseQueryOptions,
} from '@tanstack/react-query';
import type { Endpoint, EndpointInput, EndpointValue } from 'shared-contracts';

import { useLanguage, useMember, useRemote } from './RemoteContext';

/**
 * One resource's query keys, in the one shape every remote uses: `[scope, resource, ...parts]`.
 * Invalidating `all` reads the whole resource anew. A read keyed by its resource
 * ({@link useEndpointQuery}'s `key: resource`) is `[scope, resource, endpoint path, input]`,
 * and the language after them when it is worded; `call(endpoint)` is the key of all its reads.
 */
export const resourceKeys = <const S extends string, const R extends string>(
  scope: S,
  resource: R,
) => {
  const all = [scope, resource] as const;
  return {
    all,
    /** The key of one read of the resource: `all` followed by what tells reads apart. */
    of: <const P extends readonly unknown[]>(...parts: P) => [...all, ...parts] as const,
    /**
     * The reads of one call; with `input`, those whose input holds it (a part such as `{ kind }`
     * names every page of that kind: keys match by prefix and objects in them by their fields).
     */
    call: <E extends Endpoint>(endpoint: E, ...input: [] | [EndpointInput<E>]): QueryKey => [
      ...all,
      endpoint.path,
      ...input,
    ],
  };
};

/** A resource's keys, as {@link resourceKeys} makes them. */
export type ResourceKeys = ReturnType<typeof resourceKeys>;

/** Options of {@link useEndpointQuery}: React Query's, with the key required. */
export type EndpointQueryOptions<E extends Endpoint, T> = Omit<
  UseQueryOptions<EndpointValue<E>, Error, T>,
  'queryKey' | 'queryFn'
> & {
  /**
   * The cache key: the resource the read belongs to (its key is then the call's path and input
   * under the resource, see {@link resourceKeys}), or a key of its own.
   */
  key: ResourceKeys | QueryKey;
  /** The signed-in member's own data: not read for a guest. */
  member?: boolean;
  /** Worded in the active language: the language is part of the key, a change reads it anew. */
  worded?: boolean;
  /** One page of a list: the page before stays on screen while the next one loads. */
  paged?: boolean;
};

const isResource = (key: ResourceKeys | QueryKey): key is ResourceKeys => 'call' in key;

/**
 * Reads one platform call through the remote's client and query cache. The cache holds the
 * answer's `value` as it came (plain data, so a server render can hand it over as JSON); a
 * screen reads part of it with `select`.
 */
export const useEndpointQuery = <E extends Endpoint, T = EndpointValue<E>>(
  endpoint: E,
  input: EndpointInput<E>,
  { key, member, worded, paged, enabled = true, ...options }: EndpointQueryOptions<E, T>,
) => {
  const { client } = useRemote();
  const language = useLanguage();
  const signedIn = useMember() !== null;
  const callKey = isResource(key) ? key.call(endpoint, input) : key;
  return useQuery({
    queryKey: worded ? [...callKey, language] : callKey,
    queryFn: ({ signal }) => client.call(endpoint, input, { signal }),
    enabled: member ? signedIn && enabled : enabled,
    ...(paged ? { placeholderData: keepPreviousData } : {}),
    ...options,
  });
};

/** What a screen passes to a mutation by default: the call's input, and its idempotency key. */
export type EndpointVariables<E extends Endpoint> = EndpointInput<E> & { idempotencyKey?: string };

/** Options of {@link useEndpointMutation}. */
export type EndpointMutationOptions<E extends Endpoint, V> = Omit<
  UseMutationOptions<EndpointValue<E>, Error, V>,
  'mutationFn'
> & {
  /**
   * Turns what the screen passes into the call's input and idempotency key. Without it the
   * variables are the input, less `idempotencyKey`, which goes in the call's header.
   */
  toCall?: (variables: V) => { input: EndpointInput<E>; idempotencyKey?: string };
  /** Resources read anew after a success (each one's `all` key, or a narrower one). */
  invalidates?: readonly QueryKey[];
  /** The player's balance changed: the header reads it anew. */
  refreshesBalance?: boolean;
};

const splitKey = (variables: unknown): { input: never; idempotencyKey?: string } => {
  if (typeof variables !== 'object' || variables === null || !('idempotencyKey' in variables))
    return { input: variables as never };
  const { idempotencyKey, ...input } = variables as { idempotencyKey?: string };
  return { input: input as never, idempotencyKey };
};

/**
 * Sends one platform call when the screen asks (mutations are never retried: a money call is not
 * repeated behind the player's back). After a success it tells the header to read the balance
 * when asked, reads the named resources anew, then runs the screen's own `onSuccess`.
 */
export const useEndpointMutation = <E extends Endpoint, V = EndpointVariables<E>>(
  endpoint: E,
  {
    toCall,
    invalidates = [],
    refreshesBalance = false,
    onSuccess,
    ...options
  }: EndpointMutationOptions<E, V> = {},
) => {
  const { client, host } = useRemote();
  const queryClient = useQueryClient();
  return useMutation<EndpointValue<E>, Error, V>({
    mutationFn: (variables) => {
      const { input, idempotencyKey } = toCall ? toCall(variables) : splitKey(variables);
      return client.call(endpoint, input, idempotencyKey ? { idempotencyKey } : undefined);
    },
    onSuccess: async (...args) => {
      if (refreshesBalance) host.bus.publish({ type: 'RefreshBalance' });
      await Promise.all(invalidates.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
      await onSuccess?.(...args);
    },
    ...options,
  });
};
