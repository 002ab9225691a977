import type { z } from 'zod/mini';

/** HTTP methods used by the platform. */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * One platform call: where it lives, what it takes and what its `value` holds.
 * The site and the reference platform both build from these definitions.
 */
export interface Endpoint<
  Req extends z.ZodMiniType = z.ZodMiniType,
  Res extends z.ZodMiniType = z.ZodMiniType,
> {
  readonly method: HttpMethod;
  readonly path: string;
  /** `none`: public; `token`: needs a session; `optional`: answers more with one. */
  readonly auth: 'none' | 'token' | 'optional';
  /** Query for GET and DELETE, body otherwise. */
  readonly request: Req;
  /** Schema of the envelope's `value`. */
  readonly response: Res;
  /**
   * `json` (default), `form` (urlencoded), `encrypted` (an {@link EncryptedBody}) or `binary`
   * (the request is a Blob sent as the raw body with its own type, for example an image).
   */
  readonly body?: 'json' | 'form' | 'encrypted' | 'binary';
  /**
   * With `body: 'encrypted'`: the schema of the payload sealed inside the body (what the platform
   * validates once it has opened it). Documentation and the conformance kit read it.
   */
  readonly payload?: z.ZodMiniType;
  /** Money-moving calls require an `Idempotency-Key` header. */
  readonly idempotent?: boolean;
  /**
   * The member centre's calls: refused to a trial (free-play) account with 403 and reason
   * `trial`, as the site closes the centre to them (SPEC section 6): their demo money is never
   * withdrawn, transferred or limited.
   */
  readonly registeredOnly?: boolean;
}

/** Defines an endpoint with its literal types kept. */
export const defineEndpoint = <Req extends z.ZodMiniType, Res extends z.ZodMiniType>(
  endpoint: Endpoint<Req, Res>,
): Endpoint<Req, Res> => endpoint;

/** Request input type of an endpoint. */
export type EndpointInput<E extends Endpoint> = z.input<E['request']>;
/** Parsed `value` type of an endpoint. */
export type EndpointValue<E extends Endpoint> = z.output<E['response']>;
