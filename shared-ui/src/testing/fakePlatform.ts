import axios, { AxiosError, type AxiosInstance, type InternalAxiosRequestConfig } from 'axios';

/** What a fake route answers: an HTTP status with a body, or a dropped connection. */
export type FakeAnswer = { status: number; body: unknown } | 'network-error';

/** How a request came: its method and headers. */
export interface FakeRequest {
  method: string;
  headers: Record<string, unknown>;
}

/** A fake platform route: gets the query parameters, the body and the request, answers. */
export type FakeRoute = (
  params: Record<string, string>,
  body: unknown,
  request: FakeRequest,
) => FakeAnswer;

/** A successful platform envelope. */
export const ok = (value: unknown): FakeAnswer => ({ status: 200, body: { success: true, value } });

/** A platform refusal with its message (and value, such as a captcha flag). */
export const fail = (status: number, message: string, value: unknown = null): FakeAnswer => ({
  status,
  body: { success: false, message, value },
});

/** A fake platform behind a real axios instance, and what was sent to it. */
export interface FakeHttp {
  http: AxiosInstance;
  /** Body (or, without one, query parameters) of every call to a path. */
  calls: (path: string) => Array<Record<string, string>>;
  /** Body of every call to a path. */
  bodies: (path: string) => unknown[];
}

const parseBody = (data: unknown): unknown =>
  typeof data === 'string' && /^\s*[[{]/.test(data) ? JSON.parse(data) : data;

/**
 * An axios instance whose adapter answers from `routes` by path, so tests exercise the real
 * platform client (envelope checks, schemas, errors) without a network. Each route is a jest
 * mock, so tests can read what was sent.
 */
export const createFakeHttp = (routes: Record<string, FakeRoute>): FakeHttp => {
  const mocks = new Map(Object.entries(routes).map(([path, route]) => [path, jest.fn(route)]));
  const http = axios.create({
    adapter: async (config: InternalAxiosRequestConfig) => {
      // Paths only: a client built with a base URL asks for it in full.
      const url = (config.url ?? '').replace(/^https?:\/\/[^/]+/, '');
      const route = mocks.get(url);
      const params = Object.fromEntries(
        // Like axios on the wire: parameters without a value are left out.
        Object.entries((config.params ?? {}) as Record<string, unknown>)
          .filter(([, value]) => value !== undefined && value !== null)
          .map(([key, value]) => [key, String(value)]),
      );
      const request: FakeRequest = {
        method: (config.method ?? 'get').toUpperCase(),
        headers: Object.fromEntries(Object.entries(config.headers ?? {})),
      };
      const answer: FakeAnswer = route
        ? route(params, parseBody(config.data), request)
        : fail(404, `No fake for ${url}`);
      if (answer === 'network-error') {
        throw new AxiosError('Network Error', AxiosError.ERR_NETWORK, config);
      }
      return { data: answer.body, status: answer.status, statusText: '', headers: {}, config };
    },
  });
  const callsOf = (path: string) => mocks.get(path)?.mock.calls ?? [];
  return {
    http,
    calls: (path) =>
      callsOf(path).map(([params, body]) => (body ?? params) as Record<string, string>),
    bodies: (path) => callsOf(path).map(([, body]) => body),
  };
};

/**
 * Puts the fake platform behind every axios instance created from now on, for code that builds
 * its own client (an exposed module given nothing but the host). Returns the calls made and a
 * function that puts the real adapter back.
 */
export const installFakePlatform = (
  routes: Record<string, FakeRoute>,
): Omit<FakeHttp, 'http'> & { restore: () => void } => {
  const { http, calls, bodies } = createFakeHttp(routes);
  const previous = axios.defaults.adapter;
  axios.defaults.adapter = http.defaults.adapter;
  return {
    calls,
    bodies,
    restore: () => {
      axios.defaults.adapter = previous;
    },
  };
};
