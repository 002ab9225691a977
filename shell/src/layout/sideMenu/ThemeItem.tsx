import { useTranslation } from 'react-i18next';

import { useSession } from '../../state/session';
import { useTheme } from '../../state/useTheme';
import { MenuButton } from './MenuEntry';
import styles from './SideMenu.module.css';

/**
 * The theme switch for members on narrow phones, where the header keeps its room for the balance
 * and the account; wider screens and guests have it in the header only.
 */
export const ThemeItem = () => {
  const { t } = useTranslation();
  const session = useSession();
  const { theme, setTheme } = useTheme();
  if (session.status !== 'member') return null;
  const light = theme === 'light';
  return (
    <li className={styles.narrowOnly}>
      <MenuButton
        role="switch"
        aria-checked={light}
        icon={light ? 'sun' : 'moon'}
        label={t('header.lightTheme')}
        onClick={() => setTheme(light ? 'dark' : 'light')}
      />
    </li>
  );
};
