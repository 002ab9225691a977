import { parseCountInput } from './parseCountInput';

describe('parseCountInput', () => {
  it('reads member counts as whole numbers only', () => {
    expect(parseCountInput('12')).toBe(12);
    expect(parseCountInput(' 0')).toBe(0);
    expect(parseCountInput('1.5')).toBeNull();
    expect(parseCountInput('-1')).toBeNull();
    expect(parseCountInput('')).toBeNull();
  });
});
