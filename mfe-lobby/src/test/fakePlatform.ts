import axios, { AxiosError, type AxiosInstance, type InternalAxiosRequestConfig } from 'axios';

/** What a fake route answers: an HTTP status with a body, or a dropped connection. */
export type FakeAnswer = { status: number; body: unknown } | 'network-error';

/** A fake platform route: gets the query parameters and body, answers like the platform would. */
export type FakeRoute = (
  params: Record<string, string>,
  body: unknown,
  method: string,
) => FakeAnswer;

/** A successful platform envelope. */
export const ok = (value: unknown): FakeAnswer => ({ status: 200, body: { success: true, value } });

/** A platform refusal with its message. */
export const fail = (status: number, message: string, value?: unknown): FakeAnswer => ({
  status,
  body: { success: false, message, value },
});

/**
 * An axios instance whose adapter answers from `routes` by path, so tests exercise the real
 * platform client (envelope checks, schemas, errors) without a network. Each route is a jest
 * mock, so tests can read which parameters were sent.
 */
export const createFakeHttp = (
  routes: Record<string, FakeRoute>,
): {
  http: AxiosInstance;
  calls: (path: string) => Array<Record<string, string>>;
  bodies: (path: string) => unknown[];
} => {
  const mocks = new Map(Object.entries(routes).map(([path, route]) => [path, jest.fn(route)]));
  const http = axios.create({
    adapter: async (config: InternalAxiosRequestConfig) => {
      const route = mocks.get(config.url ?? '');
      const params = Object.fromEntries(
        // Like axios on the wire: parameters without a value are left out.
        Object.entries((config.params ?? {}) as Record<string, unknown>)
          .filter(([, value]) => value !== undefined && value !== null)
          .map(([key, value]) => [key, String(value)]),
      );
      const body: unknown = typeof config.data === 'string' ? JSON.parse(config.data) : config.data;
      const method = (config.method ?? 'get').toUpperCase();
      const answer: FakeAnswer = route
        ? route(params, body, method)
        : fail(404, `No fake for ${config.url}`);
      if (answer === 'network-error') {
        throw new AxiosError('Network Error', AxiosError.ERR_NETWORK, config);
      }
      return { data: answer.body, status: answer.status, statusText: '', headers: {}, config };
    },
  });
  return {
    http,
    calls: (path) => mocks.get(path)?.mock.calls.map(([params]) => params) ?? [],
    bodies: (path) => mocks.get(path)?.mock.calls.map(([, body]) => body) ?? [],
  };
};
