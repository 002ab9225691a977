import { useTranslation } from 'react-i18next';
import type { SiteStatus } from 'shared-contracts';

import { Icon } from '../../layout/icons/Icon';
import styles from './StatusPage.module.css';

/** Props of {@link IpRestrictionPage}. */
export interface IpRestrictionPageProps {
  location: SiteStatus['location'];
}

/** The whole-site page for visitors from a restricted location or IP (site status 2). */
export const IpRestrictionPage = ({ location }: IpRestrictionPageProps) => {
  const { t } = useTranslation();
  return (
    <main className={styles.page}>
      <div className={styles.card}>
        <span className={styles.emblem}>
          <Icon name="blocked" size={32} />
        </span>
        <h1 className={styles.title}>{t('status.restrictedTitle')}</h1>
        <p className={styles.body}>{t('status.restrictedBody')}</p>
        <dl className={styles.facts}>
          <div>
            <dt>{t('status.ip')}</dt>
            <dd>{location.ip}</dd>
          </div>
          <div>
            <dt>{t('status.country')}</dt>
            <dd>{location.country}</dd>
          </div>
        </dl>
      </div>
    </main>
  );
};
