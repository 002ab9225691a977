/**
 * A production scheduler: runs `tick` every `everyMs` (the work reads the platform clock
 * itself; a tick may be async), reports a failing tick without stopping, and never keeps the
 * process alive. Every timer of the platform ticks this way (compose.ts lists them); tests stop
 * them and drive the work themselves.
 */
export const createTicker = (tick: () => unknown, everyMs: number) => {
  let timer: NodeJS.Timeout | null = null;
  return {
    /** Starts ticking (a second call does nothing). */
    start(onError: (error: unknown) => void = () => {}): void {
      if (timer) return;
      timer = setInterval(() => {
        try {
          const running = tick();
          if (running instanceof Promise) running.catch(onError);
        } catch (error) {
          onError(error);
        }
      }, everyMs);
      timer.unref();
    },
    /** Stops ticking (shutdown; tests that drive the work themselves). */
    stop(): void {
      if (timer) clearInterval(timer);
      timer = null;
    },
  };
};
