import { useTranslation } from 'react-i18next';
import { ErrorState } from 'shared-ui';

import { ensureShellI18n } from '../i18n/i18n';
import styles from './StartupError.module.css';

ensureShellI18n();

/** Shown when the site configuration cannot be read; offers a retry instead of a blank page. */
export function StartupError({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation('shell');
  return (
    <main className={styles.page}>
      <ErrorState
        title={t('startup.failedTitle')}
        message={t('startup.failedBody')}
        retryLabel={t('remote.retry')}
        onRetry={onRetry}
      />
    </main>
  );
}
