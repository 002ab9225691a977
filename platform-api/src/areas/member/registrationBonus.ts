import type { Brand } from '../../brand';
import type { Db } from '../../db/database';
import { HOUSE_ACCOUNT_ID, playerAccountId } from '../../ledger/accounts';
import type { Ledger } from '../../ledger/ledger';

/** The ledger key of a member's registration bonus: one credit per member, ever. */
export const registrationBonusKey = (memberId: string) => `registrationBonus:${memberId}`;

/**
 * Credits the brand's registration bonus to a new account, inside the transaction that creates
 * it: the ledger moves the money from the house under a key per member (a replay posts
 * nothing) and a member bonus records the wagering it asks, so it shows in the bonus details
 * and holds withdrawals like every other bonus. A brand without one credits nothing.
 */
export const createRegistrationBonus = ({
  db,
  ledger,
  brand,
}: {
  db: Db;
  ledger: Ledger;
  brand: Pick<Brand, 'registrationBonus'>;
}) => {
  const insertBonus = db.prepare(`INSERT INTO member_bonuses
    (id, member_id, name, amount, turnover_required, granted_at, source)
    VALUES (@id, @member, 'Registration bonus', @amount, @required, @now, 'registration')
    ON CONFLICT DO NOTHING`);
  const bonus = brand.registrationBonus;
  return (memberId: string, now = Date.now()): void => {
    if (!bonus) return;
    ledger.postWithin(
      {
        kind: 'bonus',
        idempotencyKey: registrationBonusKey(memberId),
        request: { memberId, registrationBonus: bonus.amount },
        postings: [
          { accountId: HOUSE_ACCOUNT_ID, amount: -bonus.amount },
          { accountId: playerAccountId(memberId, 'MAIN'), amount: bonus.amount },
        ],
        respond: (transactionId) => {
          insertBonus.run({
            id: `registration-${memberId}`,
            member: memberId,
            amount: bonus.amount,
            required: bonus.amount * bonus.turnoverMultiple,
            now,
          });
          return transactionId;
        },
      },
      now,
    );
  };
};
