import { useTranslation } from 'react-i18next';
import { Button } from 'shared-ui';

import { Icon } from '../../layout/icons/Icon';
import styles from './StatusPage.module.css';

/** Props of {@link MaintenancePage}. */
export interface MaintenancePageProps {
  /** Where "Contact Us" leads; the button is left out without one. */
  contactUrl?: string;
}

/** The whole-site maintenance page (site status 1). */
export const MaintenancePage = ({ contactUrl }: MaintenancePageProps) => {
  const { t } = useTranslation();
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
            <Button
              variant="secondary"
              onClick={() => window.open(contactUrl, '_blank', 'noopener,noreferrer')}
            >
              {t('status.contactUs')}
              <span className="visually-hidden"> ({t('common.newTab')})</span>
            </Button>
          ) : null}
          <Button onClick={() => window.location.reload()}>{t('status.refresh')}</Button>
        </div>
      </div>
    </main>
  );
};
