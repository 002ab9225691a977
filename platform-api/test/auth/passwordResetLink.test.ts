import { adminHeaders, get, postEncrypted } from '../authHelpers';
import { solvedHumanCheck } from '../humanCheckHelpers';
import { bearer, loginAs, postLogin, startTestApp } from '../testApp';

jest.setTimeout(30_000);

let ctx: Awaited<ReturnType<typeof startTestApp>>;
beforeAll(async () => {
  ctx = await startTestApp();
});
afterAll(() => ctx.close());

let ipCounter = 0;
const nextIp = () => `10.44.${Math.floor(ipCounter / 200)}.${(ipCounter++ % 200) + 1}`;

/** Asks for a reset mail as the forgot-password form does, with its solved verification. */
const ask = async (username: string, email: string, ip = nextIp()) =>
  ctx.app.inject({
    method: 'POST',
    url: '/wps/member/password/email',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({
      username,
      email,
      humanCheck: await solvedHumanCheck(ctx.app, 'reset', ip),
    }).toString(),
    remoteAddress: ip,
  });

/** The newest mail to an address. */
const lastMail = async (email: string) => {
  const outbox = await get(
    ctx.app,
    `/admin/dev/outbox?email=${encodeURIComponent(email)}&channel=email`,
    adminHeaders,
  );
  return outbox.body.value.list[0] as { body: string } | undefined;
};

/** The token of the link in the newest mail to an address. */
const tokenOfLastMail = async (email: string) => {
  const mail = await lastMail(email);
  const link = /(https?:\/\/\S+\/login\?resetToken=\S+)/.exec(mail?.body ?? '')?.[1];
  if (!link) throw new Error(`no reset link in ${JSON.stringify(mail)}`);
  return new URL(link).searchParams.get('resetToken')!;
};

const reset = (token: string, newPassword: string, ip = nextIp()) =>
  postEncrypted(
    ctx.app,
    '/wps/member/password/reset',
    { token, newPassword, confirmNewPassword: newPassword },
    { ip },
  );

const canLogIn = async (username: string, password: string) =>
  (await postLogin(ctx.app, { type: 'username', username, password }, { ip: nextIp() })).status ===
  200;

describe('password reset by an emailed link', () => {
  it('mails a link to the site that sets a new password once and ends the old sessions', async () => {
    const old = await loginAs(ctx.app, 'demo', 'Demo1234!');
    expect((await ask('demo', 'demo@example.com')).statusCode).toBe(200);
    const mail = await lastMail('demo@example.com');
    expect(mail?.body).toMatch(/http:\/\/127\.0\.0\.1:\d+\/login\?resetToken=[\w-]{40,}/);
    expect(mail?.body).toMatch(/30 minutes/);
    const token = await tokenOfLastMail('demo@example.com');

    const done = await reset(token, 'Fresh1234!');
    expect(done.status).toBe(200);
    expect(await canLogIn('demo', 'Fresh1234!')).toBe(true);
    expect(await canLogIn('demo', 'Demo1234!')).toBe(false);
    expect((await get(ctx.app, '/wps/member/info', bearer(old))).status).toBe(401);

    const again = await reset(token, 'Other1234!');
    expect(again.status).toBe(400);
    expect(again.body.value).toMatchObject({ reason: 'resetLinkInvalid' });
    expect(await canLogIn('demo', 'Other1234!')).toBe(false);
  });

  it('refuses a link past its 30 minutes', async () => {
    await ask('vip', 'vip@example.com');
    const token = await tokenOfLastMail('vip@example.com');
    ctx.app.platform.db
      .prepare('UPDATE password_reset_links SET created_at = created_at - ?, expires_at = ?')
      .run(31 * 60_000, Date.now() - 1);
    const late = await reset(token, 'Fresh1234!');
    expect(late.status).toBe(400);
    expect(late.body.value).toMatchObject({ reason: 'resetLinkInvalid' });
    expect(await canLogIn('vip', 'Vip12345!')).toBe(true);
  });

  it('keeps only the newest link working, and a refused new password spends nothing', async () => {
    await ask('vip', 'vip@example.com');
    const first = await tokenOfLastMail('vip@example.com');
    await ask('vip', 'vip@example.com');
    const second = await tokenOfLastMail('vip@example.com');
    expect(second).not.toBe(first);
    expect((await reset(first, 'Fresh1234!')).body.value).toMatchObject({
      reason: 'resetLinkInvalid',
    });
    const weak = await reset(second, 'short');
    expect(weak.status).toBe(400);
    expect(weak.body.value).toMatchObject({ field: 'password' });
    const mismatch = await postEncrypted(ctx.app, '/wps/member/password/reset', {
      token: second,
      newPassword: 'Fresh1234!',
      confirmNewPassword: 'Fresh1234?',
    });
    expect(mismatch.body.value).toMatchObject({
      field: 'confirmNewPassword',
      key: 'inconsistent_twice',
    });
    expect((await reset(second, 'Fresh1234!')).status).toBe(200);
    expect(await canLogIn('vip', 'Fresh1234!')).toBe(true);
  });

  it('lets one of two tries racing with the same link through', async () => {
    await ask('agent01', 'agent01@example.com');
    const token = await tokenOfLastMail('agent01@example.com');
    const replies = await Promise.all([reset(token, 'RaceOne12!'), reset(token, 'RaceTwo12!')]);
    expect(replies.map((reply) => reply.status).sort()).toEqual([200, 400]);
    const one = await canLogIn('agent01', 'RaceOne12!');
    const two = await canLogIn('agent01', 'RaceTwo12!');
    expect([one, two].filter(Boolean)).toHaveLength(1);
  });

  it('answers an unknown account exactly like a known one, with no mail', async () => {
    const known = await ask('demo', 'demo@example.com');
    const unknown = await ask('nobody-here', 'nobody@example.com');
    expect(unknown.statusCode).toBe(known.statusCode);
    expect(unknown.json()).toEqual(known.json());
    expect(await lastMail('nobody@example.com')).toBeUndefined();
  });

  it('limits the tries of reset links per address', async () => {
    const ip = '10.45.0.1';
    const statuses: number[] = [];
    for (let i = 0; i < 11; i += 1)
      statuses.push((await reset(`guess-${i}`, 'Fresh1234!', ip)).status);
    expect(statuses.slice(0, 10).every((status) => status === 400)).toBe(true);
    expect(statuses[10]).toBe(429);
  });
});
