import { useTranslation } from 'react-i18next';
import { Button } from 'shared-ui';

import { useHost } from '../../host/hostContext';
import styles from './SaferGamblingPage.module.css';

/** The tools of the member centre's responsible-gaming page, in the order it shows them. */
const TOOLS = ['depositLimits', 'lossLimits', 'reminders', 'timeOut', 'selfExclusion'] as const;
const SIGNS = ['chasing', 'affordability', 'escape', 'secrecy'] as const;

/**
 * The safer-gambling page, one click from the footer (ADR 0010): what the player's own limits
 * do, warning signs and where to get help, and a way to set the limits (the member centre's
 * responsible-gaming page; a guest is asked to log in first).
 */
export const SaferGamblingPage = () => {
  const { t } = useTranslation();
  const { bus } = useHost();
  return (
    <article className={styles.page}>
      <h1 className={styles.title}>{t('saferGambling.title')}</h1>
      <p className={styles.lead}>{t('saferGambling.intro')}</p>
      <Button onClick={() => bus.publish({ type: 'OpenMemberCentre', page: 'responsibleGaming' })}>
        {t('saferGambling.setLimits')}
      </Button>

      <section aria-labelledby="safer-tools">
        <h2 id="safer-tools" className={styles.heading}>
          {t('saferGambling.toolsTitle')}
        </h2>
        <dl className={styles.tools}>
          {TOOLS.map((tool) => (
            <div key={tool} className={styles.tool}>
              <dt>{t(`saferGambling.tools.${tool}.name`)}</dt>
              <dd>{t(`saferGambling.tools.${tool}.body`)}</dd>
            </div>
          ))}
        </dl>
        <p className={styles.note}>{t('saferGambling.changeRule')}</p>
      </section>

      <section aria-labelledby="safer-signs">
        <h2 id="safer-signs" className={styles.heading}>
          {t('saferGambling.signsTitle')}
        </h2>
        <ul className={styles.signs}>
          {SIGNS.map((sign) => (
            <li key={sign}>{t(`saferGambling.signs.${sign}`)}</li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="safer-help">
        <h2 id="safer-help" className={styles.heading}>
          {t('saferGambling.helpTitle')}
        </h2>
        <p>{t('saferGambling.help')}</p>
        <p className={styles.note}>{t('saferGambling.age')}</p>
      </section>
    </article>
  );
};
