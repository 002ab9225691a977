import { useTranslation } from 'react-i18next';
import type { SalaryKind } from 'shared-contracts';
import { Panel } from 'shared-ui';

import shared from '../../components/common.module.css';
import { agent } from '../../remote';
import styles from './ContractPage.module.css';
import { ContractsPanel } from './ContractsPanel';
import { SettlementHistory } from './SettlementHistory';

export interface ContractPageProps {
  kind: SalaryKind;
}

/**
 * Daily wages, hourly salary or real-time salary: when the kind settles, my contracts with my
 * upline and my sub-agents, an offer to a sub-agent, and the settlements paid to me.
 */
export const ContractPage = ({ kind }: ContractPageProps) => {
  const { t } = useTranslation(agent.namespace);
  return (
    <div className={shared.page}>
      <p className={styles.schedule}>{t(`contracts.schedule.${kind}`)}</p>
      <ContractsPanel kind={kind} />
      <Panel headingLevel={4} title={t('contracts.history.title')}>
        <SettlementHistory kind={kind} />
      </Panel>
    </div>
  );
};
