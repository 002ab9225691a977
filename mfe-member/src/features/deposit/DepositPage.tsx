import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { DepositOrder } from 'shared-contracts/member';
import { Panel } from 'shared-ui';
import { QueryView } from 'shared-ui/kit';

import { useDepositChannels, useDepositPushes } from '../../api/deposit';
import { layout } from '../../components/layout';
import { member } from '../../remote';
import { AllowanceNote } from './AllowanceNote';
import { ChannelPicker } from './ChannelPicker';
import { DepositForm } from './DepositForm';
import { DepositHistory } from './DepositHistory';
import { DepositOrderView } from './DepositOrderView';
import styles from './DepositPage.module.css';

/** The help centre's deposit guide (SPEC's "deposit tutorial"). */
export const DEPOSIT_TUTORIAL = '/help#deposit-guide';

/** The deposit page (depositv2): a channel, an amount, the order to pay; the history below. */
export const DepositPage = () => {
  const { t } = useTranslation(member.namespace);
  const channels = useDepositChannels();
  const [chosen, setChosen] = useState<string | null>(null);
  const [order, setOrder] = useState<DepositOrder | null>(null);
  useDepositPushes();

  return (
    <div className={layout.page}>
      <Panel headingLevel={4} title={t('deposit.newDeposit')}>
        <p className={styles.tutorial}>
          {t('deposit.tutorialLead')} <Link to={DEPOSIT_TUTORIAL}>{t('deposit.tutorial')}</Link>
        </p>
        {order ? (
          <DepositOrderView key={order.orderId} order={order} onDone={() => setOrder(null)} />
        ) : (
          <QueryView
            query={channels}
            loadingLabel={t('common.loading')}
            errorMessage={t('common.loadError')}
            retryLabel={t('common.retry')}
            emptyTitle={t('deposit.noChannels')}
            isEmpty={(data) => data.channels.length === 0}
          >
            {(data) => {
              const channel =
                data.channels.find((each) => each.channelId === chosen) ?? data.channels[0];
              if (!channel) return null;
              return (
                <div className={layout.page}>
                  <AllowanceNote allowance={data.allowance} />
                  <ChannelPicker
                    channels={data.channels}
                    value={channel.channelId}
                    onChange={setChosen}
                  />
                  <DepositForm
                    key={channel.channelId}
                    channel={channel}
                    allowance={data.allowance}
                    onOpened={setOrder}
                  />
                </div>
              );
            }}
          </QueryView>
        )}
      </Panel>
      <Panel headingLevel={4} title={t('deposit.history')}>
        <DepositHistory onOpen={setOrder} />
      </Panel>
    </div>
  );
};
