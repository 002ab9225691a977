import { rmSync } from 'node:fs';

import type { FastifyInstance } from 'fastify';
import type { PromotionApplication, PromotionParticipation } from 'shared-contracts';

import { buildApp } from '../../src/app';
import { playerAccountId } from '../../src/ledger/accounts';
import { call, expectLedgerConsistent, JPEG_BYTES, newKey, PNG_BYTES } from '../memberHelpers';
import { bearer, loginAs, startTestApp } from '../testApp';

/*
 * Promotion participation over HTTP: every state, claims paid once, applications
 * with images checked by content, ops review, raffles drawn once. Fresh players get their own
 * test promotions; the seeded demo shows the seeded states.
 */

const PASSWORD = 'Promo1234!';
const DAY_MS = 86_400_000;

let started: Awaited<ReturnType<typeof startTestApp>>;
let app: FastifyInstance;
let players = 0;
let promotions = 0;

const now = () => app.platform.clock.now();
const db = () => app.platform.db;

const newPlayer = async () => {
  const username = `promo${(players += 1)}x`;
  const reply = await call(app, 'POST', '/admin/dev/members', {
    admin: true,
    body: { username, password: PASSWORD },
  });
  expect(reply.status).toBe(200);
  return {
    username,
    memberId: reply.body.value.memberId as string,
    token: await loginAs(app, username, PASSWORD),
  };
};

/** A promotion of the test's own with a participation; days are relative to now. */
const addPromotion = (
  kind: 'join' | 'claim' | 'apply' | 'raffle',
  rule: Partial<Record<string, number | null>> = {},
) => {
  const id = `test-promo-${(promotions += 1)}`;
  const at = now();
  db()
    .prepare(
      `INSERT INTO promotions (id, category, badges_json, title_json, summary_json, content_json,
        image_url, start_time, end_time, sort) VALUES (?, 'others', '[]', ?, ?, ?, ?, ?, NULL, 900)`,
    )
    .run(
      id,
      JSON.stringify({ EN: `Test ${id}` }),
      JSON.stringify({ EN: 's' }),
      JSON.stringify({ EN: 'c' }),
      `/assets/promotions/${id}.svg`,
      at - DAY_MS,
    );
  db()
    .prepare(
      `INSERT INTO promotion_participation (promotion_id, kind, starts_at, ends_at,
        new_players_only, min_deposit, bonus_amount, bonus_rate_bp, bonus_cap, turnover_multiple,
        draw_at, prize_amount, winners)
      VALUES (@id, @kind, @startsAt, @endsAt, @newPlayersOnly, @minDeposit, @bonusAmount,
        @bonusRateBp, @bonusCap, @turnoverMultiple, @drawAt, @prizeAmount, @winners)`,
    )
    .run({
      id,
      kind,
      startsAt: at - DAY_MS,
      endsAt: at + 5 * DAY_MS,
      newPlayersOnly: 0,
      minDeposit: 0,
      bonusAmount: kind === 'claim' || kind === 'apply' ? 1_000 : 0,
      bonusRateBp: 0,
      bonusCap: null,
      turnoverMultiple: 5,
      drawAt: kind === 'raffle' ? at + 6 * DAY_MS : null,
      prizeAmount: kind === 'raffle' ? 2_500 : null,
      winners: kind === 'raffle' ? 2 : null,
      ...rule,
    });
  return id;
};

const balanceOf = (memberId: string) =>
  Number(
    db()
      .prepare('SELECT balance FROM accounts WHERE id = ?')
      .pluck()
      .get(playerAccountId(memberId, 'MAIN')),
  );
const countOf = (sql: string, ...params: unknown[]) =>
  Number(
    db()
      .prepare(sql)
      .pluck()
      .get(...params),
  );

const stateOf = async (promotionId: string, token?: string) => {
  const reply = await call(
    app,
    'GET',
    `/wps/promotions/participation/detail?promotionId=${promotionId}`,
    {
      token,
    },
  );
  expect(reply.status).toBe(200);
  return reply.body.value as PromotionParticipation;
};

const uploadImage = async (token: string, bytes: Buffer, contentType = 'image/png') => {
  const response = await app.inject({
    method: 'POST',
    url: '/wps/promotions/applications/images',
    headers: { ...bearer(token), 'content-type': contentType },
    payload: bytes,
  });
  return {
    status: response.statusCode,
    body: response.json() as { value: { uploadId: string; reason?: string }; message: string },
  };
};

