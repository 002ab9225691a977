import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { IconButton } from 'shared-ui';

import { useAssetUrl } from '../../api/assetUrl';
import { useWhitelabel } from '../../api/whitelabel';
import type { SiteRoute } from '../../routing/routes';
import { useSession } from '../../state/session';
import { useSideMenu } from '../../state/SideMenuState';
import { useTheme } from '../../state/useTheme';
import { Icon } from '../icons/Icon';
import { SIDE_MENU_ID } from '../sideMenu/sideMenuId';
import { GuestBlock } from './GuestBlock';
import styles from './Header.module.css';
import { MemberBlock } from './MemberBlock';
import { ThemeSwitch } from './ThemeSwitch';
import { usePlatformOnline } from './usePlatformOnline';

/** Routes that show the brand logo in the header (SPEC: only the registration page). */
const LOGO_PATHS = ['/register', '/register.html'];

/** Props of {@link Header}. */
export interface HeaderProps {
  route: SiteRoute;
  /** The page has a side menu, so phones get a button to open it as a drawer. */
  hasSideMenu: boolean;
}

/** The top bar: menu button (phones), logo (registration only), theme switch and account. */
export const Header = ({ route, hasSideMenu }: HeaderProps) => {
  const { t } = useTranslation();
  const session = useSession();
  const online = usePlatformOnline(session.status === 'member');
  const { drawerOpen, setDrawerOpen } = useSideMenu();
  const { data: brand } = useWhitelabel();
  const { theme } = useTheme();
  const toAsset = useAssetUrl();
  const showLogo = LOGO_PATHS.includes(route.path) && brand;

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
      {showLogo ? (
        <Link
          to="/"
          className={styles.logo}
          aria-label={t('header.home', { brand: brand.brandName })}
        >
          <img src={toAsset(brand.logo[theme])} alt="" height={36} />
        </Link>
      ) : null}
      <div className={styles.spacer} />
      <ThemeSwitch />
      {online ? null : (
        <p className={styles.offline} role="status">
          {t('header.offline')}
        </p>
      )}
      {session.status === 'member' ? <MemberBlock member={session.member} /> : <GuestBlock />}
    </header>
  );
};
