import { useTranslation } from 'react-i18next';
import type { WithdrawalStatus } from 'shared-contracts/member';
import { StatusBadge, type StatusTone } from 'shared-ui';

import { member } from '../../remote';

const TONES: Record<WithdrawalStatus, StatusTone> = {
  pending_review: 'pending',
  approved: 'pending',
  rejected: 'danger',
  disbursed: 'success',
  awaiting_confirmation: 'pending',
  disputed: 'danger',
  completed: 'success',
};

/** A withdrawal's status in the player's words. */
export const WithdrawalStatusBadge = ({ status }: { status: WithdrawalStatus }) => {
  const { t } = useTranslation(member.namespace);
  return <StatusBadge tone={TONES[status]}>{t(`withdraw.status.${status}`)}</StatusBadge>;
};
