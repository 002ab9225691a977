import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import {
  deleteMessagesEndpoint,
  type Endpoint,
  type EndpointInput,
  markMessagesReadEndpoint,
  memberMessageEndpoint,
  memberMessagesEndpoint,
} from 'shared-contracts';
import {
  type ResourceKeys,
  resourceKeys,
  useEndpointMutation,
  useEndpointQuery,
  useRemote,
} from 'shared-ui/kit';

/** Messages on one page of the inbox. */
export const MESSAGES_PAGE_SIZE = 10;

/** The inbox's filters and page, as the platform takes them. */
export type InboxInput = EndpointInput<typeof memberMessagesEndpoint>;

/** Query keys of the messages page: titles and bodies come in the request's language (worded). */
const messages = resourceKeys('member', 'messages');
/** Every page and filter of the inbox: a read, a delete or a push refreshes them all. */
const lists = () => messages.call(memberMessagesEndpoint);

/** One page of the player's messages, newest first, with the unread count. */
export const useInbox = (input: InboxInput) =>
  useEndpointQuery(memberMessagesEndpoint, input, { key: messages, worded: true, paged: true });

/**
 * One message with its body. The platform marks it read when it answers, so once it has, the
 * lists are refreshed (its unread style and the count change).
 */
export const useInboxMessage = (id: string) => {
  const queryClient = useQueryClient();
  const query = useEndpointQuery(
    memberMessageEndpoint,
    { id },
    // A message does not change once sent; reading it again would only mark it read again.
    { key: messages, worded: true, staleTime: Infinity },
  );
  const answered = query.data?.message.id;
  useEffect(() => {
    if (answered) void queryClient.invalidateQueries({ queryKey: lists() });
  }, [answered, queryClient]);
  return query;
};

/** Marks messages read (`{ all: true }`: every one). */
export const useMarkRead = () =>
  useEndpointMutation(markMessagesReadEndpoint, { invalidates: [lists()] });

/** Deletes messages for the player. */
export const useDeleteMessages = () => {
  const queryClient = useQueryClient();
  return useEndpointMutation(deleteMessagesEndpoint, {
    invalidates: [lists()],
    onSuccess: (_answer, { ids }) => {
      // Only messages no reader shows: removing the open one would make its reader ask for it
      // again (a 404) before it closes; it goes with the reader.
      for (const id of ids)
        queryClient.removeQueries({
          queryKey: messages.call(memberMessageEndpoint, { id }),
          type: 'inactive',
        });
    },
  });
};

/**
 * Refreshes every read of `endpoint` under `resource` on every `memberMessages` push: the
 * platform pushes the unread count whenever the inbox changes (ops sent a message or answered a
 * feedback, a read or delete in any tab), so what follows the inbox shows without a reload. A
 * shell from before pushes has no `pushes`; the data then refreshes when opened again. Both
 * arguments must be stable values.
 */
export const useInboxPushes = (resource: ResourceKeys, endpoint: Endpoint) => {
  const { host } = useRemote();
  const queryClient = useQueryClient();
  useEffect(() => {
    if (typeof host.bus.pushes !== 'function') return;
    const subscription = host.bus.pushes('memberMessages').subscribe(() => {
      void queryClient.invalidateQueries({ queryKey: resource.call(endpoint) });
    });
    return () => subscription.unsubscribe();
  }, [host, queryClient, resource, endpoint]);
};

/** The inbox's lists follow the pushes. */
export const useMessagePushes = () => useInboxPushes(messages, memberMessagesEndpoint);
