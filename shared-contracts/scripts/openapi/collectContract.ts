import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

import ts from 'typescript';

import type { Endpoint } from '../../src/api/endpoint';

/** The contract's source folder. */
export const CONTRACT_SRC = path.resolve(__dirname, '../../src');

/** `loginPayloadSchema` → `LoginPayload`: component names of the exported schemas. */
export const componentName = (exportName: string): string => {
  const bare = exportName.replace(/Schema$/, '');
  return bare.charAt(0).toUpperCase() + bare.slice(1);
};

/** `loginEndpoint` → `login`. */
export const operationIdOf = (exportName: string): string => exportName.replace(/Endpoint$/, '');

/** One exported value of a contract module, with the comment above its declaration. */
export interface ContractExport<T = unknown> {
  /** Export name, e.g. `loginEndpoint`. */
  name: string;
  /** Module, relative to `src/` without its extension, e.g. `api/member/deposit`. */
  module: string;
  value: T;
  /** Its JSDoc text (tags and `{@link}` braces removed), '' when it has none. */
  doc: string;
}

/** Everything the document is made of, read from the contract's modules. */
export interface Contract {
  endpoints: ContractExport<Endpoint>[];
  /** Every exported zod schema (the document's named components). */
  schemas: ContractExport<object>[];
  /** Exported constants that are not schemas (paths, reason lists), by name. */
  constants: Map<string, ContractExport>;
}

export const isEndpoint = (value: unknown): value is Endpoint =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as Endpoint).method === 'string' &&
  typeof (value as Endpoint).path === 'string' &&
  typeof (value as Endpoint).auth === 'string' &&
  isSchema((value as Endpoint).request) &&
  isSchema((value as Endpoint).response);

export const isSchema = (value: unknown): value is object =>
  typeof value === 'object' && value !== null && '_zod' in value;

/** Modules holding the contract's values: every source file but tests, indexes and entries. */
const contractModules = (dir = CONTRACT_SRC): string[] =>
  readdirSync(dir, { withFileTypes: true })
    .flatMap((entry) => {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) return entry.name === 'entries' ? [] : contractModules(full);
      return /\.ts$/.test(entry.name) && !/\.test\.ts$|^index\.ts$/.test(entry.name) ? [full] : [];
    })
    .sort();

const cleanDoc = (text: string): string =>
  text
    .replace(/^\/\*\*|\*\/$/g, '')
    .split('\n')
    .map((line) => line.replace(/^\s*\* ?/, ''))
    .join('\n')
    .replace(/\{@link\s+([^}\s|]+)(?:\s*\|\s*([^}]+))?\}/g, (_, target, label) => label ?? target)
    .trim();

/** The JSDoc of every exported `const` of a file, by name. */
const docsOf = (file: string): Map<string, string> => {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest);
  const docs = new Map<string, string>();
  for (const statement of source.statements) {
    if (!ts.isVariableStatement(statement)) continue;
    const exported = statement.modifiers?.some((m) => m.kind === ts.SyntaxKind.ExportKeyword);
    if (!exported) continue;
    const comments = ts.getLeadingCommentRanges(source.text, statement.pos) ?? [];
    const jsDoc = comments
      .map((range) => source.text.slice(range.pos, range.end))
      .filter((text) => text.startsWith('/**'))
      .pop();
    for (const declaration of statement.declarationList.declarations) {
      if (ts.isIdentifier(declaration.name))
        docs.set(declaration.name.text, jsDoc ? cleanDoc(jsDoc) : '');
    }
  }
  return docs;
};

/**
 * Loads every module of the contract and sorts its exports into endpoints, schemas and other
 * constants. A value exported twice (a re-export) keeps its first module.
 */
export const collectContract = (): Contract => {
  // The index first: it configures zod before any schema is made.
  require('../../src/index'); // eslint-disable-line @typescript-eslint/no-require-imports
  const endpoints: ContractExport<Endpoint>[] = [];
  const schemas: ContractExport<object>[] = [];
  const constants = new Map<string, ContractExport>();
  const seen = new Set<unknown>();
  for (const file of contractModules()) {
    const module = path.relative(CONTRACT_SRC, file).replace(/\\/g, '/').replace(/\.ts$/, '');
    // Each module on its own (not the index) to know where each value is declared.
    const exports = require(file) as Record<string, unknown>; // eslint-disable-line @typescript-eslint/no-require-imports
    const docs = docsOf(file);
    for (const [name, value] of Object.entries(exports)) {
      if (seen.has(value) || !docs.has(name)) continue;
      const entry = { name, module, value, doc: docs.get(name) ?? '' };
      if (isEndpoint(value)) endpoints.push(entry as ContractExport<Endpoint>);
      else if (isSchema(value)) schemas.push(entry as ContractExport<object>);
      else constants.set(name, entry);
      if (typeof value === 'object' && value !== null) seen.add(value);
    }
  }
  return { endpoints, schemas, constants };
};
