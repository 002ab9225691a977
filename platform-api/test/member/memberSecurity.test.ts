import { Secret, TOTP } from 'otpauth';
import { memberProfileSchema, payoutAccountSchema } from 'shared-contracts';

import { DEVICE_COOKIE } from '../../src/areas/auth/knownDevices';
import { addDownline, AGENT01, DOWNLINE_PASSWORD } from '../agentTeamHelpers';
import { call } from '../memberHelpers';
import { loginAs, postLogin, startTestApp } from '../testApp';

const USERNAME = 'security01';
let ctx: Awaited<ReturnType<typeof startTestApp>>;
let token: string;
beforeAll(async () => {
  ctx = await startTestApp();
  // A new player, so every test here starts from a clean profile whatever the seed gives others.
  await addDownline(
    ctx.app,
    await loginAs(ctx.app, AGENT01.username, AGENT01.password),
    USERNAME,
    'player',
    0,
  );
  token = await loginAs(ctx.app, USERNAME, DOWNLINE_PASSWORD);
  // Contact data as the seed gives the demo accounts (seedAuth), so the phone and email are bound.
  ctx.app.platform.db
    .prepare(
      `INSERT INTO member_profiles (member_id, mobile_num, country_dialing_code, email, created_at)
      SELECT id, '+840901234560', '+84', 'security01@example.com', 0 FROM members WHERE username = ?
      ON CONFLICT (member_id) DO UPDATE SET mobile_num = excluded.mobile_num,
        country_dialing_code = excluded.country_dialing_code, email = excluded.email`,
    )
    .run(USERNAME);
});
afterAll(() => ctx.close());

const profile = async () =>
  memberProfileSchema.parse(
    (await call(ctx.app, 'GET', '/wps/member/profile', { token })).body.value,
  );
const outboxCode = (recipient: string, channel: 'sms' | 'email') =>
  ctx.app.platform.outbox.read(recipient, channel, 1)[0]?.code ?? '';
const totpCode = (secret: string, at = ctx.app.platform.clock.now()) =>
  new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30 }).generate({
    timestamp: at,
  });

describe('profile', () => {
  it('reads and updates the profile, keeping untouched fields', async () => {
    const update = await call(ctx.app, 'PUT', '/wps/member/profile', {
      token,
      body: {
        nickname: 'Tiger King',
        realName: 'Anan Sukjai',
        birthday: '1990-05-17',
        ageConfirmed: true,
        address: '99 Sukhumvit Road, Bangkok',
        nationality: 'Thai',
        lineId: 'anan_line',
      },
    });
    expect(update.status).toBe(200);
    expect(update.body.value).toMatchObject({
      nickname: 'Tiger King',
      realName: 'Anan Sukjai',
      birthday: '1990-05-17',
      ageConfirmed: true,
      lineId: 'anan_line',
      email: 'security01@example.com',
      mobileNum: '0901234560',
      countryDialingCode: '+84',
    });
    const again = await call(ctx.app, 'PUT', '/wps/member/profile', {
      token,
      body: { address: '1 Silom Road, Bangkok' },
    });
    expect(again.body.value).toMatchObject({
      nickname: 'Tiger King',
      address: '1 Silom Road, Bangkok',
    });
  });

  it('keeps the place of birth, occupation and source of income, trimmed', async () => {
    expect(await profile()).toMatchObject({
      placeOfBirth: null,
      occupation: null,
      sourceOfIncome: null,
    });
    const update = await call(ctx.app, 'PUT', '/wps/member/profile', {
      token,
      body: {
        placeOfBirth: ' Chiang Mai, Thailand ',
        occupation: 'Nurse',
        sourceOfIncome: 'employment',
      },
    });
    expect(update.status).toBe(200);
    expect(await profile()).toMatchObject({
      placeOfBirth: 'Chiang Mai, Thailand',
      occupation: 'Nurse',
      sourceOfIncome: 'employment',
      nickname: 'Tiger King',
    });
  });

  it.each([
    [{ placeOfBirth: 'X' }, 'placeOfBirth'],
    [{ occupation: '  a  ' }, 'occupation needs at least 2 characters'],
    [{ occupation: 'x'.repeat(61) }, 'occupation'],
    [{ sourceOfIncome: 'lottery' }, 'sourceOfIncome'],
    [{ birthday: '2015-01-01', ageConfirmed: true }, 'at least 21'],
    [{ birthday: '1990-02-30', ageConfirmed: true }, 'birthday'],
    [{ realName: 'x' }, 'payeeName'],
    [{ nickname: 'A' }, 'nickname'],
    [{ unknown: 1 }, 'Unknown field'],
  ])('refuses %j with a clear message and writes nothing', async (body, message) => {
    const before = await profile();
    const answer = await call(ctx.app, 'PUT', '/wps/member/profile', { token, body });
    expect(answer.status).toBe(400);
    expect(answer.body.message).toContain(message);
    expect(await profile()).toEqual(before);
  });

  it('asks for the 21+ confirmation with a first birthday', async () => {
    const other = await loginAs(ctx.app, 'agent01', 'Agent1234!');
    const answer = await call(ctx.app, 'PUT', '/wps/member/profile', {
      token: other,
      body: { birthday: '1980-01-01' },
    });
    expect(answer.status).toBe(400);
    expect(answer.body.value).toMatchObject({ reason: 'ageNotConfirmed' });
  });

  it('needs a session', async () => {
    expect((await call(ctx.app, 'GET', '/wps/member/profile')).status).toBe(401);
  });
});