beforeAll(async () => {
  started = await startTestApp();
  app = started.app;
});
afterAll(async () => {
  // The app may have been rebuilt by a restart test: close the current one.
  await app.close();
  rmSync(started.dir, { recursive: true, force: true });
});

describe('participation states', () => {
  it('shows a guest the action with loginRequired, coming soon and closed', async () => {
    const reply = await call(
      app,
      'GET',
      '/wps/promotions/participation?ids=promo-004,promo-007,promo-008,promo-011,promo-001',
    );
    expect(reply.status).toBe(200);
    const list = reply.body.value.list as PromotionParticipation[];
    // promo-011 has no participation: left out; the order asked is kept.
    expect(list.map((p) => [p.promotionId, p.status, p.loginRequired])).toEqual([
      ['promo-004', 'join', true],
      ['promo-007', 'comingSoon', false],
      ['promo-008', 'closed', false],
      ['promo-001', 'claim', true],
    ]);
    expect(list[3]?.rules).toMatchObject({ prizeAmount: 8_800, winners: 3 });
  });

  it("shows demo's seeded states: joined, processing, rejected with its reason, not eligible, drawn raffle closed", async () => {
    const token = await loginAs(app, 'demo', 'Demo1234!');
    const reply = await call(
      app,
      'GET',
      '/wps/promotions/participation?ids=promo-004,promo-005,promo-006,promo-017,promo-010,promo-002,promo-003,promo-009',
      { token },
    );
    const byId = new Map(
      (reply.body.value.list as PromotionParticipation[]).map((p) => [p.promotionId, p]),
    );
    expect(byId.get('promo-004')?.status).toBe('joined');
    expect(byId.get('promo-005')?.status).toBe('processing');
    expect(byId.get('promo-006')).toMatchObject({
      status: 'rejected',
      application: { reason: 'The screenshot does not show the round number' },
    });
    expect(byId.get('promo-017')).toMatchObject({
      status: 'notEligible',
      ineligibleBecause: 'newPlayersOnly',
    });
    expect(byId.get('promo-010')).toMatchObject({
      status: 'notEligible',
      ineligibleBecause: 'minDeposit',
    });
    expect(byId.get('promo-002')).toMatchObject({ status: 'closed', drawnAt: expect.any(Number) });
    expect(byId.get('promo-003')).toMatchObject({ status: 'claim', loginRequired: false });
    expect(byId.get('promo-003')?.rules).toMatchObject({ bonusAmount: 1_000, turnoverMultiple: 5 });
  });

  it("shows demo every state in the new_player slider's promotions, in one call", async () => {
    const token = await loginAs(app, 'demo', 'Demo1234!');
    const promotions = await call(app, 'GET', '/wps/promotions?category=new_player&language=EN');
    const ids = (promotions.body.value.list as { id: string }[]).map((p) => p.id);
    expect(ids).toEqual(expect.arrayContaining(['promo-017', 'promo-101', 'promo-107']));
    const reply = await call(app, 'GET', `/wps/promotions/participation?ids=${ids.join(',')}`, {
      token,
    });
    const statuses = Object.fromEntries(
      (reply.body.value.list as PromotionParticipation[]).map((p) => [p.promotionId, p.status]),
    );
    expect(statuses).toMatchObject({
      'promo-017': 'notEligible',
      'promo-018': 'notEligible',
      'promo-101': 'join',
      'promo-102': 'claim',
      'promo-103': 'claim',
      'promo-104': 'rejected',
      'promo-105': 'processing',
      'promo-106': 'comingSoon',
      'promo-107': 'joined',
    });
  });

  it('lists the seeded raffle winners with masked names', async () => {
    const reply = await call(app, 'GET', '/wps/promotions/raffle/winners?promotionId=promo-002');
    expect(reply.status).toBe(200);
    expect(reply.body.value).toMatchObject({ tickets: 5, drawnAt: expect.any(Number) });
    const names = (reply.body.value.winners as { username: string }[]).map((w) => w.username);
    expect(names).toHaveLength(2);
    for (const name of names) expect(name).toMatch(/^lu\*+\d$/);
  });

  it('answers 404 notFound for a promotion without participation and 400 for bad ids', async () => {
    const missing = await call(
      app,
      'GET',
      '/wps/promotions/participation/detail?promotionId=promo-011',
    );
    expect(missing.status).toBe(404);
    expect(missing.body.value).toEqual({ reason: 'notFound' });
    const bad = await call(app, 'GET', '/wps/promotions/participation?ids=a,,b');
    expect(bad.status).toBe(400);
  });

  it('lets a new player join once; joining a closed or future one is refused with its reason', async () => {
    const player = await newPlayer();
    const open = addPromotion('join');
    const first = await call(app, 'POST', '/wps/promotions/join', {
      token: player.token,
      body: { promotionId: open },
    });
    expect(first.status).toBe(200);
    expect(first.body.value.status).toBe('joined');
    const again = await call(app, 'POST', '/wps/promotions/join', {
      token: player.token,
      body: { promotionId: open },
    });
    expect(again.body.value.status).toBe('joined');
    expect(countOf('SELECT COUNT(*) FROM promotion_joins WHERE promotion_id = ?', open)).toBe(1);

    const future = await call(app, 'POST', '/wps/promotions/join', {
      token: player.token,
      body: { promotionId: 'promo-007' },
    });
    expect(future.status).toBe(409);
    expect(future.body.value).toEqual({ reason: 'comingSoon' });
    const wrong = await call(app, 'POST', '/wps/promotions/join', {
      token: player.token,
      body: { promotionId: 'promo-003' },
    });
    expect(wrong.status).toBe(409);
    expect(wrong.body.value).toEqual({ reason: 'wrongKind' });
    const guest = await call(app, 'POST', '/wps/promotions/join', { body: { promotionId: open } });
    expect(guest.status).toBe(401);
  });
});

