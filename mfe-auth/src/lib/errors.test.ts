import { PlatformError } from 'shared-contracts';

import { messageOf, refusalMessageOf, sendFailureOf } from './errors';

const refusal = (status: number, message: string, value: unknown = null) =>
  new PlatformError(message, status, 'platform', value);

describe('messageOf', () => {
  it.each([
    ['captchaRequired', 'errors.complete_verification'],
    ['captchaWrong', 'errors.captcha_error'],
    ['accountNotFound', 'errors.account_not_found'],
    ['mobileNotRegistered', 'errors.mobile_not_registered'],
    ['functionNotEnabled', 'firebase.operation_not_allowed'],
    ['nonAgent', 'errors.non_agent'],
    ['humanCheckRequired', 'errors.human_check_required'],
    ['humanCheckFailed', 'errors.human_check_failed'],
    ['registrationClosed', 'errors.registration_closed'],
    ['registrationTypeDisabled', 'errors.registration_type_disabled'],
  ])('says the %s refusal in the words of %s', (reason, key) => {
    expect(messageOf(refusal(403, 'server words', { reason }))).toEqual({ key });
  });

  it('tells a lost connection, the 5-minute lock and an SMS cooldown apart from the server words', () => {
    expect(messageOf(new PlatformError('Network Error', 0, 'network'))).toEqual({
      key: 'errors.network',
    });
    expect(messageOf(refusal(429, 'Too many requests'))).toEqual({
      key: 'errors.too_many_requests',
    });
    expect(messageOf(refusal(429, 'Wait', { reason: 'smsCooldown', retryAfter: 42 }))).toEqual({
      key: 'sms.resendIn',
      params: { seconds: 42 },
    });
    expect(messageOf(refusal(409, 'Something the site has no words for'))).toEqual({
      text: 'Something the site has no words for',
    });
  });
});

describe('refusalMessageOf', () => {
  it('uses the key of a refused field, so the SMS failure dialog is in the user language', () => {
    const taken = refusal(409, 'This mobile number is already registered', {
      field: 'mobileNum',
      key: 'mobile_taken',
    });
    expect(refusalMessageOf(taken)).toEqual({ key: 'errors.mobile_taken' });
    const pattern = refusal(400, 'The field "mobileNum" is not valid', {
      field: 'mobileNum',
      key: 'reg_pattern_20',
      params: { range: '8 - 15' },
    });
    expect(refusalMessageOf(pattern)).toEqual({
      key: 'reg_pattern_20',
      params: { range: '8 - 15' },
    });
  });

  it('falls back to the server words or the known statuses', () => {
    expect(refusalMessageOf(refusal(503, 'SMS gateway down'))).toEqual({ key: 'errors.server' });
    expect(refusalMessageOf(refusal(400, 'Gateway refused the number'))).toEqual({
      text: 'Gateway refused the number',
    });
  });
});

describe('sendFailureOf', () => {
  it('tells a refused human verification apart (worth one more try with a new one)', () => {
    expect(sendFailureOf(refusal(400, 'x', { reason: 'humanCheckFailed' }))).toEqual({
      kind: 'humanCheck',
      message: { key: 'errors.human_check_failed' },
    });
    expect(sendFailureOf(refusal(400, 'x', { reason: 'humanCheckRequired' }))).toEqual({
      kind: 'humanCheck',
      message: { key: 'errors.human_check_required' },
    });
  });

  it('sends any other refusal to the SMS failure dialog', () => {
    expect(sendFailureOf(refusal(429, 'Wait', { reason: 'smsCooldown', retryAfter: 9 }))).toEqual({
      kind: 'refused',
      message: { key: 'sms.resendIn', params: { seconds: 9 } },
    });
    expect(sendFailureOf(refusal(400, 'bad', { field: 'mobileNum', key: 'mobile_taken' }))).toEqual(
      { kind: 'refused', message: { key: 'errors.mobile_taken' } },
    );
  });
});
