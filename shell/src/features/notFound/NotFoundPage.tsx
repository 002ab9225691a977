import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { buttonClassName } from 'shared-ui';

import { HOME_PATH } from '../../routing/routes';
import styles from './NotFoundPage.module.css';

/** Shown for paths the site does not have. */
export const NotFoundPage = () => {
  const { t } = useTranslation();
  return (
    <div className={styles.page}>
      <p className={styles.code} aria-hidden="true">
        404
      </p>
      <h1 className={styles.title}>{t('notFound.title')}</h1>
      <p className={styles.body}>{t('notFound.body')}</p>
      <Link className={`${buttonClassName()} ${styles.home}`} to={HOME_PATH}>
        {t('notFound.home')}
      </Link>
    </div>
  );
};
