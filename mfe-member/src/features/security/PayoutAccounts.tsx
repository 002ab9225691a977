import { useTranslation } from 'react-i18next';
import { Panel } from 'shared-ui';
import { QueryView } from 'shared-ui/kit';

import { usePayoutAccounts } from '../../api/security';
import { cx, layout } from '../../components/layout';
import { member } from '../../remote';
import { AddPayoutAccountForm } from './AddPayoutAccountForm';
import { PayoutAccountItem } from './PayoutAccountItem';

export interface PayoutAccountsProps {
  /** The profile's real name: every account's payee must carry it. */
  realName: string | null;
}

/** Bound bank cards and e-wallets (numbers masked), deleting them, and binding another. */
export const PayoutAccounts = ({ realName }: PayoutAccountsProps) => {
  const { t } = useTranslation(member.namespace);
  const accounts = usePayoutAccounts();
  return (
    <>
      <Panel headingLevel={4} title={t('security.accounts.title')}>
        <QueryView
          query={accounts}
          loadingLabel={t('common.loading')}
          errorMessage={t('common.loadError')}
          retryLabel={t('common.retry')}
          emptyTitle={t('security.accounts.empty')}
          isEmpty={(data) => data.list.length === 0}
        >
          {(data) => (
            <ul
              className={cx(layout.bare, layout.stackSm)}
              aria-label={t('security.accounts.title')}
            >
              {data.list.map((account) => (
                <PayoutAccountItem key={account.accountId} account={account} />
              ))}
            </ul>
          )}
        </QueryView>
      </Panel>
      {accounts.data ? (
        <AddPayoutAccountForm
          realName={realName}
          providers={accounts.data.providers}
          accounts={accounts.data.list}
          maxPerType={accounts.data.maxPerType}
        />
      ) : null}
    </>
  );
};
