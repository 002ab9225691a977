import { useTranslation } from 'react-i18next';
import { Button, Modal } from 'shared-ui';
import { formatDateTime, useLanguage, useMember, useRemote } from 'shared-ui/kit';

import { cx, layout } from '../../components/layout';
import { member } from '../../remote';
import { useRealityCheck } from './useRealityCheck';

/** A trial (free play) account has no safer-gambling settings of its own. */
const TRIAL_ACCOUNT = 4;

/**
 * The reality-check popup, on every page while a member is signed in: every
 * `realityCheckMinutes` of the login session (set on the safer-gambling page) it says how long
 * the player has been logged in and offers to keep playing, review the limits or log out.
 */
export const RealityCheckReminder = () => {
  const player = useMember();
  if (!player || player.isAgent === TRIAL_ACCOUNT) return null;
  return <Reminder />;
};

const Reminder = () => {
  const { t } = useTranslation(member.namespace);
  const { host } = useRemote();
  const language = useLanguage();
  const { reminder, dismiss } = useRealityCheck();
  if (!reminder) return null;
  const then = (command: () => void) => () => {
    dismiss();
    command();
  };
  return (
    <Modal
      open
      onClose={dismiss}
      title={t('responsible.realityCheck.title')}
      closeLabel={t('common.close')}
      footer={
        <div className={cx(layout.row, layout.end)}>
          <Button onClick={dismiss}>{t('responsible.realityCheck.keepPlaying')}</Button>
          <Button
            variant="secondary"
            onClick={then(() =>
              host.bus.publish({ type: 'OpenMemberCentre', page: 'responsibleGaming' }),
            )}
          >
            {t('responsible.realityCheck.review')}
          </Button>
          <Button
            variant="secondary"
            onClick={then(() => host.bus.publish({ type: 'RequestLogout' }))}
          >
            {t('responsible.realityCheck.logOut')}
          </Button>
        </div>
      }
    >
      <p role="status">
        {t('responsible.realityCheck.body', {
          minutes: reminder.minutesPlayed,
          since: formatDateTime(reminder.sessionStartedAt, language),
        })}
      </p>
    </Modal>
  );
};
