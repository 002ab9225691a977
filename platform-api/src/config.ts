import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

import { ADDRESS_FREE_FAILURES } from './areas/auth/loginBudgets';
import { type Brand, loadBrand } from './brand';

/** Folder of this package; default paths are relative to it, not to the caller's cwd. */
export const PACKAGE_ROOT = path.resolve(__dirname, '..');

/** OWASP 2023 scrypt cost for password storage (N = 2^17, r = 8, p = 1). */
export const OWASP_SCRYPT_COST = 2 ** 17;

const DEV_PAYLOAD_SECRET = 'dev-payload-secret-change-me';

/**
 * What the platform runs as (PLATFORM_MODE). `production` (the default): no payment simulator,
 * no local inbox, development routes refused. `demo`: the reference brand on one machine (what
 * `pnpm start` and the tests run): the simulated payment provider and the local inbox are on.
 */
export type PlatformMode = 'demo' | 'production';

/** Runtime configuration of the platform. */
export interface Config {
  mode: PlatformMode;
  /**
   * `/admin/dev/*` (captcha answers, SMS and mail codes, the clock): only with DEV_ROUTES=1 and
   * ADMIN_TOKEN, and never in production (the platform refuses to start).
   */
  devRoutes: boolean;
  /**
   * The payment provider's callback key (PAYMENT_PROVIDER_SECRET): known to the provider and this
   * platform only, never served. In demo mode without one, a random key per start, shared with
   * the simulated provider; in production without one, every callback is refused.
   */
  paymentProviderSecret: string | null;
  /**
   * The key that seals secrets kept in the database (authenticator secrets): SEAL_KEY, else a
   * random key made once in a `seal.key` file next to the database (mode 600). Never derived
   * from the payload secret, which every visitor reads in /site-config.json.
   */
  sealKey: string;
  port: number;
  host: string;
  dbPath: string;
  brandFile: string;
  brand: Brand;
  payloadSecret: string;
  /** Initial site status override (0 normal, 1 maintenance, 2 region restriction). */
  siteStatus: 0 | 1 | 2;
  /** Enables the /admin routes when set. */
  adminToken: string | null;
  /**
   * The secret shared with the site server (RENDER_KEY, ADR 0027): a call carrying it in
   * X-Render-Key, from any peer, has its X-Forwarded-For believed (the visitor the site server
   * serves). Null: a random key per start, believed from loopback only (never leaves the process).
   */
  renderKey: string | null;
  /**
   * Peers whose X-Forwarded-For is believed (TRUSTED_PROXIES, comma separated addresses or
   * CIDRs; none by default): a reverse proxy in front forwards the visitor's address, so rate
   * limits and the status page see the visitor, not the proxy. The client address is the
   * rightmost one in the chain that is not a trusted proxy.
   */
  trustedProxies: readonly string[];
  logLevel: string;
  /** scrypt N; lowered only by tests (SCRYPT_COST) to keep them fast. */
  scryptCost: number;
  /** Sliding lifetime of a session. */
  sessionTtlMs: number;
  /**
   * Request budgets per window: `max` per address for calls without a live session,
   * `sessionMax` per signed-in session (whatever address it comes from); 0 disables.
   */
  rateLimit: { max: number; sessionMax: number; windowMs: number };
  /** Firebase sign-in: where the ID tokens' signing keys are, and an Auth emulator if any. */
  firebase: FirebaseAuthConfig;
  /**
   * The origins players reach the platform at (PUBLIC_ORIGINS), first one canonical. The CSP and
   * game URLs are built from these only, never from the request's Host header.
   */
  publicOrigins: readonly string[];
  /**
   * Failed password checks from one address before its logins need the human check
   * (LOGIN_FREE_FAILURES_PER_ADDRESS, default 3); an account's own budget is fixed at 3.
   */
  loginFreeFailuresPerAddress: number;
  /** Free-play accounts per address and per device in 24 hours (FREE_PLAY_PER_ADDRESS/DEVICE). */
  freePlayLimits: { perAddress: number; perDevice: number };
  /**
   * Field-data beacons one address may send per minute (FIELD_DATA_PER_MINUTE, default 120,
   * ADR 0030): a visitor sends one each time a page is hidden, and a carrier NAT puts many
   * players behind one address.
   */
  fieldDataPerMinute: number;
  /**
   * Human-verification challenges one address may fetch per minute (HUMAN_CHECKS_PER_MINUTE,
   * default 30, ADR 0022): each login, registration or SMS form fetches one when it opens.
   */
  humanChecksPerMinute: number;
  /**
   * The key that signs human-verification challenges (HUMAN_CHECK_KEY, ADR 0022); null: a random
   * key per start (challenges in flight at a restart are then refused and fetched anew).
   */
  humanCheckKey: string | null;
}

