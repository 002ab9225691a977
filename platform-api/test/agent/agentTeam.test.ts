import type { FastifyInstance } from 'fastify';
import { dayStartMs, reportDayOf } from 'shared-contracts';

import { HOUSE_ACCOUNT_ID, playerAccountId } from '../../src/ledger/accounts';
import {
  addDownline,
  AGENT01,
  at,
  DOWNLINE_PASSWORD,
  idOf,
  registerDownline,
  writer,
} from '../agentTeamHelpers';
import { currentIssue, firstDigitLine, placeBets, priced } from '../lotteryHelpers';
import { call, expectLedgerConsistent, newKey } from '../memberHelpers';
import { bearer, loginAs, startTestApp } from '../testApp';

const PERIOD = 'from=2025-03-10&to=2025-03-16';

let started: Awaited<ReturnType<typeof startTestApp>>;
let app: FastifyInstance;
let agent01: string;
/** agent01 -> R (sub-agent) -> P1 (player), S (sub-agent) -> P2 (player). */
let R: { memberId: string; username: string; token: string };
let S: { memberId: string; username: string; token: string };
let P1: { memberId: string; username: string };
let P2: { memberId: string; username: string };

beforeAll(async () => {
  started = await startTestApp();
  app = started.app;
  agent01 = await loginAs(app, AGENT01.username, AGENT01.password);
  R = await addDownline(app, agent01, 'teamroot1', 'agent', 150);
  P1 = await addDownline(app, R.token, 'teamplayer1', 'player', 120);
  S = await addDownline(app, R.token, 'teamsub1', 'agent', 120);
  P2 = await addDownline(app, S.token, 'teamplayer2', 'player', 100);
}, 30_000);

afterAll(async () => {
  await started.close();
});

const get = (url: string, token: string) => call(app, 'GET', url, { token });

describe('agent access', () => {
  const calls = (memberId: string) =>
    [
      ['GET', '/wps/agent/contract-info'],
      ['GET', '/wps/agent/announcements'],
      ['GET', `/wps/agent/team/overview?${PERIOD}`],
      ['POST', '/wps/agent/downlines'],
      ['GET', '/wps/agent/team/members'],
      ['GET', `/wps/agent/team/member?memberId=${memberId}`],
      ['POST', '/wps/agent/team/rebate'],
      ['GET', `/wps/agent/team/bets?${PERIOD}`],
      ['GET', `/wps/agent/reports/loss?${PERIOD}`],
      ['GET', `/wps/agent/team/member/transactions?${PERIOD}&memberId=${memberId}`],
    ] as const;
  const bodies: Record<string, unknown> = {
    '/wps/agent/downlines': {
      username: 'neverhere1',
      password: DOWNLINE_PASSWORD,
      memberType: 'player',
      rebateBp: 0,
    },
    '/wps/agent/team/rebate': { memberId: 'M000001', rebateBp: 0 },
  };

  it.each([
    ['a plain player (demo)', 'demo', 'Demo1234!'],
    ['an agent player downline', 'teamplayer1', DOWNLINE_PASSWORD],
  ])('refuses %s every agent call with 403 notAgent', async (_name, username, password) => {
    const token = await loginAs(app, username, password);
    for (const [method, url] of calls(P2.memberId)) {
      const reply = await call(app, method, url, {
        token,
        body: bodies[url],
        key: method === 'POST' ? newKey('na') : undefined,
      });
      expect([url, reply.status, reply.body.value?.reason]).toEqual([url, 403, 'notAgent']);
    }
    expect(
      app.platform.db
        .prepare("SELECT COUNT(*) FROM members WHERE username = 'neverhere1'")
        .pluck()
        .get(),
    ).toBe(0);
  });

  it('asks for a session first', async () => {
    const reply = await call(app, 'GET', '/wps/agent/contract-info');
    expect(reply.status).toBe(401);
  });

  describe.each([
    ['its own upline', () => ({ id: agent01Id(), username: 'agent01' })],
    [
      'a member of a sibling branch',
      () => ({ id: idOf(app, 'agent01p001'), username: 'agent01p001' }),
    ],
    ['a member of no agent', () => ({ id: idOf(app, 'vip'), username: 'vip' })],
    ['a member that does not exist', () => ({ id: 'MNOSUCHMEMBER', username: 'nosuchmember' })],
  ])('an agent asking about %s gets 404 notInTeam', (_name, outsider) => {
    const expectNotInTeam = (reply: { status: number; body: { value: { reason?: string } } }) => {
      expect(reply.status).toBe(404);
      expect(reply.body.value.reason).toBe('notInTeam');
    };
    it('on the team list (parentId)', async () => {
      expectNotInTeam(await get(`/wps/agent/team/members?parentId=${outsider().id}`, R.token));
    });
    it('on the member details (memberId)', async () => {
      expectNotInTeam(await get(`/wps/agent/team/member?memberId=${outsider().id}`, R.token));
    });
    it('on the rebate change (memberId)', async () => {
      expectNotInTeam(
        await call(app, 'POST', '/wps/agent/team/rebate', {
          token: R.token,
          key: newKey('rb'),
          body: { memberId: outsider().id, rebateBp: 0 },
        }),
      );
    });
    it('on the team bets (username)', async () => {
      expectNotInTeam(
        await get(`/wps/agent/team/bets?${PERIOD}&username=${outsider().username}`, R.token),
      );
    });
    it('on the loss statements (parentId)', async () => {
      expectNotInTeam(
        await get(`/wps/agent/reports/loss?${PERIOD}&parentId=${outsider().id}`, R.token),
      );
    });
    it('on the downline transactions (memberId)', async () => {
      expectNotInTeam(
        await get(
          `/wps/agent/team/member/transactions?${PERIOD}&memberId=${outsider().id}`,
          R.token,
        ),
      );
    });
  });

  it('treats the agent itself as no downline where a downline is asked for', async () => {
    expect((await get(`/wps/agent/team/member?memberId=${R.memberId}`, R.token)).status).toBe(404);
    const rebate = await call(app, 'POST', '/wps/agent/team/rebate', {
      token: R.token,
      key: newKey('rb'),
      body: { memberId: R.memberId, rebateBp: 0 },
    });
    expect(rebate.body.value.reason).toBe('notInTeam');
  });

  it('refuses a bad period with its reason', async () => {
    const backwards = await get('/wps/agent/team/overview?from=2025-03-10&to=2025-03-09', R.token);
    expect([backwards.status, backwards.body.value.reason]).toEqual([400, 'invalidPeriod']);
    const long = await get('/wps/agent/reports/loss?from=2025-01-01&to=2025-04-03', R.token);
    expect([long.status, long.body.value.reason]).toEqual([400, 'periodTooLong']);
  });
});

