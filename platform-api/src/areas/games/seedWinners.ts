import type { Db } from '../../db/database';
import { HOUSE_ACCOUNT_ID, openPlayerWallets, playerAccountId } from '../../ledger/accounts';
import type { Ledger } from '../../ledger/ledger';
import type { Random } from '../../seed/random';

const HOUR_MS = 3_600_000;

/** Players of the brand's markets whose big wins fill the lobby's winner board. */
const REGULARS = [
  'somchai88',
  'linhtran93',
  'budi_santoso',
  'anhtuan_sg',
  'wanwisa.k',
  'rafael.br',
  'meilin22',
  'nattapong',
  'dewi_ayu',
  'hoangnam79',
  'joaopedro10',
  'kittiya_bkk',
  'xiaoyu888',
  'putri.lestari',
];

/**
 * The winner board's people: fourteen regulars (no password, they cannot log in), each with one
 * or two big wins of 40 to 400 times the stake on a random game over the last week, paid
 * through the ledger like any round.
 */
export const seedWinners = (
  db: Db,
  ledger: Ledger,
  random: Random,
  gameCodes: readonly string[],
  now: number,
): void => {
  const insertMember = db.prepare(`INSERT INTO members (id, username, nickname, password_hash,
      member_type, agent_centre, upline_id, vip_level, force_password_change,
      password_changed_at, created_at)
    VALUES (?, ?, ?, NULL, 1, 0, NULL, ?, 0, ?, ?)`);
  const insertBet = db.prepare(
    'INSERT INTO bet_records (id, member_id, game_code, stake, payout, transaction_id, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)',
  );
  const playable = gameCodes.filter((code) =>
    /^(PG|PP|JILI|HABA|SPADE|EVO|SEXY|DG|JDB_FISH|KM)_/.test(code),
  );
  REGULARS.forEach((username, index) => {
    const id = `MWIN${String(index + 1).padStart(12, '0')}`;
    const joined = now - random.int(60, 400) * 24 * HOUR_MS;
    insertMember.run(id, username, username, random.int(1, 5), joined, joined);
    openPlayerWallets(db, id);
    for (let win = 0; win < 1 + (index % 2); win += 1) {
      const stake = random.int(1, 20) * 100;
      const payout = stake * random.int(40, 400);
      const at = now - random.int(1, 7 * 24) * HOUR_MS - random.int(0, 59) * 60_000;
      const tx = ledger.postWithin(
        {
          kind: 'game_round',
          idempotencyKey: `seed:win:${username}:${win}`,
          request: { memberId: id },
          postings: [
            { accountId: playerAccountId(id, 'MAIN'), amount: payout - stake },
            { accountId: HOUSE_ACCOUNT_ID, amount: stake - payout },
          ],
        },
        at,
      );
      insertBet.run(
        `W${id.slice(-4)}${win}`,
        id,
        random.pick(playable),
        stake,
        payout,
        tx.transactionId,
        at,
      );
    }
  });
};
