import '../../src/index';

import type { Endpoint } from '../../src/api/endpoint';
import { loginEndpoint } from '../../src/api/session';
import {
  consolidatedFundsEndpoint,
  IDEMPOTENCY_HEADER,
  walletTransferEndpoint,
} from '../../src/api/wallet';
import { encryptPayload } from '../../src/crypto/payload';
import { collectContract, operationIdOf } from '../openapi/collectContract';
import {
  acceptsRequest,
  malformedRequestsOf,
  randomSource,
  readsQuery,
  toQueryWire,
  validRequestOf,
} from './requests';

/** Outcome of one check: passed, failed (with the first difference) or not exercised (why). */
export interface Check {
  outcome: 'passed' | 'failed' | 'not exercised' | 'n/a';
  note: string;
}

/** What the kit found for one endpoint. */
export interface EndpointResult {
  endpoint: string;
  operationId: string;
  valid: Check;
  malformed: Check;
  auth: Check;
  idempotency: Check;
}

export interface VerifyOptions {
  /** The API's origin, e.g. http://127.0.0.1:4000. */
  api: string;
  /** The test account the operator names. */
  user: string;
  password: string;
  /** Malformed requests per endpoint. */
  cases?: number;
  seed?: number;
  /** Only these endpoints (`METHOD /path`, or a path for every method of it). */
  only?: readonly string[];
  /** The payload secret; read from `<api>/site-config.json` when absent. */
  payloadSecret?: string;
}

interface Answer {
  status: number;
  body: unknown;
  text: string;
}

const pass = (note = ''): Check => ({ outcome: 'passed', note });
const fail = (note: string): Check => ({ outcome: 'failed', note });
const skip = (note: string): Check => ({ outcome: 'not exercised', note });
const none = (note = ''): Check => ({ outcome: 'n/a', note });

const short = (text: string, length = 90) =>
  text.length > length ? `${text.slice(0, length - 3)}...` : text;

/** Writes the kit sends a valid request to: those it can undo or that change nothing lasting. */
const EXERCISED_WRITES = new Set(['login', 'logout', 'walletTransfer']);

/** Why a write is not sent valid, by what it does. */
const whyNotExercised = (operationId: string, endpoint: Endpoint): string => {
  if (endpoint.body === 'binary') return 'needs an uploaded image';
  if (endpoint.body === 'encrypted') return 'would register or change a password';
  if (endpoint.idempotent) return 'moves money or rewards the kit cannot give back';
  if (operationId === 'confirmWithdrawal') return 'needs a withdrawal paid out by ops';
  return 'a write the kit cannot undo on the test account';
};

/** An error envelope: success false with a message (the reason); undefined when it is one. */
const errorEnvelopeProblem = (answer: Answer): string | undefined => {
  const body = answer.body as { success?: unknown; message?: unknown } | null;
  if (typeof body !== 'object' || body === null)
    return `not an envelope: ${short(answer.text, 60)}`;
  if (body.success !== false) return `success is ${String(body.success)} on a ${answer.status}`;
  if (typeof body.message !== 'string' || body.message === '') return 'no message (reason)';
  return undefined;
};

/** A refusal: a 4xx error envelope. */
const checkRefusal = (answer: Answer, expected?: number): string | undefined => {
  if (answer.status >= 500) return `${answer.status}: ${short(answer.text, 70)}`;
  if (answer.status < 400) return `${answer.status}: accepted`;
  if (expected && answer.status !== expected) return `${answer.status}, expected ${expected}`;
  return errorEnvelopeProblem(answer);
};

/** The answer to a valid request: a success envelope whose value has the documented shape, or a documented refusal. */
const checkAnswer = (endpoint: Endpoint, answer: Answer): Check => {
  if (answer.status >= 400 && answer.status < 500) {
    const problem = errorEnvelopeProblem(answer);
    const message = (answer.body as { message?: string } | null)?.message ?? '';
    return problem ? fail(problem) : pass(`refused ${answer.status}: ${short(message, 50)}`);
  }
  if (answer.status < 200 || answer.status >= 300)
    return fail(`${answer.status}: ${short(answer.text, 70)}`);
  const body = answer.body as { success?: unknown; value?: unknown } | null;
  if (typeof body !== 'object' || body === null || body.success !== true)
    return fail(`not a success envelope: ${short(answer.text, 60)}`);
  const value = endpoint.response.safeParse(body.value ?? null);
  if (value.success) return pass();
  const issue = value.error.issues[0];
  return fail(`value.${issue?.path.join('.') ?? ''}: ${issue?.message ?? 'wrong shape'}`);
};

