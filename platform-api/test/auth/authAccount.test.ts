import { randomUUID } from 'node:crypto';

import { encodeEncryptionHeader, loginResultSchema, memberInfoSchema } from 'shared-contracts';
import { encryptPayload } from 'shared-contracts/crypto';

import { DEVICE_COOKIE } from '../../src/areas/auth/knownDevices';
import { adminHeaders, get, lastSmsCode, postEncrypted, postJson, postSms } from '../authHelpers';
import { solvedHumanCheck } from '../humanCheckHelpers';
import { bearer, loginAs, postLogin, startTestApp, TEST_SECRET } from '../testApp';

jest.setTimeout(30_000);

let ctx: Awaited<ReturnType<typeof startTestApp>>;
beforeAll(async () => {
  ctx = await startTestApp();
});
afterAll(() => ctx.close());

const sendLoginCode = async (mobileNum: string, ip: string) =>
  postSms(
    ctx.app,
    '/wps/verification/sms/noLogin',
    { mobileNum, countryDialingCode: '+66', purpose: 'login' },
    ip,
  );

describe('SMS login', () => {
  it('logs a member in with the code sent to their number', async () => {
    await sendLoginCode('0812345678', '10.30.0.1');
    const code = await lastSmsCode(ctx.app, '+660812345678');
    const { status, body, headers } = await postLogin(ctx.app, {
      type: 'sms',
      mobileNum: '0812345678',
      countryDialingCode: '+66',
      verificationCode: code,
    });
    expect(status).toBe(200);
    // The code proved the phone: the browser becomes a known device of the account.
    expect(String(headers['set-cookie'])).toMatch(new RegExp(`^${DEVICE_COOKIE}=`));
    const info = await get(
      ctx.app,
      '/wps/member/info',
      bearer(loginResultSchema.parse(body.value).token),
    );
    expect(info.body.value.account).toBe('demo');
  });

  it('refuses a wrong code and an unknown number alike', async () => {
    await sendLoginCode('0812345678', '10.30.0.2');
    const wrong = await postLogin(ctx.app, {
      type: 'sms',
      mobileNum: '0812345678',
      countryDialingCode: '+66',
      verificationCode: '00000a',
    });
    expect(wrong.status).toBe(400);
    const code = await lastSmsCode(ctx.app, '+660812345678');
    const bad = code === '999999' ? '999998' : '999999';
    const refused = await postLogin(ctx.app, {
      type: 'sms',
      mobileNum: '0812345678',
      countryDialingCode: '+66',
      verificationCode: bad,
    });
    expect(refused).toMatchObject({ status: 401, body: { value: { reason: 'smsCodeWrong' } } });
    await sendLoginCode('0899999990', '10.30.0.3');
    const stranger = await postLogin(ctx.app, {
      type: 'sms',
      mobileNum: '0899999990',
      countryDialingCode: '+66',
      verificationCode: await lastSmsCode(ctx.app, '+660899999990'),
    });
    expect(stranger).toMatchObject({ status: 401, body: { value: { reason: 'smsCodeWrong' } } });
  });

  it('validates the mobile number and refuses non-members and non-agents', async () => {
    const invalid = await postLogin(ctx.app, {
      type: 'sms',
      mobileNum: 'abc',
      verificationCode: '123456',
    });
    expect(invalid).toMatchObject({ status: 400, body: { value: { field: 'mobileNum' } } });

    await sendLoginCode('0845678901', '10.30.0.4');
    const nonMember = await postLogin(ctx.app, {
      type: 'sms',
      mobileNum: '0845678901',
      countryDialingCode: '+66',
      verificationCode: await lastSmsCode(ctx.app, '+660845678901'),
    });
    expect(nonMember).toMatchObject({
      status: 403,
      body: { message: 'Non-member accounts cannot log in', value: { reason: 'nonMember' } },
    });

    await postSms(
      ctx.app,
      '/wps/verification/sms/noLogin',
      { mobileNum: '0901234567', countryDialingCode: '+84', purpose: 'login' },
      '10.30.0.5',
    );
    const player = await postLogin(ctx.app, {
      type: 'sms',
      mobileNum: '0901234567',
      countryDialingCode: '+84',
      verificationCode: await lastSmsCode(ctx.app, '+840901234567'),
      agentLogin: true,
    });
    expect(player).toMatchObject({ status: 403, body: { value: { reason: 'nonAgent' } } });
  });
});