const agent01Id = () => idOf(app, 'agent01');

describe('the closure table', () => {
  it('holds every ancestor of every member with its depth after registrations', () => {
    const { db } = app.platform;
    const depths = db
      .prepare('SELECT ancestor_id, depth FROM agent_tree WHERE member_id = ? ORDER BY depth')
      .all(P2.memberId);
    expect(depths).toEqual([
      { ancestor_id: P2.memberId, depth: 0 },
      { ancestor_id: S.memberId, depth: 1 },
      { ancestor_id: R.memberId, depth: 2 },
      { ancestor_id: agent01Id(), depth: 3 },
    ]);
    // The whole table equals the tree walked from the members' uplines.
    const walked = db
      .prepare(
        `WITH RECURSIVE chain (ancestor_id, member_id, depth) AS (
          SELECT id, id, 0 FROM members
          UNION ALL
          SELECT m.upline_id, c.member_id, c.depth + 1 FROM chain c
          JOIN members m ON m.id = c.ancestor_id WHERE m.upline_id IS NOT NULL)
        SELECT COUNT(*) FROM chain c LEFT JOIN agent_tree t
          ON t.ancestor_id = c.ancestor_id AND t.member_id = c.member_id AND t.depth = c.depth
        WHERE t.member_id IS NULL`,
      )
      .pluck()
      .get();
    expect(walked).toBe(0);
    const total = db.prepare('SELECT COUNT(*) FROM agent_tree').pluck().get();
    const expected = db
      .prepare(
        `WITH RECURSIVE chain (ancestor_id, member_id) AS (
          SELECT id, id FROM members UNION ALL
          SELECT m.upline_id, c.member_id FROM chain c JOIN members m ON m.id = c.ancestor_id
          WHERE m.upline_id IS NOT NULL) SELECT COUNT(*) FROM chain`,
      )
      .pluck()
      .get();
    expect(total).toBe(expected);
  });

  it('makes the seeded agent01 tree three sub-agent levels deep', () => {
    const levels = app.platform.db
      .prepare(
        `SELECT MAX(t.depth) FROM agent_tree t JOIN members m ON m.id = t.member_id
        WHERE t.ancestor_id = ? AND m.agent_centre = 1`,
      )
      .pluck()
      .get(agent01Id());
    expect(levels).toBeGreaterThanOrEqual(3);
  });

  it("dates a seeded downline's last login just before its last deposit or bet", () => {
    const rows = app.platform.db
      .prepare(
        `SELECT m.last_login_at AS login,
          MAX((SELECT MAX(created_at) FROM bet_records b WHERE b.member_id = m.id AND b.id LIKE 'RA%'),
              (SELECT MAX(credited_at) FROM deposit_orders d WHERE d.member_id = m.id AND d.id LIKE 'DA%')) AS played
        FROM agent_tree t JOIN members m ON m.id = t.member_id
        WHERE t.ancestor_id = ? AND t.depth >= 1`,
      )
      .all(agent01Id()) as { login: number | null; played: number | null }[];
    const played = rows.filter((row) => row.played !== null);
    expect(played.length).toBeGreaterThan(100);
    for (const row of played) expect(row.login).toBe(row.played! - 5 * 60_000);
    // Members who never played still show "Never".
    expect(rows.some((row) => row.played === null && row.login === null)).toBe(true);
  });

  it('registers some seeded downlines in the last 7 days, the period the centre opens on', () => {
    const weekAgo = Date.now() - 7 * 86_400_000;
    const recent = app.platform.db
      .prepare(
        `SELECT COUNT(*) FROM agent_tree t JOIN members m ON m.id = t.member_id
        WHERE t.ancestor_id = ? AND t.depth >= 1 AND m.id LIKE 'MA%' AND m.created_at >= ?`,
      )
      .pluck()
      .get(agent01Id(), weekAgo) as number;
    expect(recent).toBeGreaterThanOrEqual(3);
  });
});

