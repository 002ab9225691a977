import { get, postEncrypted } from '../authHelpers';
import { brandWith, setFlags } from '../brandFiles';
import { solvedHumanCheck } from '../humanCheckHelpers';
import { startTestApp } from '../testApp';

jest.setTimeout(30_000);

type TestApp = Awaited<ReturnType<typeof startTestApp>>;

const withBrand = async (
  flags: Record<string, boolean>,
  run: (ctx: TestApp) => Promise<void>,
  change: (brand: Record<string, any>) => void = () => {}, // eslint-disable-line @typescript-eslint/no-explicit-any
) => {
  const ctx = await startTestApp({
    BRAND_FILE: brandWith((brand) => {
      setFlags(brand, flags);
      change(brand);
    }),
  });
  try {
    await run(ctx);
  } finally {
    await ctx.close();
  }
};

const registration = async (ctx: TestApp, extra: Record<string, unknown> = {}) => ({
  password: 'Secret12!',
  confirmPassword: 'Secret12!',
  humanCheck: await solvedHumanCheck(ctx.app, 'register'),
  registerMethod: 'WEB',
  login: true,
  ...extra,
});
const members = (ctx: TestApp) =>
  Number(ctx.app.platform.db.prepare('SELECT COUNT(*) FROM members').pluck().get());

describe('registration types follow the brand (USERNAMEREG3, MOBILENUMREG3, MOBILENUMPASSREG3, DIRECTREG3)', () => {
  it('refuses username registration without USERNAMEREG3 and writes nothing', () =>
    withBrand({ USERNAMEREG3: false }, async (ctx) => {
      const before = members(ctx);
      const { status, body } = await postEncrypted(
        ctx.app,
        '/wps/member/register',
        await registration(ctx, { username: 'closedtype1' }),
      );
      expect(status).toBe(403);
      expect(body.value).toEqual({ reason: 'registrationTypeDisabled' });
      expect(members(ctx)).toBe(before);
    }));

  it('refuses phone registration when neither phone type is on', () =>
    withBrand({ MOBILENUMREG3: false, MOBILENUMPASSREG3: false }, async (ctx) => {
      const { status, body } = await postEncrypted(
        ctx.app,
        '/wps/member/register/mobile',
        await registration(ctx, { mobileNum: '0855551111', countryDialingCode: '+66' }),
      );
      expect(status).toBe(403);
      expect(body.value).toEqual({ reason: 'registrationTypeDisabled' });
    }));

  it('refuses every registration without DIRECTREG3', () =>
    withBrand({ DIRECTREG3: false }, async (ctx) => {
      const before = members(ctx);
      for (const [url, extra] of [
        ['/wps/member/register', { username: 'closedsite1' }],
        ['/wps/member/register/mobile', { mobileNum: '0855551112', countryDialingCode: '+66' }],
      ] as const) {
        const { status, body } = await postEncrypted(ctx.app, url, await registration(ctx, extra));
        expect(status).toBe(403);
        expect(body.value).toEqual({ reason: 'registrationClosed' });
      }
      expect(members(ctx)).toBe(before);
    }));

  it('registers a phone with a password and no SMS code under MOBILENUMPASSREG3 alone', () =>
    withBrand({ MOBILENUMREG3: false, MOBILENUMPASSREG3: true }, async (ctx) => {
      const { status } = await postEncrypted(
        ctx.app,
        '/wps/member/register/mobile',
        await registration(ctx, { mobileNum: '0855551113', countryDialingCode: '+66' }),
      );
      expect(status).toBe(200);
      expect(ctx.app.platform.members.findByUsername('0855551113')).toBeDefined();
    }));

  it('asks for the picture captcha as well where the brand enables it', () =>
    withBrand(
      {},
      async (ctx) => {
        const payload = await registration(ctx, { username: 'pictured1' });
        const refused = await postEncrypted(ctx.app, '/wps/member/register', payload);
        expect(refused.status).toBe(400);
        expect(refused.body.value).toMatchObject({ field: 'captcha', key: 'not_empty' });
        const captcha = await get(ctx.app, '/wps/captcha');
        const { captchaId } = captcha.body.value;
        const answer = (
          await get(ctx.app, `/admin/dev/captcha/${captchaId}`, {
            'x-admin-token': 'test-admin-token',
          })
        ).body.value.answer;
        const { status } = await postEncrypted(
          ctx.app,
          '/wps/member/register',
          await registration(ctx, { username: 'pictured1', captchaId, captcha: answer }),
        );
        expect(status).toBe(200);
      },
      (brand) => {
        brand.registration.captchaEnabled = true;
        brand.registration.fields.captcha.enabled = true;
      },
    ));
});
