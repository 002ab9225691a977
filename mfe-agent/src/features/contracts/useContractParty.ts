import { useTranslation } from 'react-i18next';
import type { AgentContract } from 'shared-contracts/agent';

import { agent } from '../../remote';

/** Whose side a contract is seen from: `upline` names the offerer, `agent` the offeree. */
export type ContractParty = 'upline' | 'agent';

/**
 * How a contract names the other party: as its heading ("From agent01", "From the brand",
 * "To agent01a") and in its terms' caption ("Terms from agent01", "Terms set by the brand",
 * "Terms for agent01a"). Each is a whole phrase of the language: a heading put inside another
 * sentence reads wrong ("Terms: From the brand", Portuguese "de a marca").
 */
export const useContractParty = () => {
  const { t } = useTranslation(agent.namespace);
  return (contract: AgentContract, party: ContractParty) => {
    if (party === 'agent') {
      const name = contract.agent.username;
      return {
        who: t('contracts.toAgent', { name }),
        termsCaption: t('contracts.tiers.caption.toAgent', { name }),
      };
    }
    if (contract.upline) {
      const name = contract.upline.username;
      return {
        who: t('contracts.fromUpline', { name }),
        termsCaption: t('contracts.tiers.caption.fromUpline', { name }),
      };
    }
    return {
      who: t('contracts.fromBrand'),
      termsCaption: t('contracts.tiers.caption.fromBrand'),
    };
  };
};
