import { createThumbnailLoader, THUMBNAIL_CACHE_SIZE } from './thumbnailLoader';

const settle = async (ms: number) => {
  for (let elapsed = 0; elapsed < ms; elapsed += 50) {
    await jest.advanceTimersByTimeAsync(50);
  }
};

describe('thumbnail loader', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('waits for the 200 ms throttle, then loads each URL once', async () => {
    const probe = jest.fn(async () => true);
    const loader = createThumbnailLoader(probe);
    const first = loader.load('/a.svg');
    const again = loader.load('/a.svg');
    expect(probe).not.toHaveBeenCalled();
    await settle(200);
    await expect(first).resolves.toBe(true);
    await expect(again).resolves.toBe(true);
    expect(probe).toHaveBeenCalledTimes(1);
    expect(loader.cached('/a.svg')).toBe(true);
  });

  it('gives up after three attempts and remembers the failure', async () => {
    const probe = jest.fn(async () => false);
    const loader = createThumbnailLoader(probe);
    const result = loader.load('/broken.svg');
    await settle(1000);
    await expect(result).resolves.toBe(false);
    expect(probe).toHaveBeenCalledTimes(3);
    await expect(loader.load('/broken.svg')).resolves.toBe(false);
    expect(probe).toHaveBeenCalledTimes(3);
  });

  it('succeeds on a later attempt', async () => {
    const probe = jest.fn().mockResolvedValueOnce(false).mockResolvedValueOnce(true);
    const loader = createThumbnailLoader(probe);
    const result = loader.load('/flaky.svg');
    await settle(800);
    await expect(result).resolves.toBe(true);
    expect(probe).toHaveBeenCalledTimes(2);
  });

  it('keeps no more than 200 outcomes, dropping the least recently used', async () => {
    const loader = createThumbnailLoader(async () => true);
    const loads = Array.from({ length: THUMBNAIL_CACHE_SIZE + 1 }, (_, i) =>
      loader.load(`/${i}.svg`),
    );
    await settle(200);
    await Promise.all(loads);
    expect(loader.size).toBe(THUMBNAIL_CACHE_SIZE);
    expect(loader.cached('/0.svg')).toBeUndefined();
    expect(loader.cached(`/${THUMBNAIL_CACHE_SIZE}.svg`)).toBe(true);
  });
});
