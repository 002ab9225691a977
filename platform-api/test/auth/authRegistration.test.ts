import { loginResultSchema, memberInfoSchema } from 'shared-contracts';
import { encryptPayload } from 'shared-contracts/crypto';

import { get, lastSmsCode, postEncrypted, postSms } from '../authHelpers';
import { solvedHumanCheck } from '../humanCheckHelpers';
import { bearer, startTestApp, TEST_SECRET } from '../testApp';

jest.setTimeout(30_000);

let ctx: Awaited<ReturnType<typeof startTestApp>>;
beforeAll(async () => {
  ctx = await startTestApp();
});
afterAll(() => ctx.close());

let ipCounter = 0;
const nextIp = () => `10.20.${Math.floor(ipCounter / 200)}.${(ipCounter++ % 200) + 1}`;

/**
 * A complete username registration for the demo brand: username, password and confirmation,
 * and the human verification solved from the address that registers.
 */
const form = async (overrides: Record<string, unknown> = {}) => {
  const ip = nextIp();
  return {
    ip,
    payload: {
      username: `player${ipCounter}x`,
      password: 'Secret12!',
      confirmPassword: 'Secret12!',
      humanCheck: await solvedHumanCheck(ctx.app, 'register', ip),
      registerMethod: 'WEB',
      login: true,
      ...overrides,
    },
  };
};

const register = async (overrides: Record<string, unknown> = {}) => {
  const { ip, payload } = await form(overrides);
  return postEncrypted(ctx.app, '/wps/member/register', payload, { ip });
};

const memberCount = () =>
  Number(ctx.app.platform.db.prepare('SELECT COUNT(*) FROM members').pluck().get());

describe('username registration', () => {
  it('creates a member with a main wallet holding the registration bonus, logs it in and stores a scrypt hash', async () => {
    const { status, body } = await register({
      username: 'newplayer1',
      affiliateCode: 'LOTUS88',
      email: 'np1@example.com',
    });
    expect(status).toBe(200);
    const result = loginResultSchema.parse(body.value);
    expect(result.firstTimeLogin).toBe(true);
    const info = memberInfoSchema.parse(
      (await get(ctx.app, '/wps/member/info', bearer(result.token))).body.value,
    );
    expect(info).toMatchObject({ account: 'newplayer1', isAgent: 42, toUpline: true });
    const balance = await get(ctx.app, '/wps/v2/wallets/balance', bearer(result.token));
    // The demo brand's registration bonus ($10.00), credited on creation.
    expect(balance.body.value.sumBalance).toBe(1000);
    const hash = ctx.app.platform.db
      .prepare("SELECT password_hash FROM members WHERE username = 'newplayer1'")
      .pluck()
      .get();
    expect(hash).toMatch(/^scrypt\$/);
  });

  it('asks the demo brand for no phone, SMS code or picture captcha', async () => {
    const { status } = await register({ username: 'nophone1' });
    expect(status).toBe(200);
    const setting = await get(ctx.app, '/wps/system/setting/register');
    expect(setting.body.value).toMatchObject({
      captchaEnabled: false,
      fields: { mobileNum: { enabled: false } },
    });
  });

  it("keeps the member's handles as contacts, the payee name and email in their own columns", async () => {
    const { status } = await register({
      username: 'contacts1',
      payeeName: 'John Smith',
      email: 'contacts1@example.com',
      line: 'somchai.jd',
      whatsapp: '+66812345678',
      recommenderId: 'agent01',
    });
    expect(status).toBe(200);
    const profile = ctx.app.platform.db
      .prepare(
        `SELECT p.payee_name, p.email, p.contacts_json FROM member_profiles p
         JOIN members m ON m.id = p.member_id WHERE m.username = 'contacts1'`,
      )
      .get() as { payee_name: string; email: string; contacts_json: string };
    expect(profile).toMatchObject({ payee_name: 'John Smith', email: 'contacts1@example.com' });
    expect(JSON.parse(profile.contacts_json)).toEqual({
      line: 'somchai.jd',
      whatsapp: '+66812345678',
      recommenderId: 'agent01',
    });
  });

  it.each([
    ['username', { username: '1abc' }, 'reg_pattern_1'],
    ['username', { username: 'abc' }, 'reg_pattern_1'],
    ['username', { username: '' }, 'not_empty'],
    ['password', { password: 'short1!', confirmPassword: 'short1!' }, 'reg_pattern_19'],
    ['password', { password: 'nouppercase1!', confirmPassword: 'nouppercase1!' }, 'reg_pattern_19'],
    ['confirmPassword', { confirmPassword: 'Secret12?' }, 'inconsistent_twice'],
    ['confirmPassword', { confirmPassword: '' }, 'not_empty'],
    ['payeeName', { payeeName: 'John' }, 'reg_pattern_16'],
    ['line', { line: 'has space' }, 'reg_pattern_9'],
    ['whatsapp', { whatsapp: 'abc' }, 'reg_pattern_20'],
    ['email', { email: 'not-an-email' }, 'reg_pattern_3'],
    ['recommenderId', { recommenderId: 'a_b!' }, 'reg_pattern_4'],
    ['affiliateCode', { affiliateCode: 'x' }, 'reg_pattern_4'],
  ])('refuses a bad %s with the form message %s', async (field, overrides, key) => {
    const { status, body } = await register({ username: `badname${ipCounter}`, ...overrides });
    expect(status).toBe(400);
    expect(body.value).toMatchObject({ field, key: key as string });
  });

  it('refuses an unknown invitation code with invitation_code_error', async () => {
    const { status, body } = await register({ affiliateCode: 'NOSUCH1' });
    expect(status).toBe(400);
    expect(body.value).toMatchObject({ key: 'invitation_code_error' });
  });

  it('refuses a taken username whatever its case', async () => {
    const { status, body } = await register({ username: 'Agent01' });
    expect(status).toBe(409);
    expect(body.value).toMatchObject({ field: 'username', key: 'username_taken' });
  });

  it('refuses unknown fields and a missing login flag inside the encryption', async () => {
    expect((await register({ hacker: true })).body.message).toMatch(/"hacker"/);
    expect((await register({ login: false })).status).toBe(400);
  });

  it('refuses a replayed registration with the generic message', async () => {
    const { ip, payload } = await form({ username: 'replayme1' });
    const body = encryptPayload(TEST_SECRET, payload);
    const send = () =>
      ctx.app.inject({
        method: 'POST',
        url: '/wps/member/register',
        payload: body,
        remoteAddress: ip,
      });
    expect((await send()).statusCode).toBe(200);
    const replay = await send();
    expect(replay.statusCode).toBe(400);
    expect(replay.json()).toEqual({
      success: false,
      value: null,
      message: 'The request could not be read, please try again',
    });
  });
});