describe('contract info and announcements', () => {
  it('answers who the agent is, its terms and its team size', async () => {
    const reply = await get('/wps/agent/contract-info', agent01);
    expect(reply.status).toBe(200);
    const teamSize = app.platform.db
      .prepare('SELECT COUNT(*) FROM agent_tree WHERE ancestor_id = ? AND depth >= 1')
      .pluck()
      .get(agent01Id());
    expect(reply.body.value.info).toEqual({
      username: 'agent01',
      memberType: 2,
      rebateBp: expect.any(Number),
      commissionBp: 3500,
      maxRebateBp: reply.body.value.info.rebateBp,
      canRegister: true,
      teamSize,
    });
    for (const flag of [
      'dailysalreqtype',
      'divtypereq',
      'contracthoursalreq',
      'realtimesalreqtype',
    ])
      expect([0, 1]).toContain(reply.body.value[flag]);
  });

  it('lists the agent announcements newest first, in the language asked', async () => {
    const en = await get('/wps/agent/announcements', agent01);
    expect(en.body.value.items.length).toBeGreaterThanOrEqual(3);
    const times = en.body.value.items.map((item: { publishedAt: number }) => item.publishedAt);
    expect(times).toEqual([...times].sort((a, b) => b - a));
    const cn = await app.inject({
      method: 'GET',
      url: '/wps/agent/announcements',
      headers: { ...bearer(agent01), language: 'CN' },
    });
    expect(cn.json().value.items[0].title).toBe('上半月佣金已发放');
    expect(en.body.value.items[0].title).toBe('Commission for the first half of the month is out');
  });
});

