import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { buttonClassName } from 'shared-ui';

import { Icon } from '../../layout/icons/Icon';
import styles from './StatusPage.module.css';

/** Props of {@link MaintenancePage}. */
export interface MaintenancePageProps {
  /** Where "Contact Us" leads; the button is left out without one. */
  contactUrl?: string;
}

/**
 * The whole-site maintenance page (site status 1). Its actions are links that look like buttons:
 * the server sends this page as it is, and they work before (or without) the application.
 */
export const MaintenancePage = ({ contactUrl }: MaintenancePageProps) => {
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  return (
    <main className={styles.page}>
      <div className={styles.card}>
        <span className={styles.emblem}>
          <Icon name="wrench" size={32} />
        </span>
        <h1 className={styles.title}>{t('status.maintenanceTitle')}</h1>
        <p className={styles.body}>{t('status.maintenanceBody')}</p>
        <div className={styles.actions}>
          {contactUrl ? (
            <a
              className={buttonClassName({ variant: 'secondary' })}
              href={contactUrl}
              target="_blank"
              rel="noopener noreferrer"
            >
              {t('status.contactUs')}
              <span className="visually-hidden"> ({t('common.newTab')})</span>
            </a>
          ) : null}
          {/* The same page asked for again: the server answers the site once it is back. */}
          <a className={buttonClassName()} href={`${pathname}${search}`}>
            {t('status.refresh')}
          </a>
        </div>
      </div>
    </main>
  );
};