/** Google's public keys of Firebase ID tokens (JWKS). */
export const FIREBASE_JWKS_URL =
  'https://www.googleapis.com/service_accounts/v1/jwk/securetoken@system.gserviceaccount.com';

export interface FirebaseAuthConfig {
  /** JWKS of the ID tokens' signing keys (FIREBASE_JWKS_URL; tests serve their own). */
  jwksUrl: string;
  /**
   * host:port of a Firebase Auth emulator (FIREBASE_AUTH_EMULATOR_HOST, as the Admin SDK names
   * it). Only then are the emulator's unsigned tokens accepted; never set it in production.
   */
  emulatorHost: string | null;
  /** A Firebase web config (JSON) that replaces the brand file's `auth.firebase`. */
  webConfigOverride: string | null;
}

const intFrom = (value: string | undefined, fallback: number, name: string): number => {
  if (value === undefined || value === '') return fallback;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < 0)
    throw new Error(`${name} must be a non-negative integer`);
  return parsed;
};

const statusFrom = (value: string | undefined): 0 | 1 | 2 => {
  const status = intFrom(value, 0, 'SITE_STATUS');
  if (status !== 0 && status !== 1 && status !== 2)
    throw new Error('SITE_STATUS must be 0, 1 or 2');
  return status;
};

const orNull = (value: string | undefined): string | null => (value ? value : null);

/**
 * The request budgets (docs/security.md sizes them): 600 per address and 300 per signed-in
 * session per 10 s. `RATE_LIMIT_MAX=0` (benchmarks) turns both off unless the session's is set.
 */
const rateLimitFrom = (env: NodeJS.ProcessEnv): Config['rateLimit'] => {
  const max = intFrom(env.RATE_LIMIT_MAX, 600, 'RATE_LIMIT_MAX');
  return {
    max,
    sessionMax: intFrom(env.RATE_LIMIT_SESSION_MAX, max === 0 ? 0 : 300, 'RATE_LIMIT_SESSION_MAX'),
    windowMs: intFrom(env.RATE_LIMIT_WINDOW_MS, 10_000, 'RATE_LIMIT_WINDOW_MS'),
  };
};

const emulatorHostFrom = (value: string | undefined): string | null => {
  if (!value) return null;
  if (!/^[A-Za-z0-9.-]+:\d{1,5}$/.test(value))
    throw new Error('FIREBASE_AUTH_EMULATOR_HOST must be host:port, e.g. 127.0.0.1:9099');
  return value;
};

/**
 * PUBLIC_ORIGINS: http(s) origins, space or comma separated. Unset: the listen address and
 * localhost on PORT, which is what a local run and the e2e suite reach.
 */
export const publicOriginsFrom = (value: string | undefined, host: string, port: number) => {
  if (!value) {
    const local = host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host;
    return [...new Set([`http://${local}:${port}`, `http://localhost:${port}`])];
  }
  return value
    .split(/[\s,]+/)
    .filter(Boolean)
    .map((item) => {
      let url: URL;
      try {
        url = new URL(item);
      } catch {
        throw new Error(`PUBLIC_ORIGINS: ${item} is not a URL`);
      }
      if (
        (url.protocol !== 'http:' && url.protocol !== 'https:') ||
        url.origin !== item.replace(/\/$/, '')
      )
        throw new Error(
          `PUBLIC_ORIGINS: ${item} must be an http(s) origin, e.g. https://example.com`,
        );
      return url.origin;
    });
};

const modeFrom = (value: string | undefined): PlatformMode => {
  if (!value || value === 'production') return 'production';
  if (value === 'demo') return 'demo';
  throw new Error('PLATFORM_MODE must be demo or production');
};

const flagFrom = (value: string | undefined) => value === '1' || value === 'true';

/**
 * The database file: DB_PATH, else `platform.db` in DATA_DIR (the one data folder of an
 * instance, which also holds the release store), else the package's `.data` folder.
 */
