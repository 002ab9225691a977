import { requiredPlaceholder } from './requiredPlaceholder';

describe('requiredPlaceholder', () => {
  it("marks a required placeholder with SPEC's full-width ＊", () => {
    expect(requiredPlaceholder('Username')).toBe('Username ＊');
    expect(requiredPlaceholder('用户名')).not.toContain('*');
  });
});