describe('claim', () => {
  it('pays an instant bonus once under parallel claims, replays the same key, and asks its turnover', async () => {
    const player = await newPlayer();
    const promotionId = addPromotion('claim', { bonusAmount: 1_500, turnoverMultiple: 4 });
    const before = balanceOf(player.memberId);
    const keys = [1, 2, 3, 4, 5].map(() => newKey('promo-claim'));
    const replies = await Promise.all(
      keys.map((key) =>
        call(app, 'POST', '/wps/promotions/claim', {
          token: player.token,
          key,
          body: { promotionId },
        }),
      ),
    );
    const ok = replies.filter((r) => r.status === 200);
    expect(ok).toHaveLength(1);
    for (const refused of replies.filter((r) => r.status !== 200)) {
      expect(refused.status).toBe(409);
      expect(refused.body.value).toEqual({ reason: 'alreadyClaimed' });
    }
    const winner = keys[replies.findIndex((r) => r.status === 200)] ?? '';
    const replay = await call(app, 'POST', '/wps/promotions/claim', {
      token: player.token,
      key: winner,
      body: { promotionId },
    });
    expect(replay.status).toBe(200);
    expect(replay.body.value.participation).toMatchObject({
      status: 'claimed',
      bonus: { amount: 1_500, turnoverRequired: 6_000 },
    });
    expect(balanceOf(player.memberId)).toBe(before + 1_500);
    expect(replay.body.value.balance).toBe(before + 1_500);
    expect(
      countOf(
        'SELECT COUNT(*) FROM ledger_transactions WHERE idempotency_key = ?',
        `promotion-claim:${promotionId}:${player.memberId}`,
      ),
    ).toBe(1);

    // The bonus shows in bonus details and withdrawals wait for its turnover.
    const bonuses = await call(app, 'GET', '/wps/member/bonuses', { token: player.token });
    expect(bonuses.body.value.page.list).toEqual([
      expect.objectContaining({ amount: 1_500, turnoverRequired: 6_000, status: 'active' }),
    ]);
    const settings = await call(app, 'GET', '/wps/member/withdrawal/settings', {
      token: player.token,
    });
    expect(settings.body.value.turnover).toMatchObject({ required: 6_000, remaining: 6_000 });
    expectLedgerConsistent(app);
  });

  it('refuses a new-players-only bonus to an old member and a deposit bonus without the deposit', async () => {
    const player = await newPlayer();
    db()
      .prepare('UPDATE members SET created_at = ? WHERE id = ?')
      .run(now() - 30 * DAY_MS, player.memberId);
    const newbie = addPromotion('claim', { newPlayersOnly: 1 });
    const deposit = addPromotion('claim', { minDeposit: 10_000 });
    const before = countOf('SELECT COUNT(*) FROM ledger_transactions');
    for (const [promotionId, because] of [
      [newbie, 'newPlayersOnly'],
      [deposit, 'minDeposit'],
    ] as const) {
      expect(await stateOf(promotionId, player.token)).toMatchObject({
        status: 'notEligible',
        ineligibleBecause: because,
      });
      const reply = await call(app, 'POST', '/wps/promotions/claim', {
        token: player.token,
        key: newKey(),
        body: { promotionId },
      });
      expect(reply.status).toBe(409);
      expect(reply.body.value).toEqual({ reason: 'notEligible', ineligibleBecause: because });
    }
    expect(countOf('SELECT COUNT(*) FROM ledger_transactions')).toBe(before);
  });

  it('pays a percentage of the period deposits up to the cap', async () => {
    const player = await newPlayer();
    const promotionId = addPromotion('claim', {
      bonusAmount: 0,
      bonusRateBp: 1_000,
      bonusCap: 2_000,
      minDeposit: 5_000,
    });
    db()
      .prepare(
        `INSERT INTO deposit_orders (id, member_id, reference, channel_id, channel_type, amount, fee,
          status, idempotency_key, created_at, expires_at, paid_at, credited_at)
        VALUES (?, ?, ?, 'bank-1', 'bank_transfer', 50000, 0, 'credited', ?, ?, ?, ?, ?)`,
      )
      .run(
        `pp-dep-${player.memberId}`,
        player.memberId,
        `REF-pp-${player.memberId}`,
        `pp-${player.memberId}`,
        now(),
        now() + DAY_MS,
        now(),
        now(),
      );
    const reply = await call(app, 'POST', '/wps/promotions/claim', {
      token: player.token,
      key: newKey(),
      body: { promotionId },
    });
    expect(reply.status).toBe(200);
    // 10 % of 500.00 is 50.00, capped at 20.00.
    expect(reply.body.value.participation.bonus).toEqual({
      amount: 2_000,
      turnoverRequired: 10_000,
    });
  });
});

