import { postSms } from '../authHelpers';
import { startTestApp } from '../testApp';

jest.setTimeout(30_000);

describe('the local inbox (demo mode)', () => {
  let ctx: Awaited<ReturnType<typeof startTestApp>>;
  beforeAll(async () => {
    ctx = await startTestApp();
  });
  afterAll(() => ctx.close());

  const page = (url: string) => ctx.app.inject({ method: 'GET', url });

  it('lists the SMS codes sent, newest first, per recipient, with a strict policy and no script', async () => {
    await postSms(
      ctx.app,
      '/wps/verification/sms/register',
      { mobileNo: '0866660001', countryDialingCode: '+66' },
      '10.90.0.1',
    );
    await postSms(
      ctx.app,
      '/wps/verification/sms/register',
      { mobileNo: '0866660002', countryDialingCode: '+66' },
      '10.90.0.2',
    );
    ctx.app.platform.outbox.write('email', 'x@example.com', 'Hi <script>alert(1)</script>', null);
    const all = await page('/dev/inbox');
    expect(all.statusCode).toBe(200);
    expect(all.headers['content-type']).toMatch(/text\/html/);
    expect(all.headers['content-security-policy']).toMatch(/default-src 'none'/);
    expect(all.headers['content-security-policy']).toMatch(/frame-ancestors 'none'/);
    expect(all.headers['content-security-policy']).not.toMatch(/script-src/);
    expect(all.body).not.toMatch(/<script/);
    expect(all.body).toContain('&lt;script&gt;');
    const newest = all.body.indexOf('+660866660002');
    expect(newest).toBeGreaterThan(-1);
    expect(all.body.indexOf('+660866660001', all.body.indexOf('<ol>'))).toBeGreaterThan(
      all.body.indexOf('+660866660002', all.body.indexOf('<ol>')),
    );

    const one = await page('/dev/inbox?to=%2B660866660001');
    const codes = [...one.body.matchAll(/<p class="code"[^>]*>(\d{6})<\/p>/g)].map((m) => m[1]);
    expect(codes).toHaveLength(1);
    expect(one.body).not.toContain('+660866660002</a> ·');
  });

  it('never shows captcha answers', async () => {
    ctx.app.platform.captchas.create();
    const all = await page('/dev/inbox');
    expect(all.body).not.toMatch(/captcha answer/);
  });

  it('is announced to the site in /site-config.json', async () => {
    const config = await page('/site-config.json');
    expect(config.json()).toMatchObject({ demoInbox: '/dev/inbox' });
  });
});

describe('the local inbox in production mode', () => {
  it('does not exist, and the site is told of none', async () => {
    const ctx = await startTestApp({ PLATFORM_MODE: 'production', DEV_ROUTES: '' });
    try {
      const inbox = await ctx.app.inject({ method: 'GET', url: '/dev/inbox' });
      expect(inbox.statusCode).toBe(404);
      const config = await ctx.app.inject({ method: 'GET', url: '/site-config.json' });
      expect(config.json().demoInbox).toBeNull();
    } finally {
      await ctx.close();
    }
  });
});
