import { useTranslation } from 'react-i18next';
import type { PromotionParticipation } from 'shared-contracts';
import { StatusBadge, type StatusTone } from 'shared-ui';
import { useMoney } from 'shared-ui/kit';

import styles from './Participation.module.css';

/** What the badge says and how it reads, for a state that has no action to take now. */
const badgeOf = (participation: PromotionParticipation): [key: string, tone: StatusTone] => {
  const raffle = participation.kind === 'raffle';
  switch (participation.status) {
    case 'comingSoon':
      return ['comingSoon', 'neutral'];
    case 'joined':
      return ['joined', 'success'];
    case 'claimed':
      return ['claimed', 'success'];
    case 'processing':
      return ['processing', 'pending'];
    case 'issued':
      return [raffle ? 'won' : 'issued', 'success'];
    case 'rejected':
      return ['rejected', 'danger'];
    case 'notEligible':
      return ['notEligible', 'neutral'];
    case 'closed':
      return [raffle && participation.ticketNo !== null ? 'notWon' : 'closed', 'neutral'];
    default:
      return [participation.status, 'neutral'];
  }
};

/** The states where the member may act now. */
export const isActionable = (participation: PromotionParticipation): boolean =>
  participation.status === 'join' ||
  participation.status === 'claim' ||
  participation.status === 'apply';

/**
 * The member's standing when there is nothing to do now: the badge and what explains it (the
 * rule that keeps them out, the rejection reason, the ticket, the bonus received).
 */
export const ParticipationStatus = ({
  participation,
}: {
  participation: PromotionParticipation;
}) => {
  const { t } = useTranslation('promo');
  const { format } = useMoney();
  const [key, tone] = badgeOf(participation);
  const { rules, bonus, application } = participation;
  const notes: string[] = [];
  if (participation.status === 'notEligible' && participation.ineligibleBecause) {
    notes.push(
      participation.ineligibleBecause === 'newPlayersOnly'
        ? t('participation.because.newPlayersOnly', { count: rules.newPlayerDays })
        : t('participation.because.minDeposit', { amount: format(rules.minDeposit) }),
    );
  }
  if (participation.status === 'rejected' && application?.reason) {
    notes.push(t('participation.rejectedBecause', { reason: application.reason }));
  }
  if (participation.ticketNo !== null && participation.status !== 'closed') {
    notes.push(t('participation.status.ticket', { ticketNo: participation.ticketNo }));
  }
  if (bonus) {
    notes.push(
      t('participation.bonus', {
        amount: format(bonus.amount),
        turnover: format(bonus.turnoverRequired),
      }),
    );
  }
  return (
    <div className={styles.status}>
      <StatusBadge tone={tone}>{t(`participation.status.${key}`)}</StatusBadge>
      {notes.map((note) => (
        <span key={note} className={styles.note}>
          {note}
        </span>
      ))}
    </div>
  );
};
