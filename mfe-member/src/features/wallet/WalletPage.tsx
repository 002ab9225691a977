import { useTranslation } from 'react-i18next';
import { Button, Panel } from 'shared-ui';
import { QueryView } from 'shared-ui/kit';

import { useWallets } from '../../api/wallets';
import { layout } from '../../components/layout';
import { member } from '../../remote';
import { RecallAll } from './RecallAll';
import { WalletList } from './WalletList';
import { WalletTransferForm } from './WalletTransferForm';

/**
 * The wallet page (transferFund): the main wallet and each game wallet with its balance,
 * transfers between them and "recall all to main".
 */
export const WalletPage = () => {
  const { t } = useTranslation(member.namespace);
  const wallets = useWallets();
  return (
    <div className={layout.page}>
      <Panel
        headingLevel={4}
        title={t('wallet.walletsTitle')}
        actions={
          <Button
            variant="secondary"
            size="sm"
            disabled={wallets.isFetching}
            onClick={() => void wallets.refetch()}
          >
            {wallets.isFetching ? t('wallet.refreshing') : t('wallet.refresh')}
          </Button>
        }
      >
        <QueryView
          query={wallets}
          loadingLabel={t('common.loading')}
          errorMessage={t('common.loadError')}
          retryLabel={t('common.retry')}
        >
          {(data) => (
            <>
              <WalletList wallets={data} />
              <RecallAll wallets={data.wallets} refetch={wallets.refetch} />
            </>
          )}
        </QueryView>
      </Panel>
      {wallets.data ? (
        <Panel headingLevel={4} title={t('wallet.transferTitle')}>
          <WalletTransferForm wallets={wallets.data.wallets} />
        </Panel>
      ) : null}
    </div>
  );
};
