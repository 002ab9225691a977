import { fastestAlternative, measureDomains, originOf, PROBE_PATH } from './domainProbe';

/** A fake network: each origin answers after its delay on the fake clock, or never. */
const network = (delays: Record<string, number | 'down' | 'error500'>) => {
  let clock = 0;
  const requests: { url: string; mode?: RequestMode }[] = [];
  const fetchFake = jest.fn((url: string, init: RequestInit) => {
    requests.push({ url, mode: init.mode });
    const origin = new URL(url).origin;
    const delay = delays[origin];
    return new Promise<Response>((resolve, reject) => {
      init.signal?.addEventListener('abort', () =>
        reject(new DOMException('aborted', 'AbortError')),
      );
      if (delay === 'down' || delay === undefined) return;
      const answer =
        delay === 'error500'
          ? ({ type: 'basic', status: 500 } as Response)
          : ({ type: init.mode === 'no-cors' ? 'opaque' : 'basic', status: 200 } as Response);
      setTimeout(
        () => {
          clock += delay === 'error500' ? 5 : delay;
          resolve(answer);
        },
        delay === 'error500' ? 5 : delay,
      );
    });
  });
  return { fetch: fetchFake as unknown as typeof fetch, now: () => clock, requests };
};

describe('measuring the domains', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('orders healthy domains by latency, and a silent one past the timeout last', async () => {
    const fake = network({
      'https://a.example': 300,
      'https://b.example': 80,
      'https://down.example': 'down',
    });
    const measuring = measureDomains(
      ['https://a.example/', 'https://down.example', 'https://b.example/path'],
      { fetch: fake.fetch, now: fake.now, origin: 'https://a.example', timeoutMs: 1_000 },
    );
    await jest.advanceTimersByTimeAsync(1_000);
    const results = await measuring;
    expect(results.map((result) => result.origin)).toEqual([
      'https://b.example',
      'https://a.example',
      'https://down.example',
    ]);
    expect(results[2]?.latencyMs).toBeNull();
    expect(fake.requests).toContainEqual({
      url: `https://a.example${PROBE_PATH}`,
      mode: 'same-origin',
    });
    expect(fake.requests).toContainEqual({
      url: `https://b.example${PROBE_PATH}`,
      mode: 'no-cors',
    });
  });

  it('counts a readable server error as unhealthy', async () => {
    const fake = network({ 'https://own.example': 'error500' });
    const measuring = measureDomains(['https://own.example'], {
      fetch: fake.fetch,
      now: fake.now,
      origin: 'https://own.example',
    });
    await jest.advanceTimersByTimeAsync(10);
    expect(await measuring).toEqual([{ origin: 'https://own.example', latencyMs: null }]);
  });

  it('never asks an address that is not http(s), and asks each origin once', async () => {
    const fake = network({ 'https://a.example': 10 });
    const measuring = measureDomains(
      ['javascript:alert(1)', 'not a url', 'https://a.example', 'https://a.example/again'],
      { fetch: fake.fetch, now: fake.now, origin: 'https://x.example' },
    );
    await jest.advanceTimersByTimeAsync(10);
    expect((await measuring).map((result) => result.origin)).toEqual(['https://a.example']);
    expect(fake.fetch).toHaveBeenCalledTimes(1);
    expect(originOf('ftp://files.example')).toBeNull();
  });
});

describe('the fastest alternative', () => {
  it('is the fastest healthy domain that is not the page own', () => {
    const results = [
      { origin: 'https://own.example', latencyMs: 10 },
      { origin: 'https://b.example', latencyMs: 50 },
      { origin: 'https://c.example', latencyMs: 90 },
      { origin: 'https://d.example', latencyMs: null },
    ];
    expect(fastestAlternative(results, 'https://own.example')?.origin).toBe('https://b.example');
    expect(
      fastestAlternative([{ origin: 'https://d.example', latencyMs: null }], 'https://own.example'),
    ).toBeNull();
  });
});
