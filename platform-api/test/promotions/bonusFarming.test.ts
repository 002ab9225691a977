import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

import type { FastifyInstance } from 'fastify';

import { lineWinChanceBp } from '../../src/areas/lottery/rules';
import { DOWNLINE_PASSWORD } from '../agentTeamHelpers';
import { launchBody, openGamePage, post } from '../gameHelpers';
import { solvedHumanCheck } from '../humanCheckHelpers';
import { call, expectLedgerConsistent, mainBalance, newKey } from '../memberHelpers';
import { loginAs, startTestApp, tempDir } from '../testApp';

/**
 * Bonus farming through agent-created downlines. The farm (an agent creates accounts
 * that claim the promotions, meet the wagering with near-certain dice rounds and send the money
 * up) replayed over HTTP earns the agent nothing, and each rule that closes it is shown alone.
 * The brand here allows 3 accounts per agent a day and 8 downline form sends an hour.
 */

const DAY_MS = 86_400_000;
/** The seeded claims the farm took: 10.00 ×5, 50.00 ×1 and (new players) 15.00 ×3. */
const CLAIMS = ['promo-003', 'promo-016', 'promo-102'] as const;
const NEW_PLAYER_CLAIM = 'promo-102';

let ctx: Awaited<ReturnType<typeof startTestApp>>;
let app: FastifyInstance;
let agentToken: string;
let ips = 0;
/** A fresh address per call that sends a code (codes are a minute apart per address). */
const freshIp = () => `10.30.${Math.floor(ips / 250)}.${(ips++ % 250) + 1}`;

beforeAll(async () => {
  const demo = path.join(__dirname, '..', '..', 'brand', 'demo-brand.json');
  const brand = JSON.parse(readFileSync(demo, 'utf8')) as object;
  const file = path.join(tempDir(), 'farm-brand.json');
  writeFileSync(
    file,
    JSON.stringify({
      ...brand,
      bonusRules: {
        wagering: { maxWinChanceBp: 7_500, maxPerBet: 50_00 },
        downlines: { perAgentPerDay: 3, attemptsPerHour: 8 },
      },
    }),
  );
  ctx = await startTestApp({ BRAND_FILE: file });
  app = ctx.app;
  agentToken = await loginAs(app, 'agent01', 'Agent1234!');
}, 60_000);
afterAll(() => ctx.close());

/** The agent's downline form, with a solved verification as the site sends after a few tries. */
const createDownline = async (username: string) =>
  call(app, 'POST', '/wps/agent/downlines', {
    token: agentToken,
    key: newKey('downline'),
    body: {
      username,
      password: DOWNLINE_PASSWORD,
      memberType: 'player',
      rebateBp: 0,
      humanCheck: await solvedHumanCheck(app, 'downline'),
    },
  });

const claim = (token: string, promotionId: string, ip = '127.0.0.1') =>
  call(app, 'POST', '/wps/promotions/claim', {
    token,
    ip,
    key: newKey('claim'),
    body: { promotionId },
  });

const nodeIds: Record<string, string> = {};
/** Launches the dice from the site and opens its page, as a player does: its game session. */
const diceSession = async (token: string, username: string) => {
  if (!nodeIds.INH_DICE) {
    const games = await call(app, 'GET', '/lgw/games/inhouse');
    for (const game of games.body.value.list) nodeIds[game.gameCode] = game.nodeId;
  }
  const launched = await post(
    app,
    '/wps/game/launchGame',
    launchBody(
      { gameCode: 'INH_DICE', nodeId: nodeIds.INH_DICE!, vassalage: 'INHOUSE' },
      username,
      token,
    ),
    token,
  );
  expect(launched.status).toBe(200);
  return (await openGamePage(app, launched.body.value.game_url)).session;
};
const rollDice = (session: string, stake: number, target: number) =>
  post(
    app,
    '/wps/inhouse/round',
    { roundId: newKey('round'), stake, choice: { target, direction: 'under' } },
    session,
  );

const bonusTurnover = async (token: string) =>
  (await call(app, 'GET', '/wps/member/bonuses?pageNo=1&pageSize=10', { token })).body.value.totals
    .turnover as { required: number; progress: number; remaining: number };

/** Sets the withdrawal password (once) and sends money to the upline agent. */
const transferUp = async (token: string, amount: number) => {
  await call(app, 'POST', '/wps/member/security/withdrawal-password', {
    token,
    body: { newPassword: '135790', confirmNewPassword: '135790' },
  });
  return call(app, 'POST', '/wps/member/upline/transfer', {
    token,
    key: newKey('up'),
    body: { amount, withdrawalPassword: '135790' },
  });
};

