#!/usr/bin/env node
// The bundle budgets: after `pnpm build`, compares each package's gzip sizes (bundleSizes.mjs)
// with tooling/budgets/budgets.json and fails with the numbers when one is over, or when a
// package or exposed module has no budget (or a budget names one that no longer exists).
// Usage: node tooling/budgets/checkBudgets.mjs
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { remoteSizes, shellSizes } from './bundleSizes.mjs';

/** The budgets, KB of gzip -9 per package and exposed module. */
export const BUDGETS_FILE = path.join(path.dirname(fileURLToPath(import.meta.url)), 'budgets.json');

const KB = 1024;
const kb = (bytes) => `${(bytes / KB).toFixed(1)} KB`;

/**
 * Rows of `{ item, size, budget }` (bytes; budget null when missing) and the problems found,
 * from the budgets (KB) and the measured sizes (bytes) of each package.
 */
export const compare = (budgets, measured) => {
  const rows = [];
  const problems = [];
  const check = (item, size, budgetKb) => {
    const budget = typeof budgetKb === 'number' ? Math.round(budgetKb * KB) : null;
    rows.push({ item, size, budget });
    if (budget === null)
      problems.push(`${item}: ${kb(size)} and no budget: add one to budgets.json`);
    else if (size > budget)
      problems.push(
        `${item}: ${kb(size)} is over its budget of ${kb(budget)} by ${kb(size - budget)}`,
      );
  };
  for (const [name, sizes] of Object.entries(measured)) {
    const budget = budgets[name] ?? {};
    if (name === 'shell') {
      check('shell entry', sizes.entry, budget.entry);
      check('shell shared vendors', sizes.sharedVendors, budget.sharedVendors);
      continue;
    }
    check(`${name} remoteEntry.js`, sizes.remoteEntry, budget.remoteEntry);
    for (const [expose, size] of Object.entries(sizes.exposes))
      check(`${name} ${expose} first chunk`, size, budget.exposes?.[expose]);
    for (const expose of Object.keys(budget.exposes ?? {}))
      if (!(expose in sizes.exposes))
        problems.push(`${name} ${expose}: budgeted but not exposed any more: remove its budget`);
  }
  for (const name of Object.keys(budgets))
    if (!name.startsWith('$') && !(name in measured))
      problems.push(`${name}: budgeted but not built`);
  return { rows, problems };
};

const main = async () => {
  const { remoteDirs, ROOT } = await import('../scripts/remotes.mjs');
  const budgets = JSON.parse(fs.readFileSync(BUDGETS_FILE, 'utf8'));
  const measured = { shell: shellSizes(path.join(ROOT, 'shell', 'dist')) };
  for (const { dir } of remoteDirs())
    measured[path.basename(dir)] = remoteSizes(path.join(dir, 'dist'));
  const { rows, problems } = compare(budgets, measured);
  for (const { item, size, budget } of rows)
    console.log(
      `${item.padEnd(44)} ${kb(size).padStart(9)}  / ${budget === null ? '—' : kb(budget)}`,
    );
  if (problems.length > 0) {
    console.error(`\nBundle budgets (gzip -9) not kept:\n- ${problems.join('\n- ')}`);
    process.exitCode = 1;
  } else console.log('\nEvery bundle is within its budget (gzip -9).');
};

if (process.argv[1] === fileURLToPath(import.meta.url))
  main().catch((error) => {
    console.error(error.message);
    process.exitCode = 1;
  });