describe('binding phone and email with a code', () => {
  it('binds a new phone number after its SMS code', async () => {
    const sent = await call(ctx.app, 'POST', '/wps/member/security/code', {
      token,
      ip: '10.1.0.1',
      body: { channel: 'sms', mobileNum: '0891112233', countryDialingCode: '+66' },
    });
    expect(sent.status).toBe(200);
    expect(sent.body.value).toEqual({ expiredMinutes: 5 });
    const wrong = await call(ctx.app, 'POST', '/wps/member/security/phone', {
      token,
      body: { mobileNum: '0891112233', countryDialingCode: '+66', verificationCode: '000000' },
    });
    expect(wrong.status).toBe(400);
    expect((await profile()).mobileNum).toBe('0901234560');
    const bound = await call(ctx.app, 'POST', '/wps/member/security/phone', {
      token,
      body: {
        mobileNum: '0891112233',
        countryDialingCode: '+66',
        verificationCode: outboxCode('+660891112233', 'sms'),
      },
    });
    expect(bound.status).toBe(200);
    expect(bound.body.value).toMatchObject({
      mobileNum: '0891112233',
      countryDialingCode: '+66',
      phoneVerified: true,
    });
  });

  it("sends no code for another member's number, so it cannot be taken", async () => {
    const sent = await call(ctx.app, 'POST', '/wps/member/security/code', {
      token,
      ip: '10.1.0.2',
      body: { channel: 'sms', mobileNum: '0812345678', countryDialingCode: '+66' },
    });
    expect(sent.status).toBe(200);
    expect(ctx.app.platform.outbox.read('+660812345678', 'sms', 1)[0]?.code).toBeNull();
  });

  it('binds a new email after its code and refuses a second code within the minute', async () => {
    const body = { channel: 'email', email: 'Tiger@Example.com' };
    expect(
      (await call(ctx.app, 'POST', '/wps/member/security/code', { token, ip: '10.1.0.3', body }))
        .status,
    ).toBe(200);
    const again = await call(ctx.app, 'POST', '/wps/member/security/code', {
      token,
      ip: '10.1.0.4',
      body,
    });
    expect(again.status).toBe(429);
    const bound = await call(ctx.app, 'POST', '/wps/member/security/email', {
      token,
      body: {
        email: 'tiger@example.com',
        verificationCode: outboxCode('tiger@example.com', 'email'),
      },
    });
    expect(bound.body.value).toMatchObject({ email: 'tiger@example.com', emailVerified: true });
  });

  it('refuses a malformed email before sending anything', async () => {
    const answer = await call(ctx.app, 'POST', '/wps/member/security/code', {
      token,
      ip: '10.1.0.5',
      body: { channel: 'email', email: 'not-an-email' },
    });
    expect(answer.status).toBe(400);
    expect(ctx.app.platform.outbox.read('not-an-email', 'email', 1)).toHaveLength(0);
  });
});

