import { createPageCache } from '../src/pageCache';

/** A clock the test moves by hand. */
const clock = () => {
  let now = 1_000;
  return { now: () => now, advance: (ms: number) => (now += ms) };
};

const limits = { ttlMs: 1_000, staleMs: 5_000, maxEntries: 3, maxBytes: 1_000 };

describe('the guest page cache', () => {
  it('runs one render for concurrent requests of a cold key', async () => {
    const cache = createPageCache<string>(limits, (page) => page.length);
    let renders = 0;
    let finish: (page: string) => void = () => undefined;
    const produce = () => {
      renders += 1;
      return new Promise<{ value: string; keep: boolean }>((resolve) => {
        finish = (page) => resolve({ value: page, keep: true });
      });
    };
    const waiting = Array.from({ length: 20 }, () => cache.get('/index', produce));
    finish('<p>home</p>');
    const pages = await Promise.all(waiting);
    expect(renders).toBe(1);
    expect(pages.every((page) => page.value === '<p>home</p>' && page.outcome === 'miss')).toBe(
      true,
    );
    expect((await cache.get('/index', produce)).outcome).toBe('hit');
    expect(renders).toBe(1);
  });

  it('answers a stale page at once and replaces it with one render; an expired one waits', async () => {
    const time = clock();
    const cache = createPageCache<string>(limits, (page) => page.length, time.now);
    let version = 0;
    const produce = async () => ({ value: `v${(version += 1)}`, keep: true });
    expect((await cache.get('k', produce)).value).toBe('v1');
    time.advance(1_500);
    const stale = await cache.get('k', produce);
    expect(stale).toEqual({ value: 'v1', outcome: 'stale' });
    await new Promise((resolve) => setImmediate(resolve));
    expect(await cache.get('k', produce)).toEqual({ value: 'v2', outcome: 'hit' });
    time.advance(10_000);
    expect(await cache.get('k', produce)).toEqual({ value: 'v3', outcome: 'miss' });
  });

  it('keeps a stale page when its replacement fails', async () => {
    const time = clock();
    const cache = createPageCache<string>(limits, (page) => page.length, time.now);
    await cache.get('k', async () => ({ value: 'good', keep: true }));
    time.advance(1_500);
    const failing = async (): Promise<{ value: string; keep: boolean }> => {
      throw new Error('API down');
    };
    expect(await cache.get('k', failing)).toEqual({ value: 'good', outcome: 'stale' });
    await new Promise((resolve) => setImmediate(resolve));
    expect((await cache.get('k', failing)).value).toBe('good');
  });

  it('stores nothing the producer says is not the same for everyone', async () => {
    const cache = createPageCache<string>(limits, (page) => page.length);
    let renders = 0;
    const personal = async () => ({ value: `restricted ${(renders += 1)}`, keep: false });
    expect((await cache.get('k', personal)).value).toBe('restricted 1');
    expect((await cache.get('k', personal)).value).toBe('restricted 2');
    expect(cache.size.entries).toBe(0);
  });

  it('is bounded by entries and bytes, the least recently used going first', async () => {
    const cache = createPageCache<string>(limits, (page) => page.length);
    const page = (value: string) => async () => ({ value, keep: true });
    await cache.get('a', page('a'.repeat(100)));
    await cache.get('b', page('b'.repeat(100)));
    await cache.get('c', page('c'.repeat(100)));
    await cache.get('a', page('never'));
    await cache.get('d', page('d'.repeat(100)));
    expect(cache.size.entries).toBe(3);
    // b was the least recently used: a was read after it.
    expect((await cache.get('b', page('b again'))).outcome).toBe('miss');
    await cache.get('big', page('x'.repeat(900)));
    expect(cache.size.bytes).toBeLessThanOrEqual(1_000);
    // A page larger than the whole cache is served, not kept.
    expect((await cache.get('huge', page('y'.repeat(2_000)))).outcome).toBe('miss');
    expect((await cache.get('huge', page('z'))).value).toBe('z');
  });

  it('forgets every page on clear, and a render begun before it fills nothing', async () => {
    const cache = createPageCache<string>(limits, (page) => page.length);
    let finish: () => void = () => undefined;
    const slow = () =>
      new Promise<{ value: string; keep: boolean }>((resolve) => {
        finish = () => resolve({ value: 'old release', keep: true });
      });
    await cache.get('kept', async () => ({ value: 'kept', keep: true }));
    const before = cache.get('k', slow);
    cache.clear();
    finish();
    await before;
    expect(cache.size.entries).toBe(0);
    expect((await cache.get('k', async () => ({ value: 'new', keep: true }))).value).toBe('new');
  });
});
