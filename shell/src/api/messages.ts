import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { MEMBER_CENTRE_AGENT_TYPES, unreadMessageCountEndpoint } from 'shared-contracts';

import { useHost } from '../host/hostContext';
import { useSession } from '../state/session';
import { usePlatformClient } from './PlatformClientProvider';

/** Query keys of the member's platform messages, per member (a new login starts afresh). */
export const messageKeys = {
  all: ['messages'] as const,
  unread: (account: string) => [...messageKeys.all, 'unread', account] as const,
};

/**
 * The signed-in member's unread platform messages, for the badges (0 for guests and for
 * accounts without a member centre). Asked once, then kept by the platform's `memberMessages`
 * pushes, which follow every change: ops sending one, the member reading or deleting in the
 * centre (another query cache) or in another tab.
 */
export const useUnreadMessages = (): number => {
  const client = usePlatformClient();
  const { bus } = useHost();
  const session = useSession();
  const queryClient = useQueryClient();
  const account =
    session.status === 'member' &&
    (MEMBER_CENTRE_AGENT_TYPES as readonly number[]).includes(session.member.isAgent)
      ? session.member.account
      : null;
  const query = useQuery({
    queryKey: messageKeys.unread(account ?? ''),
    queryFn: ({ signal }) => client.call(unreadMessageCountEndpoint, {}, { signal }),
    enabled: account !== null,
  });
  useEffect(() => {
    if (account === null) return;
    const subscription = bus.pushes('memberMessages').subscribe(({ unReadCount }) => {
      queryClient.setQueryData(messageKeys.unread(account), { unReadCount });
    });
    return () => subscription.unsubscribe();
  }, [account, bus, queryClient]);
  return account === null ? 0 : (query.data?.unReadCount ?? 0);
};
