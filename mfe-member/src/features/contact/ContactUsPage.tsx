import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { resourcesEndpoint } from 'shared-contracts';
import { Button, buttonClassName, Panel } from 'shared-ui';
import { QueryView, resourceKeys, useEndpointQuery, useRemote, useSession } from 'shared-ui/kit';

import { cx, layout } from '../../components/layout';
import { member } from '../../remote';
import {
  CONTACT_RESOURCE_NAMES,
  contactChannelsOf,
  feedbackSearchOf,
  QUESTION_TYPES,
} from './contactChannels';
import styles from './ContactUsPage.module.css';

/** Query keys of the contact page. */
const contact = resourceKeys('member', 'contact');

/**
 * Contact us (ADR 0025): a public page. Live chat with customer service (the shell's desk, for
 * guests too), the brand's messaging and social channels (the site resources), SPEC's support
 * question types leading to the feedback form (a guest signs in first, then lands on it), and
 * the help centre.
 */
export const ContactUsPage = () => {
  const { t } = useTranslation(member.namespace);
  const { host } = useRemote();
  const session = useSession();
  const location = useLocation();
  const resources = useEndpointQuery(
    resourcesEndpoint,
    {},
    { key: contact, select: contactChannelsOf, staleTime: 5 * 60_000 },
  );
  // A guest signs in first; the login then opens the feedback form with the type chosen.
  const askAsGuest = (type: string) =>
    host.bus.publish({
      type: 'OpenLogin',
      reason: 'memberPage',
      resume: `/index${feedbackSearchOf(type)}`,
    });

  return (
    <div className={cx(layout.page, styles.page)}>
      <header className={styles.intro}>
        <h1 className={styles.heading}>{t('contact.title')}</h1>
        <p>{t('contact.lead')}</p>
      </header>
      <div className={styles.grid}>
        <Panel title={t('contact.chat.title')}>
          <p>{t('contact.chat.text')}</p>
          <Button type="button" onClick={() => host.bus.publish({ type: 'OpenCustomerService' })}>
            {t('contact.chat.open')}
          </Button>
        </Panel>
        <Panel title={t('contact.channels.title')}>
          <QueryView
            query={resources}
            loadingLabel={t('common.loading')}
            errorMessage={t('contact.channels.failed')}
            retryLabel={t('common.retry')}
            emptyTitle={t('contact.channels.empty')}
          >
            {(channels) => (
              <ul
                className={cx(layout.bare, layout.row, styles.list)}
                aria-label={t('contact.channels.title')}
              >
                {channels.map(({ type, url }) => (
                  <li key={type}>
                    <a
                      className={buttonClassName({ variant: 'secondary' })}
                      href={url}
                      target="_blank"
                      rel="noopener noreferrer"
                    >
                      {CONTACT_RESOURCE_NAMES[type]}
                      <span className="visually-hidden"> ({t('contact.newTab')})</span>
                    </a>
                  </li>
                ))}
              </ul>
            )}
          </QueryView>
        </Panel>
        <Panel title={t('contact.questions.title')}>
          <p>
            {session.status === 'member'
              ? t('contact.questions.member')
              : t('contact.questions.guest')}
          </p>
          <ul
            className={cx(layout.bare, layout.row, styles.list)}
            aria-label={t('contact.questions.title')}
          >
            {QUESTION_TYPES.map((type) => (
              <li key={type}>
                {session.status === 'member' ? (
                  <Link
                    className={buttonClassName({ variant: 'secondary' })}
                    to={{ pathname: location.pathname, search: feedbackSearchOf(type) }}
                  >
                    {t(`feedback.types.${type}`)}
                  </Link>
                ) : (
                  <Button type="button" variant="secondary" onClick={() => askAsGuest(type)}>
                    {t(`feedback.types.${type}`)}
                  </Button>
                )}
              </li>
            ))}
          </ul>
        </Panel>
        <Panel title={t('contact.help.title')}>
          <p>{t('contact.help.text')}</p>
          <Link className={buttonClassName({ variant: 'secondary' })} to="/help">
            {t('contact.help.open')}
          </Link>
        </Panel>
      </div>
    </div>
  );
};
