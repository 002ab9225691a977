import { createHash } from 'node:crypto';

import { captchaSchema } from 'shared-contracts';

import {
  createSmsCodeService,
  SMS_LOCK_MS,
  SMS_NUMBER_COOLDOWN_MS,
} from '../../src/areas/auth/smsCodes';
import { adminHeaders, get, lastSmsCode, postJson, postSms, solvedCaptcha } from '../authHelpers';
import { solvedHumanCheck } from '../humanCheckHelpers';
import { startTestApp } from '../testApp';

jest.setTimeout(30_000);

let ctx: Awaited<ReturnType<typeof startTestApp>>;
beforeAll(async () => {
  ctx = await startTestApp();
});
afterAll(() => ctx.close());

describe('captcha', () => {
  it('answers a PNG data URL and a single-use id', async () => {
    const { status, body } = await get(ctx.app, '/wps/captcha');
    expect(status).toBe(200);
    const captcha = captchaSchema.parse(body.value);
    expect(captcha.image).toMatch(/^data:image\/png;base64,/);
    const png = Buffer.from(captcha.image.split(',')[1] ?? '', 'base64');
    expect(png.subarray(1, 4).toString()).toBe('PNG');
  });

  it('accepts the right answer once and never again', async () => {
    const { captchaId, captcha } = await solvedCaptcha(ctx.app);
    expect(captcha).toMatch(/^\d{4}$/);
    expect(ctx.app.platform.captchas.verify(captchaId, captcha)).toBe(true);
    expect(ctx.app.platform.captchas.verify(captchaId, captcha)).toBe(false);
  });

  it('is spent by a wrong answer too', async () => {
    const { captchaId, captcha } = await solvedCaptcha(ctx.app);
    const wrong = captcha === '0000' ? '1111' : '0000';
    expect(ctx.app.platform.captchas.verify(captchaId, wrong)).toBe(false);
    expect(ctx.app.platform.captchas.verify(captchaId, captcha)).toBe(false);
  });

  it('expires after two minutes', async () => {
    const { captchas } = ctx.app.platform;
    const made = captchas.create(1_000);
    expect(captchas.verify(made.captchaId, '0000', 1_000 + 2 * 60_000 + 1)).toBe(false);
  });

  it('stores only a hash of the answer', async () => {
    const { captchaId, captcha } = await solvedCaptcha(ctx.app);
    const stored = ctx.app.platform.db
      .prepare('SELECT answer_hash FROM captchas WHERE id = ?')
      .pluck()
      .get(captchaId);
    // A 4-digit answer can turn up inside 64 hex digits by chance: compare with the answer's
    // own digest instead.
    expect(stored).toMatch(/^[0-9a-f]{64}$/);
    expect(stored).not.toBe(createHash('sha256').update(captcha).digest('hex'));
    expect(stored).toBe(createHash('sha256').update(`${captchaId}:${captcha}`).digest('hex'));
  });

  it('limits captchas per address with Retry-After', async () => {
    const ip = '10.9.9.9';
    let last = await get(ctx.app, '/wps/captcha', {}, ip);
    for (let i = 0; i < 30; i += 1) last = await get(ctx.app, '/wps/captcha', {}, ip);
    expect(last.status).toBe(429);
    expect(Number(last.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('keeps the dev routes behind the admin token', async () => {
    const { body } = await get(ctx.app, '/wps/captcha');
    const id = body.value.captchaId as string;
    expect((await get(ctx.app, `/admin/dev/captcha/${id}`)).status).toBe(401);
    expect((await get(ctx.app, `/admin/dev/captcha/${id}`, adminHeaders)).status).toBe(200);
    expect((await get(ctx.app, '/admin/dev/outbox?mobileNum=%2B66081', {})).status).toBe(401);
  });

  it('has no dev routes, and keeps no answers, without DEV_ROUTES', async () => {
    const other = await startTestApp({ DEV_ROUTES: '' });
    try {
      const { body } = await get(other.app, '/wps/captcha');
      const reveal = await get(
        other.app,
        `/admin/dev/captcha/${body.value.captchaId}`,
        adminHeaders,
      );
      expect(reveal.status).toBe(404);
      expect(other.app.platform.db.prepare('SELECT COUNT(*) FROM dev_outbox').pluck().get()).toBe(
        0,
      );
    } finally {
      await other.close();
    }
  });
});

describe('the SMS calls ask for the human verification first (ADR 0022)', () => {
  const outboxOf = async (key: string) =>
    (
      await get(
        ctx.app,
        `/admin/dev/outbox?mobileNum=${encodeURIComponent(key)}&channel=sms`,
        adminHeaders,
      )
    ).body.value.list as unknown[];

  it.each([
    ['/wps/verification/sms/register', { mobileNo: '0844440001', countryDialingCode: '+66' }],
    [
      '/wps/verification/sms/noLogin',
      { mobileNum: '0844440001', countryDialingCode: '+66', purpose: 'login' },
    ],
    [
      '/wps/verification/sms/noLogin',
      { mobileNum: '0844440001', countryDialingCode: '+66', purpose: 'password' },
    ],
  ])(
    '%s: a script without a solved challenge, or with a bad one, sends no SMS',
    async (url, body) => {
      const ip = '10.3.9.1';
      const missing = await postJson(ctx.app, url, body, ip);
      expect(missing.status).toBe(400);
      expect(missing.body.value).toEqual({ reason: 'humanCheckRequired' });

      const solved = await solvedHumanCheck(ctx.app, 'sms', ip);
      const decoded = JSON.parse(Buffer.from(solved, 'base64').toString());
      const wrongNumber = Buffer.from(
        JSON.stringify({ ...decoded, number: decoded.number + 1 }),
      ).toString('base64');
      const wrong = await postJson(ctx.app, url, { ...body, humanCheck: wrongNumber }, ip);
      expect(wrong.status).toBe(400);
      expect(wrong.body.value).toEqual({ reason: 'humanCheckFailed' });
      // Solved for registration: refused for an SMS.
      const otherPurpose = await solvedHumanCheck(ctx.app, 'register', ip);
      const misused = await postJson(ctx.app, url, { ...body, humanCheck: otherPurpose }, ip);
      expect(misused.body.value).toEqual({ reason: 'humanCheckFailed' });
      expect(await outboxOf('+660844440001')).toEqual([]);
    },
  );

  it('one solved challenge sends one SMS, not two', async () => {
    const ip = '10.3.9.2';
    const humanCheck = await solvedHumanCheck(ctx.app, 'sms', ip);
    const body = { mobileNo: '0844440002', countryDialingCode: '+66', humanCheck };
    const first = await postJson(ctx.app, '/wps/verification/sms/register', body, ip);
    expect(first.status).toBe(200);
    const second = await postJson(
      ctx.app,
      '/wps/verification/sms/register',
      { ...body, mobileNo: '0844440003' },
      ip,
    );
    expect(second.status).toBe(400);
    expect(second.body.value).toEqual({ reason: 'humanCheckFailed' });
    expect(await outboxOf('+660844440003')).toEqual([]);
  });

  it('refuses an expired challenge', async () => {
    const ip = '10.3.9.5';
    const humanCheck = await solvedHumanCheck(ctx.app, 'sms', ip);
    const { humanCheck: check } = ctx.app.platform;
    await expect(
      check.verify(humanCheck, 'sms', ip, ctx.app.platform.clock.now() + 3 * 60_000 + 1_000),
    ).rejects.toMatchObject({ statusCode: 400, value: { reason: 'humanCheckFailed' } });
  });

  it('checks the verification before the number: neither its shape nor its owner shows', async () => {
    const ip = '10.3.9.4';
    // 0812345678 belongs to a seeded member; 08-1234 is malformed.
    for (const mobileNo of ['0812345678', '0844440004', '08-1234']) {
      const answer = await postJson(
        ctx.app,
        '/wps/verification/sms/register',
        { mobileNo, countryDialingCode: '+66' },
        ip,
      );
      expect(answer.status).toBe(400);
      expect(answer.body.value).toEqual({ reason: 'humanCheckRequired' });
    }
    const malformed = await postJson(
      ctx.app,
      '/wps/verification/sms/noLogin',
      { mobileNum: '08-1234', purpose: 'login' },
      ip,
    );
    expect(malformed.body.value).toEqual({ reason: 'humanCheckRequired' });
  });
});

describe('SMS codes', () => {
  it('sends a login code to the outbox and answers its lifetime', async () => {
    const { status, body } = await postSms(
      ctx.app,
      '/wps/verification/sms/noLogin',
      {
        mobileNum: '0811111111',
        countryDialingCode: '+66',
        purpose: 'login',
      },
      '10.3.0.1',
    );
    expect(status).toBe(200);
    expect(body.value).toEqual({ expiredMinutes: 5 });
    expect(await lastSmsCode(ctx.app, '+660811111111')).toMatch(/^\d{6}$/);
  });

  it('validates the number before sending anything', async () => {
    const { status, body } = await postSms(
      ctx.app,
      '/wps/verification/sms/noLogin',
      {
        mobileNum: '08-1234',
        purpose: 'login',
      },
      '10.3.0.2',
    );
    expect(status).toBe(400);
    expect(body.value).toMatchObject({ field: 'mobileNum', key: 'reg_pattern_20' });
    const empty = await postSms(
      ctx.app,
      '/wps/verification/sms/noLogin',
      { mobileNum: '', purpose: 'login' },
      '10.3.0.2',
    );
    expect(empty.body.value).toMatchObject({ key: 'not_empty' });
  });

  it('refuses a second code for the same number within a minute', async () => {
    const send = (ip: string) =>
      postSms(
        ctx.app,
        '/wps/verification/sms/noLogin',
        { mobileNum: '0822222222', purpose: 'password' },
        ip,
      );
    expect((await send('10.3.1.1')).status).toBe(200);
    const again = await send('10.3.1.2');
    expect(again.status).toBe(429);
    const wait = Number(again.headers['retry-after']);
    expect(wait).toBeGreaterThan(50);
    // Not the 5-minute lock: the answer says how many seconds are left.
    expect(again.body.value).toEqual({ reason: 'smsCooldown', retryAfter: wait });
  });

  it('refuses two sends from one address within a second', async () => {
    const ip = '10.3.2.1';
    const first = await postSms(
      ctx.app,
      '/wps/verification/sms/noLogin',
      { mobileNum: '0833333331', purpose: 'login' },
      ip,
    );
    const second = await postSms(
      ctx.app,
      '/wps/verification/sms/noLogin',
      { mobileNum: '0833333332', purpose: 'login' },
      ip,
    );
    expect(first.status).toBe(200);
    expect(second.status).toBe(429);
    expect(second.body.value).toEqual({ reason: 'smsCooldown', retryAfter: 1 });
  });

  it('locks a number for 5 minutes after too many sends, then lets it go', () => {
    const sms = createSmsCodeService(ctx.app.platform.db, ctx.app.platform.outbox);
    const t0 = 10_000_000;
    for (let i = 0; i < 5; i += 1)
      sms.send('+1555000', 'login', `10.4.0.${i}`, 'EN', t0 + i * SMS_NUMBER_COOLDOWN_MS);
    const at = t0 + 5 * SMS_NUMBER_COOLDOWN_MS;
    expect(() => sms.send('+1555000', 'login', '10.4.1.1', 'EN', at)).toThrow(/after 5 minutes/);
    expect(() => sms.send('+1555000', 'login', '10.4.1.2', 'EN', at + SMS_LOCK_MS - 1)).toThrow(
      /after 5 minutes/,
    );
    // After the lock, sends within the hour are still over the budget; an hour later all is clear.
    expect(sms.send('+1555000', 'login', '10.4.1.3', 'EN', t0 + 61 * 60_000 + SMS_LOCK_MS)).toBe(5);
  });

  it('locks an address after too many sends to different numbers', () => {
    const sms = createSmsCodeService(ctx.app.platform.db, ctx.app.platform.outbox);
    const t0 = 20_000_000;
    for (let i = 0; i < 10; i += 1)
      sms.send(`+1666${i}`, 'login', '10.5.0.1', 'EN', t0 + i * 2_000);
    expect(() => sms.send('+1666999', 'login', '10.5.0.1', 'EN', t0 + 30_000)).toThrow(
      /after 5 minutes/,
    );
  });

  it('accepts a code once and spends it after five wrong guesses', () => {
    const { smsCodes, outbox } = ctx.app.platform;
    smsCodes.send('+1777', 'register', '10.6.0.1', 'EN', 30_000_000);
    const code = outbox.read('+1777', 'sms', 1)[0]?.code ?? '';
    expect(() => smsCodes.verify('+1777', 'register', code, 30_000_001)).not.toThrow();
    expect(() => smsCodes.verify('+1777', 'register', code, 30_000_002)).toThrow(
      /verification code/,
    );

    smsCodes.send('+1778', 'register', '10.6.0.2', 'EN', 30_000_000);
    const second = outbox.read('+1778', 'sms', 1)[0]?.code ?? '';
    const wrong = second === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i += 1)
      expect(() => smsCodes.verify('+1778', 'register', wrong, 30_000_001)).toThrow();
    expect(() => smsCodes.verify('+1778', 'register', second, 30_000_002)).toThrow();
  });

  it('answers a registered number like a new one, telling only its owner by SMS', async () => {
    const ask = (mobileNo: string, ip: string) =>
      postSms(
        ctx.app,
        '/wps/verification/sms/register',
        { mobileNo, countryDialingCode: '+66' },
        ip,
      );
    const known = await ask('0812345678', '10.3.3.1');
    const fresh = await ask('0812345677', '10.3.3.3');
    expect(known.status).toBe(200);
    expect(known.body).toEqual(fresh.body);
  });

  it('answers unknown fields with a 400 naming them', async () => {
    const { status, body } = await postSms(
      ctx.app,
      '/wps/verification/sms/register',
      { mobileNo: '0812340000', x: 1 },
      '10.3.3.2',
    );
    expect(status).toBe(400);
    expect(body.message).toMatch(/"x"/);
  });
});

describe('reference data', () => {
  it('answers the dialling codes and the auth settings without Firebase by default', async () => {
    const countries = await get(ctx.app, '/wps/system/countryCodes');
    expect(countries.body.value.list).toContainEqual({
      countryCode: 'TH',
      countryDialingCode: '+66',
    });
    const setting = await get(ctx.app, '/wps/system/setting/auth');
    expect(setting.body.value).toEqual({
      firebase: null,
      googleLogin: false,
      facebookLogin: false,
      smsCountdownFactor: 1,
      idleMinutes: 15,
    });
  });

  it('resolves an invitation code and refuses an unknown one', async () => {
    const known = await get(ctx.app, '/wps/agent/affiliate?code=lotus88&domain=example.com');
    expect(known.body.value).toEqual({ code: 'LOTUS88', agentNickname: 'Agent Lotus' });
    const unknown = await get(ctx.app, '/wps/agent/affiliate?code=NOPE99');
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({ success: false, message: 'Invalid invitation code' });
  });
});
