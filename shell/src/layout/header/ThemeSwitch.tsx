import { useTranslation } from 'react-i18next';

import { useTheme } from '../../state/useTheme';
import { Icon } from '../icons/Icon';
import styles from './Header.module.css';

/** A switch between the dark and light themes (on = light). */
export const ThemeSwitch = ({ className }: { className?: string }) => {
  const { t } = useTranslation();
  const { theme, setTheme } = useTheme();
  const light = theme === 'light';
  return (
    <button
      type="button"
      role="switch"
      aria-checked={light}
      aria-label={t('header.lightTheme')}
      title={t('header.lightTheme')}
      className={className ? `${styles.switch} ${className}` : styles.switch}
      onClick={() => setTheme(light ? 'dark' : 'light')}
    >
      <span className={styles.track} aria-hidden="true">
        <span className={styles.thumb}>
          <Icon name={light ? 'sun' : 'moon'} size={14} />
        </span>
      </span>
    </button>
  );
};
