import { useTranslation } from 'react-i18next';
import type { PromotionParticipation } from 'shared-contracts';
import { Button, StatusBadge } from 'shared-ui';
import { participationStepOf, useMoney, useRemote } from 'shared-ui/kit';

import common from '../../components/common.module.css';
import styles from './Participation.module.css';

/**
 * The member's standing when there is nothing to do now: the badge and what explains it (the
 * rule that keeps them out, the rejection reason, the ticket, the bonus received). The detail
 * page lists the member's applications with their reasons, so it leaves the reason out here
 * (`withReason`) rather than saying it twice.
 */
export const ParticipationStatus = ({
  participation,
  withReason = true,
}: {
  participation: PromotionParticipation;
  withReason?: boolean;
}) => {
  const { t } = useTranslation('promo');
  const { format } = useMoney();
  const { host } = useRemote();
  const step = participationStepOf(participation);
  const [key, tone] =
    step.type === 'standing'
      ? [step.standing, step.tone]
      : [participation.status, 'neutral' as const];
  const { rules, bonus, application } = participation;
  const notes: string[] = [];
  const because = participation.status === 'notEligible' ? participation.ineligibleBecause : null;
  if (because === 'newPlayersOnly')
    notes.push(t('participation.because.newPlayersOnly', { count: rules.newPlayerDays }));
  else if (because === 'minDeposit')
    notes.push(t('participation.because.minDeposit', { amount: format(rules.minDeposit) }));
  else if (because === 'verifyContact') notes.push(t('participation.because.verifyContact'));
  if (withReason && participation.status === 'rejected' && application?.reason) {
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
    <div className={common.row}>
      <StatusBadge tone={tone}>{t(`participation.status.${key}`)}</StatusBadge>
      {notes.map((note) => (
        <span key={note} className={styles.muted}>
          {note}
        </span>
      ))}
      {because === 'verifyContact' ? (
        <Button
          variant="ghost"
          size="sm"
          onClick={() => host.bus.publish({ type: 'OpenMemberCentre', page: 'securityCenter' })}
        >
          {t('participation.verifyContact')}
        </Button>
      ) : null}
    </div>
  );
};