describe('withdrawal password', () => {
  const set = (body: unknown, ip = '10.2.0.1') =>
    call(ctx.app, 'POST', '/wps/member/security/withdrawal-password', { token, body, ip });

  it('sets it once, then changes it only with the old one', async () => {
    expect((await set({ newPassword: '12ab56', confirmNewPassword: '12ab56' })).status).toBe(400);
    expect((await set({ newPassword: '123456', confirmNewPassword: '654321' })).status).toBe(400);
    expect((await profile()).withdrawalPasswordSet).toBe(false);
    expect((await set({ newPassword: '123456', confirmNewPassword: '123456' })).status).toBe(200);
    expect((await profile()).withdrawalPasswordSet).toBe(true);
    const noOld = await set({ newPassword: '654321', confirmNewPassword: '654321' });
    expect(noOld.status).toBe(400);
    const wrongOld = await set({
      oldPassword: '000000',
      newPassword: '654321',
      confirmNewPassword: '654321',
    });
    expect(wrongOld.status).toBe(400);
    expect(wrongOld.body.value).toMatchObject({ reason: 'withdrawalPasswordWrong' });
    const changed = await set({
      oldPassword: '123456',
      newPassword: '654321',
      confirmNewPassword: '654321',
    });
    expect(changed.status).toBe(200);
  });

  it('locks guessing for 5 minutes after 10 wrong answers, like the login', async () => {
    const ip = '10.2.0.9';
    const statuses: number[] = [];
    for (let i = 0; i < 11; i += 1)
      statuses.push(
        (
          await set(
            { oldPassword: '111111', newPassword: '222222', confirmNewPassword: '222222' },
            ip,
          )
        ).status,
      );
    expect(statuses.slice(0, 9).every((s) => s === 400)).toBe(true);
    expect(statuses.slice(9)).toEqual([429, 429]);
  });
});

describe('payout accounts', () => {
  it('binds a bank card in the real name, lists it masked and deletes it', async () => {
    const mismatch = await call(ctx.app, 'POST', '/wps/member/payout-accounts', {
      token,
      body: {
        type: 'bank',
        provider: 'KBANK',
        accountNumber: '1234567890',
        payeeName: 'Somebody Else',
      },
    });
    expect(mismatch.status).toBe(400);
    expect(mismatch.body.value).toMatchObject({ reason: 'payeeNameMismatch' });
    const badNumber = await call(ctx.app, 'POST', '/wps/member/payout-accounts', {
      token,
      body: {
        type: 'bank',
        provider: 'KBANK',
        accountNumber: '12ab567890',
        payeeName: 'Anan Sukjai',
      },
    });
    expect(badNumber.status).toBe(400);
    const unknownBank = await call(ctx.app, 'POST', '/wps/member/payout-accounts', {
      token,
      body: {
        type: 'bank',
        provider: 'NOPE',
        accountNumber: '1234567890',
        payeeName: 'Anan Sukjai',
      },
    });
    expect(unknownBank.status).toBe(400);
    expect(
      (await call(ctx.app, 'GET', '/wps/member/payout-accounts', { token })).body.value.list,
    ).toHaveLength(0);

    const added = await call(ctx.app, 'POST', '/wps/member/payout-accounts', {
      token,
      body: {
        type: 'bank',
        provider: 'KBANK',
        accountNumber: '1234-567-890',
        payeeName: 'Anan Sukjai',
      },
    });
    expect(added.status).toBe(200);
    const account = payoutAccountSchema.parse(added.body.value);
    expect(account.maskedNumber).toBe('**** 7890');
    expect(JSON.stringify(added.body)).not.toContain('1234567890');
    const listed = await call(ctx.app, 'GET', '/wps/member/payout-accounts', { token });
    expect(listed.body.value.list).toEqual([account]);
    expect(listed.body.value.providers.length).toBeGreaterThan(0);

    const duplicate = await call(ctx.app, 'POST', '/wps/member/payout-accounts', {
      token,
      body: {
        type: 'bank',
        provider: 'KBANK',
        accountNumber: '1234567890',
        payeeName: 'Anan Sukjai',
      },
    });
    expect(duplicate.status).toBe(409);
    // With an account bound, the real name is locked.
    const rename = await call(ctx.app, 'PUT', '/wps/member/profile', {
      token,
      body: { realName: 'Other Name' },
    });
    expect(rename.status).toBe(409);

    const removed = await call(
      ctx.app,
      'DELETE',
      `/wps/member/payout-accounts?accountId=${account.accountId}`,
      { token },
    );
    expect(removed.status).toBe(200);
    expect(
      (await call(ctx.app, 'GET', '/wps/member/payout-accounts', { token })).body.value.list,
    ).toHaveLength(0);
    const again = await call(
      ctx.app,
      'DELETE',
      `/wps/member/payout-accounts?accountId=${account.accountId}`,
      { token },
    );
    expect(again.status).toBe(404);
  });
});

