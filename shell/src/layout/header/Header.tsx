import { useTranslation } from 'react-i18next';
import { IconButton } from 'shared-ui';

import { useWhitelabel } from '../../api/whitelabel';
import type { SiteRoute } from '../../routing/routes';
import { useSessionRestoring } from '../../session/sessionRestoring';
import { useSession } from '../../state/session';
import { useSideMenu } from '../../state/SideMenuState';
import { Icon } from '../icons/Icon';
import { SIDE_MENU_ID } from '../sideMenu/sideMenuId';
import { BrandLogo } from './BrandLogo';
import { GuestBlock } from './GuestBlock';
import styles from './Header.module.css';
import { MemberBlock } from './MemberBlock';
import { ThemeSwitch } from './ThemeSwitch';
import { usePlatformOnline } from './usePlatformOnline';

/** Props of {@link Header}. */
export interface HeaderProps {
  route: SiteRoute;
  /** The page has a side menu, so phones get a button to open it as a drawer. */
  hasSideMenu: boolean;
}

/**
 * The top bar: menu button (phones), the brand logo linking home (SPEC shows it on the
 * registration page; here every page has it, so home is always one tap away), theme switch
 * and account.
 */
export const Header = ({ hasSideMenu }: HeaderProps) => {
  const { t } = useTranslation();
  const session = useSession();
  const restoring = useSessionRestoring();
  const online = usePlatformOnline(session.status === 'member');
  const { drawerOpen, setDrawerOpen } = useSideMenu();
  const { data: brand } = useWhitelabel();

  return (
    <header className={styles.header}>
      {hasSideMenu ? (
        <IconButton
          className={styles.menuButton}
          label={drawerOpen ? t('header.closeMenu') : t('header.openMenu')}
          aria-expanded={drawerOpen}
          aria-controls={SIDE_MENU_ID}
          icon={<Icon name={drawerOpen ? 'close' : 'menu'} />}
          onClick={() => setDrawerOpen(!drawerOpen)}
        />
      ) : null}
      {brand ? (
        <BrandLogo
          brand={brand}
          hideOnNarrow={
            hasSideMenu ? (session.status === 'member' ? 'under400' : 'under360') : undefined
          }
        />
      ) : null}
      <div className={styles.spacer} />
      {/* A member's header needs the room on narrow phones: the switch is in the drawer there. */}
      <ThemeSwitch className={session.status === 'member' ? styles.wideTheme : undefined} />
      {online ? null : (
        <p className={styles.offline} role="status">
          {t('header.offline')}
        </p>
      )}
      {session.status === 'member' ? (
        <MemberBlock member={session.member} />
      ) : restoring ? (
        // A stored session the platform has not confirmed yet (a reload, a 429): not a guest.
        <p className={styles.restoring} role="status">
          {t('header.restoring')}
        </p>
      ) : (
        <GuestBlock />
      )}
    </header>
  );
};
