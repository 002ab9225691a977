// The budget a new remote starts with (`pnpm new:remote`, tooling/scripts/newRemote.mjs): its
// remote entry's like every remote's, and its example page's like the smallest page's today, so
// `pnpm test` right after `new:remote` checks the new package like the others.
import fs from 'node:fs';

import { BUDGETS_FILE } from './checkBudgets.mjs';

/** The remote entry's budget every remote has (KB, gzip -9). */
export const REMOTE_ENTRY_KB = 12;
/** The example page's first chunk (KB, gzip -9): a page of the template is far below it. */
export const EXAMPLE_PAGE_KB = 8;

/** `budgets` with a budget for the new remote `id` exposing `modules` (unchanged when it has one). */
export const withNewRemote = (budgets, id, modules) =>
  budgets[id]
    ? budgets
    : {
        ...budgets,
        [id]: {
          remoteEntry: REMOTE_ENTRY_KB,
          exposes: Object.fromEntries(modules.map((module) => [module, EXAMPLE_PAGE_KB])),
        },
      };

/** Adds the new remote's budget to budgets.json (two-space indent, as Prettier keeps it). */
export const addNewRemoteBudget = (id, modules) => {
  const budgets = JSON.parse(fs.readFileSync(BUDGETS_FILE, 'utf8'));
  fs.writeFileSync(
    BUDGETS_FILE,
    `${JSON.stringify(withNewRemote(budgets, id, modules), null, 2)}\n`,
  );
};
