import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { customerServiceEndpoint } from 'shared-contracts';

import { customerServiceKeys, useCustomerService } from '../../api/customerService';
import { usePlatformClient } from '../../api/PlatformClientProvider';
import { chatAccessOf } from '../../chat/chatAccess';
import { useChat } from '../../chat/chatContext';
import { useHost } from '../../host/hostContext';
import { useSession } from '../../state/session';
import { isPlatformSupport, resolveServiceUrl, servicePathFor } from './customerServiceUrl';

const POPUP_NAME = 'customerService';
const POPUP_FEATURES = 'popup,width=420,height=680';

export type CustomerServiceProblem = 'serviceUnavailable' | 'popupBlocked';

/**
 * Opens the brand's customer service: the platform's own support chat (members; a guest logs
 * in first), or the brand's desk in a popup (SPEC's customer-service paths, type 3 for guests).
 * `open` must run in the click itself: browsers block windows opened after an await. `prefetch`
 * asks for the paths early (the side menu does when its submenu opens).
 */
export const useOpenCustomerService = ({ prefetch = false }: { prefetch?: boolean } = {}) => {
  const host = useHost();
  const session = useSession();
  const client = usePlatformClient();
  const queryClient = useQueryClient();
  const chat = useChat();
  const [problem, setProblem] = useState<CustomerServiceProblem | null>(null);
  const service = useCustomerService({ enabled: prefetch });
  const guest = session.status !== 'member';

  const openSupportChat = useCallback(() => {
    const access = chatAccessOf(session);
    if (access === 'guest') host.bus.publish({ type: 'OpenLogin', reason: 'customerService' });
    else if (access === 'trial') chat.showTrialNotice();
    else chat.open('support');
  }, [chat, host, session]);

  const open = useCallback(async () => {
    setProblem(null);
    const first = service.data && servicePathFor(service.data.version.pathList, guest);
    if (first && isPlatformSupport(first)) {
      openSupportChat();
      return;
    }
    const popup = window.open('', POPUP_NAME, POPUP_FEATURES);
    if (!popup) {
      setProblem('popupBlocked');
      return;
    }
    try {
      const paths = await queryClient.fetchQuery({
        queryKey: customerServiceKeys.all,
        queryFn: ({ signal }) => client.call(customerServiceEndpoint, {}, { signal }),
      });
      const entry = servicePathFor(paths.version.pathList, guest);
      if (entry && isPlatformSupport(entry)) {
        popup.close();
        openSupportChat();
        return;
      }
      const url = await resolveServiceUrl(entry, host.config);
      if (!url) throw new Error('No usable customer-service address');
      // The service page must not be able to drive this tab.
      popup.opener = null;
      popup.location.href = url;
    } catch (error) {
      popup.close();
      console.error('Customer service could not be opened', error);
      setProblem('serviceUnavailable');
    }
  }, [client, guest, host.config, openSupportChat, queryClient, service.data]);

  return { open, problem };
};