describe('team reports reconcile with the rows written', () => {
  beforeAll(() => {
    const w = writer(app);
    // Registrations: P1 and P2 in the previous period, S on the period's first instant.
    w.registeredAt(P1.memberId, at('2025-03-05'));
    w.registeredAt(P2.memberId, at('2025-03-08'));
    w.registeredAt(S.memberId, dayStartMs('2025-03-10'));
    w.registeredAt(R.memberId, at('2025-03-01'));
    // Bets at the day boundaries of UTC+08:00.
    w.bet(P1.memberId, 1_000, 0, dayStartMs('2025-03-10')); // first instant of the period
    w.bet(P1.memberId, 2_000, 5_000, dayStartMs('2025-03-10') - 1); // last instant before it
    w.bet(P2.memberId, 3_000, 1_000, dayStartMs('2025-03-17') - 1); // last instant of the period
    w.bet(P2.memberId, 500, 0, dayStartMs('2025-03-17')); // first instant after it
    w.bet(S.memberId, 400, 0, at('2025-03-12', '08:00'), w.otherGame.game_code);
    w.bet(R.memberId, 10_000, 0, at('2025-03-11')); // the agent's own bet: not a downline's
    // Deposits, withdrawals, a bonus.
    w.deposit(P1.memberId, 50_000, dayStartMs('2025-03-10')); // P1's first deposit: in the period
    w.deposit(P1.memberId, 20_000, at('2025-03-12'));
    w.deposit(P2.memberId, 30_000, dayStartMs('2025-03-10') - 1); // P2's first: the period before
    w.deposit(P2.memberId, 10_000, at('2025-03-15'));
    w.rejectedDeposit(S.memberId, 99_999, at('2025-03-13'));
    w.withdrawal(P1.memberId, 15_000, at('2025-03-13', '23:59'));
    w.withdrawal(P2.memberId, 7_000, at('2025-03-02'));
    w.bonus(P1.memberId, 1_000, at('2025-03-14'));
  });

  it('overview: totals of the period and the one before, and the daily series', async () => {
    const reply = await get(`/wps/agent/team/overview?${PERIOD}`, R.token);
    expect(reply.status).toBe(200);
    const value = reply.body.value;
    expect(value.period).toEqual({ from: '2025-03-10', to: '2025-03-16' });
    expect(value.previousPeriod).toEqual({ from: '2025-03-03', to: '2025-03-09' });
    expect(value.current).toEqual({
      teamSize: 3,
      newRegistrations: 1,
      activeMembers: 3,
      firstDeposits: 1,
      deposits: 80_000,
      withdrawals: 15_000,
      validTurnover: 4_400,
      winLoss: -3_400,
      profit: 4_400 - 1_000 - 1_000,
    });
    expect(value.previous).toEqual({
      teamSize: 2,
      newRegistrations: 2,
      activeMembers: 1,
      firstDeposits: 1,
      deposits: 30_000,
      withdrawals: 0,
      validTurnover: 2_000,
      winLoss: 3_000,
      profit: -3_000,
    });
    expect(value.series.map((d: { day: string }) => d.day)).toEqual([
      '2025-03-10',
      '2025-03-11',
      '2025-03-12',
      '2025-03-13',
      '2025-03-14',
      '2025-03-15',
      '2025-03-16',
    ]);
    expect(value.series[0]).toEqual({
      day: '2025-03-10',
      newRegistrations: 1,
      activeMembers: 1,
      deposits: 50_000,
      withdrawals: 0,
      validTurnover: 1_000,
      winLoss: -1_000,
    });
    expect(value.series[1]).toMatchObject({ activeMembers: 0, validTurnover: 0 }); // R's own bet
    expect(value.series[3]).toMatchObject({ withdrawals: 15_000 });
    expect(value.series[6]).toMatchObject({
      activeMembers: 1,
      validTurnover: 3_000,
      winLoss: -2_000,
    });
    for (const field of ['deposits', 'withdrawals', 'validTurnover', 'winLoss'] as const)
      expect(
        value.series.reduce(
          (sum: number, day: Record<string, number>) => sum + (day[field] ?? 0),
          0,
        ),
      ).toBe(value.current[field]);
  });

  it('loss statements: one row per direct downline with its team, sorted, with totals', async () => {
    const reply = await get(
      `/wps/agent/reports/loss?${PERIOD}&sort=validTurnover&order=desc`,
      R.token,
    );
    expect(reply.status).toBe(200);
    const { breadcrumb, page, totals } = reply.body.value;
    expect(breadcrumb).toEqual([{ memberId: R.memberId, username: 'teamroot1' }]);
    expect(page.list).toEqual([
      {
        memberId: S.memberId,
        username: 'teamsub1',
        type: 'agent',
        teamSize: 2,
        bets: 2,
        validTurnover: 3_400,
        winLoss: -2_400,
        deposits: 10_000,
        withdrawals: 0,
        bonuses: 0,
      },
      {
        memberId: P1.memberId,
        username: 'teamplayer1',
        type: 'player',
        teamSize: 1,
        bets: 1,
        validTurnover: 1_000,
        winLoss: -1_000,
        deposits: 70_000,
        withdrawals: 15_000,
        bonuses: 1_000,
      },
    ]);
    expect(totals).toEqual({
      teamSize: 3,
      bets: 3,
      validTurnover: 4_400,
      winLoss: -3_400,
      deposits: 80_000,
      withdrawals: 15_000,
      bonuses: 1_000,
    });
    expect(page).toMatchObject({ total: 2, totalPages: 1, pageNo: 1 });

    const asc = await get(
      `/wps/agent/reports/loss?${PERIOD}&sort=deposits&order=asc&pageSize=1`,
      R.token,
    );
    expect(asc.body.value.page.list.map((row: { username: string }) => row.username)).toEqual([
      'teamsub1',
    ]);
    expect(asc.body.value.page).toMatchObject({ total: 2, totalPages: 2 });
    expect(asc.body.value.totals.validTurnover).toBe(4_400); // totals of all rows, not the page

    const down = await get(`/wps/agent/reports/loss?${PERIOD}&parentId=${S.memberId}`, R.token);
    expect(down.body.value.breadcrumb.map((b: { username: string }) => b.username)).toEqual([
      'teamroot1',
      'teamsub1',
    ]);
    expect(down.body.value.page.list).toEqual([
      expect.objectContaining({ username: 'teamplayer2', bets: 1, validTurnover: 3_000 }),
    ]);

    // agent01 sees R's whole team, R's own bet included, in R's row.
    const top = await get(
      `/wps/agent/reports/loss?${PERIOD}&sort=username&order=asc&pageSize=100`,
      agent01,
    );
    const row = top.body.value.page.list.find(
      (r: { username: string }) => r.username === 'teamroot1',
    );
    expect(row).toMatchObject({ teamSize: 4, bets: 4, validTurnover: 14_400, winLoss: -13_400 });
    const names = top.body.value.page.list.map((r: { username: string }) =>
      r.username.toLowerCase(),
    );
    expect(names).toEqual([...names].sort());
  });

  it('team bets: newest first, filtered, with the totals of the whole filtered set', async () => {
    const all = await get(`/wps/agent/team/bets?${PERIOD}&pageSize=2`, R.token);
    expect(all.status).toBe(200);
    expect(all.body.value.totals).toEqual({
      bets: 4,
      stake: 14_400,
      validTurnover: 14_400,
      payout: 1_000,
      winLoss: -13_400,
    });
    expect(all.body.value.page).toMatchObject({ total: 4, totalPages: 2 });
    expect(all.body.value.page.list[0]).toMatchObject({
      username: 'teamplayer2',
      level: 2,
      stake: 3_000,
      payout: 1_000,
      winLoss: -2_000,
      placedAt: dayStartMs('2025-03-17') - 1,
    });
    const deep = await get(`/wps/agent/team/bets?${PERIOD}&level=2`, R.token);
    expect(deep.body.value.totals.bets).toBe(1);
    const own = await get(`/wps/agent/team/bets?${PERIOD}&level=0`, R.token);
    expect(own.body.value.totals.stake).toBe(10_000);
    const byName = await get(`/wps/agent/team/bets?${PERIOD}&username=TEAMPLAYER1`, R.token);
    expect(byName.body.value.totals).toMatchObject({ bets: 1, stake: 1_000 });
    const w = writer(app);
    const byCategory = await get(
      `/wps/agent/team/bets?${PERIOD}&category=${w.otherGame.game_type}`,
      R.token,
    );
    expect(byCategory.body.value.page.list.map((b: { username: string }) => b.username)).toEqual([
      'teamsub1',
    ]);
    expect(byCategory.body.value.page.list[0]).toMatchObject({
      category: w.otherGame.game_type,
      vendorCode: w.otherGame.vassalage,
      gameCode: w.otherGame.game_code,
    });
  });

  it('team management: direct downlines, search, filters, details', async () => {
    const list = await get('/wps/agent/team/members', R.token);
    expect(list.status).toBe(200);
    expect(list.body.value.breadcrumb).toEqual([{ memberId: R.memberId, username: 'teamroot1' }]);
    // Newest registration first: S (2025-03-10) then P1 (2025-03-05).
    expect(list.body.value.page.list).toEqual([
      expect.objectContaining({
        memberId: S.memberId,
        type: 'agent',
        level: 1,
        directCount: 1,
        teamSize: 1,
        rebateBp: 120,
        status: 'dormant',
        registeredAt: dayStartMs('2025-03-10'),
      }),
      expect.objectContaining({
        memberId: P1.memberId,
        type: 'player',
        directCount: 0,
        teamSize: 0,
      }),
    ]);
    const below = await get(`/wps/agent/team/members?parentId=${S.memberId}`, R.token);
    expect(below.body.value.breadcrumb.map((b: { username: string }) => b.username)).toEqual([
      'teamroot1',
      'teamsub1',
    ]);
    expect(below.body.value.page.list).toEqual([
      expect.objectContaining({ username: 'teamplayer2', level: 2 }),
    ]);
    const search = await get('/wps/agent/team/members?username=TEAMPLAY', R.token);
    expect(search.body.value.page.list.map((r: { username: string }) => r.username).sort()).toEqual(
      ['teamplayer1', 'teamplayer2'],
    );
    const wildcard = await get('/wps/agent/team/members?username=team%25', R.token);
    expect(wildcard.body.value.page.total).toBe(0);
    const agents = await get('/wps/agent/team/members?username=team&type=agent', R.token);
    expect(agents.body.value.page.list.map((r: { username: string }) => r.username)).toEqual([
      'teamsub1',
    ]);
    const registered = await get(
      '/wps/agent/team/members?username=team&registeredFrom=2025-03-06&registeredTo=2025-03-09',
      R.token,
    );
    expect(registered.body.value.page.list.map((r: { username: string }) => r.username)).toEqual([
      'teamplayer2',
    ]);

    writer(app).bet(P1.memberId, 700, 0, app.platform.clock.now() - 3_600_000);
    const active = await get('/wps/agent/team/members?active=true', R.token);
    expect(active.body.value.page.list).toEqual([
      expect.objectContaining({ username: 'teamplayer1', status: 'active' }),
    ]);
    const dormant = await get('/wps/agent/team/members?active=false', R.token);
    expect(dormant.body.value.page.list.map((r: { username: string }) => r.username)).toEqual([
      'teamsub1',
    ]);

    const detail = await get(`/wps/agent/team/member?memberId=${P1.memberId}`, R.token);
    expect(detail.body.value).toMatchObject({
      memberId: P1.memberId,
      uplineUsername: 'teamroot1',
      deposits: 70_000,
      withdrawals: 15_000,
      validTurnover30d: 700,
      winLoss30d: -700,
      status: 'active',
    });
    // agent01 reaches P2 three levels down.
    const deep = await get(`/wps/agent/team/member?memberId=${P2.memberId}`, agent01);
    expect(deep.body.value).toMatchObject({ level: 3, uplineUsername: 'teamsub1' });
  });

  it('keeps every agent team row equal to the sum of its downlines member rows', () => {
    const drift = app.platform.db
      .prepare(
        `WITH expected AS (
          SELECT t.ancestor_id, s.day, SUM(s.bets > 0) AS active, SUM(s.bets) AS bets,
            SUM(s.stake) AS stake, SUM(s.payout) AS payout, SUM(s.bonuses) AS bonuses,
            SUM(s.deposits) AS deposits, SUM(s.withdrawals) AS withdrawals
          FROM member_daily_stats s JOIN agent_tree t ON t.member_id = s.member_id AND t.depth >= 1
          GROUP BY t.ancestor_id, s.day)
        SELECT COUNT(*) FROM expected e FULL JOIN team_daily_stats x
          ON x.ancestor_id = e.ancestor_id AND x.day = e.day
        WHERE x.ancestor_id IS NULL OR e.ancestor_id IS NULL OR x.active <> e.active
          OR x.bets <> e.bets OR x.stake <> e.stake OR x.payout <> e.payout
          OR x.bonuses <> e.bonuses OR x.deposits <> e.deposits OR x.withdrawals <> e.withdrawals`,
      )
      .pluck()
      .get();
    expect(drift).toBe(0);
    const rows = app.platform.db
      .prepare('SELECT COUNT(*) FROM team_daily_stats WHERE ancestor_id = ?')
      .pluck()
      .get(R.memberId);
    expect(rows).toBeGreaterThan(0);
  });

  it('downline account details: ledger movements with the balance after each', async () => {
    const { ledger } = app.platform;
    const wallet = playerAccountId(P1.memberId, 'MAIN');
    ledger.post(
      {
        kind: 'deposit',
        idempotencyKey: newKey('p1-credit'),
        postings: [
          { accountId: HOUSE_ACCOUNT_ID, amount: -5_000 },
          { accountId: wallet, amount: 5_000 },
        ],
      },
      at('2025-03-12'),
    );
    ledger.post(
      {
        kind: 'game_round',
        idempotencyKey: newKey('p1-round'),
        postings: [
          { accountId: wallet, amount: -1_200 },
          { accountId: HOUSE_ACCOUNT_ID, amount: 1_200 },
        ],
      },
      at('2025-03-13'),
    );
    const reply = await get(
      `/wps/agent/team/member/transactions?${PERIOD}&memberId=${P1.memberId}`,
      R.token,
    );
    expect(reply.status).toBe(200);
    expect(reply.body.value.list).toEqual([
      expect.objectContaining({ kind: 'game_round', amount: -1_200, balanceAfter: 3_800 }),
      expect.objectContaining({ kind: 'deposit', amount: 5_000, balanceAfter: 5_000 }),
    ]);
    const kind = await get(
      `/wps/agent/team/member/transactions?${PERIOD}&memberId=${P1.memberId}&kind=deposit`,
      R.token,
    );
    expect(kind.body.value.total).toBe(1);
    expect(expectLedgerConsistent(app)).toEqual({ drift: [], negative: [], sum: 0 });
  });
});