describe('the human verification of registration (ADR 0022)', () => {
  it('refuses a registration without one and writes nothing', async () => {
    const before = memberCount();
    const { status, body } = await register({ username: 'nocheck1', humanCheck: undefined });
    expect(status).toBe(400);
    expect(body).toMatchObject({ success: false, value: { reason: 'humanCheckRequired' } });
    expect(memberCount()).toBe(before);
  });

  it('refuses before telling whether a username is taken', async () => {
    const { status, body } = await register({ username: 'agent01', humanCheck: undefined });
    expect(status).toBe(400);
    expect(body.value).toMatchObject({ reason: 'humanCheckRequired' });
  });

  it('refuses a spent one: each solved challenge registers once', async () => {
    const { ip, payload } = await form({ username: 'spender1' });
    expect((await postEncrypted(ctx.app, '/wps/member/register', payload, { ip })).status).toBe(
      200,
    );
    const before = memberCount();
    const again = await postEncrypted(
      ctx.app,
      '/wps/member/register',
      { ...payload, username: 'spender2' },
      { ip },
    );
    expect(again.status).toBe(400);
    expect(again.body.value).toMatchObject({ reason: 'humanCheckFailed' });
    expect(memberCount()).toBe(before);
  });

  it('refuses one solved for another purpose, another address, or tampered with', async () => {
    const ip = nextIp();
    const sms = await solvedHumanCheck(ctx.app, 'sms', ip);
    const elsewhere = await solvedHumanCheck(ctx.app, 'register', nextIp());
    const good = await solvedHumanCheck(ctx.app, 'register', ip);
    const decoded = JSON.parse(Buffer.from(good, 'base64').toString());
    const tampered = Buffer.from(
      JSON.stringify({ ...decoded, number: decoded.number + 1 }),
    ).toString('base64');
    for (const humanCheck of [sms, elsewhere, tampered, 'not-a-payload']) {
      const { status, body } = await postEncrypted(
        ctx.app,
        '/wps/member/register',
        { ...(await form()).payload, username: 'refused1', humanCheck },
        { ip },
      );
      expect(status).toBe(400);
      expect(body.value).toMatchObject({ reason: 'humanCheckFailed' });
    }
    expect(ctx.app.platform.members.findByUsername('refused1')).toBeUndefined();
  });

  it('hands out challenges per purpose, limited per address', async () => {
    const ip = nextIp();
    const first = await get(ctx.app, '/wps/verification/challenge?purpose=register', {}, ip);
    expect(first.status).toBe(200);
    expect(first.body.value).toMatchObject({ algorithm: 'SHA-256', maxnumber: 100_000 });
    expect(first.body.value.salt).toMatch(/purpose=register/);
    expect((await get(ctx.app, '/wps/verification/challenge?purpose=other', {}, ip)).status).toBe(
      400,
    );
    let last = first;
    for (let i = 0; i < 30; i += 1)
      last = await get(ctx.app, '/wps/verification/challenge?purpose=sms', {}, ip);
    expect(last.status).toBe(429);
    expect(last.headers['retry-after']).toBeDefined();
  });
});

