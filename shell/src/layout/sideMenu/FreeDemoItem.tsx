import { useTranslation } from 'react-i18next';

import { useWhitelabel } from '../../api/whitelabel';
import { useHost } from '../../host/hostContext';
import { useSession } from '../../state/session';
import { guestActionsFor } from '../header/guestActions';
import { MenuButton } from './MenuEntry';
import styles from './SideMenu.module.css';

/**
 * The free demo for guests on narrow phones, where the header has no room for it; wider
 * screens show it in the header only.
 */
export const FreeDemoItem = () => {
  const { t } = useTranslation();
  const { bus } = useHost();
  const session = useSession();
  const { data: brand } = useWhitelabel();
  if (session.status === 'member' || !guestActionsFor(brand).freeDemo) return null;
  return (
    <li className={styles.narrowOnly}>
      <MenuButton
        icon="play"
        label={t('header.freeDemo')}
        onClick={() => bus.publish({ type: 'StartFreePlay' })}
      />
    </li>
  );
};
