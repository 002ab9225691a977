import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { type BusCommand, MEMBER_CENTRE_AGENT_TYPES, type MemberInfo } from 'shared-contracts';

import { useMissionsSummary } from '../../api/missions';
import { useHost } from '../../host/hostContext';
import { BADGE_MAX, CountBadge } from '../CountBadge';
import { Icon } from '../icons/Icon';
import { useDropdown } from '../useDropdown';
import styles from './AccountMenu.module.css';
import { MemberAvatar } from './MemberAvatar';
import { MemberLabels } from './MemberLabels';
import { UnreadMessagesBadge } from './UnreadMessagesBadge';

interface AccountMenuItem {
  key: string;
  label: string;
  /** What the item does: a command on the bus, or a page of the site. */
  command: BusCommand | { type: 'navigate'; to: string };
  /** A count beside the item (the claimable missions), shown above 0. */
  badge?: number;
}

/** Props of {@link AccountMenu}. */
export interface AccountMenuProps {
  member: MemberInfo;
}

/** Which item gets the focus once the menu shows. */
type FocusTarget = 'first' | 'last';

/**
 * The avatar with its drop menu: nickname, member labels in their own colours, the VIP level,
 * the centres the member may open, the points mall, and sign out (the auth area asks for confirmation).
 * A menu button (WAI-ARIA practices): Enter, Space or Down opens it on the first item, Up on the
 * last; Up and Down move round the items, Home and End go to the ends; Escape closes it and
 * gives the focus back to the avatar; Tab closes it and moves on.
 */
export const AccountMenu = ({ member }: AccountMenuProps) => {
  const { t } = useTranslation();
  const { bus } = useHost();
  const navigate = useNavigate();
  const dropdown = useDropdown();
  const menuId = useId();
  const itemRefs = useRef<(HTMLButtonElement | null)[]>([]);
  const [focusTarget, setFocusTarget] = useState<FocusTarget | null>(null);
  const centreAllowed = (MEMBER_CENTRE_AGENT_TYPES as readonly number[]).includes(member.isAgent);
  const claimable = useMissionsSummary(member.account, centreAllowed).data?.claimable ?? 0;
  const item = (key: string, command: AccountMenuItem['command']): AccountMenuItem => ({
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
    item('pointsMall', { type: 'navigate', to: '/pointMall' }),
    item('signOut', { type: 'RequestLogout' }),
  ];

  const { open, setOpen } = dropdown;
  useEffect(() => {
    if (!open || !focusTarget) return;
    const present = itemRefs.current.filter((element) => element !== null);
    (focusTarget === 'first' ? present[0] : present[present.length - 1])?.focus();
    setFocusTarget(null);
  }, [open, focusTarget]);

  const openOn = (target: FocusTarget) => {
    setOpen(true);
    setFocusTarget(target);
  };

  const onButtonKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      openOn(event.key === 'ArrowDown' ? 'first' : 'last');
    }
  };

  const onMenuKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const present = itemRefs.current.filter((element) => element !== null);
    const at = present.findIndex((element) => element === document.activeElement);
    const moveTo = (index: number) => {
      event.preventDefault();
      present[(index + present.length) % present.length]?.focus();
    };
    if (event.key === 'ArrowDown') moveTo(at + 1);
    else if (event.key === 'ArrowUp') moveTo(at < 0 ? present.length - 1 : at - 1);
    else if (event.key === 'Home') moveTo(0);
    else if (event.key === 'End') moveTo(present.length - 1);
    else if (event.key === 'Tab') setOpen(false);
  };

  const { onClick: toggle, ...buttonProps } = dropdown.buttonProps;

  return (
    <div className={styles.container} {...dropdown.containerProps}>
      <button
        type="button"
        className={styles.avatar}
        // The name holds what the button shows (speech input users say it; axe
        // label-content-name-mismatch): the badge's count as shown, in words.
        aria-label={
          claimable > 0
            ? t('header.accountMenuMissions', {
                count: claimable,
                shown: claimable > BADGE_MAX ? `${BADGE_MAX}+` : String(claimable),
              })
            : t('header.accountMenu')
        }
        aria-haspopup="menu"
        {...buttonProps}
        aria-controls={menuId}
        onClick={() => {
          // Opened by a click, Enter or Space, the menu starts on its first item.
          if (open) toggle();
          else openOn('first');
        }}
        onKeyDown={onButtonKeyDown}
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
        <ul
          id={menuId}
          role="menu"
          aria-label={t('header.accountMenu')}
          className={styles.items}
          onKeyDown={onMenuKeyDown}
        >
          {items.map((item, index) => (
            <li key={item.key} role="none">
              <button
                ref={(element) => {
                  itemRefs.current[index] = element;
                }}
                type="button"
                role="menuitem"
                tabIndex={-1}
                className={styles.item}
                onClick={() => {
                  // Back on the avatar before the menu hides: the dialog or page the command
                  // opens gives the focus back there when it closes (a cancelled sign-out).
                  buttonProps.ref.current?.focus();
                  dropdown.setOpen(false);
                  if (item.command.type === 'navigate') navigate(item.command.to);
                  else bus.publish(item.command);
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
