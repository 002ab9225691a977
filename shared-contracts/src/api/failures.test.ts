import axios, { type AxiosAdapter } from 'axios';

import { createPlatformClient, PlatformError, retryAfterMsOf } from './client';
import {
  endsSession,
  failureKindOf,
  isTransient,
  MAX_RETRY_DELAY_MS,
  retryDelayOf,
  shouldRetryRead,
} from './failures';
import { memberInfoEndpoint } from './session';

/** A client whose every call gets this answer (or a dropped connection). */
const clientAnswering = (
  answer: { status: number; data: unknown; headers?: Record<string, string> } | 'network',
) => {
  const adapter: AxiosAdapter = async (config) => {
    if (answer === 'network') throw new axios.AxiosError('Network Error', 'ERR_NETWORK', config);
    return {
      data: answer.data,
      status: answer.status,
      statusText: '',
      headers: answer.headers ?? {},
      config,
    };
  };
  return createPlatformClient({
    baseUrl: '',
    getToken: () => 'tok',
    http: axios.create({ adapter }),
  });
};

/** The error a call with this answer fails with. */
const failureOf = async (answer: Parameters<typeof clientAnswering>[0]): Promise<PlatformError> => {
  const error: unknown = await clientAnswering(answer)
    .call(memberInfoEndpoint, {})
    .then(
      () => null,
      (caught: unknown) => caught,
    );
  if (!(error instanceof PlatformError)) throw new Error('the call did not fail');
  return error;
};

const refusal = (message: string) => ({ success: false, message, value: null });

test("only the platform's own 401 ends a session", async () => {
  const ended = await failureOf({ status: 401, data: refusal('Please log in') });
  expect(failureKindOf(ended)).toBe('sessionEnded');
  expect(endsSession(ended)).toBe(true);

  // A proxy's or gateway's 401 page is not the platform speaking.
  const proxy = await failureOf({ status: 401, data: '<html>Unauthorized</html>' });
  expect(failureKindOf(proxy)).toBe('refused');
  expect(endsSession(proxy)).toBe(false);
});

test('a 429 is throttled, from the platform or from a proxy, and carries its Retry-After', async () => {
  const platform = await failureOf({
    status: 429,
    data: refusal('Too many requests'),
    headers: { 'retry-after': '3' },
  });
  expect(failureKindOf(platform)).toBe('throttled');
  expect(platform.details.retryAfterMs).toBe(3000);
  expect(endsSession(platform)).toBe(false);
  expect(isTransient(platform)).toBe(true);

  const proxy = await failureOf({ status: 429, data: 'Too Many Requests' });
  expect(failureKindOf(proxy)).toBe('throttled');
  expect(proxy.details.retryAfterMs).toBeUndefined();
});

test('no answer and server faults are unavailable, never an ended session', async () => {
  for (const answer of [
    'network' as const,
    { status: 502, data: '<html>Bad gateway</html>' },
    { status: 503, data: refusal('Down for a moment') },
    { status: 500, data: refusal('Internal error') },
    { status: 408, data: '' },
  ]) {
    const error = await failureOf(answer);
    expect(failureKindOf(error)).toBe('unavailable');
    expect(endsSession(error)).toBe(false);
    expect(isTransient(error)).toBe(true);
  }
});

test('other refusals and broken answers are final', async () => {
  const forbidden = await failureOf({ status: 403, data: refusal('Region blocked') });
  expect(failureKindOf(forbidden)).toBe('refused');
  expect(isTransient(forbidden)).toBe(false);
  const broken = await failureOf({ status: 200, data: { success: true, value: { nope: 1 } } });
  expect(failureKindOf(broken)).toBe('unexpected');
  expect(failureKindOf(new Error('a bug'))).toBe('unexpected');
});

test('reads retry a 429 five times, no answer three times, a refusal never', () => {
  const throttled = new PlatformError('slow down', 429, 'platform', null, { enveloped: true });
  const offline = new PlatformError('Network Error', 0, 'network');
  const refused = new PlatformError('no', 400, 'platform', null, { enveloped: true });
  const ended = new PlatformError('Please log in', 401, 'platform', null, { enveloped: true });
  expect([0, 1, 2, 3, 4, 5].map((count) => shouldRetryRead(count, throttled))).toEqual([
    true,
    true,
    true,
    true,
    true,
    false,
  ]);
  expect([0, 1, 2, 3].map((count) => shouldRetryRead(count, offline))).toEqual([
    true,
    true,
    true,
    false,
  ]);
  expect(shouldRetryRead(0, refused)).toBe(false);
  expect(shouldRetryRead(0, ended)).toBe(false);
});

test('the next try waits for Retry-After, else backs off, capped and spread', () => {
  const asked = new PlatformError('slow down', 429, 'platform', null, { retryAfterMs: 3000 });
  const silent = new PlatformError('Network Error', 0, 'network');
  const none = () => 0;
  const most = () => 1;
  expect(retryDelayOf(0, asked, none)).toBe(3000);
  expect(retryDelayOf(4, asked, none)).toBe(3000);
  expect(retryDelayOf(0, asked, most)).toBe(3600);
  expect([0, 1, 2].map((attempt) => retryDelayOf(attempt, silent, none))).toEqual([
    1000, 2000, 4000,
  ]);
  expect(retryDelayOf(10, silent, none)).toBe(MAX_RETRY_DELAY_MS);
  const tooLong = new PlatformError('later', 429, 'platform', null, { retryAfterMs: 600_000 });
  expect(retryDelayOf(0, tooLong, none)).toBe(MAX_RETRY_DELAY_MS);
});

test('Retry-After is read in seconds or as a date', () => {
  const now = Date.parse('2026-01-01T00:00:00Z');
  expect(retryAfterMsOf('2', now)).toBe(2000);
  expect(retryAfterMsOf('Thu, 01 Jan 2026 00:00:05 GMT', now)).toBe(5000);
  expect(retryAfterMsOf('soon', now)).toBeUndefined();
  expect(retryAfterMsOf(undefined, now)).toBeUndefined();
});
