/** The site's status as the API last said it to this server: its number and the whole answer. */
export interface KnownSiteStatus {
  /** 0 normal, 1 maintenance, 2 restricted. */
  status: number;
  /** The answer's value as it came (the render puts it in the page's state unasked). */
  answer: unknown;
}

/**
 * The site's status (0 normal, 1 maintenance, 2 restricted) as the API says it to this server,
 * asked at most once per `maxAgeMs` (concurrent callers share the call): part of a cached page's
 * key, so a maintenance switch is on the next page load, not after the cache's time to live; and
 * handed to the render of that page, which then shows the status its key names without asking
 * again. Null when the API does not answer (pages are then rendered, not cached).
 */
export const siteStatusReader = ({
  apiOrigin,
  headers,
  maxAgeMs = 1_000,
  now = Date.now,
}: {
  apiOrigin: string;
  headers: Readonly<Record<string, string>>;
  maxAgeMs?: number;
  now?: () => number;
}) => {
  let last: { at: number; known: KnownSiteStatus | null } | null = null;
  let asking: Promise<KnownSiteStatus | null> | null = null;
  const ask = async (): Promise<KnownSiteStatus | null> => {
    try {
      const response = await fetch(new URL('/wps/system/status', apiOrigin), {
        headers,
        signal: AbortSignal.timeout(1_000),
      });
      const body = (await response.json()) as { success?: boolean; value?: { status?: unknown } };
      const status = body.value?.status;
      return response.ok && body.success && typeof status === 'number'
        ? { status, answer: body.value }
        : null;
    } catch {
      return null;
    }
  };
  return {
    current(): Promise<KnownSiteStatus | null> {
      if (last && now() - last.at < maxAgeMs) return Promise.resolve(last.known);
      asking ??= ask().then((known) => {
        last = { at: now(), known };
        asking = null;
        return known;
      });
      return asking;
    },
    /** Forgets the last answer: the next page asks again (ops changed the site's state). */
    forget() {
      last = null;
    },
  };
};
