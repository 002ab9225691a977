import { useTranslation } from 'react-i18next';
import type { Tier } from 'shared-contracts/agent';
import { useMoney } from 'shared-ui/kit';

import { formatRate } from '../../lib/rates';
import { agent } from '../../remote';
import styles from './TierTable.module.css';

export interface TierTableProps {
  tiers: readonly Tier[];
  /** The table's accessible name ("Terms of the contract from agent01"). */
  caption: string;
}

/** A contract's terms: each tier's minimums and the rate it pays. */
export const TierTable = ({ tiers, caption }: TierTableProps) => {
  const { t } = useTranslation(agent.namespace);
  const { format } = useMoney();
  return (
    <table className={styles.table}>
      <caption className={styles.caption}>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{t('contracts.tiers.tier')}</th>
          <th scope="col">{t('contracts.tiers.minValidTurnover')}</th>
          <th scope="col">{t('contracts.tiers.minActiveMembers')}</th>
          <th scope="col">{t('contracts.tiers.rate')}</th>
        </tr>
      </thead>
      <tbody>
        {tiers.map((tier, index) => (
          <tr key={`${tier.minValidTurnover}-${tier.minActiveMembers}`}>
            <th scope="row">{index + 1}</th>
            <td data-label={t('contracts.tiers.minValidTurnover')}>
              {format(tier.minValidTurnover)}
            </td>
            <td data-label={t('contracts.tiers.minActiveMembers')}>{tier.minActiveMembers}</td>
            <td data-label={t('contracts.tiers.rate')}>{formatRate(tier.rateBp)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
};
