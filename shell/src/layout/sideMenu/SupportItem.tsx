import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

import { useUnreadMessages } from '../../api/messages';
import { useOpenFeedback } from '../../features/helpCentre/useOpenFeedback';
import { useHost } from '../../host/hostContext';
import { CountBadge } from '../CountBadge';
import { useDropdown } from '../useDropdown';
import { MenuButton } from './MenuEntry';
import styles from './SideMenu.module.css';
import { useOpenCustomerService } from './useOpenCustomerService';

/** The support submenu: customer service, platform messages, announcements, feedback, help centre, contact us. */
export const SupportItem = () => {
  const { t } = useTranslation();
  const host = useHost();
  const dropdown = useDropdown();
  const unread = useUnreadMessages();
  const unreadLabel = t('sideMenu.unreadMessages', { count: unread });
  const openFeedback = useOpenFeedback();
  // Asked when the submenu opens, so the click knows whether support is the platform's own.
  const { open: openCustomerService, problem } = useOpenCustomerService({
    prefetch: dropdown.open,
  });

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
        <li>
          <Link className={styles.subentry} to="/contactUs">
            {t('sideMenu.contactUs')}
          </Link>
        </li>
      </ul>
    </li>
  );
};
