import { useTranslation } from 'react-i18next';
import type { RecordBetStatus } from 'shared-contracts/member';
import { StatusBadge, type StatusTone } from 'shared-ui';

import { member } from '../../remote';

const TONES: Record<RecordBetStatus, StatusTone> = {
  settled: 'success',
  unsettled: 'pending',
  cancelled: 'neutral',
};

/** A bet's status in the betting record, in the player's words. */
export const BetStatusBadge = ({ status }: { status: RecordBetStatus }) => {
  const { t } = useTranslation(member.namespace);
  return <StatusBadge tone={TONES[status]}>{t(`records.bets.statuses.${status}`)}</StatusBadge>;
};
