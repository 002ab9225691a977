/** A throttled function with a way to drop its pending trailing call. */
export interface Throttled<A extends unknown[]> {
  (...args: A): void;
  cancel(): void;
}

/**
 * Calls `fn` at once, then at most once per `waitMs`; a call inside the window runs at its end
 * with the latest arguments, so the last scroll position is never lost.
 */
export const throttle = <A extends unknown[]>(
  fn: (...args: A) => void,
  waitMs: number,
): Throttled<A> => {
  let last = -Infinity;
  let timer: ReturnType<typeof setTimeout> | null = null;
  let pending: A | null = null;
  const run = (args: A) => {
    last = Date.now();
    fn(...args);
  };
  const throttled = (...args: A) => {
    const wait = last + waitMs - Date.now();
    if (wait <= 0 && timer === null) {
      run(args);
      return;
    }
    pending = args;
    timer ??= setTimeout(
      () => {
        timer = null;
        if (pending) {
          const next = pending;
          pending = null;
          run(next);
        }
      },
      Math.max(wait, 0),
    );
  };
  throttled.cancel = () => {
    if (timer !== null) clearTimeout(timer);
    timer = null;
    pending = null;
  };
  return throttled;
};

/** SPEC section 9: infinite scroll and lazy images are throttled to 200 ms. */
export const SCROLL_THROTTLE_MS = 200;
