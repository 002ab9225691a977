import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { type PromotionParticipation, TRIAL_ACCOUNT_TYPE } from 'shared-contracts';
import { Button, buttonClassName, StatusBadge } from 'shared-ui';
import {
  isDefiniteRefusal,
  participationStepOf,
  useIdempotencyKey,
  useMember,
  useRemote,
} from 'shared-ui/kit';

import { useSlideAction } from '../../api/newPlayerPromotions';
import { FormAlert } from '../../components/FormAlert';
import { type Message, messageOf } from '../../lib/errors';
import { AUTH_NAMESPACE } from '../../remote';
import styles from './RegisterScreen.module.css';

/** What the member's last action on a slide answered (kept by the slider, see below). */
export interface SlideOutcome {
  message: Message;
  tone: 'status' | 'alert';
}

export interface NewPlayerSlideActionProps {
  participation: PromotionParticipation;
  /** The promotion's title, for the action's accessible name. */
  title: string;
  /**
   * The answer to the last action, held by the slider rather than the slide: the slide is
   * built anew when its state reloads after the action, and the answer must outlive that.
   */
  outcome: SlideOutcome | null;
  onOutcome(outcome: SlideOutcome | null): void;
}

/**
 * A slide's part in taking part, read the way the promotion cards read it (shared-ui's
 * `participationStepOf`): the action the state allows, or the member's standing. Guests (and
 * trial accounts) get "log in to join", which opens the login. Join, claim and raffle tickets
 * happen here; applying needs the form with images, on the promotion's detail page.
 */
export const NewPlayerSlideAction = ({
  participation,
  title,
  outcome,
  onOutcome: setOutcome,
}: NewPlayerSlideActionProps) => {
  const { t } = useTranslation(AUTH_NAMESPACE);
  const { host } = useRemote();
  const member = useMember();
  const act = useSlideAction();
  const [idempotencyKey, renewKey] = useIdempotencyKey();
  const step = participationStepOf(participation);
  const { promotionId } = participation;
  const standingRef = useRef<HTMLDivElement>(null);
  const done = outcome?.tone === 'status' && step.type === 'standing';

  // Once the action is done its button gives way to the standing: focus moves there, so a
  // keyboard user keeps their place and the slider (paused while focus is inside) stays put.
  useEffect(() => {
    if (done) standingRef.current?.focus({ preventScroll: true });
  }, [done]);

  if (step.type === 'standing') {
    const reason =
      step.standing === 'rejected' ? (participation.application?.reason ?? null) : null;
    // New-player offers pay to a verified contact, so one person cannot farm them through many
    // accounts: say so, with the way to verify.
    const needsContact =
      participation.status === 'notEligible' && participation.ineligibleBecause === 'verifyContact';
    return (
      <div className={styles.slideAction} ref={standingRef} tabIndex={-1}>
        <StatusBadge tone={step.tone}>{t(`register.participation.${step.standing}`)}</StatusBadge>
        {reason ? (
          <span className={styles.slideNote}>{t('register.participation.reason', { reason })}</span>
        ) : null}
        {needsContact ? (
          <>
            <span className={styles.slideNote}>
              {t('register.participation.verifyContactNote')}
            </span>
            <Button
              size="sm"
              variant="ghost"
              onClick={() => host.bus.publish({ type: 'OpenMemberCentre', page: 'securityCenter' })}
            >
              {t('register.participation.verifyContact')}
            </Button>
          </>
        ) : null}
        <FormAlert message={outcome?.message ?? null} tone={outcome?.tone} />
      </div>
    );
  }

  if (step.loginRequired || !member || member.isAgent === TRIAL_ACCOUNT_TYPE)
    return (
      <div className={styles.slideAction}>
        <Button
          size="sm"
          aria-label={t('register.participation.logInNamed', { title })}
          onClick={() => host.bus.publish({ type: 'OpenLogin' })}
        >
          {t('register.participation.logIn')}
        </Button>
      </div>
    );

  if (step.action === 'apply')
    return (
      <div className={styles.slideAction}>
        <Link
          className={buttonClassName({ size: 'sm' })}
          to={`/promoDetail?id=${encodeURIComponent(promotionId)}`}
          aria-label={t('register.participation.applyNamed', { title })}
        >
          {t('register.participation.apply')}
        </Link>
      </div>
    );

  const { action } = step;
  const run = async () => {
    if (act.isPending) return;
    setOutcome(null);
    try {
      const value = await act.mutateAsync({ action, promotionId, idempotencyKey });
      if (action !== 'join') renewKey();
      if (action === 'claim') host.bus.publish({ type: 'RefreshBalance' });
      setOutcome({
        tone: 'status',
        message:
          value.ticketNo !== null
            ? { key: 'register.participation.ticketTaken', params: { ticketNo: value.ticketNo } }
            : { key: `register.participation.${action}Done` },
      });
    } catch (error) {
      if (isDefiniteRefusal(error)) renewKey();
      setOutcome({ tone: 'alert', message: messageOf(error) });
    }
  };

  return (
    <div className={styles.slideAction}>
      {/* Not `disabled` while working: a disabled button drops the focus, and with it the
          slider's pause, so the slide would move on before the answer shows. */}
      <Button
        size="sm"
        aria-disabled={act.isPending}
        aria-busy={act.isPending}
        aria-label={t(`register.participation.${action}Named`, { title })}
        onClick={() => void run()}
      >
        {act.isPending
          ? t('register.participation.working')
          : t(`register.participation.${action}`)}
      </Button>
      <FormAlert message={outcome?.message ?? null} tone={outcome?.tone} />
    </div>
  );
};
