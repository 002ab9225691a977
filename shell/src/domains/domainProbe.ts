/*
 * Measuring the brand's domains (SPEC section 7's /wps/system/domainRoute): each listed domain
 * is asked for a tiny no-cache path, and the time to an answer is its latency. A domain on
 * another origin is asked in `no-cors` mode: its answer is opaque, but that it answered at all
 * within the timeout is what counts. Pure, with fetch and the clock passed in, for tests.
 */

/** What a domain is asked: the platform's small status answer, never cached. */
export const PROBE_PATH = '/wps/system/status';
/** A domain slower than this counts as unhealthy. */
export const PROBE_TIMEOUT_MS = 4_000;

/** One domain's measure: its origin and latency, or null when it did not answer in time. */
export interface DomainProbeResult {
  origin: string;
  latencyMs: number | null;
}

export interface ProbeDeps {
  fetch: typeof fetch;
  /** A monotonic clock in ms (performance.now). */
  now: () => number;
  /** The page's own origin: asked in same-origin mode, and never offered as an alternative. */
  origin: string;
  timeoutMs?: number;
}

/** The origin of a listed domain when it is an http(s) address, else null (never probed). */
export const originOf = (domain: string): string | null => {
  try {
    const url = new URL(domain);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.origin : null;
  } catch {
    return null;
  }
};

/** Measures one origin: the time until it answers, or null on an error, a 5xx or a timeout. */
export const probeDomain = async (origin: string, deps: ProbeDeps): Promise<DomainProbeResult> => {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), deps.timeoutMs ?? PROBE_TIMEOUT_MS);
  const started = deps.now();
  try {
    const response = await deps.fetch(`${origin}${PROBE_PATH}`, {
      cache: 'no-store',
      credentials: 'omit',
      mode: origin === deps.origin ? 'same-origin' : 'no-cors',
      signal: controller.signal,
    });
    // An opaque answer (no-cors) says the domain is there; a readable one must not be a failure.
    if (response.type !== 'opaque' && response.status >= 500) return { origin, latencyMs: null };
    return { origin, latencyMs: Math.max(0, Math.round(deps.now() - started)) };
  } catch {
    return { origin, latencyMs: null };
  } finally {
    clearTimeout(timer);
  }
};

/** Measures every listed domain at once (each once), fastest healthy first, unhealthy last. */
export const measureDomains = async (
  domains: readonly string[],
  deps: ProbeDeps,
): Promise<DomainProbeResult[]> => {
  const origins = [
    ...new Set(domains.map(originOf).filter((origin): origin is string => origin !== null)),
  ];
  const results = await Promise.all(origins.map((origin) => probeDomain(origin, deps)));
  return results.sort(
    (a, b) => (a.latencyMs ?? Number.POSITIVE_INFINITY) - (b.latencyMs ?? Number.POSITIVE_INFINITY),
  );
};

/** The fastest healthy domain other than the page's own, or null when there is none. */
export const fastestAlternative = (
  results: readonly DomainProbeResult[],
  ownOrigin: string,
): DomainProbeResult | null =>
  results.find((result) => result.latencyMs !== null && result.origin !== ownOrigin) ?? null;