describe('rebates', () => {
  const setRebate = (token: string, memberId: string, rebateBp: number) =>
    call(app, 'POST', '/wps/agent/team/rebate', {
      token,
      key: newKey('rebate'),
      body: { memberId, rebateBp },
    });

  it('refuses a rebate above the agent own', async () => {
    const own = Number(
      app.platform.db
        .prepare('SELECT rebate_bp FROM members WHERE id = ?')
        .pluck()
        .get(agent01Id()),
    );
    const reply = await setRebate(agent01, R.memberId, own + 10);
    expect(reply.status).toBe(400);
    expect(reply.body.value).toEqual({ reason: 'rebateTooHigh', max: own });
  });

  it('refuses a rebate below the highest of the downline own downlines', async () => {
    const reply = await setRebate(R.token, S.memberId, 90);
    expect(reply.status).toBe(400);
    expect(reply.body.value).toEqual({ reason: 'rebateTooLow', min: 100 });
  });

  it('refuses a member that is not a direct downline', async () => {
    const reply = await setRebate(agent01, S.memberId, 100);
    expect([reply.status, reply.body.value.reason]).toEqual([403, 'notDirect']);
  });

  it('sets the rebate of a direct downline, the same again answers the same', async () => {
    const first = await setRebate(R.token, S.memberId, 140);
    expect(first.status).toBe(200);
    expect(first.body.value).toMatchObject({ memberId: S.memberId, rebateBp: 140, level: 1 });
    const again = await setRebate(R.token, S.memberId, 140);
    expect(again.body.value).toEqual(first.body.value);
    // S may now give up to 140, not more.
    const tooHigh = await registerDownline(app, S.token, {
      username: 'teamplayer9',
      password: DOWNLINE_PASSWORD,
      memberType: 'player',
      rebateBp: 150,
    });
    expect(tooHigh.body.value).toEqual({ reason: 'rebateTooHigh', max: 140 });
  });
});

