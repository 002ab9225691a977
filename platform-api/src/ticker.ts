/**
 * A production scheduler: runs `tick` every `everyMs` (the work reads the platform clock
 * itself; a tick may be async), reports a failing tick without stopping, and never keeps the process alive. The draw
 * engine and the agent wage settlement tick this way; tests stop it and drive `runDue` themselves.
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
