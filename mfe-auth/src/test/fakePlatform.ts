import axios, { AxiosError, type AxiosInstance, type InternalAxiosRequestConfig } from 'axios';

/** What a fake route answers: an HTTP status with a body, or a dropped connection. */
export type FakeAnswer = { status: number; body: unknown } | 'network-error';

/** A fake platform route: gets the query parameters (GET) or the body, answers like the platform. */
export type FakeRoute = (
  params: Record<string, string>,
  body: unknown,
  headers: Record<string, unknown>,
) => FakeAnswer;

/** A successful platform envelope. */
export const ok = (value: unknown): FakeAnswer => ({ status: 200, body: { success: true, value } });

/** A platform refusal with its message and value. */
export const fail = (status: number, message: string, value: unknown = null): FakeAnswer => ({
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
): { http: AxiosInstance; calls: (path: string) => Array<Record<string, string>> } => {
  const mocks = new Map(Object.entries(routes).map(([path, route]) => [path, jest.fn(route)]));
  const http = axios.create({
    adapter: async (config: InternalAxiosRequestConfig) => {
      const route = mocks.get(config.url ?? '');
      const params = Object.fromEntries(
        Object.entries((config.params ?? {}) as Record<string, unknown>).map(([key, value]) => [
          key,
          String(value),
        ]),
      );
      const body: unknown =
        typeof config.data === 'string' && config.data.startsWith('{')
          ? JSON.parse(config.data)
          : config.data;
      const headers = Object.fromEntries(Object.entries(config.headers ?? {}));
      const answer: FakeAnswer = route
        ? route(params, body, headers)
        : fail(404, `No fake for ${config.url}`);
      if (answer === 'network-error') {
        throw new AxiosError('Network Error', AxiosError.ERR_NETWORK, config);
      }
      return { data: answer.body, status: answer.status, statusText: '', headers: {}, config };
    },
  });
  return {
    http,
    calls: (path) =>
      mocks
        .get(path)
        ?.mock.calls.map(([params, body]) => (body ?? params) as Record<string, string>) ?? [],
  };
};
