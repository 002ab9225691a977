import type { Db } from '../../../db/database';
import { HOUSE_ACCOUNT_ID, openPlayerWallets, playerAccountId } from '../../../ledger/accounts';
import { createRandom } from '../../../seed/random';
import { ledgerBook, seedDeposits } from '../../../seed/seedHistory';
import { MEMBER_TYPE } from '../../auth/memberTypes';
import { HOLD_ACCOUNT_ID } from '../../member/withdrawals';

const DAY_MS = 86_400_000;
const MINUTE_MS = 60_000;
const HISTORY_DAYS = 90;
const SEED = 14_0070;

/**
 * The deeper agent levels under agent01 (seedMembers makes agent01 -> agent01a/b/c -> players):
 * a second and a third sub-agent level, each with its own players.
 */
const SUB_AGENTS = [
  { username: 'agent01a1', upline: 'agent01a', players: 12, rebateBp: 130, commissionBp: 2500 },
  { username: 'agent01a2', upline: 'agent01a', players: 10, rebateBp: 110, commissionBp: 2200 },
  { username: 'agent01b1', upline: 'agent01b', players: 10, rebateBp: 100, commissionBp: 2000 },
  { username: 'agent01a1a', upline: 'agent01a1', players: 8, rebateBp: 90, commissionBp: 1800 },
] as const;

/** Rebate and commission of agent01 and its first sub-agent level (bp). */
const AGENT_TERMS: Record<string, { rebateBp: number; commissionBp: number }> = {
  agent01: { rebateBp: 180, commissionBp: 3500 },
  agent01a: { rebateBp: 150, commissionBp: 3000 },
  agent01b: { rebateBp: 140, commissionBp: 2800 },
  agent01c: { rebateBp: 120, commissionBp: 2500 },
};

const ANNOUNCEMENTS = [
  {
    id: 'agent-ann-1',
    ageDays: 1,
    title: {
      EN: 'Commission for the first half of the month is out',
      CN: '上半月佣金已发放',
      TH: 'จ่ายค่าคอมมิชชันครึ่งเดือนแรกแล้ว',
    },
    html: {
      EN: '<p>Commission for the 1st to the 15th has been paid into your main wallet. See <strong>My income</strong> for the breakdown by downline and game.</p>',
      CN: '<p>1日至15日的佣金已存入您的主钱包。明细请查看<strong>我的收入</strong>。</p>',
      TH: '<p>ค่าคอมมิชชันวันที่ 1 ถึง 15 เข้ากระเป๋าหลักแล้ว ดูรายละเอียดที่ <strong>รายได้ของฉัน</strong></p>',
    },
  },
  {
    id: 'agent-ann-2',
    ageDays: 6,
    title: { EN: 'New: real-time salary contracts', CN: '新功能：实时工资契约' },
    html: {
      EN: "<p>Agents can now offer <em>real-time salary</em> contracts to their sub-agents: wages settle every 5 minutes on the team's valid turnover.</p><ul><li>Terms as tiers</li><li>No better than your own</li></ul>",
      CN: '<p>代理现在可以向下级代理提供<em>实时工资</em>契约：每5分钟按团队有效投注结算。</p>',
    },
  },
  {
    id: 'agent-ann-3',
    ageDays: 14,
    title: { EN: 'Rebate limits for downlines', VI: 'Giới hạn hoàn trả cho tuyến dưới' },
    html: {
      EN: "<p>A downline's rebate can be at most your own and at least the highest rebate among its own downlines.</p>",
      VI: '<p>Hoàn trả của tuyến dưới tối đa bằng của bạn và tối thiểu bằng mức cao nhất trong các tuyến dưới của họ.</p>',
    },
  },
  {
    id: 'agent-ann-4',
    ageDays: 40,
    title: { EN: 'Welcome to the agent centre', ID: 'Selamat datang di pusat agen' },
    html: {
      EN: "<p>Register downlines, follow your team's play and see your income in one place.</p>",
      ID: '<p>Daftarkan downline, pantau permainan tim Anda, dan lihat penghasilan Anda di satu tempat.</p>',
    },
  },
];

interface MemberPlan {
  id: string;
  createdAt: number;
  /** Chance of playing on a day, of depositing on a day. */
  activity: number;
  depositChance: number;
}

/**
 * agent01's tree made deeper (three sub-agent levels), rebate and commission terms for agent01
 * and its sub-agents, agent announcements, and about 90 days of bets, deposits and withdrawals
 * for every downline of agent01. Every movement is a ledger transaction of two entries
 * ({@link ledgerBook}); members spend only what they hold, day by day. The daily stats follow by migration 070's triggers.
 */