describe('forgot password by email', () => {
  let sent = 0;
  /** Sends the form with a verification solved from its address, as the site does. */
  const send = async (form: string, ip = `10.32.0.${++sent}`) =>
    ctx.app.inject({
      method: 'POST',
      url: '/wps/member/password/email',
      payload: `${form}&humanCheck=${encodeURIComponent(await solvedHumanCheck(ctx.app, 'reset', ip))}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      remoteAddress: ip,
    });

  it('refuses without a solved verification and sends no mail', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/wps/member/password/email',
      payload: 'username=vip&email=vip%40example.com',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      remoteAddress: '10.32.1.1',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().value).toEqual({ reason: 'humanCheckRequired' });
    const outbox = await get(
      ctx.app,
      '/admin/dev/outbox?email=vip%40example.com&channel=email',
      adminHeaders,
    );
    expect(outbox.body.value.list).toEqual([]);
  });

  it('accepts a form-encoded username and email and writes the mail to the outbox', async () => {
    const response = await send('username=demo&email=DEMO%40example.com');
    expect(response.json()).toEqual({ success: true, value: null, message: 'OK' });
    const outbox = await get(
      ctx.app,
      '/admin/dev/outbox?email=demo%40example.com&channel=email',
      adminHeaders,
    );
    expect(outbox.body.value.list[0].body).toMatch(/demo/);
  });

  it('answers alike when username and email do not match, validates both and refuses JSON', async () => {
    // No account enumeration: the same answer as for a match, and no mail.
    const unknown = await send('username=demo&email=other%40example.com');
    expect(unknown.statusCode).toBe(200);
    expect(unknown.json()).toEqual({ success: true, value: null, message: 'OK' });
    const outbox = await get(
      ctx.app,
      '/admin/dev/outbox?email=other%40example.com&channel=email',
      adminHeaders,
    );
    expect(outbox.body.value.list).toEqual([]);
    expect((await send('username=demo&email=nope')).json()).toMatchObject({
      value: { field: 'email', key: 'reg_pattern_3' },
    });
    expect((await send('username=&email=a%40b.co')).json()).toMatchObject({
      value: { field: 'username', key: 'not_empty' },
    });
    const json = await postJson(ctx.app, '/wps/member/password/email', {
      username: 'demo',
      email: 'demo@example.com',
    });
    expect(json.status).toBe(415);
  });
});

describe('password by phone', () => {
  it('sets a new password with the SMS code, ends old sessions and logs in', async () => {
    const old = await loginAs(ctx.app, 'agent01', 'Agent1234!');
    await postSms(
      ctx.app,
      '/wps/verification/sms/noLogin',
      { mobileNum: '0823456789', countryDialingCode: '+66', purpose: 'password' },
      '10.33.0.1',
    );
    const code = await lastSmsCode(ctx.app, '+660823456789');
    const { status, body } = await postEncrypted(ctx.app, '/wps/member/password/verification', {
      mobileNum: '0823456789',
      countryDialingCode: '+66',
      verificationCode: code,
      newPassword: 'Agent5678!',
    });
    expect(status).toBe(200);
    expect((await get(ctx.app, '/wps/member/info', bearer(body.value.token))).status).toBe(200);
    expect((await get(ctx.app, '/wps/member/info', bearer(old))).status).toBe(401);
    await expect(loginAs(ctx.app, 'agent01', 'Agent5678!')).resolves.toEqual(expect.any(String));
  });

  it('refuses a weak password and a wrong code', async () => {
    const weak = await postEncrypted(ctx.app, '/wps/member/password/verification', {
      mobileNum: '0812345678',
      countryDialingCode: '+66',
      verificationCode: '123456',
      newPassword: 'weak',
    });
    expect(weak).toMatchObject({
      status: 400,
      body: { value: { field: 'password', key: 'reg_pattern_19' } },
    });
    const wrong = await postEncrypted(ctx.app, '/wps/member/password/verification', {
      mobileNum: '0812345678',
      countryDialingCode: '+66',
      verificationCode: '123456',
      newPassword: 'Strong123!',
    });
    expect(wrong).toMatchObject({ status: 400, body: { value: { reason: 'smsCodeWrong' } } });
  });

  it('names an unregistered number with a reason the site can say in any language', async () => {
    await postSms(
      ctx.app,
      '/wps/verification/sms/noLogin',
      { mobileNum: '0899999991', countryDialingCode: '+66', purpose: 'password' },
      '10.33.0.2',
    );
    const code = await lastSmsCode(ctx.app, '+660899999991');
    const { status, body } = await postEncrypted(ctx.app, '/wps/member/password/verification', {
      mobileNum: '0899999991',
      countryDialingCode: '+66',
      verificationCode: code,
      newPassword: 'Strong123!',
    });
    expect(status).toBe(404);
    expect(body.value).toMatchObject({ reason: 'mobileNotRegistered' });
  });
});

describe('change password', () => {
  it('needs a session, checks the old password and the rules, then ends every session', async () => {
    const anonymous = await postEncrypted(ctx.app, '/wps/member/password', {
      oldPassword: 'x',
      newPassword: 'y',
      confirmNewPassword: 'y',
    });
    expect(anonymous.status).toBe(401);

    const token = await loginAs(ctx.app, 'changeme', '123456');
    const change = (payload: object) =>
      postEncrypted(ctx.app, '/wps/member/password', payload, { headers: bearer(token) });
    expect(
      (
        await change({
          oldPassword: 'nope',
          newPassword: 'Better123!',
          confirmNewPassword: 'Better123!',
        })
      ).body.value,
    ).toMatchObject({ key: 'old_password_wrong' });
    expect(
      (
        await change({
          oldPassword: '123456',
          newPassword: 'Better123!',
          confirmNewPassword: 'Better124!',
        })
      ).body.value,
    ).toMatchObject({ key: 'inconsistent_twice' });
    expect(
      (await change({ oldPassword: '123456', newPassword: 'weak', confirmNewPassword: 'weak' }))
        .body.value,
    ).toMatchObject({ key: 'reg_pattern_19' });
    const done = await change({
      oldPassword: '123456',
      newPassword: 'Better123!',
      confirmNewPassword: 'Better123!',
    });
    expect(done.body).toEqual({ success: true, value: null, message: 'OK' });
    expect((await get(ctx.app, '/wps/member/info', bearer(token))).status).toBe(401);
    const fresh = await loginAs(ctx.app, 'changeme', 'Better123!');
    const info = memberInfoSchema.parse(
      (await get(ctx.app, '/wps/member/info', bearer(fresh))).body.value,
    );
    expect(info.cpw).toBe(false);
  });
});

describe('free play', () => {
  const headers = (overrides: Record<string, string> = {}) => ({
    os: 'Linux',
    platform: 'W',
    'x-gateway-version': '3',
    // A device id per request, as the site sends today; the per-device limit has its own test.
    encryption: encodeEncryptionHeader(encryptPayload(TEST_SECRET, randomUUID())),
    ...overrides,
  });
  const start = (h: Record<string, string>) =>
    ctx.app.inject({ method: 'POST', url: '/wps/session/login/freeplay', payload: {}, headers: h });

  it('opens a trial account (isAgent 4) with a demo balance credited through the ledger', async () => {
    const response = await start(headers());
    expect(response.statusCode).toBe(200);
    const { token } = loginResultSchema.parse(response.json().value);
    const info = memberInfoSchema.parse(
      (await get(ctx.app, '/wps/member/info', bearer(token))).body.value,
    );
    expect(info.isAgent).toBe(4);
    const balance = await get(ctx.app, '/wps/v2/wallets/balance', bearer(token));
    expect(balance.body.value.sumBalance).toBe(200_000);
    const entries = ctx.app.platform.db
      .prepare("SELECT COUNT(*) FROM ledger_transactions WHERE kind = 'free_play_credit'")
      .pluck()
      .get();
    expect(entries).toBe(1);
  });

  it('is refused as a function not enabled while ops have switched it off', async () => {
    const switchTo = (enabled: boolean) =>
      ctx.app.inject({
        method: 'PUT',
        url: '/admin/free-play',
        headers: adminHeaders,
        payload: { enabled },
      });
    const offered = async () =>
      (await get(ctx.app, '/wps/system/whitelabel')).body.value.freePlay as boolean;
    expect((await switchTo(false)).json()).toMatchObject({ value: { enabled: false } });
    try {
      const refused = await start(headers());
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toMatchObject({ value: { reason: 'functionNotEnabled' } });
      expect(await offered()).toBe(false);
    } finally {
      await switchTo(true);
    }
    expect(await offered()).toBe(true);
    expect((await start(headers())).statusCode).toBe(200);
    const noToken = await ctx.app.inject({
      method: 'PUT',
      url: '/admin/free-play',
      payload: { enabled: false },
    });
    expect(noToken.statusCode).toBe(401);
  });

  it('refuses missing headers, a wrong gateway version and a replayed Encryption header', async () => {
    expect((await start(headers({ platform: 'M' }))).statusCode).toBe(400);
    expect((await start(headers({ 'x-gateway-version': '2' }))).statusCode).toBe(400);
    expect((await start(headers({ os: '' }))).statusCode).toBe(400);
    expect((await start(headers({ encryption: 'garbage' }))).json()).toMatchObject({
      message: 'The request could not be read, please try again',
    });
    const once = headers();
    expect((await start(once)).statusCode).toBe(200);
    expect((await start(once)).statusCode).toBe(400);
  });
});