describe('downline registration', () => {
  const body = (overrides: Record<string, unknown> = {}) => ({
    username: 'newdown1',
    password: DOWNLINE_PASSWORD,
    memberType: 'player',
    rebateBp: 50,
    ...overrides,
  });

  it.each([
    ['a username too short', { username: 'abc' }, 'username'],
    ['a username starting with a digit', { username: '1abcdef' }, 'username'],
    ['an empty password', { password: '' }, 'password'],
    ['a weak password', { password: 'short1!' }, 'password'],
  ])('refuses %s with the registration field refusal', async (_name, overrides, field) => {
    const reply = await registerDownline(app, R.token, body(overrides));
    expect(reply.status).toBe(400);
    expect(reply.body.value).toMatchObject({ field, key: expect.any(String) });
  });

  it('refuses a taken username whatever its case', async () => {
    const reply = await registerDownline(app, R.token, body({ username: 'AGENT01A' }));
    expect(reply.status).toBe(409);
    expect(reply.body.value).toEqual({
      reason: 'usernameTaken',
      field: 'username',
      key: 'username_taken',
    });
  });

  it('asks for an idempotency key', async () => {
    const reply = await call(app, 'POST', '/wps/agent/downlines', { token: R.token, body: body() });
    expect(reply.status).toBe(400);
  });

  it('registers once per key: a replay answers the same member', async () => {
    const key = newKey('replay');
    const first = await registerDownline(app, R.token, body({ username: 'replaydown1' }), key);
    const second = await registerDownline(app, R.token, body({ username: 'replaydown1' }), key);
    expect(first.status).toBe(200);
    expect(second.body.value).toEqual(first.body.value);
    const { db } = app.platform;
    expect(
      db.prepare("SELECT COUNT(*) FROM members WHERE username = 'replaydown1'").pluck().get(),
    ).toBe(1);
    const other = await registerDownline(app, R.token, body({ username: 'replaydown2' }), key);
    expect(other.status).toBe(409);
  });

  it('makes a player or a sub-agent under the caller, the sub-agent an agent', async () => {
    const { db } = app.platform;
    const row = (id: string) =>
      db
        .prepare('SELECT member_type, agent_centre, upline_id, rebate_bp FROM members WHERE id = ?')
        .get(id);
    expect(row(P1.memberId)).toEqual({
      member_type: 42,
      agent_centre: 0,
      upline_id: R.memberId,
      rebate_bp: 120,
    });
    expect(row(S.memberId)).toMatchObject({
      member_type: 41,
      agent_centre: 1,
      upline_id: R.memberId,
    });
    const info = await get('/wps/agent/contract-info', S.token);
    expect(info.body.value.info).toMatchObject({
      username: 'teamsub1',
      memberType: 41,
      teamSize: 1,
    });
    expect(
      db.prepare('SELECT COUNT(*) FROM accounts WHERE member_id = ?').pluck().get(P1.memberId),
    ).toBeGreaterThan(0);
  });
});

