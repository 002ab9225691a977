import type { FieldRule, RegisterSetting } from 'shared-contracts';

import { shownFields, validateRegistration } from './registrationFields';

const rule = (patternId: number, overrides: Partial<FieldRule> = {}): FieldRule => ({
  enabled: true,
  required: false,
  acceptedPattern: '',
  patternId,
  minLength: 6,
  maxLength: 16,
  ...overrides,
});

const setting: RegisterSetting = {
  fields: {
    username: rule(1),
    password: rule(19, { minLength: 8, maxLength: 20 }),
    confirmPassword: rule(19),
    mobileNum: rule(20, { minLength: 8, maxLength: 15 }),
    verificationCode: rule(6, { minLength: 4, maxLength: 6 }),
    email: rule(3, { required: true }),
    line: rule(9, { minLength: 4 }),
    qqNum: rule(6, { enabled: false }),
    captcha: rule(6, { minLength: 4, maxLength: 4 }),
  },
  captchaEnabled: true,
  mobileRegistration: true,
  countries: [],
};

const valid = {
  username: 'player01',
  password: 'Secret12!',
  confirmPassword: 'Secret12!',
  mobileNum: '0812345678',
  verificationCode: '123456',
  email: 'p@example.com',
  captcha: '1234',
};

describe('shownFields', () => {
  it('shows the enabled fields of a username registration, and the SMS code with phone verification', () => {
    expect(shownFields(setting, 'register', true).map((f) => f.field)).toEqual([
      'username',
      'password',
      'confirmPassword',
      'mobileNum',
      'verificationCode',
      'line',
      'email',
      'captcha',
    ]);
    expect(shownFields(setting, 'register', false).map((f) => f.field)).not.toContain(
      'verificationCode',
    );
  });

  it('puts the mobile number and its code first in a mobile registration, without a username', () => {
    const fields = shownFields(setting, 'registerMobile', false);
    expect(fields.map((f) => f.field).slice(0, 4)).toEqual([
      'mobileNum',
      'verificationCode',
      'password',
      'confirmPassword',
    ]);
    expect(fields.map((f) => f.field)).not.toContain('username');
  });

  it('marks always-required fields, site-required fields and the captcha as required', () => {
    const required = Object.fromEntries(
      shownFields(setting, 'register', true).map((f) => [f.field, f.required]),
    );
    expect(required).toMatchObject({
      username: true,
      mobileNum: true,
      email: true,
      line: false,
      captcha: true,
    });
  });
});

describe('validateRegistration', () => {
  const fields = shownFields(setting, 'register', true);

  it('passes a complete valid form', () => {
    expect(validateRegistration(fields, valid)).toEqual({});
  });

  it('reports every broken field with the message of its pattern and bounds', () => {
    const errors = validateRegistration(fields, {
      ...valid,
      username: '1player',
      password: 'weakpass',
      confirmPassword: 'other',
      email: '',
      line: 'a b c d',
      captcha: '12',
    });
    expect(errors).toEqual({
      username: { key: 'reg_pattern_1', params: { min: 6, max: 16, range: '6 - 16' } },
      password: { key: 'reg_pattern_19', params: { min: 8, max: 20, range: '8 - 20' } },
      confirmPassword: { key: 'inconsistent_twice' },
      email: { key: 'not_empty' },
      line: { key: 'reg_pattern_9', params: { min: 4, max: 16, range: '4 - 16' } },
      captcha: { key: 'reg_pattern_6', params: { min: 4, max: 4, range: '4' } },
    });
  });

  it('lets optional fields stay empty but checks them when filled', () => {
    expect(validateRegistration(fields, { ...valid, line: '' })).toEqual({});
    expect(validateRegistration(fields, { ...valid, line: 'ab' }).line?.key).toBe('reg_pattern_9');
  });
});
