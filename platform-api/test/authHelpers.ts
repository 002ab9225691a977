import type { FastifyInstance } from 'fastify';
import { encryptPayload } from 'shared-contracts/crypto';

import { solvedHumanCheck } from './humanCheckHelpers';
import { ADMIN_TOKEN, TEST_SECRET } from './testApp';

/** An answer as the tests read it. */
export interface Answer {
  status: number;
  body: { success: boolean; value: any; message: string }; // eslint-disable-line @typescript-eslint/no-explicit-any
  headers: Record<string, unknown>;
}

const answer = (response: {
  statusCode: number;
  json: () => unknown;
  headers: Record<string, unknown>;
}): Answer => ({
  status: response.statusCode,
  body: response.json() as Answer['body'],
  headers: response.headers,
});

/** Sends an encrypted body (a fresh IV and nonce each time) to a path. */
export const postEncrypted = async (
  app: FastifyInstance,
  url: string,
  payload: unknown,
  options: { ip?: string; headers?: Record<string, string> } = {},
) =>
  answer(
    await app.inject({
      method: 'POST',
      url,
      payload: encryptPayload(TEST_SECRET, payload),
      remoteAddress: options.ip ?? '127.0.0.1',
      headers: options.headers,
    }),
  );

export const postJson = async (
  app: FastifyInstance,
  url: string,
  payload: unknown,
  ip = '127.0.0.1',
) =>
  answer(await app.inject({ method: 'POST', url, payload: payload as object, remoteAddress: ip }));

export const get = async (
  app: FastifyInstance,
  url: string,
  headers: Record<string, string> = {},
  ip = '127.0.0.1',
) => answer(await app.inject({ method: 'GET', url, headers, remoteAddress: ip }));

const admin = { 'x-admin-token': ADMIN_TOKEN };

/** A new captcha and its answer, read through the admin dev route. */
export const solvedCaptcha = async (app: FastifyInstance, ip = '127.0.0.1') => {
  const captcha = await get(app, '/wps/captcha', {}, ip);
  const { captchaId } = captcha.body.value as { captchaId: string };
  const revealed = await get(app, `/admin/dev/captcha/${captchaId}`, admin);
  return { captchaId, captcha: String(revealed.body.value.answer) };
};

/**
 * Posts to an SMS call (`/wps/verification/sms/...`) as the site does: with a human
 * verification solved first from the same address, since both SMS calls check one first.
 */
export const postSms = async (
  app: FastifyInstance,
  url: string,
  payload: Record<string, unknown>,
  ip = '127.0.0.1',
) => postJson(app, url, { ...payload, humanCheck: await solvedHumanCheck(app, 'sms', ip) }, ip);

/** The newest SMS code sent to a number (dialling code and digits). */
export const lastSmsCode = async (app: FastifyInstance, mobileKey: string): Promise<string> => {
  const outbox = await get(
    app,
    `/admin/dev/outbox?mobileNum=${encodeURIComponent(mobileKey)}&channel=sms`,
    admin,
  );
  return String(outbox.body.value.list[0]?.code);
};

export const adminHeaders = admin;
