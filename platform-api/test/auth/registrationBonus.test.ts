import { loginResultSchema } from 'shared-contracts';

import {
  createRegistrationBonus,
  registrationBonusKey,
} from '../../src/areas/member/registrationBonus';
import { get, postEncrypted } from '../authHelpers';
import { solvedHumanCheck } from '../humanCheckHelpers';
import { bearer, startTestApp } from '../testApp';

jest.setTimeout(30_000);

let ctx: Awaited<ReturnType<typeof startTestApp>>;
beforeAll(async () => {
  ctx = await startTestApp();
});
afterAll(() => ctx.close());

let counter = 0;

/** A complete username registration for the demo brand, from its own address. */
const registration = async (username: string) => {
  counter += 1;
  const ip = `10.31.0.${counter}`;
  const payload = {
    username,
    password: 'Secret12!',
    confirmPassword: 'Secret12!',
    humanCheck: await solvedHumanCheck(ctx.app, 'register', ip),
    registerMethod: 'WEB',
    login: true,
  };
  return { ip, payload };
};

const memberIdOf = (username: string) =>
  ctx.app.platform.db.prepare('SELECT id FROM members WHERE username = ?').pluck().get(username) as
    string | undefined;

const creditsOf = (memberId: string) =>
  ctx.app.platform.db
    .prepare('SELECT COUNT(*) FROM ledger_transactions WHERE idempotency_key = ?')
    .pluck()
    .get(registrationBonusKey(memberId));

describe('registration bonus', () => {
  it("credits the brand's bonus to a new account once, listed with its wagering", async () => {
    const { ip, payload } = await registration('bonusplayer1');
    const reply = await postEncrypted(ctx.app, '/wps/member/register', payload, { ip });
    expect(reply.status).toBe(200);
    const { token } = loginResultSchema.parse(reply.body.value);
    const balance = await get(ctx.app, '/wps/v2/wallets/balance', bearer(token));
    expect(balance.body.value.sumBalance).toBe(1000);
    const bonuses = await get(ctx.app, '/wps/member/bonuses', bearer(token));
    expect(bonuses.body.value.page.list).toEqual([
      expect.objectContaining({
        source: 'registration',
        rewardKind: null,
        amount: 1000,
        turnoverRequired: 5000,
        status: 'active',
      }),
    ]);
    expect(creditsOf(memberIdOf('bonusplayer1')!)).toBe(1);
  });

  it('pays nothing more when the credit is replayed for the same member', async () => {
    const { ip, payload } = await registration('bonusplayer2');
    await postEncrypted(ctx.app, '/wps/member/register', payload, { ip });
    const memberId = memberIdOf('bonusplayer2')!;
    const { db, ledger, config } = ctx.app.platform;
    const credit = createRegistrationBonus({ db, ledger, brand: config.brand });
    db.transaction(() => credit(memberId))();
    db.transaction(() => credit(memberId))();
    expect(creditsOf(memberId)).toBe(1);
    const [bonusRows, balance] = [
      db.prepare('SELECT COUNT(*) FROM member_bonuses WHERE member_id = ?').pluck().get(memberId),
      db
        .prepare('SELECT balance FROM accounts WHERE id = ?')
        .pluck()
        .get(`player:${memberId}:MAIN`),
    ];
    expect(bonusRows).toBe(1);
    expect(balance).toBe(1000);
  });

  it('pays one bonus when the same registration races itself', async () => {
    const { ip, payload } = await registration('bonusplayer3');
    const replies = await Promise.all([
      postEncrypted(ctx.app, '/wps/member/register', payload, { ip }),
      postEncrypted(ctx.app, '/wps/member/register', payload, { ip }),
    ]);
    expect(replies.map((reply) => reply.status).sort()).toEqual([200, expect.any(Number)]);
    const memberId = memberIdOf('bonusplayer3')!;
    expect(creditsOf(memberId)).toBe(1);
    expect(
      ctx.app.platform.db
        .prepare(
          "SELECT COUNT(*) FROM member_bonuses WHERE source = 'registration' AND member_id = ?",
        )
        .pluck()
        .get(memberId),
    ).toBe(1);
  });

  it('credits nothing on a brand without a registration bonus', () => {
    const { db, ledger } = ctx.app.platform;
    const credit = createRegistrationBonus({ db, ledger, brand: {} });
    const memberId = memberIdOf('bonusplayer1')!;
    const before = db.prepare('SELECT COUNT(*) FROM ledger_transactions').pluck().get();
    db.transaction(() => credit(memberId))();
    expect(db.prepare('SELECT COUNT(*) FROM ledger_transactions').pluck().get()).toBe(before);
  });
});