/** Binds an email with the code the platform sent it (read from the local outbox). */
const verifyEmail = async (token: string, email: string) => {
  // Codes to one address are a minute apart.
  app.platform.clock.advance(61_000);
  const sent = await call(app, 'POST', '/wps/member/security/code', {
    token,
    ip: freshIp(),
    body: { channel: 'email', email },
  });
  expect(sent.status).toBe(200);
  const code = app.platform.outbox.read(email, 'email', 1)[0]?.code ?? '';
  const bound = await call(app, 'POST', '/wps/member/security/email', {
    token,
    body: { email, verificationCode: code },
  });
  expect(bound.status).toBe(200);
};

describe('the farm replayed', () => {
  it('earns the agent nothing: each step is refused with its reason', async () => {
    const agentBefore = mainBalance(app, 'agent01');
    for (const username of ['farm0001', 'farm0002']) {
      const created = await createDownline(username);
      expect(created.status).toBe(200);
      const token = await loginAs(app, username, DOWNLINE_PASSWORD);

      // The new-player promotion asks for a verified contact first; the others pay.
      const refused = await claim(token, NEW_PLAYER_CLAIM);
      expect(refused.status).toBe(409);
      expect(refused.body.value).toEqual({
        reason: 'notEligible',
        ineligibleBecause: 'verifyContact',
      });
      for (const promotionId of CLAIMS.filter((id) => id !== NEW_PLAYER_CLAIM))
        expect((await claim(token, promotionId)).status).toBe(200);
      const owed = await bonusTurnover(token);
      expect(owed).toEqual({ required: 100_00, progress: 0, remaining: 100_00 });

      // Near-certain dice (roll under 98: 97 %) for the whole wagering count nothing.
      const session = await diceSession(token, username);
      let staked = 0;
      while (staked < owed.required && mainBalance(app, username) > 0) {
        const stake = Math.min(mainBalance(app, username), owed.required - staked, 50_00);
        const rolled = await rollDice(session, stake, 98);
        expect(rolled.status).toBe(200);
        staked += stake;
      }
      expect(await bonusTurnover(token)).toEqual(owed);

      // So the money cannot move up: 403 `turnover`, whatever the balance.
      const balance = mainBalance(app, username);
      const sent = await transferUp(token, Math.max(10_00, Math.min(balance, 100_00)));
      expect(sent.status).toBe(403);
      expect(sent.body.value).toMatchObject({ reason: 'turnover', remaining: 100_00 });
    }
    expect(mainBalance(app, 'agent01')).toBe(agentBefore);

    // Ops see both accounts flagged as the agent's creations, unverified, bonused, nothing sent.
    const listed = await call(app, 'GET', '/admin/agent/created-accounts?agent=agent01', {
      admin: true,
    });
    expect(listed.status).toBe(200);
    // The seeded deeper levels of agent01's tree were created by their agents too.
    const all = await call(app, 'GET', '/admin/agent/created-accounts', { admin: true });
    expect(all.body.value.total).toBeGreaterThan(listed.body.value.total);
    const farm = (listed.body.value.list as { username: string; [key: string]: unknown }[]).filter(
      (row) => row.username.startsWith('farm'),
    );
    expect(farm).toHaveLength(2);
    for (const row of farm)
      expect(row).toMatchObject({
        createdBy: 'agent01',
        contactVerified: false,
        bonusesReceived: 60_00,
        transferredUp: 0,
      });
    expectLedgerConsistent(app);
  });
});

describe('wagering counts fair rounds only, up to the cap per round', () => {
  it('leaves out rounds over the win chance and caps what one round counts', async () => {
    const created = await createDownline('wager001');
    expect(created.status).toBe(200);
    const token = await loginAs(app, 'wager001', DOWNLINE_PASSWORD);
    expect((await claim(token, 'promo-003')).status).toBe(200); // 10.00, wagering 50.00
    // Setup: money to play with whatever the rolls (a deposit's own tests are elsewhere).
    app.platform.ledger.credit({
      memberId: String(
        app.platform.db.prepare("SELECT id FROM members WHERE username = 'wager001'").pluck().get(),
      ),
      amount: 500_00,
      idempotencyKey: 'farm-test-funds',
    });
    const session = await diceSession(token, 'wager001');
    // 76 % (under 77) is over the 75 % limit: nothing.
    expect((await rollDice(session, 10_00, 77)).status).toBe(200);
    expect((await bonusTurnover(token)).progress).toBe(0);
    // 75 % (under 76) counts its stake.
    expect((await rollDice(session, 10_00, 76)).status).toBe(200);
    expect((await bonusTurnover(token)).progress).toBe(10_00);
    // A stake over the cap counts the cap (50.00), which meets the rest.
    expect((await rollDice(session, 60_00, 50)).status).toBe(200);
    expect(await bonusTurnover(token)).toEqual({ required: 50_00, progress: 50_00, remaining: 0 });
  });

  it("reads a lottery line's chance from its odds", () => {
    // One bet of 2 digits at 98× wins about 1 % of draws; 97 bets of it win almost always.
    expect(lineWinChanceBp(1, 98_000)).toBe(103);
    expect(lineWinChanceBp(97, 98_000)).toBe(9_898);
    expect(lineWinChanceBp(200, 98_000)).toBe(10_000);
  });
});

