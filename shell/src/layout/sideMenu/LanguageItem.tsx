import { useTranslation } from 'react-i18next';

import { HTML_LANG } from '../../i18n/i18n';
import { useLanguage } from '../../state/useLanguage';
import { useDropdown } from '../useDropdown';
import { MenuButton } from './MenuEntry';
import styles from './SideMenu.module.css';

/** The language selector; hidden when the brand supports a single language. */
export const LanguageItem = () => {
  const { t } = useTranslation();
  const { language, supported, setLanguage } = useLanguage();
  const dropdown = useDropdown();
  if (supported.length <= 1) return null;
  return (
    <li className={styles.item} {...dropdown.containerProps}>
      <MenuButton
        icon="globe"
        label={t('sideMenu.language')}
        detail={t(`languages.${language}`)}
        expandable
        {...dropdown.buttonProps}
      />
      <ul {...dropdown.panelProps} className={styles.submenu} aria-label={t('sideMenu.language')}>
        {supported.map((code) => (
          <li key={code}>
            <button
              type="button"
              className={styles.subentry}
              lang={HTML_LANG[code]}
              aria-current={code === language ? 'true' : undefined}
              onClick={() => {
                setLanguage(code);
                dropdown.setOpen(false);
              }}
            >
              {t(`languages.${code}`)}
            </button>
          </li>
        ))}
      </ul>
    </li>
  );
};
