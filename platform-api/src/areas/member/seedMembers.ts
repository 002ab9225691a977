import type { Db } from '../../db/database';
import {
  ensureHouseAccount,
  HOUSE_ACCOUNT_ID,
  openPlayerWallets,
  playerAccountId,
} from '../../ledger/accounts';
import type { Ledger } from '../../ledger/ledger';
import type { Random } from '../../seed/random';
import { MEMBER_TYPE } from '../auth/memberTypes';
import { hashPassword } from '../auth/passwordHashing';

const DAY_MS = 86_400_000;

/** The accounts a person can log in with (README lists them). */
export const DEMO_ACCOUNTS = [
  {
    username: 'demo',
    password: 'Demo1234!',
    nickname: 'Demo Player',
    type: MEMBER_TYPE.player,
    agentCentre: false,
    balance: 100_000,
  },
  {
    username: 'agent01',
    password: 'Agent1234!',
    nickname: 'Agent Lotus',
    type: MEMBER_TYPE.agent,
    agentCentre: true,
    balance: 500_000,
  },
  {
    username: 'vip',
    password: 'Vip12345!',
    nickname: 'VIP Tiger',
    type: MEMBER_TYPE.player,
    agentCentre: false,
    balance: 2_500_000,
  },
  {
    username: 'changeme',
    password: '123456',
    nickname: 'New Member',
    type: MEMBER_TYPE.player,
    agentCentre: false,
    balance: 5_000,
  },
  {
    username: 'nonmember',
    password: 'Member1234!',
    nickname: 'Guest Contact',
    type: MEMBER_TYPE.nonMember,
    agentCentre: false,
    balance: 0,
  },
] as const;

const CLUB_LABELS = [
  { id: 1, name: 'Silver Club', color: '#1f2937', color2: '#d1d5db', rank: 2 },
  { id: 2, name: 'Gold Club', color: '#3b2f00', color2: '#facc15', rank: 4 },
  { id: 3, name: 'Diamond Club', color: '#ffffff', color2: '#6142bf', rank: 6 },
];
const MEMBER_LABELS = [
  { id: 11, name: 'New', color: '#ffffff', color2: '#16a34a' },
  { id: 12, name: 'High roller', color: '#ffffff', color2: '#dc2626' },
  { id: 13, name: 'Affiliate', color: '#ffffff', color2: '#2563eb' },
];
const VIP_LEVELS = [
  'Bronze',
  'Silver',
  'Gold',
  'Platinum',
  'Diamond',
  'Crown',
  'Royal',
  'Legend',
  'Mythic',
];

const SUB_AGENTS = ['agent01a', 'agent01b', 'agent01c'];
const PLAYERS_PER_AGENT = 60;
const DIRECT_PLAYERS = 20;
const PLAYERS_WITH_HISTORY = 40;
const ROUNDS_PER_PLAYER = 8;

interface MemberSeed {
  id: string;
  username: string;
  nickname: string;
  passwordHash: string | null;
  type: number;
  agentCentre: boolean;
  uplineId: string | null;
  clubLabelId: number | null;
  vipLevel: number;
  forceChange: boolean;
  passwordChangedAt: number;
}

/**
 * Hashes each demo password once at full cost, in parallel on libuv's thread pool, before any
 * write: the seeding itself then runs synchronously, so no request sees a half-built brand.
 */
export const hashDemoPasswords = (scryptCost: number): Promise<string[]> =>
  Promise.all(DEMO_ACCOUNTS.map((account) => hashPassword(account.password, scryptCost)));

const memberId = (n: number) => `M${String(n).padStart(6, '0')}`;

