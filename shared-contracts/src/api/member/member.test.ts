import { loginFailureValueSchema } from '../session';
import {
  calendarDateSchema,
  confirmWithdrawalEndpoint,
  createDepositEndpoint,
  feeOf,
  profileUpdateSchema,
  rgExclusionEndpoint,
  securityCodeRequestSchema,
  setRgLimitEndpoint,
  uploadIdSchema,
} from './index';

describe('member contract', () => {
  it('takes a fee as a fixed part plus basis points, rounded down', () => {
    expect(feeOf({ fixed: 0, rateBp: 50 }, 50_000)).toBe(250);
    expect(feeOf({ fixed: 100, rateBp: 0 }, 2_000)).toBe(100);
    expect(feeOf({ fixed: 10, rateBp: 100 }, 199)).toBe(11);
  });

  it('accepts integer minor units only', () => {
    const order = { channelId: 'qr', amount: 1000 };
    expect(createDepositEndpoint.request.safeParse(order).success).toBe(true);
    expect(createDepositEndpoint.request.safeParse({ ...order, amount: 10.5 }).success).toBe(false);
    expect(createDepositEndpoint.request.safeParse({ ...order, amount: 0 }).success).toBe(false);
  });

  it('tells a phone code request from an email one', () => {
    expect(
      securityCodeRequestSchema.safeParse({ channel: 'sms', mobileNum: '0812345678' }).success,
    ).toBe(true);
    expect(
      securityCodeRequestSchema.safeParse({ channel: 'email', mobileNum: '0812345678' }).success,
    ).toBe(false);
  });

  it('checks dates, profile fields and upload ids', () => {
    expect(calendarDateSchema.safeParse('1990-05-17').success).toBe(true);
    expect(calendarDateSchema.safeParse('17-05-1990').success).toBe(false);
    expect(profileUpdateSchema.safeParse({ nickname: 'A' }).success).toBe(false);
    expect(profileUpdateSchema.safeParse({ email: 'a@b.c' }).success).toBe(false);
    expect(uploadIdSchema.safeParse('up_abcdefghijklmnop12').success).toBe(true);
    expect(uploadIdSchema.safeParse('../etc/passwd').success).toBe(false);
  });

  it('allows at most three proof images', () => {
    const ids = ['a', 'b', 'c', 'd'].map((c) => `up_${c.repeat(20)}`);
    const base = { withdrawalId: 'w1', result: 'not_received' };
    expect(
      confirmWithdrawalEndpoint.request.safeParse({ ...base, proofUploadIds: ids.slice(0, 3) })
        .success,
    ).toBe(true);
    expect(
      confirmWithdrawalEndpoint.request.safeParse({ ...base, proofUploadIds: ids }).success,
    ).toBe(false);
  });

  it('bounds time-outs to 24 hours..6 weeks and self-exclusion to 6 months..5 years', () => {
    const ok = (body: unknown) => rgExclusionEndpoint.request.safeParse(body).success;
    expect(ok({ kind: 'timeout', hours: 24 })).toBe(true);
    expect(ok({ kind: 'timeout', hours: 1008 })).toBe(true);
    expect(ok({ kind: 'timeout', hours: 1009 })).toBe(false);
    expect(ok({ kind: 'self_exclusion', months: 5 })).toBe(false);
    expect(ok({ kind: 'self_exclusion', months: 60 })).toBe(true);
    expect(setRgLimitEndpoint.request.safeParse({ key: 'depositDaily', value: null }).success).toBe(
      true,
    );
  });

  it('carries the two-factor ticket in the login refusal, keeping old refusals valid', () => {
    expect(loginFailureValueSchema.safeParse({ captcha: true }).success).toBe(true);
    const parsed = loginFailureValueSchema.parse({
      captcha: false,
      reason: 'twoFactorRequired',
      twoFactor: { ticket: 't', expiresIn: 300 },
    });
    expect(parsed.twoFactor?.ticket).toBe('t');
  });
});
