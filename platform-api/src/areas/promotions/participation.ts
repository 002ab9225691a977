import type { Language, PromotionParticipation } from 'shared-contracts';

import type { Db } from '../../db/database';
import type { Ledger } from '../../ledger/ledger';
import type { UploadStore } from '../member/uploads';
import { createApplications } from './participationApplications';
import type { ConfigRow } from './participationRows';
import { createParticipationState } from './participationState';
import { createTakingPart } from './participationTakingPart';
import { createRaffleDraws } from './raffleDraws';

/**
 * Promotion participation: the state of a member (or guest) per promotion, joining, instant
 * bonus claims, applications with images that ops approve or reject, and raffles drawn once at
 * their time with `crypto.randomInt`. Every payment is one ledger movement whose key names the
 * promotion and member (or application), inside the same transaction as its rows, plus a
 * member_bonuses row carrying the turnover withdrawals wait for.
 */
export const createPromotionParticipation = (deps: {
  db: Db;
  ledger: Ledger;
  uploads: UploadStore;
}) => {
  const { db, ledger, uploads } = deps;
  const state = createParticipationState({ db, ledger });
  const { configOf, requireConfig, stateOf } = state;
  return {
    /** The states of the promotions asked that have a participation, in the order asked. */
    list(ids: readonly string[], memberId: string | null, now: number, language: Language) {
      const list: PromotionParticipation[] = [];
      for (const id of new Set(ids)) {
        const config = configOf.get(id) as ConfigRow | undefined;
        if (config) list.push(stateOf(config, memberId, now, language));
      }
      return { list };
    },
    /** One promotion's state; 404 `notFound` without a participation. */
    one(promotionId: string, memberId: string | null, now: number, language: Language) {
      return stateOf(requireConfig(promotionId), memberId, now, language);
    },
    ...createTakingPart(db, state),
    ...createApplications(db, uploads, state),
    ...createRaffleDraws(db, state),
  };
};
export type PromotionParticipationService = ReturnType<typeof createPromotionParticipation>;
