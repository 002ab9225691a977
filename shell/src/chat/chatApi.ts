import { useQuery } from '@tanstack/react-query';
import {
  CHAT_HEADER_COLOR,
  type ChatRoomKind,
  chatUnreadEndpoint,
  chatUrlEndpoint,
  type Language,
  type PlatformClient,
} from 'shared-contracts';

import { usePlatformClient } from '../api/PlatformClientProvider';

/** While the chat window is closed or minimised the unread count is asked this often. */
export const CHAT_UNREAD_POLL_MS = 15_000;

/** Query keys of the chat, per member account. */
export const chatKeys = {
  all: ['chat'] as const,
  unread: (account: string) => [...chatKeys.all, 'unread', account] as const,
  url: (account: string, room: ChatRoomKind, attempt: number) =>
    [...chatKeys.all, 'url', account, room, attempt] as const,
};

/**
 * The chat's unread count (chat unread call) for the badges; null account means no chat (guest,
 * trial account, CBS3 off) and nothing is asked. Polled while the window is not showing it.
 */
export const useChatUnread = (account: string | null, poll: boolean): number => {
  const client = usePlatformClient();
  const query = useQuery({
    queryKey: chatKeys.unread(account ?? ''),
    queryFn: ({ signal }) => client.call(chatUnreadEndpoint, {}, { signal }),
    enabled: account !== null,
    refetchInterval: poll ? CHAT_UNREAD_POLL_MS : false,
    staleTime: 0,
  });
  return account === null ? 0 : (query.data?.unReadCount ?? 0);
};

/** Asks for a chat URL: each one carries a single-use ticket, so it is never cached. */
export const fetchChatUrl = (
  client: PlatformClient,
  input: { title: string; language: Language; room: ChatRoomKind },
  signal?: AbortSignal,
) =>
  client.call(
    chatUrlEndpoint,
    {
      b2c: 1,
      title: input.title,
      language: input.language,
      headerColor: CHAT_HEADER_COLOR,
      room: input.room,
    },
    { signal },
  );