describe('applications', () => {
  const apply = (token: string, body: Record<string, unknown>) =>
    call(app, 'POST', '/wps/promotions/apply', { token, body });

  it('refuses a long comment, a fourth image, a 6 MB image, a fake PNG and a GIF, writing nothing', async () => {
    const player = await newPlayer();
    const promotionId = addPromotion('apply');
    const ids: string[] = [];
    for (let i = 0; i < 4; i += 1) {
      const saved = await uploadImage(player.token, PNG_BYTES);
      expect(saved.status).toBe(201);
      ids.push(saved.body.value.uploadId);
    }
    const uploadsBefore = countOf('SELECT COUNT(*) FROM uploads');
    const long = await apply(player.token, { promotionId, comment: 'x'.repeat(141), imageIds: [] });
    expect(long.status).toBe(400);
    expect(long.body.value).toEqual({ reason: 'commentTooLong' });
    const many = await apply(player.token, { promotionId, comment: 'hi', imageIds: ids });
    expect(many.status).toBe(400);
    expect(many.body.value).toEqual({ reason: 'tooMany' });

    const big = await uploadImage(
      player.token,
      Buffer.concat([PNG_BYTES, Buffer.alloc(6 * 1024 * 1024)]),
    );
    expect(big.status).toBe(400);
    expect(big.body.value).toEqual({ reason: 'tooLarge' });
    expect(big.body.message).toBe('Images must be at most 5MB');
    const script = await uploadImage(
      player.token,
      Buffer.from('<script>alert(1)</script>'),
      'image/png',
    );
    expect(script.status).toBe(400);
    expect(script.body.value).toEqual({ reason: 'badType' });
    const gif = await uploadImage(
      player.token,
      Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;'),
      'image/png',
    );
    expect(gif.status).toBe(400);
    expect(gif.body.value).toEqual({ reason: 'badType' });

    expect(countOf('SELECT COUNT(*) FROM uploads')).toBe(uploadsBefore);
    expect(
      countOf('SELECT COUNT(*) FROM promotion_applications WHERE member_id = ?', player.memberId),
    ).toBe(0);
    expect(
      countOf(
        'SELECT COUNT(*) FROM uploads WHERE member_id = ? AND attached_to IS NOT NULL',
        player.memberId,
      ),
    ).toBe(0);
    expect((await stateOf(promotionId, player.token)).status).toBe('apply');
  });

  it("refuses another member's image and keeps applications and images to their owner and ops", async () => {
    const owner = await newPlayer();
    const stranger = await newPlayer();
    const promotionId = addPromotion('apply', { bonusAmount: 3_000, turnoverMultiple: 2 });
    const first = (await uploadImage(owner.token, PNG_BYTES)).body.value.uploadId;
    const second = (await uploadImage(owner.token, JPEG_BYTES, 'image/jpeg')).body.value.uploadId;

    const stolen = await apply(stranger.token, { promotionId, comment: 'mine', imageIds: [first] });
    expect(stolen.status).toBe(400);
    expect(stolen.body.value).toEqual({ reason: 'badImage' });
    expect(
      countOf('SELECT COUNT(*) FROM promotion_applications WHERE member_id = ?', stranger.memberId),
    ).toBe(0);

    const filed = await apply(owner.token, {
      promotionId,
      comment: 'Two screenshots of my rounds',
      imageIds: [first, second],
    });
    expect(filed.status).toBe(200);
    const application = filed.body.value as PromotionApplication;
    expect(application).toMatchObject({
      status: 'pending',
      imageUrls: [expect.stringContaining(first), expect.stringContaining(second)],
    });
    expect((await stateOf(promotionId, owner.token)).status).toBe('processing');
    const twice = await apply(owner.token, { promotionId, comment: 'again' });
    expect(twice.status).toBe(409);
    expect(twice.body.value).toEqual({ reason: 'alreadyApplied' });

    const mine = await call(app, 'GET', '/wps/promotions/applications', { token: owner.token });
    expect(mine.body.value.list.map((a: PromotionApplication) => a.id)).toEqual([application.id]);
    const theirs = await call(app, 'GET', '/wps/promotions/applications', {
      token: stranger.token,
    });
    expect(theirs.body.value.list).toEqual([]);

    const image = (token: string) =>
      app.inject({ method: 'GET', url: `/wps/member/uploads/${first}`, headers: bearer(token) });
    expect((await image(owner.token)).statusCode).toBe(200);
    expect((await image(stranger.token)).statusCode).toBe(404);
    const ops = await app.inject({
      method: 'GET',
      url: `/admin/uploads/${first}`,
      headers: { 'x-admin-token': 'test-admin-token' },
    });
    expect(ops.statusCode).toBe(200);
    expect(ops.headers['content-type']).toBe('image/png');
  });

  it('pays an approved application once however often ops approve, and shows a rejection reason', async () => {
    const player = await newPlayer();
    const promotionId = addPromotion('apply', { bonusAmount: 4_000, turnoverMultiple: 3 });
    const other = addPromotion('apply');
    const filed = await apply(player.token, { promotionId, comment: 'please' });
    const refused = await apply(player.token, { promotionId: other, comment: 'also' });
    const id = filed.body.value.id as string;

    const queue = await call(app, 'GET', '/admin/promotions/applications', { admin: true });
    expect(queue.body.value.list.map((a: { id: string }) => a.id)).toEqual(
      expect.arrayContaining([id, refused.body.value.id]),
    );
    const forbidden = await call(app, 'POST', `/admin/promotions/applications/${id}/approve`);
    expect(forbidden.status).toBe(401);

    const before = balanceOf(player.memberId);
    const approvals = await Promise.all(
      [1, 2, 3].map(() =>
        call(app, 'POST', `/admin/promotions/applications/${id}/approve`, { admin: true }),
      ),
    );
    for (const reply of approvals) expect(reply.status).toBe(200);
    expect(balanceOf(player.memberId)).toBe(before + 4_000);
    expect(
      countOf(
        'SELECT COUNT(*) FROM ledger_transactions WHERE idempotency_key = ?',
        `promotion-application:${id}`,
      ),
    ).toBe(1);
    expect(await stateOf(promotionId, player.token)).toMatchObject({
      status: 'issued',
      bonus: { amount: 4_000, turnoverRequired: 12_000 },
    });

    const noReason = await call(
      app,
      'POST',
      `/admin/promotions/applications/${refused.body.value.id}/reject`,
      {
        admin: true,
        body: {},
      },
    );
    expect(noReason.status).toBe(400);
    const rejected = await call(
      app,
      'POST',
      `/admin/promotions/applications/${refused.body.value.id}/reject`,
      {
        admin: true,
        body: { reason: 'No qualifying bets' },
      },
    );
    expect(rejected.status).toBe(200);
    expect(await stateOf(other, player.token)).toMatchObject({
      status: 'rejected',
      application: { reason: 'No qualifying bets' },
    });
    const late = await call(
      app,
      'POST',
      `/admin/promotions/applications/${refused.body.value.id}/approve`,
      {
        admin: true,
      },
    );
    expect(late.status).toBe(409);
    expect(balanceOf(player.memberId)).toBe(before + 4_000);
    expectLedgerConsistent(app);
  });
});