let contract: ReturnType<typeof collectContract> | undefined;

/** Runs the contract's checks against an API and answers one result per endpoint. */
export const verifyContract = async (options: VerifyOptions): Promise<EndpointResult[]> => {
  const api = options.api.replace(/\/$/, '');
  const random = randomSource(options.seed ?? 36);
  const cases = options.cases ?? 4;

  const send = async (
    endpoint: Endpoint,
    request: unknown,
    {
      token,
      headers = {},
      raw,
    }: { token?: string; headers?: Record<string, string>; raw?: string } = {},
  ): Promise<Answer> => {
    const query = readsQuery(endpoint);
    const url = new URL(`${api}${endpoint.path}`);
    if (query) {
      for (const [key, value] of Object.entries(toQueryWire(request)))
        for (const item of [value].flat()) url.searchParams.append(key, item);
    }
    const all: Record<string, string> = { ...headers };
    if (token) all.Authorization = `Bearer ${token}`;
    let body: string | undefined;
    if (!query) {
      if (
        endpoint.body === 'form' &&
        typeof request === 'object' &&
        request !== null &&
        raw === undefined
      ) {
        all['Content-Type'] = 'application/x-www-form-urlencoded';
        body = new URLSearchParams(toQueryWire(request) as Record<string, string>).toString();
      } else {
        all['Content-Type'] = 'application/json';
        body = raw ?? JSON.stringify(request);
      }
    }
    for (let attempt = 0; ; attempt += 1) {
      const response = await fetch(url, { method: endpoint.method, headers: all, body });
      const text = await response.text();
      // Throttled: wait as asked (at most 10 s), three times, then report what came.
      if (response.status === 429 && attempt < 3) {
        const seconds = Math.min(10, Number(response.headers.get('retry-after') ?? 1) || 1);
        await new Promise((resolve) => setTimeout(resolve, seconds * 1000));
        continue;
      }
      let parsed: unknown = undefined;
      try {
        parsed = JSON.parse(text);
      } catch {
        parsed = undefined;
      }
      return { status: response.status, body: parsed, text };
    }
  };

  const secret =
    options.payloadSecret ??
    ((await (await fetch(`${api}/site-config.json`)).json()) as { payloadSecret: string })
      .payloadSecret;
  const login = async (): Promise<{ answer: Answer; token: string }> => {
    const body = encryptPayload(secret, {
      type: 'username',
      username: options.user,
      password: options.password,
    });
    const answer = await send(loginEndpoint, body);
    const token = (answer.body as { value?: { token?: string } } | null)?.value?.token ?? '';
    return { answer, token };
  };
  const first = await login();
  if (!first.token)
    throw new Error(
      `The test account could not log in: ${first.answer.status} ${short(first.answer.text, 200)}`,
    );
  const { token } = first;

  contract ??= collectContract();
  const { endpoints } = contract;
  const selected = endpoints.filter(({ value }) => {
    const name = `${value.method} ${value.path}`;
    return !options.only?.length || options.only.some((o) => o === name || o === value.path);
  });
  const results: EndpointResult[] = [];
  for (const { name, value: endpoint } of selected) {
    const operationId = operationIdOf(name);
    const label = `${endpoint.method} ${endpoint.path}`;
    const base = endpoint.body === 'encrypted' ? undefined : validRequestOf(endpoint);
    // A DELETE changes things too: only GETs are reads.
    const writes = endpoint.method !== 'GET';

    // Malformed requests: refused with a 4xx envelope, never a 5xx, never accepted.
    let malformed: Check;
    if (endpoint.body === 'encrypted') {
      const garbage = await send(endpoint, { iv: 'A'.repeat(24), data: 'not-sealed' }, { token });
      const sealed = await send(endpoint, encryptPayload(secret, { kitUnknownField: [1] }), {
        token,
      });
      const problem = checkRefusal(garbage) ?? checkRefusal(sealed);
      malformed = problem ? fail(`sealed garbage: ${problem}`) : pass('2 cases');
    } else if (endpoint.body === 'binary') {
      const problem = checkRefusal(await send(endpoint, undefined, { token, raw: '' }));
      malformed = problem ? fail(`empty body: ${problem}`) : pass('1 case');
    } else {
      const requests = malformedRequestsOf(endpoint, base, random, cases);
      malformed = requests.length
        ? pass(`${requests.length} cases`)
        : skip('its schema accepts every request the kit could make');
      for (const request of requests) {
        const problem = checkRefusal(
          await send(endpoint, request, {
            token,
            headers: endpoint.idempotent
              ? { [IDEMPOTENCY_HEADER]: `kit-malformed-${random()}`.slice(0, 40) }
              : {},
          }),
        );
        if (problem) {
          malformed = fail(`${short(JSON.stringify(request), 50)} → ${problem}`);
          break;
        }
      }
    }

    // Without a token: 401 where one is required.
    let auth: Check = none(endpoint.auth === 'optional' ? 'token optional' : 'public');
    if (endpoint.auth === 'token') {
      const problem = checkRefusal(await send(endpoint, base ?? {}, {}), 401);
      auth = problem ? fail(`without a token: ${problem}`) : pass();
    }

    // Idempotency: the key is required; the replay is checked on the transfer below.
    let idempotency: Check = none();
    if (endpoint.idempotent) {
      const problem = checkRefusal(await send(endpoint, base ?? {}, { token }));
      idempotency = problem
        ? fail(`without ${IDEMPOTENCY_HEADER}: ${problem}`)
        : skip(`key required; replay: ${whyNotExercised(operationId, endpoint)}`);
    }

    // A valid request: the documented shape.
    let valid: Check;
    if (operationId === 'login') valid = checkAnswer(endpoint, first.answer);
    else if (writes && !EXERCISED_WRITES.has(operationId))
      valid = skip(whyNotExercised(operationId, endpoint));
    else if (base === undefined || !acceptsRequest(endpoint, base))
      valid = skip('the kit cannot make a request its schema accepts');
    else if (operationId === 'logout') {
      // A second session of its own, ended, then refused.
      const other = await login();
      valid = checkAnswer(endpoint, await send(endpoint, base, { token: other.token }));
      const after = await send(consolidatedFundsEndpoint, {}, { token: other.token });
      if (valid.outcome === 'passed' && after.status !== 401)
        valid = fail(`the ended session still answers ${after.status}`);
    } else if (operationId === 'walletTransfer') {
      const replay = await checkTransferReplay(send, token);
      valid = replay.valid;
      idempotency = replay.idempotency;
    } else valid = checkAnswer(endpoint, await send(endpoint, base, { token }));

    results.push({ endpoint: label, operationId, valid, malformed, auth, idempotency });
  }
  return results;
};

