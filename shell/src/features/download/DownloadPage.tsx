import { useTranslation } from 'react-i18next';

import { DownloadGuide } from './DownloadGuide';
import styles from './DownloadPage.module.css';

/** /down and /download: the app download page. */
export const DownloadPage = () => {
  const { t } = useTranslation();
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{t('download.title')}</h1>
      <p className={styles.intro}>{t('download.intro')}</p>
      <div className={styles.card}>
        <DownloadGuide />
      </div>
    </div>
  );
};
