import { requiredPlaceholder } from './requiredPlaceholder';

describe('requiredPlaceholder', () => {
  it('marks a required placeholder with an ASCII asterisk that every font draws', () => {
    expect(requiredPlaceholder('Username')).toBe('Username *');
    expect(requiredPlaceholder('用户名')).not.toContain('＊');
  });
});
