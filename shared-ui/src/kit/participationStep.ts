import type { PromotionParticipation } from 'shared-contracts';

import type { StatusTone } from '../components/StatusBadge';

/** What a member may do with a promotion now: `raffle` is a claim that takes a raffle ticket. */
export type ParticipationActionName = 'join' | 'claim' | 'apply' | 'raffle';

/** The member's standing when there is nothing to do now (a raffle's `issued` reads `won`). */
export type ParticipationStanding =
  | 'comingSoon'
  | 'joined'
  | 'claimed'
  | 'processing'
  | 'issued'
  | 'won'
  | 'rejected'
  | 'notEligible'
  | 'closed'
  | 'notWon';

/**
 * The one reading of a promotion's participation state, shared by every area that shows it
 * (mfe-promo's cards and detail, mfe-auth's registration slider), each with its own words:
 * either an action to offer, or a standing with the tone of its badge.
 */
export type ParticipationStep =
  | { type: 'action'; action: ParticipationActionName; loginRequired: boolean }
  | { type: 'standing'; standing: ParticipationStanding; tone: StatusTone };

const standingOf = (participation: PromotionParticipation): [ParticipationStanding, StatusTone] => {
  const raffle = participation.kind === 'raffle';
  switch (participation.status) {
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
      return ['comingSoon', 'neutral'];
  }
};

/** The states where the member may act now. */
export const isParticipationActionable = (participation: PromotionParticipation): boolean =>
  participation.status === 'join' ||
  participation.status === 'claim' ||
  participation.status === 'apply';

/**
 * The step a participation state allows. `loginRequired` is the platform's word for a guest;
 * the caller adds what only it knows (a trial account must log in with a real one too).
 */
export const participationStepOf = (participation: PromotionParticipation): ParticipationStep => {
  if (isParticipationActionable(participation))
    return {
      type: 'action',
      action: participation.kind === 'raffle' ? 'raffle' : participation.kind,
      loginRequired: participation.loginRequired,
    };
  const [standing, tone] = standingOf(participation);
  return { type: 'standing', standing, tone };
};