describe('lottery bets in the team figures', () => {
  it("counts a downline's settled lottery bet in team bets, the overview and the loss rows", async () => {
    const { clock, lottery, db } = app.platform;
    lottery.stop();
    const credited = await call(app, 'POST', '/admin/wallets/credit', {
      admin: true,
      body: { username: S.username, amount: 10_000, idempotencyKey: newKey('credit') },
    });
    expect(credited.status).toBe(200);
    const { current } = await currentIssue(app, 'SSC1');
    const line = priced(firstDigitLine('4'));
    const body = { gameCode: 'SSC1', issueNo: current.issueNo, lines: [line] };
    const placed = await placeBets(app, S.token, body);
    expect(placed.status).toBe(200);
    const betId = placed.body.value.bets[0].betId as string;
    clock.advance(Math.max(0, current.drawAt - clock.now()));
    lottery.runDue(clock.now());
    const settled = db
      .prepare('SELECT status, payout FROM lottery_bets WHERE id = ?')
      .get(betId) as {
      status: string;
      payout: number;
    };
    expect(['won', 'lost']).toContain(settled.status);

    const day = reportDayOf(clock.now());
    const period = `from=${day}&to=${day}`;
    const bets = await get(`/wps/agent/team/bets?${period}&username=${S.username}`, R.token);
    expect(bets.status).toBe(200);
    expect(bets.body.value.page.list).toEqual([
      expect.objectContaining({
        betId,
        username: S.username,
        level: 1,
        gameCode: 'SSC1',
        category: 'LOTT',
        stake: line.amount,
        payout: settled.payout,
      }),
    ]);
    const overview = await get(`/wps/agent/team/overview?${period}`, R.token);
    expect(overview.body.value.current.validTurnover).toBeGreaterThanOrEqual(line.amount);
    const loss = await get(`/wps/agent/reports/loss?${period}`, R.token);
    const sRow = (loss.body.value.page.list as { username: string; validTurnover: number }[]).find(
      (row) => row.username === S.username,
    );
    expect(sRow?.validTurnover).toBe(line.amount);
  });
});
