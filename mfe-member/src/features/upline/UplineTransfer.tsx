import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { UplineInfo } from 'shared-contracts/member';
import { EmptyState, Panel } from 'shared-ui';
import { useMoney } from 'shared-ui/kit';

import { cx, layout } from '../../components/layout';
import { member } from '../../remote';
import { dailyLeft, uplineBlock } from './uplineRules';
import { UplineTransferForm } from './UplineTransferForm';

export interface UplineTransferProps {
  info: UplineInfo;
}

/** Who the upline is and the limits, then the form; or why transfers are not available. */
export const UplineTransfer = ({ info }: UplineTransferProps) => {
  const { t } = useTranslation(member.namespace);
  const { format } = useMoney();
  // The platform may answer that the upline is gone although the page still names one.
  const [uplineGone, setUplineGone] = useState(false);
  const block = uplineGone ? 'noUpline' : uplineBlock(info);

  if (block || !info.upline)
    return (
      <EmptyState
        title={t(`upline.${block ?? 'noUpline'}Title`)}
        description={t(`upline.${block ?? 'noUpline'}`)}
      />
    );

  const { nickname, username } = info.upline;
  const agent = nickname && nickname !== username ? `${nickname} (${username})` : username;
  return (
    <Panel headingLevel={4} title={t('upline.agentTitle')}>
      <dl className={cx(layout.facts, layout.tiles)}>
        <div>
          <dt>{t('upline.agent')}</dt>
          <dd>{agent}</dd>
        </div>
        <div>
          <dt>{t('upline.perTransfer')}</dt>
          <dd>{t('upline.range', { min: format(info.minAmount), max: format(info.maxAmount) })}</dd>
        </div>
        <div>
          <dt>{t('upline.daily')}</dt>
          <dd>
            {t('upline.dailyUsage', {
              max: format(info.dailyMax),
              used: format(info.dailyUsed),
              left: format(dailyLeft(info)),
            })}
          </dd>
        </div>
        <div>
          <dt>{t('upline.mainBalance')}</dt>
          <dd>{format(info.mainBalance)}</dd>
        </div>
      </dl>
      <p className={layout.muted}>{t('upline.explain')}</p>
      <UplineTransferForm info={info} agent={agent} onUplineGone={() => setUplineGone(true)} />
    </Panel>
  );
};