describe('new-player promotions', () => {
  const PAYOUT = { type: 'bank', provider: 'KBANK', accountNumber: '1234567890' };
  /** A player registered on their own (ops' fresh player), with a session. */
  const newPlayer = async (username: string) => {
    const registered = await call(app, 'POST', '/admin/dev/members', {
      admin: true,
      body: { username, password: 'Newbie123!', payeeName: 'Farm Payee' },
    });
    expect(registered.status).toBe(200);
    return loginAs(app, username, 'Newbie123!');
  };
  const bindPayoutAccount = async (token: string) =>
    expect(
      (
        await call(app, 'POST', '/wps/member/payout-accounts', {
          token,
          body: { ...PAYOUT, payeeName: 'Farm Payee' },
        })
      ).status,
    ).toBe(200);

  it('need a verified contact, then pay once per person, device and payout account', async () => {
    const first = await newPlayer('newbie01');
    const state = await call(
      app,
      'GET',
      `/wps/promotions/participation/detail?promotionId=${NEW_PLAYER_CLAIM}`,
      { token: first },
    );
    expect(state.body.value).toMatchObject({
      status: 'notEligible',
      ineligibleBecause: 'verifyContact',
    });
    await verifyEmail(first, 'newbie01@example.com');
    await bindPayoutAccount(first);
    expect((await claim(first, NEW_PLAYER_CLAIM, '10.40.0.1')).status).toBe(200);

    // The same person: the same verified email on another account, from another device.
    const samePerson = await newPlayer('newbie02');
    await verifyEmail(samePerson, 'newbie01@example.com');
    const byPerson = await claim(samePerson, NEW_PLAYER_CLAIM, '10.40.0.2');
    expect(byPerson.status).toBe(409);
    expect(byPerson.body.value).toEqual({ reason: 'claimedElsewhere' });

    // Another person on the first account's device (address and browser).
    const sameDevice = await newPlayer('newbie03');
    await verifyEmail(sameDevice, 'newbie03@example.com');
    const byDevice = await claim(sameDevice, NEW_PLAYER_CLAIM, '10.40.0.1');
    expect(byDevice.status).toBe(409);
    expect(byDevice.body.value).toEqual({ reason: 'claimedElsewhere' });

    // Another person and device, paid out to the first account's bank account.
    const samePayout = await newPlayer('newbie04');
    await verifyEmail(samePayout, 'newbie04@example.com');
    await bindPayoutAccount(samePayout);
    const byPayout = await claim(samePayout, NEW_PLAYER_CLAIM, '10.40.0.4');
    expect(byPayout.status).toBe(409);
    expect(byPayout.body.value).toEqual({ reason: 'claimedElsewhere' });

    // Someone else entirely takes it; none of the refused was paid.
    const other = await newPlayer('newbie05');
    await verifyEmail(other, 'newbie05@example.com');
    expect((await claim(other, NEW_PLAYER_CLAIM, '10.40.0.5')).status).toBe(200);
    for (const username of ['newbie02', 'newbie03', 'newbie04'])
      expect(mainBalance(app, username)).toBe(0);
    expect(mainBalance(app, 'newbie05')).toBe(15_00);
  });

  it('other promotions and joining ask for no verified contact', async () => {
    const token = await newPlayer('newbie06');
    expect((await claim(token, 'promo-016', '10.40.0.6')).status).toBe(200);
    const joined = await call(app, 'POST', '/wps/promotions/join', {
      token,
      body: { promotionId: 'promo-101' },
    });
    expect(joined.status).toBe(200);
  });
});

describe('agent-created accounts', () => {
  it('are limited per agent a day (409 downlineDailyLimit), room again after 24 hours', async () => {
    // farm0001, farm0002 and wager001 used the agent's 3 of the day.
    const refused = await createDownline('limit001');
    expect(refused.status).toBe(409);
    expect(refused.body.value).toEqual({ reason: 'downlineDailyLimit', limit: 3 });
    app.platform.clock.advance(DAY_MS);
    agentToken = await loginAs(app, 'agent01', 'Agent1234!');
    expect((await createDownline('limit001')).status).toBe(200);
  });

  it('throttle the downline form per agent (429 downlineThrottled): usernames cannot be listed', async () => {
    let answer = await createDownline('agent01a'); // taken: 409
    while (answer.status === 409) answer = await createDownline('agent01a');
    expect(answer.status).toBe(429);
    expect(answer.body.value).toMatchObject({ reason: 'downlineThrottled' });
  });
});
