import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import {
  deleteMessagesEndpoint,
  type EndpointInput,
  markMessagesReadEndpoint,
  memberMessageEndpoint,
  memberMessagesEndpoint,
} from 'shared-contracts';
import { useLanguage, useRemote } from 'shared-ui/kit';

/** Messages on one page of the inbox. */
export const MESSAGES_PAGE_SIZE = 10;

/** The inbox's filters and page, as the platform takes them. */
export type InboxInput = EndpointInput<typeof memberMessagesEndpoint>;

/**
 * Query keys of the messages page. Titles and bodies come in the request's language, so the keys
 * carry it. `lists` covers every page and filter: a read, a delete or a push refreshes them all.
 */
export const messageKeys = {
  all: ['member', 'messages'] as const,
  lists: () => [...messageKeys.all, 'list'] as const,
  list: (input: InboxInput, language: string) => [...messageKeys.lists(), language, input] as const,
  message: (id: string, language: string) => [...messageKeys.all, 'message', language, id] as const,
};

/** One page of the player's messages, newest first, with the unread count. */
export const useInbox = (input: InboxInput) => {
  const { client } = useRemote();
  const language = useLanguage();
  return useQuery({
    queryKey: messageKeys.list(input, language),
    queryFn: ({ signal }) => client.call(memberMessagesEndpoint, input, { signal }),
    placeholderData: keepPreviousData,
  });
};

/**
 * One message with its body. The platform marks it read when it answers, so once it has, the
 * lists are refreshed (its unread style and the count change).
 */
export const useInboxMessage = (id: string) => {
  const { client } = useRemote();
  const language = useLanguage();
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: messageKeys.message(id, language),
    queryFn: ({ signal }) => client.call(memberMessageEndpoint, { id }, { signal }),
    // A message does not change once sent; reading it again would only mark it read again.
    staleTime: Infinity,
  });
  const answered = query.data?.message.id;
  useEffect(() => {
    if (answered) void queryClient.invalidateQueries({ queryKey: messageKeys.lists() });
  }, [answered, queryClient]);
  return query;
};

/** Marks every message read. */
export const useMarkAllRead = () => {
  const { client } = useRemote();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => client.call(markMessagesReadEndpoint, { all: true }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: messageKeys.lists() }),
  });
};

/** Deletes messages for the player. */
export const useDeleteMessages = () => {
  const { client } = useRemote();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ids: string[]) => client.call(deleteMessagesEndpoint, { ids }),
    onSuccess: async (_answer, ids) => {
      // Only messages no reader shows: removing the open one would make its reader ask for it
      // again (a 404) before it closes; it goes with the reader.
      for (const id of ids)
        queryClient.removeQueries({
          queryKey: [...messageKeys.all, 'message'],
          type: 'inactive',
          predicate: (query) => query.queryKey.at(-1) === id,
        });
      await queryClient.invalidateQueries({ queryKey: messageKeys.lists() });
    },
  });
};

/**
 * The platform pushes the unread count whenever the inbox changes (ops sent a message, a read
 * or delete in any tab): the lists refresh, so a new message shows without a reload. A shell
 * from before pushes has no `pushes`; the lists then refresh when opened again.
 */
export const useMessagePushes = () => {
  const { host } = useRemote();
  const queryClient = useQueryClient();
  useEffect(() => {
    if (typeof host.bus.pushes !== 'function') return;
    const subscription = host.bus.pushes('memberMessages').subscribe(() => {
      void queryClient.invalidateQueries({ queryKey: messageKeys.lists() });
    });
    return () => subscription.unsubscribe();
  }, [host, queryClient]);
};