describe('raffles', () => {
  const ticket = (token: string, promotionId: string, key = newKey('ticket')) =>
    call(app, 'POST', '/wps/promotions/raffle/claim', { token, key, body: { promotionId } });

  it('gives one ticket per member, draws once with winners paid once, also across a restart', async () => {
    const promotionId = addPromotion('raffle', { prizeAmount: 2_500, winners: 2 });
    const members = [await newPlayer(), await newPlayer(), await newPlayer()];
    for (const member of members) {
      const key = newKey('ticket');
      const [a, b] = await Promise.all([
        ticket(member.token, promotionId, key),
        ticket(member.token, promotionId, key),
      ]);
      expect(a.status).toBe(200);
      expect(b.status).toBe(200);
      expect(b.body.value.participation.ticketNo).toBe(a.body.value.participation.ticketNo);
      const other = await ticket(member.token, promotionId);
      expect(other.status).toBe(409);
      expect(other.body.value).toEqual({ reason: 'alreadyClaimed' });
      expect(a.body.value.participation.status).toBe('claimed');
    }
    const numbers = countOf(
      'SELECT COUNT(DISTINCT ticket_no) FROM raffle_tickets WHERE promotion_id = ?',
      promotionId,
    );
    expect(numbers).toBe(3);
    const balances = members.map((m) => balanceOf(m.memberId));

    // Not due yet: nothing drawn.
    await call(app, 'POST', '/admin/promotions/raffles/draw-due', { admin: true });
    expect(countOf('SELECT COUNT(*) FROM raffle_draws WHERE promotion_id = ?', promotionId)).toBe(
      0,
    );

    db()
      .prepare('UPDATE promotion_participation SET ends_at = ?, draw_at = ? WHERE promotion_id = ?')
      .run(now() - 2, now() - 1, promotionId);
    await Promise.all([
      call(app, 'POST', '/admin/promotions/raffles/draw-due', { admin: true }),
      call(app, 'POST', '/admin/promotions/raffles/draw-due', { admin: true }),
    ]);
    await call(app, 'POST', '/admin/promotions/raffles/draw-due', { admin: true });

    const winners = await call(
      app,
      'GET',
      `/wps/promotions/raffle/winners?promotionId=${promotionId}`,
    );
    expect(winners.body.value).toMatchObject({ tickets: 3, drawnAt: expect.any(Number) });
    expect(winners.body.value.winners).toHaveLength(2);
    const paid = () =>
      countOf(
        "SELECT COUNT(*) FROM ledger_transactions WHERE idempotency_key LIKE 'raffle-prize:' || ? || ':%'",
        promotionId,
      );
    expect(paid()).toBe(2);
    const gained = members.map((m, i) => balanceOf(m.memberId) - (balances[i] ?? 0));
    expect(gained.sort()).toEqual([0, 2_500, 2_500]);
    const states = await Promise.all(members.map((m) => stateOf(promotionId, m.token)));
    expect(states.map((s) => s.status).sort()).toEqual(['closed', 'issued', 'issued']);
    const late = await ticket(members[0]!.token, promotionId);
    expect(late.status).toBe(409);

    // A restart catches up on due draws: this one is drawn already, nothing moves again.
    const dbPath = started.config.dbPath;
    await app.close();
    app = await buildApp(started.config);
    expect(app.platform.config.dbPath).toBe(dbPath);
    await call(app, 'POST', '/admin/promotions/raffles/draw-due', { admin: true });
    expect(paid()).toBe(2);
    expect(countOf('SELECT COUNT(*) FROM raffle_winners WHERE promotion_id = ?', promotionId)).toBe(
      2,
    );
    expectLedgerConsistent(app);
  });

  it('draws a raffle that fell due while the platform was stopped, on start', async () => {
    const promotionId = addPromotion('raffle', { prizeAmount: 1_000, winners: 1 });
    const member = await newPlayer();
    expect((await ticket(member.token, promotionId)).status).toBe(200);
    const before = balanceOf(member.memberId);
    db()
      .prepare('UPDATE promotion_participation SET ends_at = ?, draw_at = ? WHERE promotion_id = ?')
      .run(now() - 2, now() - 1, promotionId);
    await app.close();
    app = await buildApp(started.config);
    expect(countOf('SELECT COUNT(*) FROM raffle_winners WHERE promotion_id = ?', promotionId)).toBe(
      1,
    );
    expect(balanceOf(member.memberId)).toBe(before + 1_000);
    expect((await stateOf(promotionId, await loginAs(app, member.username, PASSWORD))).status).toBe(
      'issued',
    );
  });
});
