import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { AgentContract } from 'shared-contracts/agent';
import { Card, formLayout, StatusBadge } from 'shared-ui';
import { formatDateTime, useLanguage } from 'shared-ui/kit';

import shared from '../../components/common.module.css';
import { agent } from '../../remote';
import styles from './ContractCard.module.css';
import { CONTRACT_TONES } from './contractStatus';
import { TierTable } from './TierTable';
import { type ContractParty, useContractParty } from './useContractParty';

export interface ContractCardProps {
  contract: AgentContract;
  /** Whose side the card is seen from: `upline` names the offerer, `agent` the offeree. */
  party: ContractParty;
  /** The decisions the viewer may take (accept, reject, terminate). */
  actions?: ReactNode;
}

/** One contract: who it is with, its status and dates, its tiers and what may be done. */
export const ContractCard = ({ contract, party, actions }: ContractCardProps) => {
  const { t } = useTranslation(agent.namespace);
  const language = useLanguage();
  const { who, termsCaption } = useContractParty()(contract, party);
  return (
    <Card as="li" variant="inset">
      <div className={formLayout.between}>
        <strong className={styles.who}>{who}</strong>
        <StatusBadge tone={CONTRACT_TONES[contract.status]}>
          {t(`contracts.status.${contract.status}`)}
        </StatusBadge>
      </div>
      <p className={styles.dates}>
        <span>
          {t('contracts.offeredAt', { time: formatDateTime(contract.offeredAt, language) })}
        </span>
        {contract.decidedAt !== null ? (
          <span>
            {t('contracts.decidedAt', { time: formatDateTime(contract.decidedAt, language) })}
          </span>
        ) : null}
        {contract.terminatedAt !== null ? (
          <span>
            {t('contracts.terminatedAt', {
              time: formatDateTime(contract.terminatedAt, language),
            })}
          </span>
        ) : null}
      </p>
      <TierTable tiers={contract.tiers} caption={termsCaption} />
      {actions ? <div className={shared.actions}>{actions}</div> : null}
    </Card>
  );
};
