import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { customerServiceEndpoint } from 'shared-contracts';

import { customerServiceKeys, useCustomerService } from '../../api/customerService';
import { useUnreadMessages } from '../../api/messages';
import { usePlatformClient } from '../../api/PlatformClientProvider';
import { chatAccessOf } from '../../chat/chatAccess';
import { useChat } from '../../chat/ChatState';
import { useOpenFeedback } from '../../features/helpCentre/useOpenFeedback';
import { useHost } from '../../host/hostContext';
import { useSession } from '../../state/session';
import { CountBadge } from '../CountBadge';
import { useDropdown } from '../useDropdown';
import { isPlatformSupport, resolveServiceUrl, servicePathFor } from './customerServiceUrl';
import { MenuButton } from './MenuEntry';
import styles from './SideMenu.module.css';

const POPUP_NAME = 'customerService';
const POPUP_FEATURES = 'popup,width=420,height=680';

/** The support submenu: customer service, platform messages, announcements, help centre. */
export const SupportItem = () => {
  const { t } = useTranslation();
  const host = useHost();
  const session = useSession();
  const client = usePlatformClient();
  const queryClient = useQueryClient();
  const dropdown = useDropdown();
  const [problem, setProblem] = useState<'serviceUnavailable' | 'popupBlocked' | null>(null);
  const unread = useUnreadMessages();
  const unreadLabel = t('sideMenu.unreadMessages', { count: unread });
  const openFeedback = useOpenFeedback();
  const chat = useChat();
  // Asked when the submenu opens, so the click knows whether support is the platform's own.
  const service = useCustomerService({ enabled: dropdown.open });

  // The platform's own support (issue 17): the support conversation in the chat window.
  const openSupportChat = () => {
    const access = chatAccessOf(session);
    if (access === 'guest') host.bus.publish({ type: 'OpenLogin' });
    else if (access === 'trial') chat.showTrialNotice();
    else chat.open('support');
  };

  const guest = session.status !== 'member';
  const openCustomerService = async () => {
    setProblem(null);
    const first = service.data && servicePathFor(service.data.version.pathList, guest);
    if (first && isPlatformSupport(first)) {
      openSupportChat();
      return;
    }
    // Opened before any await: browsers block windows that are not opened in the click itself.
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
  };

  return (
    <li className={styles.item} {...dropdown.containerProps}>
      <MenuButton
        icon="headset"
        label={t('sideMenu.support')}
        expandable
        badge={<CountBadge count={unread} label={unreadLabel} />}
        {...dropdown.buttonProps}
      />
      <ul {...dropdown.panelProps} className={styles.submenu} aria-label={t('sideMenu.support')}>
        <li>
          <button
            type="button"
            className={styles.subentry}
            onClick={() => void openCustomerService()}
          >
            {t('sideMenu.customerService')}
          </button>
          {problem ? (
            <p role="alert" className={styles.problem}>
              {t(`sideMenu.${problem}`)}
            </p>
          ) : null}
        </li>
        <li>
          <button
            type="button"
            className={styles.subentry}
            onClick={() =>
              // A guest logs in first (the member centre's command asks) and lands on them.
              host.bus.publish({ type: 'OpenMemberCentre', page: 'messageV2' })
            }
          >
            {t('sideMenu.platformMessages')}
            <CountBadge count={unread} label={unreadLabel} className={styles.subBadge} />
          </button>
        </li>
        <li>
          <button
            type="button"
            className={styles.subentry}
            onClick={() => host.bus.publish({ type: 'OpenAnnouncements' })}
          >
            {t('sideMenu.announcements')}
          </button>
        </li>
        <li>
          <button type="button" className={styles.subentry} onClick={openFeedback}>
            {t('sideMenu.feedback')}
          </button>
        </li>
        <li>
          <Link className={styles.subentry} to="/help">
            {t('sideMenu.helpCentre')}
          </Link>
        </li>
      </ul>
    </li>
  );
};
