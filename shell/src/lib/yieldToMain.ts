type SchedulerWithYield = { yield?: () => Promise<void> };

/**
 * Ends the current task and continues in a new one, so the browser can paint and answer input
 * in between (a long task blocks both). `scheduler.yield()` where the browser
 * has it (the continuation keeps its priority), else a zero timeout.
 */
export const yieldToMain = (): Promise<void> => {
  const scheduler = (globalThis as { scheduler?: SchedulerWithYield }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => {
    setTimeout(resolve, 0);
  });
};
