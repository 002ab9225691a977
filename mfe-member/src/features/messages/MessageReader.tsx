import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Button, Card } from 'shared-ui';
import {
  formatDateTime,
  messageOf,
  QueryView,
  reasonOf,
  useLanguage,
  useMessage,
} from 'shared-ui/kit';
import { SafeHtml } from 'shared-ui/safe-html';

import { useDeleteMessages, useInboxMessage } from '../../api/messages';
import { cx, layout } from '../../components/layout';
import { member } from '../../remote';
import styles from './MessagesPage.module.css';

/** Props of {@link MessageReader}. */
export interface MessageReaderProps {
  id: string;
  /** Back to the list (phones, where the reader replaces it). */
  onBack: () => void;
  /** The message was deleted. */
  onDeleted: () => void;
}

/**
 * One message: title, category, time and its body (server HTML, sanitised by SafeHtml), with
 * delete after a confirmation. Opening it marks it read.
 */
export const MessageReader = ({ id, onBack, onDeleted }: MessageReaderProps) => {
  const { t } = useTranslation(member.namespace);
  const language = useLanguage();
  const show = useMessage();
  const query = useInboxMessage(id);
  const remove = useDeleteMessages();
  const [confirming, setConfirming] = useState(false);
  const titleId = useId();
  const confirmButton = useRef<HTMLButtonElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);

  useEffect(() => setConfirming(false), [id]);
  useEffect(() => {
    if (confirming) confirmButton.current?.focus();
  }, [confirming]);
  // A newly opened message takes the focus, so keyboard and screen-reader users land on it.
  const loaded = query.data?.message.id;
  useEffect(() => {
    if (loaded) heading.current?.focus();
  }, [loaded]);

  const errorText =
    reasonOf(query.error) === 'notFound'
      ? t('messages.notFound')
      : (show(messageOf(query.error)) ?? t('common.loadError'));

  return (
    <section className={layout.stack} aria-labelledby={titleId}>
      <div className={styles.back}>
        <Button type="button" variant="secondary" size="sm" onClick={onBack}>
          {t('messages.backToList')}
        </Button>
      </div>
      <QueryView
        query={query}
        loadingLabel={t('common.loading')}
        errorMessage={errorText}
        retryLabel={t('common.retry')}
      >
        {({ message }) => (
          <Card as="article" padding="lg" gap="md" className={styles.message}>
            <h4 id={titleId} ref={heading} tabIndex={-1} className={styles.messageTitle}>
              {message.title}
            </h4>
            <p className={styles.rowMeta}>
              <span className={styles.category}>
                {t(`messages.categories.${message.category}`)}
              </span>
              {message.broadcast ? <span>{t('messages.toEveryone')}</span> : null}
              <time dateTime={new Date(message.createdAt).toISOString()}>
                {formatDateTime(message.createdAt, language)}
              </time>
            </p>
            <SafeHtml html={message.bodyHtml} className={styles.body} />
            {remove.isError ? (
              <Alert>{show(messageOf(remove.error)) ?? t('common.unknownError')}</Alert>
            ) : null}
            {confirming ? (
              <Card
                variant="outline"
                tone="danger"
                role="group"
                aria-label={t('messages.deleteTitle')}
              >
                <p className={layout.text}>{t('messages.deleteQuestion')}</p>
                <div className={cx(layout.row, layout.end)}>
                  <Button
                    type="button"
                    variant="secondary"
                    disabled={remove.isPending}
                    onClick={() => setConfirming(false)}
                  >
                    {t('common.cancel')}
                  </Button>
                  <Button
                    ref={confirmButton}
                    type="button"
                    variant="danger"
                    disabled={remove.isPending}
                    onClick={() => remove.mutate({ ids: [message.id] }, { onSuccess: onDeleted })}
                  >
                    {remove.isPending ? t('messages.deleting') : t('messages.deleteConfirm')}
                  </Button>
                </div>
              </Card>
            ) : (
              <div className={cx(layout.row, layout.end)}>
                <Button type="button" variant="secondary" onClick={() => setConfirming(true)}>
                  {t('common.delete')}
                </Button>
              </div>
            )}
          </Card>
        )}
      </QueryView>
    </section>
  );
};
