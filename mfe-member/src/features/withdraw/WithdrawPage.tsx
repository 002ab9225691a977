import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Panel } from 'shared-ui';
import { QueryView } from 'shared-ui/kit';

import { useWithdrawalSettings } from '../../api/withdrawal';
import { layout } from '../../components/layout';
import { member } from '../../remote';
import { WithdrawalDetail } from './WithdrawalDetail';
import { WithdrawalHistory } from './WithdrawalHistory';
import { blockOf, WithdrawBlocker } from './WithdrawBlocker';
import { WithdrawForm } from './WithdrawForm';

/** The withdraw page: the request form (or why it is closed), then the history or one detail. */
export const WithdrawPage = () => {
  const { t } = useTranslation(member.namespace);
  const settings = useWithdrawalSettings();
  const [detailId, setDetailId] = useState<string | null>(null);
  const autoReceiveMinutes = settings.data?.autoReceiveMinutes ?? null;

  return (
    <div className={layout.page}>
      <Panel headingLevel={4} title={t('withdraw.request')}>
        <QueryView
          query={settings}
          loadingLabel={t('common.loading')}
          errorMessage={t('common.loadError')}
          retryLabel={t('common.retry')}
        >
          {(data) =>
            blockOf(data) ? <WithdrawBlocker settings={data} /> : <WithdrawForm settings={data} />
          }
        </QueryView>
      </Panel>
      <Panel headingLevel={4} title={detailId ? t('withdraw.detail') : t('withdraw.history')}>
        {autoReceiveMinutes !== null ? (
          <p className={layout.muted}>
            {t('withdraw.autoReceive', { minutes: autoReceiveMinutes })}
          </p>
        ) : null}
        {detailId ? (
          <WithdrawalDetail
            withdrawalId={detailId}
            autoReceiveMinutes={autoReceiveMinutes}
            onBack={() => setDetailId(null)}
          />
        ) : (
          <WithdrawalHistory autoReceiveMinutes={autoReceiveMinutes} onOpen={setDetailId} />
        )}
      </Panel>
    </div>
  );
};
