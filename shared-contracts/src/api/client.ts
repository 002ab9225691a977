import axios, { type AxiosInstance, isAxiosError } from 'axios';

import { looseEnvelopeSchema } from '../envelope';
import type { Endpoint, EndpointInput, EndpointValue } from './endpoint';
import { IDEMPOTENCY_HEADER } from './wallet';

/** A failed platform call, carrying the platform's message and HTTP status. */
export class PlatformError extends Error {
  override readonly name = 'PlatformError';
  constructor(
    message: string,
    /** HTTP status, or 0 when the network failed. */
    readonly status: number,
    /** `network` (no answer), `platform` (success false), `contract` (answer of the wrong shape). */
    readonly kind: 'network' | 'platform' | 'contract',
    /** The envelope's value on failure (for example the login captcha flag). */
    readonly value?: unknown,
    /** What else the answer said: see {@link PlatformErrorDetails}. */
    readonly details: PlatformErrorDetails = {},
  ) {
    super(message);
  }
}

/** What a failed answer said besides its status (read by `./failures`). */
export interface PlatformErrorDetails {
  /**
   * Whether the answer was the platform's envelope (`success: false`); false for a proxy's page
   * or an empty body. Unset on errors made elsewhere (tests, the early requests).
   */
  readonly enveloped?: boolean;
  /** The answer's `Retry-After`, in milliseconds (429 and 503). */
  readonly retryAfterMs?: number;
}

/** A `Retry-After` header (seconds or an HTTP date) in milliseconds; undefined when absent. */
export const retryAfterMsOf = (header: unknown, now = Date.now()): number | undefined => {
  if (typeof header !== 'string' || header.trim() === '') return undefined;
  const seconds = Number(header);
  if (Number.isFinite(seconds)) return Math.max(0, seconds * 1000);
  const date = Date.parse(header);
  return Number.isNaN(date) ? undefined : Math.max(0, date - now);
};

const headerOf = (headers: unknown, name: string): unknown => {
  if (typeof headers !== 'object' || headers === null) return undefined;
  const get = (headers as { get?: unknown }).get;
  if (typeof get === 'function') return (get as (n: string) => unknown).call(headers, name);
  return (headers as Record<string, unknown>)[name];
};

/** Options of the platform client. */
export interface PlatformClientOptions {
  /** Base URL of the platform API, '' for the same origin. */
  baseUrl: string;
  /** Reads the current session token. */
  getToken?: () => string | null;
  /** Reads the current language (sent as the Language header). */
  getLanguage?: () => string;
  /** Timeout of one call in milliseconds. */
  timeoutMs?: number;
  /** A prepared axios instance (tests). */
  http?: AxiosInstance;
}

/** Per-call options. */
export interface CallOptions {
  signal?: AbortSignal;
  /** Required by money-moving endpoints. */
  idempotencyKey?: string;
  /**
   * Headers of this one call, such as free play's device headers (SPEC section 7). The
   * client's own headers (token, language, idempotency key) take precedence.
   */
  headers?: Readonly<Record<string, string>>;
}

/** A typed client for the platform contract. */
export interface PlatformClient {
  call<E extends Endpoint>(
    endpoint: E,
    input: EndpointInput<E>,
    options?: CallOptions,
  ): Promise<EndpointValue<E>>;
}

const messageOf = (data: unknown): string | undefined =>
  typeof data === 'object' && data !== null && 'message' in data && typeof data.message === 'string'
    ? data.message
    : undefined;

/**
 * Creates the platform client: validates the request with the endpoint's schema, sends it,
 * checks the envelope's `success` flag and parses `value` with the response schema.
 */
export const createPlatformClient = (options: PlatformClientOptions): PlatformClient => {
  const http =
    options.http ??
    axios.create({ baseURL: options.baseUrl, timeout: options.timeoutMs ?? 20_000 });
  return {
    async call(endpoint, input, callOptions = {}) {
      const request = endpoint.request.safeParse(input);
      if (!request.success) {
        throw new PlatformError(
          request.error.issues[0]?.message ?? 'Invalid request',
          400,
          'contract',
        );
      }
      const headers: Record<string, string> = { ...callOptions.headers };
      const token = options.getToken?.();
      if (token) headers.Authorization = `Bearer ${token}`;
      const language = options.getLanguage?.();
      if (language) headers.Language = language;
      if (endpoint.idempotent) {
        if (!callOptions.idempotencyKey)
          throw new PlatformError('Missing idempotency key', 400, 'contract');
        headers[IDEMPOTENCY_HEADER] = callOptions.idempotencyKey;
      }
      const isQuery = endpoint.method === 'GET' || endpoint.method === 'DELETE';
      let data: unknown = isQuery ? undefined : request.data;
      if (endpoint.body === 'form') {
        data = new URLSearchParams(request.data as Record<string, string>).toString();
        headers['Content-Type'] = 'application/x-www-form-urlencoded';
      }
      if (endpoint.body === 'binary') {
        const blob = request.data as Blob;
        headers['Content-Type'] = blob.type || 'application/octet-stream';
      }
      let body: unknown;
      try {
        const response = await http.request({
          url: endpoint.path,
          method: endpoint.method,
          params: isQuery ? request.data : undefined,
          data,
          headers,
          signal: callOptions.signal,
          validateStatus: () => true,
        });
        body = response.data;
        const retryAfterMs = retryAfterMsOf(headerOf(response.headers, 'retry-after'));
        const envelope = looseEnvelopeSchema.safeParse(body);
        if (!envelope.success) {
          throw new PlatformError(
            messageOf(body) ?? `Unexpected answer (${response.status})`,
            response.status,
            response.status >= 400 ? 'platform' : 'contract',
            undefined,
            { enveloped: false, retryAfterMs },
          );
        }
        if (!envelope.data.success) {
          throw new PlatformError(
            envelope.data.message ?? 'Request failed',
            response.status,
            'platform',
            envelope.data.value,
            { enveloped: true, retryAfterMs },
          );
        }
        const value = endpoint.response.safeParse(envelope.data.value ?? null);
        if (!value.success) {
          throw new PlatformError(
            `Unexpected answer from ${endpoint.path}`,
            response.status,
            'contract',
          );
        }
        return value.data as EndpointValue<typeof endpoint>;
      } catch (error) {
        if (error instanceof PlatformError) throw error;
        if (isAxiosError(error) || error instanceof Error) {
          throw new PlatformError(error.message, 0, 'network');
        }
        throw error;
      }
    },
  };
};
