import { createHashingQueue } from '../../src/areas/auth/hashingQueue';

/** A task that finishes when released, recording its name when it starts. */
const gate = (started: string[], name: string) => {
  let release = () => {};
  const done = new Promise<void>((resolve) => (release = resolve));
  return { run: async () => (started.push(name), done), release: () => release() };
};

describe('fair hashing queue (ADR 0022)', () => {
  it('serves lanes in turn and clean sources first, and gives a newcomer the longest lane’s place', async () => {
    const queue = createHashingQueue({ concurrency: 1, queue: 4, perLane: 3 });
    const started: string[] = [];
    const first = gate(started, 'a1');
    const runs: Promise<unknown>[] = [queue.run({ ip: 'a' }, first.run)];
    const add = (ip: string, name: string, priority = false) => {
      const task = gate(started, name);
      const run = queue.run({ ip, priority }, async () => (await task.run(), name));
      task.release();
      runs.push(run.catch(() => undefined));
      return run;
    };
    add('a', 'a2');
    add('a', 'a3');
    add('b', 'b1');
    add('c', 'c1', true);
    // Lane a holds its share (3 places): a fourth is refused.
    const refused = queue.run({ ip: 'a' }, async () => 'never').catch((error: Error) => error);
    expect(await refused).toBeInstanceOf(Error);
    // The queue is full (4 waiting): a newcomer from a new lane takes the place of a's newest.
    const a3 = runs[2];
    add('d', 'd1');
    expect(await a3).toBeUndefined();
    first.release();
    await Promise.all(runs);
    // c (clean) first; then a, b, d in turn. a3 gave its place to d1.
    expect(started).toEqual(['a1', 'c1', 'a2', 'b1', 'd1']);
    expect(queue.load).toEqual({ running: 0, waiting: 0, lanes: 0 });
  });
});
