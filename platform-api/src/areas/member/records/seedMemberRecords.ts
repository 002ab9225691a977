import { dayStartMs, reportDayOf } from 'shared-contracts';

import type { Db } from '../../../db/database';
import { HOUSE_ACCOUNT_ID, playerAccountId } from '../../../ledger/accounts';
import { createRandom } from '../../../seed/random';
import { ledgerBook, seedDeposits, seedRounds } from '../../../seed/seedHistory';
import { HOLD_ACCOUNT_ID } from '../withdrawals';

const DAY_MS = 86_400_000;
const MINUTE_MS = 60_000;
const SEED = 15_0063;
/** The history runs from this many report days ago ... */
const HISTORY_DAYS = 90;
/**
 * ... up to this many days ago: the recent days stay as the other seeds left them (vip's bonus
 * of two days ago counts only bets after it; the loss limits read the last days).
 */
const QUIET_DAYS = 3;

const PLAYERS = [
  {
    username: 'demo',
    deposit: [20_000, 50_000, 100_000],
    rounds: [2, 6],
    stakes: [100, 2_000],
    lastDepositDay: HISTORY_DAYS,
  },
  // vip's deposit limits are tested on rolling windows up to 30 days: its seeded deposits and
  // withdrawals stay older than that (it plays on from its balance).
  {
    username: 'vip',
    deposit: [200_000, 500_000, 1_000_000],
    rounds: [3, 9],
    stakes: [1_000, 20_000],
    lastDepositDay: HISTORY_DAYS - 35,
  },
] as const;

/**
 * The member centre's records (ADR 0013) for `demo` and `vip`: about 90 days of game rounds in
 * every game category that is not a lottery (demo's lottery bets come from seedLottery), weekly
 * deposits, for vip two completed withdrawals, a transfer to a vendor wallet and back, and a
 * bonus for demo (vip's is seedMemberMoney's, still owed). Every movement is a ledger transaction of two entries at its own time
 * ({@link ledgerBook}); the players spend only what they hold, day by day, so the account
 * record's running balance never goes below zero. Rounds are a stake and, when won, a win, with
 * the keys the live game rounds use, so the account record finds the bet of each.
 */
