import { registry, toJSONSchema } from 'zod/mini';

import type { Endpoint } from '../../src/api/endpoint';
import { IDEMPOTENCY_HEADER, IDEMPOTENCY_KEY_PATTERN } from '../../src/api/wallet';
import { ENCRYPTED_PAYLOAD_MAX_AGE_MS } from '../../src/crypto/encryptedBody';
import { fieldIssueSchema } from '../../src/envelope';
import { CONTRACT_VERSION } from '../../src/version';
import {
  componentName,
  type Contract,
  type ContractExport,
  operationIdOf,
} from './collectContract';
import { encryptionSection, errorsSection, socketsSection } from './descriptions';

type Json = Record<string, unknown>;

const COMPONENT_PREFIX = '#/components/schemas/';

/** Messages of the two WebSockets: components no call refers to, kept for the description. */
const SOCKET_SCHEMAS = [
  'RealtimeClientMessage',
  'RealtimeServerMessage',
  'ChatClientMessage',
  'ChatServerMessage',
];

/** Tag of a module: `api/member/deposit` → `member/deposit`. */
const tagOf = (module: string): string => module.replace(/^api\//, '');

/** The first sentence of a comment, for an operation's summary. */
const firstSentence = (doc: string): string => {
  const flat = doc.replace(/\s+/g, ' ').trim();
  const end = flat.search(/\.(\s|$)/);
  const sentence = end > 0 ? flat.slice(0, end) : flat;
  return sentence.length > 120 ? `${sentence.slice(0, 117)}...` : sentence;
};

const ref = (name: string): Json => ({ $ref: `${COMPONENT_PREFIX}${name}` });

/**
 * Converts every named schema and every endpoint's request, response and sealed payload to JSON
 * Schema (2020-12, OpenAPI 3.1's dialect) in one pass, with zod's own converter: a named schema
 * becomes a component and every use of it a `$ref`.
 */
const convertSchemas = (contract: Contract) => {
  const names = registry<{ id: string }>();
  const nameOf = new Map<object, string>();
  const add = (schema: object, name: string) => {
    if (nameOf.has(schema)) return;
    nameOf.set(schema, name);
    names.add(schema as never, { id: name });
  };
  for (const { name, value } of contract.schemas) add(value, componentName(name));
  for (const { name, value } of contract.endpoints) {
    const id = componentName(operationIdOf(name));
    add(value.request, `${id}Request`);
    add(value.response, `${id}Value`);
    if (value.payload) add(value.payload, `${id}Payload`);
  }
  const converted = toJSONSchema(names as never, {
    target: 'draft-2020-12',
    // What travels on the wire is what the schemas read (their input), both ways.
    io: 'input',
    // A Blob (uploads) or a transform's result has no JSON Schema: described elsewhere.
    unrepresentable: 'any',
    cycles: 'ref',
    reused: 'inline',
    uri: (id: string) => `${COMPONENT_PREFIX}${id}`,
  }) as unknown as { schemas: Record<string, Json> };
  const components: Record<string, Json> = {};
  for (const [id, schema] of Object.entries(converted.schemas)) {
    // The dialect and id are the document's, not each component's.
    const rest = { ...schema };
    delete rest.$schema;
    delete rest.$id;
    components[id] = flattenSingleUnions(rest) as Json;
  }
  return { components, nameOf };
};

/** A `oneOf` or `anyOf` of one schema (a union of one option) is that schema. */
const flattenSingleUnions = (node: unknown): unknown => {
  if (Array.isArray(node)) return node.map(flattenSingleUnions);
  if (typeof node !== 'object' || node === null) return node;
  const entries = Object.entries(node).map(([key, value]) => [key, flattenSingleUnions(value)]);
  const object = Object.fromEntries(entries) as Json;
  for (const key of ['oneOf', 'anyOf']) {
    const options = object[key];
    if (Array.isArray(options) && options.length === 1) {
      const rest = { ...object };
      delete rest[key];
      return { ...rest, ...(options[0] as Json) };
    }
  }
  return object;
};

/** Follows `$ref`s to the schema a component stands for. */
const resolve = (components: Record<string, Json>, schema: Json): Json => {
  let current = schema;
  for (let hops = 0; hops < 10 && typeof current.$ref === 'string'; hops += 1) {
    const target = components[current.$ref.slice(COMPONENT_PREFIX.length)];
    if (!target) break;
    current = {
      ...target,
      ...Object.fromEntries(Object.entries(current).filter(([k]) => k !== '$ref')),
    };
  }
  return current;
};

const envelope = (success: boolean, value: Json, description: string): Json => ({
  type: 'object',
  description,
  required: success ? ['success', 'value'] : ['success', 'message'],
  properties: {
    success: { const: success },
    value,
    message: { type: 'string' },
  },
});

const jsonAnswer = (description: string, schema: Json, headers?: Json): Json => ({
  description,
  ...(headers ? { headers } : {}),
  content: { 'application/json': { schema } },
});

/** The refusal schemas (`value.reason`) of an endpoint's module, or of its folder's `common`. */
const refusalsOf = (contract: Contract, module: string): ContractExport<object>[] => {
  const folderCommon = `${module.replace(/\/[^/]+$/, '')}/common`;
  return contract.schemas.filter(
    (schema) =>
      (schema.module === module ||
        (module.split('/').length > 2 && schema.module === folderCommon)) &&
      /(Refusal|FailureValue)Schema$/.test(schema.name),
  );
};

/** The reason lists' comments (`*_REFUSAL_REASONS`) of the same modules, for the description. */
const reasonDocsOf = (contract: Contract, refusals: ContractExport<object>[]): string[] => {
  const modules = new Set(refusals.map((refusal) => refusal.module));
  return [...contract.constants.values()]
    .filter((constant) => modules.has(constant.module) && /_REFUSAL_REASONS$/.test(constant.name))
    .map((constant) => constant.doc)
    .filter(Boolean);
};

/** `anyOf` of several schemas, or the one schema. */
const anyOf = (schemas: Json[]): Json => (schemas.length === 1 ? schemas[0]! : { anyOf: schemas });

/** The shared error answers (401, 429, and a 400 and 4XX for calls without refusals of their own). */
const commonAnswers = (): Record<string, Json> => ({
  BadInput: jsonAnswer(
    'Refused: the request breaks its schema (`value` a FieldIssue naming the field).',
    envelope(false, anyOf([ref('FieldIssue'), { type: 'null' }]), 'Error envelope'),
  ),
  LoginRequired: jsonAnswer(
    'No live session: the token is missing, unknown or expired (message "Please log in"); the site opens its login.',
    envelope(false, { type: 'null' }, 'Error envelope'),
  ),
  Throttled: jsonAnswer(
    'Too many requests: ask again after `Retry-After` seconds.',
    envelope(false, {}, 'Error envelope'),
    { 'Retry-After': { schema: { type: 'integer', minimum: 1 } } },
  ),
  Refused: jsonAnswer(
    'Refused (403, 404, 409...): `message` says why.',
    envelope(false, {}, 'Error envelope'),
  ),
});

/** Names of the components a part of the document refers to, followed through components. */
const reachable = (from: unknown, components: Record<string, Json>): Set<string> => {
  const found = new Set<string>();
  const visit = (node: unknown): void => {
    if (Array.isArray(node)) return node.forEach(visit);
    if (typeof node !== 'object' || node === null) return;
    for (const [key, value] of Object.entries(node)) {
      if (key === '$ref' && typeof value === 'string' && value.startsWith(COMPONENT_PREFIX)) {
        const name = value.slice(COMPONENT_PREFIX.length);
        if (!found.has(name)) {
          found.add(name);
          visit(components[name]);
        }
      } else visit(value);
    }
  };
  visit(from);
  return found;
};

const operationOf = (
  contract: Contract,
  answers: Record<string, Json>,
  entry: ContractExport<Endpoint>,
  components: Record<string, Json>,
  nameOf: Map<object, string>,
): Json => {
  const endpoint = entry.value;
  const operationId = operationIdOf(entry.name);
  const readsQuery = endpoint.method === 'GET' || endpoint.method === 'DELETE';
  const requestRef = ref(nameOf.get(endpoint.request)!);
  const valueRef = ref(nameOf.get(endpoint.response)!);
  const parameters: Json[] = [];
  if (readsQuery) {
    const query = resolve(components, requestRef);
    const properties = query.properties as Record<string, Json> | undefined;
    if (query.type === 'object' && properties) {
      const required = new Set((query.required as string[] | undefined) ?? []);
      for (const [name, schema] of Object.entries(properties))
        parameters.push({ name, in: 'query', required: required.has(name), schema });
    } else {
      parameters.push({
        name: 'query',
        in: 'query',
        style: 'form',
        explode: true,
        schema: requestRef,
      });
    }
  }
  if (endpoint.idempotent) {
    parameters.push({ $ref: '#/components/parameters/IdempotencyKey' });
  }
  let requestBody: Json | undefined;
  if (!readsQuery) {
    switch (endpoint.body ?? 'json') {
      case 'encrypted': {
        const payload = endpoint.payload ? nameOf.get(endpoint.payload) : undefined;
        requestBody = {
          required: true,
          description: `Encrypted body (see "Encrypted bodies" above). The sealed payload is ${
            payload ? `\`${payload}\`` : 'described by the call'
          }.`,
          content: {
            'application/json': {
              schema: payload
                ? {
                    allOf: [requestRef],
                    properties: {
                      data: {
                        description: 'The sealed payload (decrypted: the JSON below).',
                        contentMediaType: 'application/json',
                        contentSchema: {
                          type: 'object',
                          required: ['payload', 'ts', 'nonce'],
                          properties: {
                            payload: ref(payload),
                            ts: { type: 'integer', description: 'When it was sealed (epoch ms).' },
                            nonce: { type: 'string', description: 'Random, single use.' },
                          },
                        },
                      },
                    },
                  }
                : requestRef,
            },
          },
        };
        break;
      }
      case 'form':
        requestBody = {
          required: true,
          content: { 'application/x-www-form-urlencoded': { schema: requestRef } },
        };
        break;
      case 'binary':
        requestBody = {
          required: true,
          description: "The image's bytes as the raw body, with its own Content-Type.",
          content: { 'image/*': { schema: { type: 'string', contentMediaType: 'image/*' } } },
        };
        break;
      default:
        requestBody = { required: true, content: { 'application/json': { schema: requestRef } } };
    }
  }
  const refusals = refusalsOf(contract, entry.module).map((refusal) => componentName(refusal.name));
  const area = refusals.join('Or');
  if (refusals.length > 0 && !answers[`${area}BadInput`]) {
    const refusalValue = anyOf([...refusals.map(ref), { type: 'null' }]);
    answers[`${area}BadInput`] = jsonAnswer(
      'Refused: the request breaks its schema (`value` a FieldIssue) or a rule of the call (`value.reason`).',
      envelope(
        false,
        anyOf([ref('FieldIssue'), ...refusals.map(ref), { type: 'null' }]),
        'Error envelope',
      ),
    );
    answers[`${area}Refused`] = jsonAnswer(
      [
        'Refused for a reason of the call (401, 403, 404, 409, 429...); `value.reason` names it.',
        ...reasonDocsOf(contract, refusalsOf(contract, entry.module)),
      ].join('\n\n'),
      envelope(false, refusalValue, 'Error envelope'),
    );
  }
  const answer = (name: string) => ({ $ref: `#/components/responses/${name}` });
  const responses: Json = {
    '200': jsonAnswer(
      'Done: `value` holds the answer.',
      envelope(true, valueRef, 'Success envelope'),
    ),
    '400': answer(refusals.length ? `${area}BadInput` : 'BadInput'),
    ...(endpoint.auth === 'none' ? {} : { '401': answer('LoginRequired') }),
    '429': answer('Throttled'),
    '4XX': answer(refusals.length ? `${area}Refused` : 'Refused'),
  };
  const summary = firstSentence(entry.doc) || `${endpoint.method} ${endpoint.path}`;
  return {
    operationId,
    summary,
    ...(entry.doc && entry.doc.replace(/\.$/, '') !== summary ? { description: entry.doc } : {}),
    tags: [tagOf(entry.module)],
    security:
      endpoint.auth === 'token'
        ? [{ bearerAuth: [] }]
        : endpoint.auth === 'optional'
          ? [{}, { bearerAuth: [] }]
          : [],
    ...(parameters.length ? { parameters } : {}),
    ...(requestBody ? { requestBody } : {}),
    responses,
    'x-auth': endpoint.auth,
    ...(endpoint.idempotent ? { 'x-idempotent': true } : {}),
    // A trial (free-play) account is refused with 403, reason `trial`.
    ...(endpoint.registeredOnly ? { 'x-registered-only': true } : {}),
  };
};

/** The OpenAPI 3.1 document of the contract. */
export const buildDocument = (contract: Contract): Json => {
  const { components, nameOf } = convertSchemas(contract);
  if (!nameOf.has(fieldIssueSchema)) throw new Error('fieldIssueSchema is not exported');
  const paths: Record<string, Json> = {};
  const answers = commonAnswers();
  const tags = new Set<string>();
  const sorted = [...contract.endpoints].sort(
    (a, b) =>
      a.value.path.localeCompare(b.value.path) || a.value.method.localeCompare(b.value.method),
  );
  for (const entry of sorted) {
    const { method, path } = entry.value;
    const operation = operationOf(contract, answers, entry, components, nameOf);
    tags.add(tagOf(entry.module));
    paths[path] = { ...paths[path], [method.toLowerCase()]: operation };
  }
  // Components no call refers to are left out, but for the sockets' messages (described above).
  const used = reachable([paths, answers, SOCKET_SCHEMAS.map(ref)], components);
  const schemas = Object.fromEntries(Object.entries(components).filter(([name]) => used.has(name)));
  return {
    openapi: '3.1.0',
    info: {
      title: 'Gaming site platform API',
      version: CONTRACT_VERSION,
      summary: 'The wire contract the site calls: what an operator platform implements.',
      description: [
        'Generated from the endpoint definitions of `shared-contracts` (`pnpm openapi`); do not edit by hand. ' +
          'Every answer is the envelope `{ success, value, message }`: `value` holds the answer when `success` is true; ' +
          '`message` the reason when it is false. docs/operator-guide.md explains what an operator implements.',
        encryptionSection(ENCRYPTED_PAYLOAD_MAX_AGE_MS),
        errorsSection(),
        `## Idempotency keys\n\nMoney calls (marked \`x-idempotent\`) need the \`${IDEMPOTENCY_HEADER}\` header (\`${IDEMPOTENCY_KEY_PATTERN.source}\`): the same key for the same member answers the first answer again and moves no money twice.`,
        "## Trial accounts\n\nCalls marked `x-registered-only` (the member centre's: profile, security, deposits, withdrawals, wallets, transfers, limits) refuse a trial (free-play) account with 403 and `value.reason` `trial`: its demo money is never withdrawn, transferred or limited.",
        socketsSection(contract),
      ].join('\n\n'),
      license: { name: 'Proprietary', identifier: 'LicenseRef-Proprietary' },
    },
    servers: [{ url: '/', description: "The platform's origin (the site's API origin)" }],
    tags: [...tags]
      .sort()
      .map((name) => ({ name, description: `Calls of \`shared-contracts/src/api/${name}.ts\`.` })),
    paths,
    components: {
      schemas,
      responses: answers,
      securitySchemes: {
        bearerAuth: {
          type: 'http',
          scheme: 'bearer',
          description: 'The session token of a login answer, as `Authorization: Bearer <token>`.',
        },
      },
      parameters: {
        IdempotencyKey: {
          name: IDEMPOTENCY_HEADER,
          in: 'header',
          required: true,
          description: 'One key per money movement; sending it again answers the first answer.',
          schema: { type: 'string', pattern: IDEMPOTENCY_KEY_PATTERN.source },
        },
      },
    },
  };
};
