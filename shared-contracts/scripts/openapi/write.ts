import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

import { buildDocument } from './buildDocument';
import { collectContract } from './collectContract';

/** Where the document is kept (committed; a unit test fails when it is stale). */
export const OPENAPI_FILE = path.resolve(__dirname, '../../../docs/api/openapi.json');

/** The document's text as committed (prettier leaves it alone: .prettierignore). */
export const renderDocument = (): string =>
  `${JSON.stringify(buildDocument(collectContract()), null, 2)}\n`;

/**
 * `pnpm openapi` writes docs/api/openapi.json from the contract; `--check` only says whether the
 * committed one is current (exit 1 when stale).
 */
const main = () => {
  const text = renderDocument();
  const current = (() => {
    try {
      return readFileSync(OPENAPI_FILE, 'utf8');
    } catch {
      return '';
    }
  })();
  if (process.argv.includes('--check')) {
    if (current !== text) {
      console.error(`${path.relative(process.cwd(), OPENAPI_FILE)} is stale: run pnpm openapi`);
      process.exit(1);
    }
    return;
  }
  if (current !== text) writeFileSync(OPENAPI_FILE, text);
  console.warn(
    `${path.relative(process.cwd(), OPENAPI_FILE)} ${current === text ? 'unchanged' : 'written'}`,
  );
};

if (require.main === module) main();
