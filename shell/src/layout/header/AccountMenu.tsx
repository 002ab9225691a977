import { useTranslation } from 'react-i18next';
import { type BusCommand, MEMBER_CENTRE_AGENT_TYPES, type MemberInfo } from 'shared-contracts';

import { useMissionsSummary } from '../../api/missions';
import { useHost } from '../../host/hostContext';
import { CountBadge } from '../CountBadge';
import { Icon } from '../icons/Icon';
import { useDropdown } from '../useDropdown';
import styles from './AccountMenu.module.css';
import { MemberAvatar } from './MemberAvatar';
import { MemberLabels } from './MemberLabels';
import { UnreadMessagesBadge } from './UnreadMessagesBadge';

interface AccountMenuItem {
  key: string;
  label: string;
  command: BusCommand;
  /** A count beside the item (the claimable missions), shown above 0. */
  badge?: number;
}

/** Props of {@link AccountMenu}. */
export interface AccountMenuProps {
  member: MemberInfo;
}

/**
 * The avatar with its drop menu: nickname, member labels in their own colours, the VIP level,
 * the centres the member may open, and sign out (the auth area asks for confirmation).
 */
export const AccountMenu = ({ member }: AccountMenuProps) => {
  const { t } = useTranslation();
  const { bus } = useHost();
  const dropdown = useDropdown();
  const centreAllowed = (MEMBER_CENTRE_AGENT_TYPES as readonly number[]).includes(member.isAgent);
  const claimable = useMissionsSummary(member.account, centreAllowed).data?.claimable ?? 0;
  const item = (key: string, command: BusCommand): AccountMenuItem => ({
    key,
    label: t(`header.${key}`),
    command,
  });
  const items: AccountMenuItem[] = [
    ...(centreAllowed
      ? [
          item('members', { type: 'OpenMemberCentre', page: 'securityCenter' }),
          item('accountRecord', { type: 'OpenMemberCentre', page: 'transactionHistory' }),
          item('bettingRecord', { type: 'OpenMemberCentre', page: 'personalHistoryCopy' }),
          {
            ...item('missions', { type: 'OpenMemberCentre', page: 'missionLeaderboard' }),
            badge: claimable,
          },
        ]
      : []),
    ...(member.agentCentre ? [item('agent', { type: 'OpenAgentCentre' })] : []),
    item('signOut', { type: 'RequestLogout' }),
  ];

  return (
    <div className={styles.container} {...dropdown.containerProps}>
      <button
        type="button"
        className={styles.avatar}
        aria-label={
          claimable > 0
            ? t('header.accountMenuMissions', { count: claimable })
            : t('header.accountMenu')
        }
        {...dropdown.buttonProps}
      >
        <MemberAvatar account={member.account} name={member.nickname || member.account} />
        <CountBadge
          count={claimable}
          label={t('header.missionsBadge', { count: claimable })}
          className={styles.avatarBadge}
        />
      </button>
      <UnreadMessagesBadge />
      <div className={styles.panel} {...dropdown.panelProps}>
        <div className={styles.identity}>
          <span className={styles.nickname}>{member.nickname || member.account}</span>
          {member.vipLevel > 0 ? (
            <span className={styles.vip}>
              <Icon name="crown" size={14} />
              {t('header.vipLevel', { level: member.vipLevel })}
            </span>
          ) : null}
          <MemberLabels member={member} />
        </div>
        <ul className={styles.items}>
          {items.map((item) => (
            <li key={item.key}>
              <button
                type="button"
                className={styles.item}
                onClick={() => {
                  dropdown.setOpen(false);
                  bus.publish(item.command);
                }}
              >
                {item.label}
                <CountBadge
                  count={item.badge ?? 0}
                  label={t('header.missionsBadge', { count: item.badge ?? 0 })}
                  className={styles.itemBadge}
                />
              </button>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
};
