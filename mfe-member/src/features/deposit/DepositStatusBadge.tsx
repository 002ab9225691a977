import { useTranslation } from 'react-i18next';
import type { DepositStatus } from 'shared-contracts/member';
import { StatusBadge, type StatusTone } from 'shared-ui';

import { member } from '../../remote';

const TONES: Record<DepositStatus, StatusTone> = {
  pending: 'pending',
  paid: 'pending',
  credited: 'success',
  rejected: 'danger',
  expired: 'neutral',
};

/** A deposit order's status in the player's words. */
export const DepositStatusBadge = ({ status }: { status: DepositStatus }) => {
  const { t } = useTranslation(member.namespace);
  return <StatusBadge tone={TONES[status]}>{t(`deposit.status.${status}`)}</StatusBadge>;
};
