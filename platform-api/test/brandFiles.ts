import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

import { tempDir } from './testApp';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type BrandJson = any;

/** A copy of the demo brand changed by `change`, written to a temp file (for BRAND_FILE). */
export const brandWith = (change: (brand: BrandJson) => void): string => {
  const brand = JSON.parse(readFileSync(path.join(__dirname, '../brand/demo-brand.json'), 'utf8'));
  change(brand);
  const file = path.join(tempDir(), 'brand.json');
  writeFileSync(file, JSON.stringify(brand));
  return file;
};

/** Sets whitelabel flags (modId to on/off) anywhere in the brand's flag tree. */
export const setFlags = (brand: BrandJson, flags: Record<string, boolean>) => {
  const visit = (nodes: { modId: string; enabled: string; childrenNodes?: unknown[] }[]) => {
    for (const node of nodes) {
      if (node.modId in flags) node.enabled = flags[node.modId] ? '1' : '0';
      if (node.childrenNodes) visit(node.childrenNodes as typeof nodes);
    }
  };
  visit(brand.whitelabel);
};
