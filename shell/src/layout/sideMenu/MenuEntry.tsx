import type { ButtonHTMLAttributes, ReactNode, Ref } from 'react';
import { NavLink } from 'react-router-dom';

import { Icon, type IconName } from '../icons/Icon';
import styles from './SideMenu.module.css';

/** Props of {@link MenuLink}. */
export interface MenuLinkProps {
  to: string;
  icon: IconName;
  label: string;
}

/** A top-level side-menu link; marked as the current page when active. */
export const MenuLink = ({ to, icon, label }: MenuLinkProps) => (
  <NavLink
    to={to}
    end
    title={label}
    className={({ isActive }) => (isActive ? `${styles.entry} ${styles.active}` : styles.entry)}
  >
    <Icon name={icon} className={styles.icon} />
    <span className={styles.label}>{label}</span>
  </NavLink>
);

/** Props of {@link MenuButton}. */
export interface MenuButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  icon: IconName;
  label: string;
  /** Shows a chevron that turns when the panel it controls is open. */
  expandable?: boolean;
  /** Highlights the entry (e.g. the category of the current lobby). */
  current?: boolean;
  /** Extra content after the label (e.g. the active language). */
  detail?: ReactNode;
  /** A count on the icon (e.g. unread messages), visible in the mini menu too. */
  badge?: ReactNode;
  ref?: Ref<HTMLButtonElement>;
}

/** A top-level side-menu button: an action or the toggle of a submenu. */
export const MenuButton = ({
  icon,
  label,
  expandable = false,
  current = false,
  detail,
  badge,
  ref,
  ...rest
}: MenuButtonProps) => (
  <button
    ref={ref}
    type="button"
    title={label}
    className={current ? `${styles.entry} ${styles.active}` : styles.entry}
    {...rest}
  >
    <Icon name={icon} className={styles.icon} />
    <span className={styles.label}>
      {label}
      {detail ? <span className={styles.detail}>{detail}</span> : null}
    </span>
    {expandable ? <Icon name="chevronDown" size={16} className={styles.chevron} /> : null}
    {badge ? <span className={styles.entryBadge}>{badge}</span> : null}
  </button>
);