/** Labels, VIP levels, the demo accounts, an agent tree with history, and opening balances. */
export const seedMembers = (
  db: Db,
  ledger: Ledger,
  random: Random,
  options: { now: number; hashes: readonly string[]; gameCodes: string[] },
): void => {
  const { now, hashes, gameCodes } = options;

  const insertLabel = db.prepare(
    'INSERT INTO member_labels (id, label_name, color, color2, rank_level, kind) VALUES (?, ?, ?, ?, ?, ?)',
  );
  const insertVip = db.prepare(
    'INSERT INTO vip_levels (level, name, min_turnover) VALUES (?, ?, ?)',
  );
  const insertMember = db.prepare(`INSERT INTO members
    (id, username, nickname, password_hash, member_type, agent_centre, upline_id, club_label_id, vip_level,
     force_password_change, password_changed_at, created_at)
    VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`);
  const tagMember = db.prepare(
    'INSERT INTO member_member_labels (member_id, label_id) VALUES (?, ?)',
  );
  const insertBet = db.prepare(
    'INSERT INTO bet_records (id, member_id, game_code, stake, payout, transaction_id, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)',
  );

  db.transaction(() => {
    for (const l of CLUB_LABELS) insertLabel.run(l.id, l.name, l.color, l.color2, l.rank, 'club');
    for (const l of MEMBER_LABELS) insertLabel.run(l.id, l.name, l.color, l.color2, null, 'member');
    VIP_LEVELS.forEach((name, level) => insertVip.run(level, name, level * level * 1_000_000));
    ensureHouseAccount(db);
    // The house starts with its float recorded as a credit from the contra (owner's equity).
    db.prepare(
      "INSERT INTO accounts (id, member_id, kind, wallet, name) VALUES ('house:equity', NULL, 'contra', 'EQUITY', 'Owner equity')",
    ).run();
    ledger.post({
      kind: 'seed_float',
      idempotencyKey: 'seed:float',
      postings: [
        { accountId: 'house:equity', amount: -10_000_000_000 },
        { accountId: HOUSE_ACCOUNT_ID, amount: 10_000_000_000 },
      ],
    });

    const add = (seed: MemberSeed, balance: number) => {
      insertMember.run(
        seed.id,
        seed.username,
        seed.nickname,
        seed.passwordHash,
        seed.type,
        seed.agentCentre ? 1 : 0,
        seed.uplineId,
        seed.clubLabelId,
        seed.vipLevel,
        seed.forceChange ? 1 : 0,
        seed.passwordChangedAt,
        now - 400 * DAY_MS + random.int(0, 300) * DAY_MS,
      );
      openPlayerWallets(db, seed.id);
      if (balance > 0) {
        ledger.credit({
          memberId: seed.id,
          amount: balance,
          kind: 'seed_credit',
          idempotencyKey: `seed:credit:${seed.id}`,
        });
      }
    };

    let n = 1;
    const ids = new Map<string, string>();
    DEMO_ACCOUNTS.forEach((account, index) => {
      const id = memberId(n++);
      ids.set(account.username, id);
      add(
        {
          id,
          username: account.username,
          nickname: account.nickname,
          passwordHash: hashes[index] ?? null,
          type: account.type,
          agentCentre: account.agentCentre,
          uplineId: null,
          clubLabelId: account.username === 'vip' ? 3 : null,
          vipLevel: account.username === 'vip' ? 6 : account.username === 'agent01' ? 2 : 0,
          forceChange: account.password === '123456',
          // changeme's password is also long expired, to exercise PWDEXPFORCECHANGE3.
          passwordChangedAt:
            account.username === 'changeme' ? now - 200 * DAY_MS : now - 10 * DAY_MS,
        },
        account.balance,
      );
    });
    tagMember.run(ids.get('demo'), 11);
    tagMember.run(ids.get('vip'), 12);
    tagMember.run(ids.get('agent01'), 13);

    // The agent tree: bulk accounts have no password (they cannot log in), which keeps a reset
    // fast; scrypt at OWASP cost for hundreds of accounts would take minutes.
    const agentId = ids.get('agent01') ?? '';
    const players: string[] = [];
    const addPlayer = (uplineId: string, username: string) => {
      const id = memberId(n++);
      add(
        {
          id,
          username,
          nickname: username,
          passwordHash: null,
          type: MEMBER_TYPE.agentPlayer,
          agentCentre: false,
          uplineId,
          clubLabelId: random.chance(0.1) ? random.int(1, 2) : null,
          vipLevel: random.int(0, 4),
          forceChange: false,
          passwordChangedAt: now - 30 * DAY_MS,
        },
        random.int(100, 2_000) * 100,
      );
      players.push(id);
    };
    for (let i = 1; i <= DIRECT_PLAYERS; i += 1)
      addPlayer(agentId, `agent01p${String(i).padStart(3, '0')}`);
    for (const sub of SUB_AGENTS) {
      const subId = memberId(n++);
      add(
        {
          id: subId,
          username: sub,
          nickname: sub,
          passwordHash: null,
          type: MEMBER_TYPE.subAgent,
          agentCentre: true,
          uplineId: agentId,
          clubLabelId: null,
          vipLevel: 1,
          forceChange: false,
          passwordChangedAt: now - 30 * DAY_MS,
        },
        random.int(100, 1_000) * 100,
      );
      for (let i = 1; i <= PLAYERS_PER_AGENT; i += 1)
        addPlayer(subId, `${sub}p${String(i).padStart(3, '0')}`);
    }

    // Betting history: each round is one ledger transaction (stake out, payout in).
    let round = 1;
    for (const player of [ids.get('demo') ?? '', ...players.slice(0, PLAYERS_WITH_HISTORY)]) {
      for (let r = 0; r < ROUNDS_PER_PLAYER; r += 1) {
        const stake = random.int(1, 10) * 100;
        const payout = random.chance(0.45) ? stake * random.int(2, 5) : 0;
        const at = now - random.int(1, 30 * 24) * 3_600_000;
        const tx = ledger.post({
          kind: 'game_round',
          idempotencyKey: `seed:round:${round}`,
          postings: [
            { accountId: playerAccountId(player, 'MAIN'), amount: payout - stake },
            { accountId: HOUSE_ACCOUNT_ID, amount: stake - payout },
          ],
        });
        insertBet.run(
          `R${String(round).padStart(7, '0')}`,
          player,
          random.pick(gameCodes),
          stake,
          payout,
          tx.transactionId,
          at,
        );
        round += 1;
      }
    }
  })();
};
