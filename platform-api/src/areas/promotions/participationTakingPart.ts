import { randomUUID } from 'node:crypto';

import type { Language } from 'shared-contracts';

import type { Db } from '../../db/database';
import type { DeviceFacts } from './newPlayerTakers';
import { participationRefusal } from './participationRows';
import type { ParticipationState } from './participationState';

/**
 * Taking part without an application: joining, claiming an instant bonus (paid once whatever
 * the number of calls; the same key replays the first answer) and taking a raffle ticket.
 */
export const createTakingPart = (db: Db, state: ParticipationState) => {
  const {
    requireConfig,
    requireKind,
    checkOpen,
    bonusOf,
    bonusName,
    payBonus,
    stateOf,
    answerWithBalance,
    moved,
    joinOf,
    claimOf,
    ticketOf,
    drawOf,
    newPlayerTakers,
  } = state;

  const insertClaim = db.prepare(`INSERT INTO promotion_claims (id, promotion_id, member_id,
      amount, turnover_required, claim_key, ledger_transaction_id, bonus_id, claimed_at)
    VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`);
  const claimTransaction = db.transaction(
    (memberId: string, promotionId: string, key: string, device: DeviceFacts, now: number) => {
      const config = requireConfig(promotionId);
      requireKind(config, 'claim');
      const existing = claimOf.get(promotionId, memberId) as { claim_key: string } | undefined;
      if (existing) {
        // The same request again (a lost answer retried) answers as the first; any other is refused.
        if (existing.claim_key !== key)
          throw participationRefusal(409, 'alreadyClaimed', 'This bonus has already been claimed');
        return { moved: false, config };
      }
      checkOpen(config, memberId, now);
      const { amount, turnoverRequired } = bonusOf(config, memberId, now);
      if (amount <= 0)
        throw participationRefusal(
          409,
          'notEligible',
          'This promotion needs a larger deposit first',
          'minDeposit',
        );
      newPlayerTakers.take(config, memberId, device, now);
      const claimId = randomUUID();
      const bonusId = `promotion-claim-${claimId}`;
      const tx = payBonus(
        {
          key: `promotion-claim:${promotionId}:${memberId}`,
          kind: 'promotion_bonus',
          memberId,
          amount,
          required: turnoverRequired,
        },
        { id: bonusId, name: bonusName(config, 'Promotion bonus') },
        now,
      );
      insertClaim.run(
        claimId,
        promotionId,
        memberId,
        amount,
        turnoverRequired,
        key,
        tx,
        bonusId,
        now,
      );
      return { moved: true, config };
    },
  );

  const insertTicket = db.prepare(`INSERT INTO raffle_tickets
      (promotion_id, member_id, ticket_no, claim_key, claimed_at)
    SELECT @promotion, @member, COALESCE(MAX(ticket_no), 0) + 1, @key, @now
    FROM raffle_tickets WHERE promotion_id = @promotion`);
  const ticketTransaction = db.transaction(
    (memberId: string, promotionId: string, key: string, device: DeviceFacts, now: number) => {
      const config = requireConfig(promotionId);
      requireKind(config, 'raffle');
      const existing = ticketOf.get(promotionId, memberId) as { claim_key: string } | undefined;
      if (existing) {
        if (existing.claim_key !== key)
          throw participationRefusal(
            409,
            'alreadyClaimed',
            'You already have a ticket for this raffle',
          );
        return config;
      }
      if (drawOf.get(promotionId))
        throw participationRefusal(409, 'closed', 'This raffle has been drawn');
      checkOpen(config, memberId, now);
      newPlayerTakers.take(config, memberId, device, now);
      insertTicket.run({ promotion: promotionId, member: memberId, key, now });
      return config;
    },
  );

  const insertJoin = db.prepare(
    'INSERT INTO promotion_joins (promotion_id, member_id, joined_at) VALUES (?, ?, ?)',
  );
  const joinTransaction = db.transaction((memberId: string, promotionId: string, now: number) => {
    const config = requireConfig(promotionId);
    requireKind(config, 'join');
    if (!joinOf.get(promotionId, memberId)) {
      checkOpen(config, memberId, now);
      insertJoin.run(promotionId, memberId, now);
    }
    return config;
  });

  return {
    join(memberId: string, promotionId: string, now: number, language: Language) {
      return stateOf(joinTransaction(memberId, promotionId, now), memberId, now, language);
    },
    /** Claims an instant bonus: paid once whatever the number of calls. */
    claim(memberId: string, promotionId: string, key: string, device: DeviceFacts, now: number) {
      const result = claimTransaction(memberId, promotionId, key, device, now);
      if (result.moved) moved([memberId]);
      return answerWithBalance(result.config, memberId, now);
    },
    /** Takes the member's one raffle ticket. */
    claimTicket(
      memberId: string,
      promotionId: string,
      key: string,
      device: DeviceFacts,
      now: number,
    ) {
      return answerWithBalance(
        ticketTransaction(memberId, promotionId, key, device, now),
        memberId,
        now,
      );
    },
  };
};
