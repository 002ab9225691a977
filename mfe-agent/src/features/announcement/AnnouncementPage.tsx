import { useTranslation } from 'react-i18next';
import { Panel } from 'shared-ui';
import { formatDateTime, QueryView, useLanguage, useRemote } from 'shared-ui/kit';
import { SafeHtml } from 'shared-ui/safe-html';

import { useAnnouncements } from '../../api/info';
import styles from '../../components/common.module.css';
import { agent } from '../../remote';

/** The agent announcements, newest first; their HTML is sanitised before it is shown. */
export const AnnouncementPage = () => {
  const { t } = useTranslation(agent.namespace);
  const language = useLanguage();
  const { asset } = useRemote();
  const announcements = useAnnouncements();
  return (
    <QueryView
      query={announcements}
      loadingLabel={t('common.loading')}
      errorMessage={t('common.loadError')}
      retryLabel={t('common.retry')}
      emptyTitle={t('announcement.empty')}
    >
      {(items) => (
        <ul className={styles.list}>
          {items.map((item) => (
            <li key={item.id}>
              <Panel title={item.title} headingLevel={4}>
                <p className={styles.note}>
                  <time dateTime={new Date(item.publishedAt).toISOString()}>
                    {formatDateTime(item.publishedAt, language)}
                  </time>
                </p>
                <SafeHtml html={item.html} resolveUrl={asset} />
              </Panel>
            </li>
          ))}
        </ul>
      )}
    </QueryView>
  );
};
