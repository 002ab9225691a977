import { useTranslation } from 'react-i18next';
import { Button } from 'shared-ui';

import styles from './HelpCentre.module.css';
import { useOpenFeedback } from './useOpenFeedback';

/** The help centre's way to the feedback page, for a question the topics do not answer. */
export const FeedbackPrompt = () => {
  const { t } = useTranslation();
  const openFeedback = useOpenFeedback();
  return (
    <aside className={styles.feedback} aria-label={t('help.feedbackTitle')}>
      <p className={styles.feedbackText}>{t('help.feedbackPrompt')}</p>
      <Button type="button" variant="secondary" onClick={openFeedback}>
        {t('help.feedbackButton')}
      </Button>
    </aside>
  );
};
