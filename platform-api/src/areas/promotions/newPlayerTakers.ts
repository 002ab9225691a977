import { createHash } from 'node:crypto';

import type { Db } from '../../db/database';
import { participationRefusal } from './participationRows';

/** What identifies the device a participation call came from: its address and browser. */
export interface DeviceFacts {
  ip: string;
  userAgent: string;
}

/** A promotion as this guard reads it (its participation row and category). */
export interface NewPlayerConfig {
  promotion_id: string;
  new_players_only: 0 | 1;
  category: string;
}

type IdentityKind = 'contact' | 'device' | 'payoutAccount';

const hashOf = (kind: IdentityKind, value: string) =>
  createHash('sha256').update(`${kind}:${value}`).digest('hex');

/**
 * New-player promotions: the promotions of the `new_player` category and those for
 * new players only. Taking one (a claim, an application, a raffle ticket: what can pay) needs a
 * verified phone or email, and each person (verified contact), device (address and browser)
 * and payout account takes it once, whatever the number of accounts: the identities of each
 * taker are kept per promotion, and one already kept for another member refuses the call.
 * Joining pays nothing and stays open.
 */
export const createNewPlayerTakers = (db: Db) => {
  const contactsOf = db.prepare(`SELECT mobile_num, phone_verified_at, email, email_verified_at
    FROM member_profiles WHERE member_id = ?`);
  const payoutAccountsOf = db.prepare(`SELECT type, provider, account_number FROM payout_accounts
    WHERE member_id = ? AND deleted_at IS NULL`);
  const takenBy = db
    .prepare(
      `SELECT member_id FROM promotion_takers
      WHERE promotion_id = ? AND identity_kind = ? AND identity_hash = ?`,
    )
    .pluck();
  const keep = db.prepare(`INSERT INTO promotion_takers
    (promotion_id, identity_kind, identity_hash, member_id, taken_at) VALUES (?, ?, ?, ?, ?)
    ON CONFLICT DO NOTHING`);

  interface Contacts {
    mobile_num: string | null;
    phone_verified_at: number | null;
    email: string | null;
    email_verified_at: number | null;
  }
  const verifiedContacts = (memberId: string): string[] => {
    const row = contactsOf.get(memberId) as Contacts | undefined;
    const contacts: string[] = [];
    if (row?.mobile_num && row.phone_verified_at !== null) contacts.push(`phone:${row.mobile_num}`);
    if (row?.email && row.email_verified_at !== null)
      contacts.push(`email:${row.email.toLowerCase()}`);
    return contacts;
  };

  const isNewPlayerPromotion = (config: NewPlayerConfig) =>
    config.new_players_only === 1 || config.category === 'new_player';

  return {
    isNewPlayerPromotion,
    /** True when the member must verify a contact before taking this promotion. */
    needsVerifiedContact: (config: NewPlayerConfig, memberId: string) =>
      isNewPlayerPromotion(config) && verifiedContacts(memberId).length === 0,
    /**
     * In the taking call's transaction, after its other rules: refuses (409 `claimedElsewhere`)
     * when this person, device or payout account took the promotion on another account, and
     * keeps this member's identities. Nothing for other promotions.
     */
    take(config: NewPlayerConfig, memberId: string, device: DeviceFacts, now: number): void {
      if (!isNewPlayerPromotion(config)) return;
      const identities: [IdentityKind, string][] = [
        ...verifiedContacts(memberId).map((value): [IdentityKind, string] => [
          'contact',
          hashOf('contact', value),
        ]),
        ['device', hashOf('device', `${device.ip}\n${device.userAgent}`)],
        ...(
          payoutAccountsOf.all(memberId) as {
            type: string;
            provider: string;
            account_number: string;
          }[]
        ).map((account): [IdentityKind, string] => [
          'payoutAccount',
          hashOf(
            'payoutAccount',
            `${account.type}:${account.provider}:${account.account_number.replace(/\s/g, '')}`,
          ),
        ]),
      ];
      for (const [kind, hash] of identities) {
        const owner = takenBy.get(config.promotion_id, kind, hash) as string | undefined;
        if (owner !== undefined && owner !== memberId)
          throw participationRefusal(
            409,
            'claimedElsewhere',
            'This promotion was already taken by another account of the same person, device or payout account',
          );
      }
      for (const [kind, hash] of identities)
        keep.run(config.promotion_id, kind, hash, memberId, now);
    },
  };
};
export type NewPlayerTakers = ReturnType<typeof createNewPlayerTakers>;
