import { readFileSync } from 'node:fs';

import * as agent from '../../src/entries/agent';
import * as lottery from '../../src/entries/lottery';
import * as member from '../../src/entries/member';
import * as index from '../../src/index';
import { isEndpoint } from './collectContract';
import { OPENAPI_FILE, renderDocument } from './write';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

/** Every endpoint the package's entries export: what the site can call. */
const exported = Object.entries({ ...index, ...agent, ...lottery, ...member } as Record<
  string,
  unknown
>).filter((entry): entry is [string, index.Endpoint] => isEndpoint(entry[1]));
const committed = readFileSync(OPENAPI_FILE, 'utf8');
const document = JSON.parse(committed) as Json;
const operationOf = (endpoint: index.Endpoint): Json | undefined =>
  document.paths[endpoint.path]?.[endpoint.method.toLowerCase()];

describe('docs/api/openapi.json', () => {
  it('is the document the contract generates now (run pnpm openapi after a contract change)', () => {
    expect(committed === renderDocument()).toBe(true);
  });

  it('has every endpoint of the contract, and no other', () => {
    expect(exported.length).toBeGreaterThan(150);
    const missing = exported
      .filter(([, endpoint]) => !operationOf(endpoint))
      .map(([name, e]) => `${name}: ${e.method} ${e.path}`);
    expect(missing).toEqual([]);
    const operations = Object.values(document.paths as Json).flatMap((item) => Object.keys(item));
    expect(operations).toHaveLength(new Set(exported.map(([, e]) => `${e.method} ${e.path}`)).size);
  });

  it('says which calls need the token, and which the idempotency key', () => {
    for (const [name, endpoint] of exported) {
      const operation = operationOf(endpoint)!;
      const bearer = JSON.stringify(operation.security).includes('bearerAuth');
      expect([name, bearer]).toEqual([name, endpoint.auth !== 'none']);
      expect([name, Boolean(operation.responses['401'])]).toEqual([name, endpoint.auth !== 'none']);
      const keyed = JSON.stringify(operation.parameters ?? []).includes('IdempotencyKey');
      expect([name, keyed]).toEqual([name, Boolean(endpoint.idempotent)]);
    }
    expect(document.components.parameters.IdempotencyKey.name).toBe('Idempotency-Key');
  });

  it('describes an encrypted body with the schema of its sealed payload', () => {
    const encrypted = exported.filter(([, endpoint]) => endpoint.body === 'encrypted');
    expect(encrypted.length).toBeGreaterThanOrEqual(7);
    for (const [name, endpoint] of encrypted) {
      const schema = operationOf(endpoint)!.requestBody.content['application/json'].schema;
      expect([name, schema.allOf[0].$ref]).toEqual([name, '#/components/schemas/EncryptedBody']);
      expect(schema.properties.data.contentSchema.properties.payload.$ref).toMatch(/Payload$/);
    }
    expect(document.info.description).toContain('AES-256-CBC');
  });

  it('wraps answers in the envelope and names the reason codes of refusals', () => {
    const login = operationOf(index.loginEndpoint)!;
    expect(login.responses['200'].content['application/json'].schema.properties.value).toEqual({
      $ref: '#/components/schemas/LoginResult',
    });
    const refused = document.components.responses[login.responses['4XX'].$ref.split('/').pop()];
    expect(JSON.stringify(refused)).toContain('LoginFailureValue');
    expect(document.components.schemas.LoginFailureValue.properties.reason.enum).toContain(
      'wrongCredentials',
    );
    expect(document.info.description).toContain('/wps/ws');
  });
});
