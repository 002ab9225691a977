import type { FastifyBaseLogger } from 'fastify';
import { type FirebaseConfig, type SiteConfig, siteConfigSchema } from 'shared-contracts';

/** What the site's Content-Security-Policy needs from the API (it never reads a database). */
export interface PolicyInputs {
  /** Absolute customer-service chat links (type 1): the site frames them. */
  chatLinks: string[];
  /** The brand's domains (the domain route): the site measures their latency. */
  domains: string[];
  /** The brand's Firebase web config and Auth emulator, when it has Google or Facebook sign-in. */
  firebase: FirebaseConfig | null;
  firebaseEmulatorUrl: string | null;
}

/** What the site server reads from the API, refreshed in the background. */
export interface PlatformDocuments {
  /** /site-config.json of the API: null until the API has answered once. */
  siteConfig(): SiteConfig | null;
  policyInputs(): PolicyInputs;
  /** The brand's whitelabel answer as last read (its text): a change empties the page cache. */
  brandVersion(): string;
  /** Resolves once both have been read (or the wait is over). */
  ready(timeoutMs: number): Promise<boolean>;
  stop(): void;
}

/** How often the documents are read again: a brand's changes reach pages within a minute. */
export const REFRESH_MS = 60_000;
/** How soon a failed read is tried again (the API may still be starting). */
const RETRY_MS = 1_000;

const EMPTY_INPUTS: PolicyInputs = {
  chatLinks: [],
  domains: [],
  firebase: null,
  firebaseEmulatorUrl: null,
};

interface Envelope<T> {
  success?: boolean;
  value?: T;
}

/**
 * Reads the site configuration (/site-config.json) and the policy's inputs (the contract's
 * customer-service, domain route and auth setting answers) from the API over HTTP, as from any
 * operator's API, and keeps the last good answers: a brief outage of the API changes no page's
 * headers. Until the first answers, the configuration is null and the policy has no extras.
 */
export const platformDocuments = ({
  apiOrigin,
  headers,
  log,
  refreshMs = REFRESH_MS,
}: {
  apiOrigin: string;
  headers: Readonly<Record<string, string>>;
  log: FastifyBaseLogger;
  refreshMs?: number;
}): PlatformDocuments => {
  let siteConfig: SiteConfig | null = null;
  let inputs: PolicyInputs | null = null;
  let brand = '';
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;
  const waiting: (() => void)[] = [];

  const getJson = async <T>(pathname: string): Promise<T> => {
    const response = await fetch(new URL(pathname, apiOrigin), {
      headers,
      signal: AbortSignal.timeout(5_000),
    });
    if (!response.ok) throw new Error(`${pathname}: HTTP ${response.status}`);
    return (await response.json()) as T;
  };
  const value = async <T>(pathname: string): Promise<T> => {
    const envelope = await getJson<Envelope<T>>(pathname);
    if (!envelope.success || envelope.value === undefined)
      throw new Error(`${pathname}: not a success`);
    return envelope.value;
  };

  const read = async () => {
    const [config, service, domains, auth, whitelabel] = await Promise.all([
      getJson<unknown>('/site-config.json').then((document) => siteConfigSchema.parse(document)),
      value<{ version: { pathList: { type: number; path: string }[] } }>(
        '/wps/system/customerService',
      ),
      value<{ domainList: { domain: string }[] }>('/wps/system/domainRoute'),
      value<{ firebase: FirebaseConfig | null; firebaseEmulatorUrl?: string }>(
        '/wps/system/setting/auth',
      ),
      value<unknown>('/wps/system/whitelabel'),
    ]);
    brand = JSON.stringify(whitelabel);
    siteConfig = config;
    inputs = {
      chatLinks: service.version.pathList.filter((item) => item.type === 1).map((i) => i.path),
      domains: domains.domainList.map((item) => item.domain),
      firebase: auth.firebase,
      firebaseEmulatorUrl: auth.firebaseEmulatorUrl ?? null,
    };
  };

  const cycle = async () => {
    let next = refreshMs;
    try {
      await read();
      waiting.splice(0).forEach((resolve) => resolve());
    } catch (error) {
      next = siteConfig ? refreshMs : RETRY_MS;
      if (siteConfig) log.warn({ err: error }, 'API documents not refreshed: the last ones stay');
      else log.debug({ err: error }, 'API documents not read yet');
    }
    if (!stopped) {
      timer = setTimeout(() => void cycle(), next);
      timer.unref();
    }
  };
  void cycle();

  return {
    siteConfig: () => siteConfig,
    policyInputs: () => inputs ?? EMPTY_INPUTS,
    brandVersion: () => brand,
    ready: (timeoutMs) =>
      siteConfig
        ? Promise.resolve(true)
        : new Promise((resolve) => {
            const wait = setTimeout(() => resolve(false), timeoutMs);
            waiting.push(() => {
              clearTimeout(wait);
              resolve(true);
            });
          }),
    stop: () => {
      stopped = true;
      clearTimeout(timer);
    },
  };
};
