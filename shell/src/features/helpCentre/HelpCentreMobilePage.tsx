import { useTranslation } from 'react-i18next';

import styles from './HelpCentre.module.css';
import { HelpCentreView } from './HelpCentreView';
import { useHashAnchor } from './useHashAnchor';

/** /helpmc: the help centre alone, without header, for the mobile apps' web views. */
export const HelpCentreMobilePage = () => {
  const { t } = useTranslation();
  const anchor = useHashAnchor();
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{t('help.title')}</h1>
      <HelpCentreView idPrefix="" topicMode="link" anchor={anchor} />
    </div>
  );
};