export const seedMemberRecords = (db: Db, now: number): void => {
  const random = createRandom(SEED);
  const book = ledgerBook(db);
  const creditDeposit = seedDeposits(db, book);
  const writeRound = seedRounds(db, book);
  const idOf = db.prepare('SELECT id FROM members WHERE username = ?').pluck();
  const gamesByCategory = new Map<string, string[]>();
  for (const row of db
    .prepare(
      `SELECT game_type, game_code FROM games WHERE game_type NOT IN ('LOTT', 'ELOTT')
      ORDER BY game_type, sort, game_code`,
    )
    .all() as { game_type: string; game_code: string }[]) {
    const list = gamesByCategory.get(row.game_type) ?? [];
    if (list.length < 4) list.push(row.game_code);
    gamesByCategory.set(row.game_type, list);
  }
  const categories = [...gamesByCategory.values()];
  const insertPayoutAccount = db.prepare(`INSERT OR IGNORE INTO payout_accounts
    (id, member_id, type, provider, account_number, payee_name, created_at)
    VALUES (?, ?, 'bank', 'SCB', ?, ?, ?)`);
  const insertWithdrawal = db.prepare(`INSERT INTO withdrawals (id, member_id, reference,
    account_id, amount, fee, status, idempotency_key, created_at, disbursed_at,
    confirmation_result, received_amount, confirmed_at)
    VALUES (?, ?, ?, ?, ?, 0, 'completed', ?, ?, ?, 'received', ?, ?)`);
  const addEvent = db.prepare(
    'INSERT INTO withdrawal_events (withdrawal_id, at, status, event, note) VALUES (?, ?, ?, ?, ?)',
  );
  const insertBonus = db.prepare(`INSERT INTO member_bonuses
    (id, member_id, name, amount, turnover_required, granted_at) VALUES (?, ?, ?, ?, 0, ?)`);

  const firstDay = reportDayOf(now - HISTORY_DAYS * DAY_MS);
  for (const player of PLAYERS) {
    const memberId = idOf.get(player.username) as string | undefined;
    if (!memberId) continue;
    const main = playerAccountId(memberId, 'MAIN');
    const evo = playerAccountId(memberId, 'EVO');
    const tag = player.username;
    let balance = 0;
    let serial = 0;
    const next = () => String((serial += 1)).padStart(5, '0');

    for (let d = 0; d <= HISTORY_DAYS - QUIET_DAYS; d += 1) {
      const dayStart = dayStartMs(firstDay) + d * DAY_MS;
      const at = (minute: number) => dayStart + minute * MINUTE_MS + random.int(0, 59_999);

      // Weekly deposits (and whenever the wallet runs dry).
      if ((d % 7 === 0 || balance < player.stakes[0]) && d <= player.lastDepositDay) {
        const amount = random.pick(player.deposit);
        const time = at(random.int(420, 540));
        const id = `SEEDREC-${tag}-D${next()}`;
        creditDeposit({ id, memberId, amount, time, ledgerKey: `seed:rec:dep:${id}` });
        balance += amount;
      }

      // A day of play: rounds through the categories (every category every few days).
      const rounds = random.int(player.rounds[0], player.rounds[1]);
      for (let r = 0; r < rounds && balance > 0; r += 1) {
        const games = categories[(d + r) % categories.length] ?? [];
        const gameCode = random.pick(games);
        const stake = Math.min(
          balance,
          random.int(player.stakes[0] / 100, player.stakes[1] / 100) * 100,
        );
        const multiplier = random.chance(0.42) ? random.pick([0.5, 1, 1.5, 2, 2, 3, 5, 10]) : 0;
        const payout = Math.round(stake * multiplier);
        const time = at(600 + r * 47 + random.int(0, 40));
        const roundId = `rec-${tag}-${next()}`;
        const betId = `SEEDREC-${tag}-B${serial}`;
        writeRound({ betId, roundId, memberId, gameCode, stake, payout, multiplier, time });
        balance += payout - stake;
      }

      // A transfer to the live vendor's wallet and back, a bonus, vip's withdrawals.
      if (d === 20 && balance >= 10_000) {
        const amount = Math.floor(balance / 2 / 100) * 100;
        book.post(
          'wallet_transfer',
          `transfer:${memberId}:seed-rec-out`,
          at(1_300),
          main,
          evo,
          amount,
        );
        book.post(
          'wallet_transfer',
          `transfer:${memberId}:seed-rec-back`,
          at(1_380),
          evo,
          main,
          amount,
        );
      }
      // demo's bonus only: an active bonus of vip this old would restart vip's owed turnover count
      // (bonuses.ts counts stakes since the earliest active bonus); vip's comes from seedMemberMoney.
      if (d === 35 && tag === 'demo') {
        const amount = player.deposit[0] / 10;
        const id = `seed-rec-bonus-${tag}`;
        const time = at(480);
        book.post('bonus', `bonus:${id}`, time, HOUSE_ACCOUNT_ID, main, amount);
        insertBonus.run(id, memberId, 'Weekend reload bonus', amount, time);
        balance += amount;
      }
      if (tag === 'vip' && (d === 30 || d === 50) && balance >= 100_000) {
        const account = 'seed-acct-vip-scb';
        insertPayoutAccount.run(
          account,
          memberId,
          '4021234567',
          'Anong Srisuk',
          dayStart - 50 * DAY_MS,
        );
        const amount = Math.floor(balance / 3 / 10_000) * 10_000;
        const id = `SEEDREC-vip-W${next()}`;
        const time = at(1_320);
        insertWithdrawal.run(
          id,
          memberId,
          id,
          account,
          amount,
          `seed:${id}`,
          time,
          time + 20 * MINUTE_MS,
          amount,
          time + 30 * MINUTE_MS,
        );
        book.post('withdrawal_hold', `withdrawal-hold:${id}`, time, main, HOLD_ACCOUNT_ID, amount);
        book.post(
          'withdrawal_payout',
          `withdrawal-payout:${id}`,
          time + 20 * MINUTE_MS,
          HOLD_ACCOUNT_ID,
          HOUSE_ACCOUNT_ID,
          amount,
        );
        addEvent.run(
          id,
          time,
          'pending_review',
          'requested',
          'Funds held until the withdrawal is reviewed',
        );
        addEvent.run(id, time + 10 * MINUTE_MS, 'approved', 'approved', null);
        addEvent.run(id, time + 20 * MINUTE_MS, 'awaiting_confirmation', 'disbursed', null);
        addEvent.run(id, time + 30 * MINUTE_MS, 'completed', 'confirmed', 'Received in full');
        balance -= amount;
      }
    }
  }
  book.settle();
};
