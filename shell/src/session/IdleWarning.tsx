import { useTranslation } from 'react-i18next';
import { useChannelValue } from 'shared-ui';
import { Button, Modal } from 'shared-ui';

import { useIdleMinutes } from '../api/authSetting';
import { useHost } from '../host/hostContext';
import type { IdleClock } from './idleClock';
import { useIdleLogout } from './useIdleLogout';

/** Props of {@link IdleWarning}. */
export interface IdleWarningProps {
  /** Tests pass their own clock. */
  clock?: IdleClock;
}

/**
 * The inactivity warning: a minute before the brand's idle limit, a countdown and a "stay
 * logged in" button; at zero the session ends ({@link useIdleLogout}).
 */
export const IdleWarning = ({ clock }: IdleWarningProps) => {
  const { t } = useTranslation();
  const { bus } = useHost();
  const member = useChannelValue(bus.session).status === 'member';
  const idleMinutes = useIdleMinutes(member);
  const { secondsLeft, stayLoggedIn } = useIdleLogout(idleMinutes, clock);
  if (secondsLeft === null) return null;
  return (
    <Modal
      open
      onClose={stayLoggedIn}
      title={t('session.idleTitle')}
      closeLabel={t('common.close')}
      footer={<Button onClick={stayLoggedIn}>{t('session.idleStay')}</Button>}
    >
      <p role="timer" aria-live="polite">
        {t('session.idleBody', { count: secondsLeft })}
      </p>
    </Modal>
  );
};
