import type { PromotionParticipation } from 'shared-contracts';

import { participationStepOf } from './participationStep';

const participation = (overrides: Partial<PromotionParticipation>): PromotionParticipation => ({
  promotionId: 'p1',
  kind: 'claim',
  status: 'claim',
  loginRequired: false,
  rules: {
    startsAt: 0,
    endsAt: 1,
    newPlayersOnly: false,
    newPlayerDays: 0,
    minDeposit: 0,
    bonusAmount: 0,
    bonusRateBp: 0,
    bonusCap: null,
    turnoverMultiple: 0,
    drawAt: null,
    prizeAmount: null,
    winners: null,
  },
  ineligibleBecause: null,
  bonus: null,
  application: null,
  ticketNo: null,
  drawnAt: null,
  ...overrides,
});

describe('participationStepOf', () => {
  it('offers the action of each open state, a raffle claim as a raffle ticket', () => {
    expect(participationStepOf(participation({ kind: 'join', status: 'join' }))).toEqual({
      type: 'action',
      action: 'join',
      loginRequired: false,
    });
    expect(participationStepOf(participation({ kind: 'apply', status: 'apply' }))).toMatchObject({
      action: 'apply',
    });
    expect(participationStepOf(participation({ kind: 'raffle', status: 'claim' }))).toMatchObject({
      action: 'raffle',
    });
  });

  it('passes on that a guest must log in first', () => {
    expect(participationStepOf(participation({ loginRequired: true }))).toMatchObject({
      type: 'action',
      loginRequired: true,
    });
  });

  it('reads the standings with their tones', () => {
    const standing = (overrides: Partial<PromotionParticipation>) =>
      participationStepOf(participation(overrides));
    expect(standing({ status: 'comingSoon' })).toEqual({
      type: 'standing',
      standing: 'comingSoon',
      tone: 'neutral',
    });
    expect(standing({ status: 'processing' })).toMatchObject({
      standing: 'processing',
      tone: 'pending',
    });
    expect(standing({ status: 'rejected' })).toMatchObject({
      standing: 'rejected',
      tone: 'danger',
    });
    expect(standing({ status: 'claimed' })).toMatchObject({ standing: 'claimed', tone: 'success' });
    expect(standing({ status: 'joined' })).toMatchObject({ standing: 'joined' });
    expect(standing({ status: 'notEligible' })).toMatchObject({ standing: 'notEligible' });
    expect(standing({ status: 'issued' })).toMatchObject({ standing: 'issued' });
    expect(standing({ status: 'closed' })).toMatchObject({ standing: 'closed' });
  });

  it('tells a raffle winner from a ticket that did not win', () => {
    expect(
      participationStepOf(participation({ kind: 'raffle', status: 'issued', ticketNo: 3 })),
    ).toMatchObject({ standing: 'won', tone: 'success' });
    expect(
      participationStepOf(participation({ kind: 'raffle', status: 'closed', ticketNo: 3 })),
    ).toMatchObject({ standing: 'notWon' });
    expect(
      participationStepOf(participation({ kind: 'raffle', status: 'closed', ticketNo: null })),
    ).toMatchObject({ standing: 'closed' });
  });
});
