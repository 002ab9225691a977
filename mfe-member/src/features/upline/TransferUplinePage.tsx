import { useTranslation } from 'react-i18next';
import { Panel } from 'shared-ui';
import { QueryView } from 'shared-ui/kit';

import { useUplineInfo } from '../../api/upline';
import { layout } from '../../components/layout';
import { member } from '../../remote';
import { UplineHistory } from './UplineHistory';
import { UplineTransfer } from './UplineTransfer';

/** Transfer to upline (transferUpline): send money from the main wallet to the upline agent. */
export const TransferUplinePage = () => {
  const { t } = useTranslation(member.namespace);
  const info = useUplineInfo();
  return (
    <div className={layout.page}>
      <QueryView
        query={info}
        loadingLabel={t('common.loading')}
        errorMessage={t('common.loadError')}
        retryLabel={t('common.retry')}
      >
        {(data) => <UplineTransfer info={data} />}
      </QueryView>
      <Panel headingLevel={4} title={t('upline.historyTitle')}>
        <UplineHistory />
      </Panel>
    </div>
  );
};
