import { createThrottle } from './throttle';

describe('createThrottle', () => {
  it('lets one call through per interval and drops the ones in between', () => {
    let now = 1_000;
    const throttle = createThrottle(1_000, () => now);
    expect(throttle.tryPass()).toBe(true);
    now = 1_500;
    expect(throttle.tryPass()).toBe(false);
    now = 1_999;
    expect(throttle.tryPass()).toBe(false);
    now = 2_000;
    expect(throttle.tryPass()).toBe(true);
    expect(throttle.tryPass()).toBe(false);
  });
});
