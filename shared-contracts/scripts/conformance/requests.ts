import { toJSONSchema } from 'zod/mini';

import type { Endpoint } from '../../src/api/endpoint';

type Schema = Record<string, unknown>;

/** A seeded pseudo-random source (mulberry32): the same seed makes the same cases. */
export const randomSource = (seed: number) => {
  let state = seed >>> 0;
  return (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
};

/** JSON Schema of what a schema reads (its wire form). */
const jsonSchemaOf = (schema: object): Schema =>
  toJSONSchema(schema as never, {
    target: 'draft-2020-12',
    io: 'input',
    unrepresentable: 'any',
    cycles: 'ref',
  }) as Schema;

const resolver = (root: Schema) => {
  const defs = (root.$defs ?? {}) as Record<string, Schema>;
  return (schema: Schema): Schema => {
    let current = schema;
    for (let hops = 0; hops < 10 && typeof current.$ref === 'string'; hops += 1) {
      const target = current.$ref === '#' ? root : defs[current.$ref.replace('#/$defs/', '')];
      if (!target) break;
      current = target;
    }
    return current;
  };
};

const sampleString = (schema: Schema): string => {
  const format = schema.format as string | undefined;
  if (format === 'email') return 'kit@example.com';
  if (format === 'date-time') return new Date(0).toISOString();
  if (format === 'date') return '2026-01-01';
  if (format === 'uri' || format === 'url') return 'https://example.com/';
  const min = Math.max(1, Number(schema.minLength ?? 1));
  const pattern = String(schema.pattern ?? '');
  const digits = /\\d|\[0-9\]/.test(pattern) && !/[a-z]-[a-z]/i.test(pattern);
  return (digits ? '1' : 'a').repeat(min);
};

const sampleNumber = (schema: Schema): number => {
  const low =
    typeof schema.minimum === 'number'
      ? schema.minimum
      : typeof schema.exclusiveMinimum === 'number'
        ? schema.exclusiveMinimum + 1
        : 1;
  const high = typeof schema.maximum === 'number' ? schema.maximum : Number.MAX_SAFE_INTEGER;
  return Math.min(Math.max(low, 1), high);
};

/** The smallest value a JSON Schema accepts, as far as the kit can tell (only required fields). */
const sampleOf = (schema: Schema, resolve: (s: Schema) => Schema, depth = 0): unknown => {
  const s = resolve(schema);
  if (depth > 8) return null;
  if ('const' in s) return s.const;
  if (Array.isArray(s.enum)) return s.enum[0];
  const options = (s.anyOf ?? s.oneOf) as Schema[] | undefined;
  if (options?.length) return sampleOf(options[0]!, resolve, depth + 1);
  if (Array.isArray(s.allOf)) {
    return Object.assign(
      {},
      ...s.allOf.map((part) => sampleOf(part as Schema, resolve, depth + 1)),
    );
  }
  switch (Array.isArray(s.type) ? s.type[0] : s.type) {
    case 'object': {
      const properties = (s.properties ?? {}) as Record<string, Schema>;
      const required = (s.required ?? []) as string[];
      return Object.fromEntries(
        required.map((key) => [key, sampleOf(properties[key] ?? {}, resolve, depth + 1)]),
      );
    }
    case 'array': {
      const count = Number(s.minItems ?? 0);
      return Array.from({ length: count }, () =>
        sampleOf((s.items ?? {}) as Schema, resolve, depth + 1),
      );
    }
    case 'string':
      return sampleString(s);
    case 'integer':
    case 'number':
      return sampleNumber(s);
    case 'boolean':
      return false;
    case 'null':
      return null;
    default:
      return s.default ?? null;
  }
};

/** What a query reaches the server as: every value a string (repeated keys for lists). */
export const toQueryWire = (value: unknown): Record<string, string | string[]> => {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return {};
  return Object.fromEntries(
    Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .map(([k, v]) => [
        k,
        Array.isArray(v)
          ? v.map((item) => (typeof item === 'object' ? JSON.stringify(item) : String(item)))
          : typeof v === 'object' && v !== null
            ? JSON.stringify(v)
            : String(v),
      ]),
  );
};

export const readsQuery = (endpoint: Endpoint): boolean =>
  endpoint.method === 'GET' || endpoint.method === 'DELETE';

/** What the endpoint's schema sees of a request as sent: the query's strings, or the body. */
const wireOf = (endpoint: Endpoint, request: unknown): unknown =>
  readsQuery(endpoint) ? toQueryWire(request) : request;

export const acceptsRequest = (endpoint: Endpoint, request: unknown): boolean =>
  endpoint.request.safeParse(wireOf(endpoint, request)).success;

/** A request the endpoint's own schema accepts, or undefined when the kit cannot make one. */
export const validRequestOf = (endpoint: Endpoint, schema = endpoint.request): unknown => {
  const json = jsonSchemaOf(schema);
  const candidates = [sampleOf(json, resolver(json)), {}];
  return candidates.find((candidate) => acceptsRequest(endpoint, candidate));
};

const wrongValuesFor = (schema: Schema, query: boolean): unknown[] => {
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  const values: unknown[] = [];
  if (typeof schema.maxLength === 'number') values.push('x'.repeat(schema.maxLength + 1));
  if (typeof schema.maximum === 'number') values.push(schema.maximum * 10 + 1);
  if (typeof schema.minimum === 'number') values.push(schema.minimum - 1);
  if (Array.isArray(schema.enum) || 'const' in schema) values.push('not-a-value');
  if (type === 'number' || type === 'integer') values.push(query ? 'abc' : '12', 1.5);
  if (type === 'string') values.push(query ? '' : 12345);
  if (type === 'boolean') values.push(query ? 'maybe' : 'yes');
  if (type === 'array') values.push(query ? '' : 'not-a-list');
  if (type === 'object') values.push(query ? 'x' : [1]);
  values.push(query ? '%' : { nested: [[]] });
  return values;
};

/**
 * Requests the endpoint's schema refuses, made from a valid one by one change each (a field
 * dropped, of the wrong type, out of bounds, unknown, or a body that is not an object), shuffled
 * with the seed: at most `count` of them.
 */
export const malformedRequestsOf = (
  endpoint: Endpoint,
  base: unknown,
  random: () => number,
  count: number,
): unknown[] => {
  const query = readsQuery(endpoint);
  const json = jsonSchemaOf(endpoint.request);
  const resolve = resolver(json);
  const root = resolve(json);
  const start = (typeof base === 'object' && base !== null ? base : {}) as Record<string, unknown>;
  const candidates: unknown[] = [];
  const properties = (root.properties ?? {}) as Record<string, Schema>;
  for (const key of (root.required ?? []) as string[]) {
    const copy = { ...start };
    delete copy[key];
    candidates.push(copy);
  }
  for (const [key, schema] of Object.entries(properties)) {
    for (const wrong of wrongValuesFor(resolve(schema), query))
      candidates.push({ ...start, [key]: wrong });
  }
  candidates.push({ ...start, kitUnknownField: 1 });
  if (!query) candidates.push([], 'text', null, 7);
  const refused = candidates.filter((candidate) => !acceptsRequest(endpoint, candidate));
  for (let i = refused.length - 1; i > 0; i -= 1) {
    const j = Math.floor(random() * (i + 1));
    [refused[i], refused[j]] = [refused[j], refused[i]];
  }
  return refused.slice(0, count);
};