type Send = (
  endpoint: Endpoint,
  request: unknown,
  options?: { token?: string; headers?: Record<string, string> },
) => Promise<Answer>;

/**
 * The idempotency replay on the wallet transfer: one unit moved twice with the same key answers
 * the same and moves once; it is then moved back.
 */
const checkTransferReplay = async (
  send: Send,
  token: string,
): Promise<{ valid: Check; idempotency: Check }> => {
  const fundsOf = async () =>
    (await send(consolidatedFundsEndpoint, {}, { token })).body as {
      value?: { wallets: { walletId: number | string; balance: number }[] };
    };
  const wallets = (await fundsOf()).value?.wallets ?? [];
  const from = wallets.find((wallet) => wallet.balance >= 1);
  const to = wallets.find((wallet) => wallet !== from);
  if (!from || !to) {
    const why = 'the test account needs two wallets and a balance';
    return { valid: skip(why), idempotency: skip(why) };
  }
  const request = { from: from.walletId, to: to.walletId, amount: 1 };
  const key = `kit-${Date.now()}-${Math.round(Math.random() * 1e9)}`;
  const once = await send(walletTransferEndpoint, request, {
    token,
    headers: { [IDEMPOTENCY_HEADER]: key },
  });
  const twice = await send(walletTransferEndpoint, request, {
    token,
    headers: { [IDEMPOTENCY_HEADER]: key },
  });
  const valid = checkAnswer(walletTransferEndpoint, once);
  const after = (await fundsOf()).value?.wallets.find(
    (wallet) => wallet.walletId === from.walletId,
  );
  let idempotency: Check = pass('same key: same answer, one movement');
  if (twice.status !== once.status || JSON.stringify(twice.body) !== JSON.stringify(once.body))
    idempotency = fail(`the same key answered ${twice.status} ${short(twice.text, 50)}`);
  else if (valid.outcome === 'passed' && once.status < 300 && after?.balance !== from.balance - 1)
    idempotency = fail(`moved ${from.balance - (after?.balance ?? 0)} for one transfer of 1`);
  if (once.status < 300) {
    const back = { from: to.walletId, to: from.walletId, amount: 1 };
    await send(walletTransferEndpoint, back, {
      token,
      headers: { [IDEMPOTENCY_HEADER]: `${key}-back` },
    });
  }
  return { valid, idempotency };
};
