import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';

import { useShellModals } from '../../state/ShellModalsState';
import { FeedbackPrompt } from './FeedbackPrompt';
import styles from './HelpCentre.module.css';
import { HelpCentreView } from './HelpCentreView';
import { useHashAnchor } from './useHashAnchor';

/**
 * /help: the help centre, scrolled to the #anchor, which also opens the helpCenter modal
 * (SPEC section 2) once per visit of the page; later anchor changes only scroll the page.
 */
export const HelpCentrePage = () => {
  const { t } = useTranslation();
  const anchor = useHashAnchor();
  const { open } = useShellModals();
  const opened = useRef(false);
  useEffect(() => {
    if (opened.current) return;
    opened.current = true;
    open({ name: 'helpCentre', anchor });
  }, [open, anchor]);
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{t('help.title')}</h1>
      <HelpCentreView idPrefix="" topicMode="link" anchor={anchor} />
      <FeedbackPrompt />
    </div>
  );
};
