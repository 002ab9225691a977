import { throttle } from './throttle';

describe('throttle', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('runs the first call at once and the latest of a burst once the window ends', () => {
    const fn = jest.fn();
    const throttled = throttle(fn, 200);
    throttled(1);
    throttled(2);
    throttled(3);
    expect(fn.mock.calls).toEqual([[1]]);
    jest.advanceTimersByTime(199);
    expect(fn).toHaveBeenCalledTimes(1);
    jest.advanceTimersByTime(1);
    expect(fn.mock.calls).toEqual([[1], [3]]);
  });

  it('drops the pending call when cancelled', () => {
    const fn = jest.fn();
    const throttled = throttle(fn, 200);
    throttled(1);
    throttled(2);
    throttled.cancel();
    jest.advanceTimersByTime(500);
    expect(fn.mock.calls).toEqual([[1]]);
  });
});