describe('two-factor login (TOTP)', () => {
  it('enables with a confirming code, then the login asks for a code and a recovery code works once', async () => {
    const setup = await call(ctx.app, 'POST', '/wps/member/security/2fa/setup', {
      token,
      body: {},
    });
    expect(setup.status).toBe(200);
    const { secret, otpauthUri } = setup.body.value as { secret: string; otpauthUri: string };
    expect(otpauthUri).toMatch(/^otpauth:\/\/totp\/.*secret=/);
    expect(otpauthUri).toContain('algorithm=SHA1');

    const wrong = await call(ctx.app, 'POST', '/wps/member/security/2fa/enable', {
      token,
      body: { code: '000000' },
    });
    expect(wrong.status).toBe(400);
    expect((await profile()).twoFactorEnabled).toBe(false);
    const enabled = await call(ctx.app, 'POST', '/wps/member/security/2fa/enable', {
      token,
      body: { code: totpCode(secret) },
    });
    expect(enabled.status).toBe(200);
    const recoveryCodes = enabled.body.value.recoveryCodes as string[];
    expect(recoveryCodes).toHaveLength(10);
    expect((await profile()).twoFactorEnabled).toBe(true);
    // Only hashes are stored.
    const stored = ctx.app.platform.db
      .prepare('SELECT code_hash FROM two_factor_recovery_codes')
      .pluck()
      .all();
    expect(stored).not.toContain(recoveryCodes[0]);

    const first = await postLogin(ctx.app, {
      type: 'username',
      username: USERNAME,
      password: DOWNLINE_PASSWORD,
    });
    expect(first.status).toBe(401);
    expect(first.body.value).toMatchObject({
      reason: 'twoFactorRequired',
      twoFactor: { expiresIn: 300 },
    });
    const ticket = first.body.value.twoFactor.ticket as string;
    const badCode = await call(ctx.app, 'POST', '/wps/session/login/2fa', {
      body: { ticket, code: '000000' },
    });
    expect(badCode.status).toBe(401);
    // A later step: the enabling code's own step cannot be used twice.
    const later = ctx.app.platform.clock.now() + 30_000;
    ctx.app.platform.clock.advance(30_000);
    const session = await call(ctx.app, 'POST', '/wps/session/login/2fa', {
      body: { ticket, code: totpCode(secret, later) },
    });
    expect(session.status).toBe(200);
    expect(session.body.value.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const reused = await call(ctx.app, 'POST', '/wps/session/login/2fa', {
      body: { ticket, code: totpCode(secret, later) },
    });
    expect(reused.status).toBe(401);

    const second = await postLogin(ctx.app, {
      type: 'username',
      username: USERNAME,
      password: DOWNLINE_PASSWORD,
    });
    const byRecovery = await ctx.app.inject({
      method: 'POST',
      url: '/wps/session/login/2fa',
      payload: { ticket: second.body.value.twoFactor.ticket, code: recoveryCodes[0] },
    });
    expect(byRecovery.statusCode).toBe(200);
    // Both steps passed: the browser is a known device of the account from now on.
    expect(String(byRecovery.headers['set-cookie'])).toMatch(new RegExp(`^${DEVICE_COOKIE}=`));
    const third = await postLogin(ctx.app, {
      type: 'username',
      username: USERNAME,
      password: DOWNLINE_PASSWORD,
    });
    const recoveryAgain = await call(ctx.app, 'POST', '/wps/session/login/2fa', {
      body: { ticket: third.body.value.twoFactor.ticket, code: recoveryCodes[0] },
    });
    expect(recoveryAgain.status).toBe(401);

    // Off again with a recovery code; the login then needs only the password.
    const off = await call(ctx.app, 'POST', '/wps/member/security/2fa/disable', {
      token: session.body.value.token,
      body: { code: recoveryCodes[1] },
    });
    expect(off.status).toBe(200);
    expect(
      (
        await postLogin(ctx.app, {
          type: 'username',
          username: USERNAME,
          password: DOWNLINE_PASSWORD,
        })
      ).status,
    ).toBe(200);
  });

  it('does not hand out a ticket for a wrong password', async () => {
    const answer = await postLogin(
      ctx.app,
      { type: 'username', username: USERNAME, password: 'wrong-one' },
      { ip: '10.3.0.1' },
    );
    expect(answer.status).toBe(401);
    expect(answer.body.value.twoFactor).toBeUndefined();
  });
});
