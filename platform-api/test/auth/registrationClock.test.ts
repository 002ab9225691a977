import { lastSmsCode, postEncrypted, postSms } from '../authHelpers';
import { solvedHumanCheck } from '../humanCheckHelpers';
import { startTestApp } from '../testApp';

/**
 * Ops may move the demo clock ahead (POST /admin/dev/clock); an SMS code sent a moment ago
 * still registers the number (the e2e run moves it before its phone registrations).
 */
it('registers by phone with a fresh code after the demo clock moved ahead', async () => {
  const ctx = await startTestApp();
  try {
    ctx.app.platform.clock.advance(3 * 86_400_000);
    const ip = '10.30.0.1';
    const mobile = '0855559001';
    const sent = await postSms(
      ctx.app,
      '/wps/verification/sms/register',
      { mobileNo: mobile, countryDialingCode: '+66' },
      ip,
    );
    expect(sent.status).toBe(200);
    const { status, body } = await postEncrypted(
      ctx.app,
      '/wps/member/register/mobile',
      {
        mobileNum: mobile,
        countryDialingCode: '+66',
        verificationCode: await lastSmsCode(ctx.app, `+66${mobile}`),
        password: 'Secret12!',
        confirmPassword: 'Secret12!',
        humanCheck: await solvedHumanCheck(ctx.app, 'register', ip),
        registerMethod: 'WEB',
        login: true,
      },
      { ip },
    );
    expect({ status, message: body.message }).toEqual({ status: 200, message: 'OK' });
  } finally {
    await ctx.close();
  }
}, 60_000);
