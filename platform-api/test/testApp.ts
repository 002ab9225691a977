import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import type { FastifyInstance } from 'fastify';
import { encryptPayload } from 'shared-contracts/crypto';

import { buildApp } from '../src/app';
import { type Config, loadConfig } from '../src/config';

export const ADMIN_TOKEN = 'test-admin-token';
export const TEST_SECRET = 'test-payload-secret';

/** A fresh temporary directory for one test's database. */
export const tempDir = () => mkdtempSync(path.join(tmpdir(), 'platform-api-'));

/**
 * Configuration for tests: a temp database, a low scrypt cost (OWASP cost is the default and
 * is covered by its own test), the demo mode with admin and development routes on, logs off.
 */
export const testConfig = (overrides: NodeJS.ProcessEnv = {}, dir = tempDir()): Config =>
  loadConfig({
    DB_PATH: path.join(dir, 'platform.db'),
    SCRYPT_COST: String(2 ** 10),
    PAYLOAD_SECRET: TEST_SECRET,
    ADMIN_TOKEN,
    PLATFORM_MODE: 'demo',
    DEV_ROUTES: '1',
    LOG_LEVEL: 'silent',
    RATE_LIMIT_MAX: '100000',
    RATE_LIMIT_SESSION_MAX: '100000',
    ...overrides,
  });

/** Builds an app on a fresh database; `close` also deletes the files. */
export const startTestApp = async (overrides: NodeJS.ProcessEnv = {}) => {
  const dir = tempDir();
  const config = testConfig(overrides, dir);
  const app = await buildApp(config);
  return {
    app,
    config,
    dir,
    close: async () => {
      await app.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
};

/** Sends an encrypted login and returns the parsed answer and status. */
export const postLogin = async (
  app: FastifyInstance,
  payload: Record<string, unknown>,
  options: { ip?: string; secret?: string } = {},
) => {
  const response = await app.inject({
    method: 'POST',
    url: '/wps/session/login',
    payload: encryptPayload(options.secret ?? TEST_SECRET, payload),
    remoteAddress: options.ip ?? '127.0.0.1',
  });
  return { status: response.statusCode, body: response.json(), headers: response.headers };
};

/** Logs a demo account in and returns its token. */
export const loginAs = async (
  app: FastifyInstance,
  username: string,
  password: string,
): Promise<string> => {
  const { status, body } = await postLogin(app, { type: 'username', username, password });
  if (status !== 200) throw new Error(`login of ${username} failed: ${JSON.stringify(body)}`);
  return (body as { value: { token: string } }).value.token;
};

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
