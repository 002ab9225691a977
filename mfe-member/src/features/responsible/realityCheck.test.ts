import { minutesPlayed, nextRealityCheckAt } from './realityCheck';

const MIN = 60_000;

describe('nextRealityCheckAt', () => {
  it('is the next whole interval since the session started', () => {
    expect(nextRealityCheckAt(0, 20, 50 * MIN)).toBe(60 * MIN);
    expect(nextRealityCheckAt(0, 20, 0)).toBe(20 * MIN);
  });

  it('moves on to the following interval once one is reached', () => {
    expect(nextRealityCheckAt(0, 20, 60 * MIN)).toBe(80 * MIN);
  });
});

describe('minutesPlayed', () => {
  it('counts whole minutes', () => {
    expect(minutesPlayed(0, 59 * MIN + 59_000)).toBe(59);
  });
});