describe('mobile registration', () => {
  const mobileForm = async (mobile: string, overrides: Record<string, unknown> = {}) => {
    const ip = nextIp();
    await postSms(
      ctx.app,
      '/wps/verification/sms/register',
      { mobileNo: mobile, countryDialingCode: '+66' },
      ip,
    );
    return {
      ip,
      payload: {
        mobileNum: mobile,
        countryDialingCode: '+66',
        verificationCode: await lastSmsCode(ctx.app, `+66${mobile}`),
        password: 'Secret12!',
        confirmPassword: 'Secret12!',
        humanCheck: await solvedHumanCheck(ctx.app, 'register', ip),
        registerMethod: 'WEB',
        login: true,
        ...overrides,
      },
    };
  };

  it('registers with the mobile number as the username', async () => {
    const mobile = '0855550001';
    const { ip, payload } = await mobileForm(mobile);
    const { status, body } = await postEncrypted(ctx.app, '/wps/member/register/mobile', payload, {
      ip,
    });
    expect(status).toBe(200);
    const info = await get(ctx.app, '/wps/member/info', bearer(body.value.token));
    expect(info.body.value.account).toBe(mobile);
    // The SMS code proved the number: a verified contact, as new-player offers ask.
    const profile = await get(ctx.app, '/wps/member/profile', bearer(body.value.token));
    expect(profile.body.value).toMatchObject({ phoneVerified: true });
    // The code call does not say the number is now taken : it is throttled like any
    // number, and a registration with it is refused once the verification is solved.
    const again = await postSms(
      ctx.app,
      '/wps/verification/sms/register',
      { mobileNo: mobile, countryDialingCode: '+66' },
      nextIp(),
    );
    expect(again.status).toBe(429);
    expect(again.body.value).toMatchObject({ reason: 'smsCooldown' });
  });

  it('requires the mobile number and its code (MOBILENUMREG3)', async () => {
    const { ip, payload } = await mobileForm('0855550002', { mobileNum: '' });
    const { status, body } = await postEncrypted(ctx.app, '/wps/member/register/mobile', payload, {
      ip,
    });
    expect(status).toBe(400);
    expect(body.value).toMatchObject({ field: 'mobileNum', key: 'not_empty' });
    const noCode = await mobileForm('0855550003', { verificationCode: undefined });
    const refused = await postEncrypted(ctx.app, '/wps/member/register/mobile', noCode.payload, {
      ip: noCode.ip,
    });
    expect(refused.status).toBe(400);
    expect(refused.body.value).toMatchObject({ field: 'verificationCode', key: 'not_empty' });
  });

  it('refuses a wrong SMS code', async () => {
    const { ip, payload } = await mobileForm('0855550004');
    const wrong = payload.verificationCode === '999999' ? '999998' : '999999';
    const { status, body } = await postEncrypted(
      ctx.app,
      '/wps/member/register/mobile',
      { ...payload, verificationCode: wrong },
      { ip },
    );
    expect(status).toBe(400);
    expect(body.value).toMatchObject({ reason: 'smsCodeWrong' });
  });
});
