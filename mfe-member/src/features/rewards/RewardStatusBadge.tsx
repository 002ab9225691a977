import { useTranslation } from 'react-i18next';
import type { RewardStatus } from 'shared-contracts/member';
import { StatusBadge, type StatusTone } from 'shared-ui';

import { member } from '../../remote';

const TONES: Record<RewardStatus, StatusTone> = {
  claimable: 'pending',
  claimed: 'success',
  expired: 'neutral',
};

/** A reward's status in the player's words. */
export const RewardStatusBadge = ({ status }: { status: RewardStatus }) => {
  const { t } = useTranslation(member.namespace);
  return <StatusBadge tone={TONES[status]}>{t(`rewards.status.${status}`)}</StatusBadge>;
};
