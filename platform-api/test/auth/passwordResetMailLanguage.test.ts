import { adminHeaders, get } from '../authHelpers';
import { solvedHumanCheck } from '../humanCheckHelpers';
import { startTestApp } from '../testApp';

jest.setTimeout(30_000);

let ctx: Awaited<ReturnType<typeof startTestApp>>;
beforeAll(async () => {
  ctx = await startTestApp();
});
afterAll(() => ctx.close());

let ipCounter = 0;
const nextIp = () => `10.45.0.${++ipCounter}`;

/** Asks for a reset mail as the forgot-password form does, with the site's Language header. */
const ask = async (username: string, email: string, language?: string) => {
  const ip = nextIp();
  return ctx.app.inject({
    method: 'POST',
    url: '/wps/member/password/email',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      ...(language ? { language } : {}),
    },
    payload: new URLSearchParams({
      username,
      email,
      humanCheck: await solvedHumanCheck(ctx.app, 'reset', ip),
    }).toString(),
    remoteAddress: ip,
  });
};

const lastMail = async (email: string) => {
  const outbox = await get(
    ctx.app,
    `/admin/dev/outbox?email=${encodeURIComponent(email)}&channel=email`,
    adminHeaders,
  );
  return (outbox.body.value.list[0] as { body: string } | undefined)?.body ?? '';
};

const saveLanguage = (username: string, language: string | null) =>
  ctx.app.platform.db
    .prepare('UPDATE members SET language = ? WHERE username = ?')
    .run(language, username);

describe('the password reset mail', () => {
  it("is written in the member's saved language, whatever language the site asked in", async () => {
    saveLanguage('vip', 'VI');
    expect((await ask('vip', 'vip@example.com', 'EN')).statusCode).toBe(200);
    const body = await lastMail('vip@example.com');
    expect(body).toContain('Có yêu cầu đặt lại mật khẩu cho tài khoản vip.');
    expect(body).toMatch(/trong vòng 30 phút tại: http:\/\/\S+\/login\?resetToken=[\w-]{40,}/);
    expect(body).not.toMatch(/password reset was requested/);
  });

  it('is written in the language the site asked in when the member saved none', async () => {
    saveLanguage('demo', null);
    await ask('demo', 'demo@example.com', 'TH');
    expect(await lastMail('demo@example.com')).toMatch(
      /^มีการขอรีเซ็ตรหัสผ่านของบัญชี demo\nโปรดตั้งรหัสผ่านใหม่ภายใน 30 นาทีที่ลิงก์: http/,
    );
    await ask('demo', 'demo@example.com', 'CN');
    expect(await lastMail('demo@example.com')).toContain('请在 30 分钟内通过以下链接设置新密码');
  });

  it('is in English when neither the member nor the request names a language', async () => {
    saveLanguage('demo', null);
    await ask('demo', 'demo@example.com');
    expect(await lastMail('demo@example.com')).toMatch(
      /^A password reset was requested for demo\.\nSet a new password within 30 minutes at: http/,
    );
  });
});