export const dbPathFrom = (env: NodeJS.ProcessEnv) =>
  path.resolve(
    env.DB_PATH ||
      (env.DATA_DIR
        ? path.join(env.DATA_DIR, 'platform.db')
        : path.join(PACKAGE_ROOT, '.data', 'platform.db')),
  );

/** SEAL_KEY, or the data folder's own key, made on first start. */
const sealKeyFor = (env: NodeJS.ProcessEnv, dbPath: string): string => {
  if (env.SEAL_KEY) return env.SEAL_KEY;
  const file = path.join(path.dirname(dbPath), 'seal.key');
  if (!existsSync(file))
    writeFileSync(file, randomBytes(32).toString('hex'), { mode: 0o600, flag: 'wx' });
  return readFileSync(file, 'utf8').trim();
};

/** Builds the configuration from environment variables and the brand file. */
export const loadConfig = (env: NodeJS.ProcessEnv = process.env): Config => {
  const mode = modeFrom(env.PLATFORM_MODE);
  const devRoutes = flagFrom(env.DEV_ROUTES);
  if (devRoutes && mode === 'production')
    throw new Error(
      'DEV_ROUTES reveals verification codes: it is refused when PLATFORM_MODE=production',
    );
  const dbPath = dbPathFrom(env);
  mkdirSync(path.dirname(dbPath), { recursive: true });
  const brandFile = path.resolve(
    env.BRAND_FILE || path.join(PACKAGE_ROOT, 'brand', 'demo-brand.json'),
  );
  const port = intFrom(env.PORT, 4000, 'PORT');
  const host = env.HOST || '127.0.0.1';
  return {
    mode,
    devRoutes,
    paymentProviderSecret:
      env.PAYMENT_PROVIDER_SECRET || (mode === 'demo' ? randomBytes(32).toString('hex') : null),
    sealKey: sealKeyFor(env, dbPath),
    port,
    host,
    dbPath,
    brandFile,
    brand: loadBrand(brandFile),
    payloadSecret: env.PAYLOAD_SECRET || DEV_PAYLOAD_SECRET,
    siteStatus: statusFrom(env.SITE_STATUS),
    adminToken: orNull(env.ADMIN_TOKEN),
    renderKey: orNull(env.RENDER_KEY),
    trustedProxies: (env.TRUSTED_PROXIES ?? '')
      .split(',')
      .map((entry) => entry.trim())
      .filter(Boolean),
    logLevel: env.LOG_LEVEL || 'info',
    scryptCost: intFrom(env.SCRYPT_COST, OWASP_SCRYPT_COST, 'SCRYPT_COST'),
    sessionTtlMs: intFrom(env.SESSION_TTL_MS, 12 * 60 * 60 * 1000, 'SESSION_TTL_MS'),
    rateLimit: rateLimitFrom(env),
    firebase: {
      jwksUrl: env.FIREBASE_JWKS_URL || FIREBASE_JWKS_URL,
      emulatorHost: emulatorHostFrom(env.FIREBASE_AUTH_EMULATOR_HOST),
      webConfigOverride: orNull(env.FIREBASE_WEB_CONFIG),
    },
    publicOrigins: publicOriginsFrom(env.PUBLIC_ORIGINS, host, port),
    loginFreeFailuresPerAddress: intFrom(
      env.LOGIN_FREE_FAILURES_PER_ADDRESS,
      ADDRESS_FREE_FAILURES,
      'LOGIN_FREE_FAILURES_PER_ADDRESS',
    ),
    freePlayLimits: {
      perAddress: intFrom(env.FREE_PLAY_PER_ADDRESS, 5, 'FREE_PLAY_PER_ADDRESS'),
      perDevice: intFrom(env.FREE_PLAY_PER_DEVICE, 2, 'FREE_PLAY_PER_DEVICE'),
    },
    humanCheckKey: orNull(env.HUMAN_CHECK_KEY),
    fieldDataPerMinute: intFrom(env.FIELD_DATA_PER_MINUTE, 120, 'FIELD_DATA_PER_MINUTE'),
    humanChecksPerMinute: intFrom(env.HUMAN_CHECKS_PER_MINUTE, 30, 'HUMAN_CHECKS_PER_MINUTE'),
  };
};