export const seedAgentTeam = (db: Db, now: number): void => {
  const random = createRandom(SEED);
  const idOf = db.prepare('SELECT id FROM members WHERE username = ?').pluck();
  const insertMember = db.prepare(`INSERT INTO members
    (id, username, nickname, password_hash, member_type, agent_centre, upline_id, vip_level,
     force_password_change, password_changed_at, created_at, rebate_bp, commission_bp)
    VALUES (?, ?, ?, NULL, ?, ?, ?, ?, 0, ?, ?, ?, ?)`);
  const setTerms = db.prepare('UPDATE members SET rebate_bp = ?, commission_bp = ? WHERE id = ?');
  // The deeper levels were registered by their agents from the agent centre (flagged for ops).
  const flagCreatedBy = db.prepare('UPDATE members SET created_by_agent = ? WHERE id = ?');
  const insertBet = db.prepare(`INSERT INTO bet_records
    (id, member_id, game_code, stake, payout, transaction_id, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)`);
  const insertPayoutAccount = db.prepare(`INSERT INTO payout_accounts
    (id, member_id, type, provider, account_number, payee_name, created_at)
    VALUES (?, ?, 'bank', 'KBANK', ?, ?, ?)`);
  const insertWithdrawal = db.prepare(`INSERT INTO withdrawals (id, member_id, reference,
    account_id, amount, fee, status, idempotency_key, created_at, disbursed_at, confirm_deadline,
    confirmation_result, received_amount, confirmed_at)
    VALUES (?, ?, ?, ?, ?, 0, 'completed', ?, ?, ?, ?, 'received', ?, ?)`);
  const insertAnnouncement = db.prepare(
    'INSERT INTO agent_announcements (id, title_json, html_json, published_at) VALUES (?, ?, ?, ?)',
  );
  const gameCodes = db
    .prepare('SELECT game_code FROM games WHERE maintenance = 0 ORDER BY game_code')
    .pluck()
    .all() as string[];

  db.transaction(() => {
    for (const a of ANNOUNCEMENTS)
      insertAnnouncement.run(
        a.id,
        JSON.stringify(a.title),
        JSON.stringify(a.html),
        now - a.ageDays * DAY_MS - 3 * 3_600_000,
      );

    const agent01 = idOf.get('agent01') as string | undefined;
    if (!agent01) return;
    for (const [username, terms] of Object.entries(AGENT_TERMS)) {
      const id = idOf.get(username) as string | undefined;
      if (id) setTerms.run(terms.rebateBp, terms.commissionBp, id);
    }

    // The deeper levels, registered over the last 80 days so registrations show in reports (the
    // centre opens on the last 7 days: some of them fall in it).
    let n = 1;
    const addMember = (
      username: string,
      uplineId: string,
      agent: boolean,
      rebateBp: number,
      commissionBp: number,
    ) => {
      const id = `MA${String(n++).padStart(5, '0')}`;
      const createdAt = now - random.int(1, 80) * DAY_MS - random.int(0, 1439) * MINUTE_MS;
      insertMember.run(
        id,
        username,
        username,
        agent ? MEMBER_TYPE.subAgent : MEMBER_TYPE.agentPlayer,
        agent ? 1 : 0,
        uplineId,
        random.int(0, 3),
        createdAt,
        createdAt,
        rebateBp,
        commissionBp,
      );
      openPlayerWallets(db, id);
      flagCreatedBy.run(uplineId, id);
      return id;
    };
    for (const sub of SUB_AGENTS) {
      const uplineId = idOf.get(sub.upline) as string;
      const subId = addMember(sub.username, uplineId, true, sub.rebateBp, sub.commissionBp);
      for (let i = 1; i <= sub.players; i += 1)
        addMember(
          `${sub.username}p${String(i).padStart(2, '0')}`,
          subId,
          false,
          random.int(0, sub.rebateBp / 10) * 10,
          0,
        );
    }

    // Players of the first levels get a rebate no higher than their agent's.
    const players = db
      .prepare(
        `SELECT m.id, u.rebate_bp AS upline_rebate, m.created_at FROM agent_tree t
        JOIN members m ON m.id = t.member_id JOIN members u ON u.id = m.upline_id
        WHERE t.ancestor_id = ? AND t.depth >= 1 AND m.agent_centre = 0`,
      )
      .all(agent01) as { id: string; upline_rebate: number; created_at: number }[];
    for (const p of players)
      if (!p.id.startsWith('MA')) setTerms.run(random.int(0, p.upline_rebate / 10) * 10, 0, p.id);

    const team = db
      .prepare(
        `SELECT m.id, m.created_at FROM agent_tree t JOIN members m ON m.id = t.member_id
        WHERE t.ancestor_id = ? AND t.depth >= 1 ORDER BY m.id`,
      )
      .all(agent01) as { id: string; created_at: number }[];
    const plans: MemberPlan[] = team.map((m) => ({
      id: m.id,
      createdAt: m.created_at,
      activity: random.pick([0.03, 0.08, 0.15, 0.25, 0.4]),
      depositChance: random.pick([0.03, 0.06, 0.1]),
    }));

    // History, member by member and day by day: deposits first, then bets the balance allows,
    // then now and then a withdrawal of part of what is left.
    const book = ledgerBook(db);
    const setLastLogin = db.prepare('UPDATE members SET last_login_at = ? WHERE id = ?');
    const creditDeposit = seedDeposits(db, book);
    let seq = 1;
    const historyStart = now - HISTORY_DAYS * DAY_MS;
    for (const plan of plans) {
      const wallet = playerAccountId(plan.id, 'MAIN');
      // The opening credits of seedMembers are dated now: the history funds itself.
      let balance = 0;
      let payoutAccount: string | null = null;
      let lastPlayed: number | null = null;
      const firstDay = Math.max(historyStart, plan.createdAt);
      for (let dayStart = firstDay; dayStart < now - 3_600_000; dayStart += DAY_MS) {
        const at = (minute: number) => Math.min(now - 60_000, dayStart + minute * MINUTE_MS);
        if (random.chance(dayStart === firstDay ? 0.6 : plan.depositChance)) {
          const amount = random.pick([10_000, 20_000, 50_000, 100_000, 200_000]);
          const time = at(random.int(0, 120));
          const key = `seed:agent-deposit:${seq}`;
          creditDeposit({
            id: `DA${seq}`,
            memberId: plan.id,
            amount,
            time,
            ledgerKey: key,
            reference: `DAGT${String(seq).padStart(6, '0')}`,
            idempotencyKey: key,
            openedBefore: 3 * MINUTE_MS,
            expiresAfter: 30 * MINUTE_MS,
          });
          balance += amount;
          lastPlayed = time;
          seq += 1;
        }
        if (random.chance(plan.activity)) {
          const rounds = random.int(1, 4);
          for (let r = 0; r < rounds && balance >= 100; r += 1) {
            const stake = Math.min(balance, random.int(1, 20) * 500);
            // About 89 % paid back on average: the house keeps an edge, so dividends have a base.
            const payout = random.chance(0.33)
              ? Math.round(stake * random.pick([1.5, 2, 2, 3, 5]))
              : 0;
            const time = at(180 + r * 37 + random.int(0, 30));
            const id = `RA${String(seq).padStart(7, '0')}`;
            const tx =
              payout > stake
                ? book.post(
                    'game_round',
                    `seed:agent-round:${seq}`,
                    time,
                    HOUSE_ACCOUNT_ID,
                    wallet,
                    payout - stake,
                  )
                : book.post(
                    'game_round',
                    `seed:agent-round:${seq}`,
                    time,
                    wallet,
                    HOUSE_ACCOUNT_ID,
                    stake - payout,
                  );
            insertBet.run(id, plan.id, random.pick(gameCodes), stake, payout, tx, time);
            balance += payout - stake;
            lastPlayed = time;
            seq += 1;
          }
        }
        if (balance >= 30_000 && random.chance(0.08)) {
          const amount = Math.floor((balance * random.int(20, 60)) / 100 / 100) * 100;
          const time = at(1_200 + random.int(0, 200));
          if (!payoutAccount) {
            payoutAccount = `PA-${plan.id}`;
            insertPayoutAccount.run(
              payoutAccount,
              plan.id,
              `10${String(seq).padStart(8, '0')}`,
              plan.id,
              time,
            );
          }
          book.post(
            'withdrawal_hold',
            `seed:agent-withdrawal-hold:${seq}`,
            time,
            wallet,
            HOLD_ACCOUNT_ID,
            amount,
          );
          book.post(
            'withdrawal_payout',
            `seed:agent-withdrawal-payout:${seq}`,
            time + 20 * MINUTE_MS,
            HOLD_ACCOUNT_ID,
            HOUSE_ACCOUNT_ID,
            amount,
          );
          insertWithdrawal.run(
            `WA${seq}`,
            plan.id,
            `WAGT${String(seq).padStart(6, '0')}`,
            payoutAccount,
            amount,
            `seed:agent-withdrawal:${seq}`,
            time,
            time + 20 * MINUTE_MS,
            time + 50 * MINUTE_MS,
            amount,
            time + 30 * MINUTE_MS,
          );
          balance -= amount;
          seq += 1;
        }
      }
      // A member who deposited or played logged in shortly before; one who never did shows "Never".
      if (lastPlayed !== null) setLastLogin.run(lastPlayed - 5 * MINUTE_MS, plan.id);
    }
    book.settle();
  })();
};
