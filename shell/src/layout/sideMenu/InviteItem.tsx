import { useTranslation } from 'react-i18next';

import { useWhitelabel } from '../../api/whitelabel';
import { useHost } from '../../host/hostContext';
import { useSession } from '../../state/session';
import { MenuButton } from './MenuEntry';

/**
 * Invite friends: guests are invited to register; members see it only while the brand runs the
 * referral promotion, and it opens their referral page.
 */
export const InviteItem = () => {
  const { t } = useTranslation();
  const { bus } = useHost();
  const session = useSession();
  const { data: brand } = useWhitelabel();
  const member = session.status === 'member';
  if (member && !brand?.referralPromotion) return null;
  return (
    <li>
      <MenuButton
        icon="invite"
        label={t('sideMenu.invite')}
        onClick={() =>
          bus.publish(
            member ? { type: 'OpenMemberCentre', page: 'referral' } : { type: 'OpenRegister' },
          )
        }
      />
    </li>
  );
};
