import type { ContractStatus } from 'shared-contracts/agent';
import type { StatusTone } from 'shared-ui';

/** How a contract's status reads at a glance. */
export const CONTRACT_TONES: Readonly<Record<ContractStatus, StatusTone>> = {
  inProcess: 'pending',
  approved: 'success',
  rejected: 'danger',
  terminated: 'neutral',
};
