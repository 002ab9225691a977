import { useTranslation } from 'react-i18next';
import type { WithdrawalSettings } from 'shared-contracts/member';
import { Button, EmptyState } from 'shared-ui';
import { FormAlert, useMoney } from 'shared-ui/kit';

import { cx, layout } from '../../components/layout';
import { member } from '../../remote';
import { useCentrePage } from '../centre/useCentrePage';

/** What stops a withdrawal now, in the order the player must fix it; null when nothing does. */
export const blockOf = (settings: WithdrawalSettings) =>
  settings.accounts.length === 0
    ? 'noAccounts'
    : !settings.withdrawalPasswordSet
      ? 'noPassword'
      : settings.turnover.remaining > 0
        ? 'turnover'
        : settings.dailyCountUsed >= settings.dailyCount
          ? 'dailyCount'
          : null;

/** Why the player cannot ask for a withdrawal now, with the way forward. */
export const WithdrawBlocker = ({ settings }: { settings: WithdrawalSettings }) => {
  const { t } = useTranslation(member.namespace);
  const { open } = useCentrePage();
  const { format } = useMoney();
  const toAccount = (
    <Button variant="secondary" onClick={() => open('securityCenter')}>
      {t('withdraw.openMyAccount')}
    </Button>
  );
  if (settings.accounts.length === 0)
    return (
      <EmptyState
        title={t('withdraw.noAccounts')}
        description={t('withdraw.noAccountsHint')}
        action={toAccount}
      />
    );
  if (!settings.withdrawalPasswordSet)
    return (
      <div className={cx(layout.stack, layout.alignStart)}>
        <FormAlert tone="info" message={{ key: 'withdraw.noPassword' }} />
        <Button variant="secondary" onClick={() => open('securityCenter')}>
          {t('common.setUpWithdrawalPassword')}
        </Button>
      </div>
    );
  if (settings.turnover.remaining > 0)
    return (
      <FormAlert
        message={{
          key: 'withdraw.turnoverNotMet',
          params: {
            left: format(settings.turnover.remaining),
            progress: format(settings.turnover.progress),
            required: format(settings.turnover.required),
          },
        }}
      />
    );
  if (settings.dailyCountUsed >= settings.dailyCount)
    return (
      <FormAlert
        tone="info"
        message={{ key: 'withdraw.dailyCountUsed', params: { limit: settings.dailyCount } }}
      />
    );
  return null;
};
