import { act, renderHook } from '@testing-library/react';

import { useCountdown } from './useCountdown';

describe('useCountdown', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('counts down once a second from the seconds it is given and stops at 0', () => {
    const { result } = renderHook(() => useCountdown());
    expect(result.current).toMatchObject({ remaining: 0, running: false });

    act(() => result.current.start(2));
    expect(result.current).toMatchObject({ remaining: 2, running: true });
    act(() => jest.advanceTimersByTime(1_000));
    expect(result.current.remaining).toBe(1);
    act(() => jest.advanceTimersByTime(1_000));
    expect(result.current).toMatchObject({ remaining: 0, running: false });
    act(() => jest.advanceTimersByTime(5_000));
    expect(result.current.remaining).toBe(0);
  });

  it('counts a fraction of a second as a whole one and never goes below 0', () => {
    const { result } = renderHook(() => useCountdown());
    act(() => result.current.start(1.2));
    expect(result.current.remaining).toBe(2);
    act(() => result.current.start(-3));
    expect(result.current).toMatchObject({ remaining: 0, running: false });
  });

  it('starts again from the new seconds when started while running', () => {
    const { result } = renderHook(() => useCountdown());
    act(() => result.current.start(5));
    // One tick per second: each is scheduled once the last one has rendered.
    for (let second = 0; second < 3; second += 1) act(() => jest.advanceTimersByTime(1_000));
    expect(result.current.remaining).toBe(2);
    act(() => result.current.start(60));
    expect(result.current.remaining).toBe(60);
  });
});
