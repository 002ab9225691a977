import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ClaimRewardValue } from 'shared-contracts/member';
import { Panel, Stat, StatGroup } from 'shared-ui';
import { FormAlert, type Message, QueryView, useMoney, useRemote } from 'shared-ui/kit';

import { useClaimableRewards } from '../../api/rewards';
import { cx, layout } from '../../components/layout';
import { member } from '../../remote';
import { ClaimableReward } from './ClaimableReward';
import { RewardHistory } from './RewardHistory';

/**
 * The reward centre (rewardCenter): what the player can claim now (rebates of settled days,
 * deposit rewards, the birthday gift, VIP level-ups), each with its claim button, then the
 * claimed and expired ones. A claim credits the main wallet once; the header's balance follows
 * (the platform pushes it, and the page asks the shell to refresh it).
 */
export const RewardCenterPage = () => {
  const { t } = useTranslation(member.namespace);
  const { host } = useRemote();
  const { format } = useMoney();
  const claimable = useClaimableRewards();
  const [done, setDone] = useState<Message | null>(null);

  const claimed = ({ reward }: ClaimRewardValue) => {
    host.bus.publish({ type: 'RefreshBalance' });
    setDone(
      reward.turnoverRequired > 0
        ? {
            key: 'rewards.claimed',
            params: { amount: format(reward.amount), turnover: format(reward.turnoverRequired) },
          }
        : { key: 'rewards.claimedNoTurnover', params: { amount: format(reward.amount) } },
    );
  };

  return (
    <div className={layout.page}>
      <FormAlert tone="success" message={done} />
      <Panel title={t('rewards.claimable')}>
        <QueryView
          query={claimable}
          loadingLabel={t('common.loading')}
          errorMessage={t('common.loadError')}
          retryLabel={t('common.retry')}
        >
          {(data) => (
            <>
              <StatGroup columns={2}>
                <Stat label={t('rewards.claimableCount')} value={data.count} />
                <Stat label={t('rewards.claimableTotal')} value={format(data.totalAmount)} />
              </StatGroup>
              {data.list.length === 0 ? (
                <p>{t('rewards.claimableEmpty')}</p>
              ) : (
                <ul
                  className={cx(layout.bare, layout.stackSm)}
                  aria-label={t('rewards.claimableList')}
                >
                  {data.list.map((reward) => (
                    <ClaimableReward key={reward.id} reward={reward} onClaimed={claimed} />
                  ))}
                </ul>
              )}
            </>
          )}
        </QueryView>
      </Panel>
      <Panel title={t('rewards.history')}>
        <RewardHistory />
      </Panel>
    </div>
  );
};
