import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type PromotionParticipation, TRIAL_ACCOUNT_TYPE } from 'shared-contracts';
import { Button } from 'shared-ui';
import {
  FormAlert,
  isDefiniteRefusal,
  participationStepOf,
  useFormOutcome,
  useIdempotencyKey,
  useLanguage,
  useMember,
  useMoney,
  useRemote,
} from 'shared-ui/kit';

import { useClaimPromotion, useClaimRaffleTicket, useJoinPromotion } from '../../api/participation';
import common from '../../components/common.module.css';
import { brandDateTime } from '../promotions/brandTime';
import { ApplicationDialog } from './ApplicationDialog';
import styles from './Participation.module.css';
import { participationMessageOf } from './participationMessages';
import { ParticipationStatus } from './ParticipationStatus';

export interface ParticipationActionProps {
  participation: PromotionParticipation;
  /** The promotion's title, for the button's accessible name and the form's heading. */
  title: string;
  /** On a promotion card (above the card's link). */
  onCard?: boolean;
}

/** Where the action sits: on a promotion card (above the card's link) or on its page. */
const frameClass = (onCard: boolean) =>
  onCard ? `${common.stack} ${styles.onCard}` : common.stack;

/**
 * What the member can do with a promotion now (join, claim, get a raffle ticket, apply), or
 * their standing when there is nothing to do. Guests and trial accounts are sent to the login
 * popup (auth shows trial accounts the trial warning) by a button that sets up nothing else:
 * a guest's promotions page, rendered on the server and hydrated on a phone, holds one per card.
 */
export const ParticipationAction = (props: ParticipationActionProps) => {
  const member = useMember();
  const needsLogin =
    props.participation.loginRequired || !member || member.isAgent === TRIAL_ACCOUNT_TYPE;
  return needsLogin ? <LoginFirstAction {...props} /> : <MemberAction {...props} />;
};

/** A guest's (or a trial account's) action: the button opens the login popup. */
const LoginFirstAction = ({ participation, title, onCard = false }: ParticipationActionProps) => {
  const { t } = useTranslation('promo');
  const { host } = useRemote();
  const loginFirst = t('participation.action.loginFirst');
  return (
    <div className={frameClass(onCard)}>
      {participationStepOf(participation).type === 'action' ? (
        // The name holds the words shown: the button does what they say for a guest
        // (label-content-name-mismatch).
        <Button
          size="sm"
          aria-busy={false}
          aria-label={`${loginFirst}: ${title}`}
          onClick={() => host.bus.publish({ type: 'OpenLogin' })}
        >
          {loginFirst}
        </Button>
      ) : (
        <ParticipationStatus
          participation={participation}
          withReason={onCard || participation.kind !== 'apply'}
        />
      )}
    </div>
  );
};

/**
 * A signed-in member's action. Claims keep their idempotency key until the platform answered for
 * sure, so a retry after a lost answer replays the first claim.
 */
const MemberAction = ({ participation, title, onCard = false }: ParticipationActionProps) => {
  const { t } = useTranslation('promo');
  const { host } = useRemote();
  const language = useLanguage();
  const { format } = useMoney();
  const join = useJoinPromotion();
  const claim = useClaimPromotion();
  const raffle = useClaimRaffleTicket();
  const [idempotencyKey, renewKey] = useIdempotencyKey();
  const outcome = useFormOutcome();
  const [applying, setApplying] = useState(false);
  const { promotionId } = participation;
  const step = participationStepOf(participation);
  const action = step.type === 'action' ? step.action : null;
  const busy = join.isPending || claim.isPending || raffle.isPending;

  const failed = (error: unknown) => {
    if (isDefiniteRefusal(error)) renewKey();
    outcome.fail(participationMessageOf(error));
  };

  const act = async () => {
    outcome.clear();
    if (action === 'apply') {
      setApplying(true);
      return;
    }
    try {
      if (action === 'join') {
        await join.mutateAsync({ promotionId });
        outcome.success({ key: 'participation.joinedNow' });
      } else if (action === 'raffle') {
        const value = await raffle.mutateAsync({ promotionId, idempotencyKey });
        renewKey();
        const { ticketNo, rules } = value.participation;
        outcome.success({
          key: 'participation.ticketTaken',
          params: {
            ticketNo,
            time: rules.drawAt === null ? '' : brandDateTime(rules.drawAt, language),
          },
        });
      } else {
        const value = await claim.mutateAsync({ promotionId, idempotencyKey });
        renewKey();
        host.bus.publish({ type: 'RefreshBalance' });
        const bonus = value.participation.bonus;
        outcome.success({
          key: 'participation.claimed',
          params: {
            amount: format(bonus?.amount ?? 0),
            turnover: format(bonus?.turnoverRequired ?? 0),
          },
        });
      }
    } catch (error) {
      failed(error);
    }
  };

  return (
    <div className={frameClass(onCard)}>
      {action !== null ? (
        <Button
          size="sm"
          disabled={busy}
          aria-busy={busy}
          aria-label={t(`participation.action.${action}Named`, { title })}
          onClick={() => void act()}
        >
          {busy ? t('participation.action.working') : t(`participation.action.${action}`)}
        </Button>
      ) : (
        <ParticipationStatus
          participation={participation}
          withReason={onCard || participation.kind !== 'apply'}
        />
      )}
      <FormAlert message={outcome.message} tone={outcome.tone} />
      {applying ? (
        <ApplicationDialog
          promotionId={promotionId}
          title={title}
          onClose={() => setApplying(false)}
          onSent={() => {
            setApplying(false);
            outcome.success({ key: 'participation.applied' });
          }}
        />
      ) : null}
    </div>
  );
};
