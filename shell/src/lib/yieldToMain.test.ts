import { yieldToMain } from './yieldToMain';

afterEach(() => {
  delete (globalThis as { scheduler?: unknown }).scheduler;
  jest.useRealTimers();
});

test('continues in a later task: a timer due now runs first', async () => {
  jest.useFakeTimers();
  const order: string[] = [];
  const continued = yieldToMain().then(() => order.push('continued'));
  setTimeout(() => order.push('timer'), 0);
  order.push('same task');
  // Not a microtask: nothing has continued once the current task's promises have settled.
  for (let turn = 0; turn < 5; turn += 1) await Promise.resolve();
  expect(order).toEqual(['same task']);
  await jest.runAllTimersAsync();
  await continued;
  expect(order).toEqual(['same task', 'continued', 'timer']);
});

test("uses the browser's scheduler.yield where there is one", async () => {
  const yieldFn = jest.fn(() => Promise.resolve());
  (globalThis as { scheduler?: unknown }).scheduler = { yield: yieldFn };
  await yieldToMain();
  expect(yieldFn).toHaveBeenCalledTimes(1);
});
