import { REGISTRATION_PATTERNS } from './patterns';
import { checkPhoneFormat, type FieldRule, validateConfirmation, validateField } from './rules';

const rule = (patternId: number, overrides: Partial<FieldRule> = {}): FieldRule => ({
  enabled: true,
  required: false,
  acceptedPattern: '',
  patternId,
  minLength: 1,
  maxLength: 64,
  ...overrides,
});

/** A value each pattern accepts and one it refuses. */
const samples: Record<number, [valid: string, invalid: string]> = {
  0: ['any thing 123 !', ''],
  1: ['player01', '1player'],
  2: ['张三123', 'abc'],
  3: ['player@example.com', 'player@example'],
  4: ['Player01', 'player_01'],
  5: ['player01', 'player'],
  6: ['0812345678', '08-1234'],
  7: ['Player01', 'player01'],
  8: ['John Smith', 'John3'],
  9: ['no-spaces', 'has space'],
  10: ['你好，世界', 'hello'],
  11: ['1990-12-31', '31-12-1990'],
  12: ['12-31-1990', '1990-12-31'],
  13: ['สวัสดี', 'hello'],
  14: ['สวัสดี hello', 'hello1'],
  15: ['안녕하세요', 'hello'],
  16: ['John Smith', 'John'],
  17: ['カタカナ', 'katakana'],
  18: ['ABC123', 'Abc123'],
  19: ['Passw0rd!', 'Password1'],
  20: ['+84901234567', '0901-234'],
  21: ['Nguyễn Văn An', 'Nguyen1'],
  22: ['Player', 'Player1'],
  23: ['player01', 'Player01'],
};

test('the catalogue has the 24 patterns 0 to 23', () => {
  expect(Object.keys(REGISTRATION_PATTERNS).map(Number)).toEqual(
    Array.from({ length: 24 }, (_, id) => id),
  );
});

test.each(Object.entries(samples))(
  'pattern %s accepts its valid sample and refuses the invalid one',
  (id, [valid, invalid]) => {
    const patternId = Number(id);
    expect(validateField('payeeName', rule(patternId), valid)).toBeNull();
    if (invalid === '') {
      expect(validateField('payeeName', rule(patternId, { required: true }), invalid)).toEqual({
        key: 'not_empty',
      });
    } else {
      expect(validateField('payeeName', rule(patternId), invalid)).toMatchObject({
        key: `reg_pattern_${patternId}`,
      });
    }
  },
);

test('length bounds produce the pattern message with min and max', () => {
  expect(validateField('username', rule(1, { minLength: 6, maxLength: 12 }), 'abc')).toEqual({
    key: 'reg_pattern_1',
    params: { min: 6, max: 12, range: '6 - 12' },
  });
});

test('equal bounds give a single number', () => {
  expect(
    validateField('mobileNum', rule(6, { minLength: 10, maxLength: 10 }), '123'),
  ).toMatchObject({
    params: { range: '10' },
  });
});

test("'*' accepts any text within bounds", () => {
  expect(validateField('line', rule(6, { acceptedPattern: '*' }), 'any text at all')).toBeNull();
});

test('always-required fields are required even when the site does not mark them', () => {
  expect(validateField('username', rule(1), '  ')).toEqual({ key: 'not_empty' });
  expect(validateField('email', rule(3), '')).toBeNull();
});

test('the confirmation must equal the password', () => {
  expect(validateConfirmation('Secret1!', 'Secret1?')).toEqual({ key: 'inconsistent_twice' });
  expect(validateConfirmation('Secret1!', 'Secret1!')).toBeNull();
});

test('a phone number with letters or symbols has the wrong format, a short one does not', () => {
  for (const value of ['09x1234567', '+84 (90) 123', '090.123.4567', '++8490'])
    expect(checkPhoneFormat(value)).toEqual({ key: 'phone_format' });
  for (const value of ['', '0901234567', '+84 90 123-4567', '123'])
    expect(checkPhoneFormat(value)).toBeNull();
});
