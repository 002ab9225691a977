import { useTranslation } from 'react-i18next';
import { formLayout } from 'shared-ui';
import { useRemote } from 'shared-ui/kit';

import { AUTH_NAMESPACE } from '../remote';

/**
 * Where the codes and mails went, on the reference platform in demo mode only (its local inbox,
 * named by /site-config.json): nothing leaves that machine, so a newcomer reads them there.
 */
export const DemoInboxLink = () => {
  const { t } = useTranslation(AUTH_NAMESPACE);
  const { host } = useRemote();
  const inbox = host.config.demoInbox;
  if (!inbox) return null;
  return (
    <p className={formLayout.muted}>
      {t('demoInbox.hint')}{' '}
      <a href={`${host.config.apiBaseUrl}${inbox}`} target="_blank" rel="noopener noreferrer">
        {t('demoInbox.link')}
      </a>
    </p>
  );
};
