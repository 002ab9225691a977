// `pnpm new:remote mfe-x`: a new remote from tooling/templates/remote, added to the remote
// catalogue and the root tsconfig references, installed, with one exposed example page (routed
// at /x), its bundle budgets, its tests and the contract's API report. Everything else (jest,
// lint, webpack, dev, start, release, the e2e failure matrix) derives from the catalogue.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

import { BUDGETS_FILE } from '../budgets/checkBudgets.mjs';
import { addNewRemoteBudget } from '../budgets/newRemoteBudget.mjs';

const require = createRequire(import.meta.url);
const { ROOT, CATALOGUE_FILE, loadCatalogue } = require('../catalogue/catalogue.cjs');
const { exposesBlock, loadSiteRoutes } = require('../catalogue/remoteReadmes.cjs');
const TEMPLATE = path.join(ROOT, 'tooling', 'templates', 'remote');

const id = process.argv[2];
if (!/^mfe-[a-z][a-z0-9]*$/.test(id ?? '')) {
  console.error(
    'Usage: pnpm new:remote mfe-<name>   (lowercase letters and digits, e.g. mfe-chat)',
  );
  process.exit(1);
}
const dir = path.join(ROOT, id);
if (fs.existsSync(dir)) {
  console.error(`${id}/ already exists.`);
  process.exit(1);
}

const catalogue = loadCatalogue();
const existing = catalogue[id];
const name = id.slice('mfe-'.length);
const route = `/${name}`;
const port =
  existing?.devPort ?? Math.max(...Object.values(catalogue).map((spec) => spec.devPort)) + 1;
const promo = require(path.join(ROOT, 'mfe-promo', 'package.json'));
const versions = { ...promo.dependencies, ...promo.devDependencies };
const values = {
  id,
  name,
  Name: name[0].toUpperCase() + name.slice(1),
  title: name,
  Title: name[0].toUpperCase() + name.slice(1),
  route,
  port: String(port),
  // The README's exposes table, as check:catalogue will make it from the entry written below.
  exposes: exposesBlock(id, { exposes: ['ExamplePage'], planned: existing?.planned ?? [] }, [
    ...loadSiteRoutes(),
    { path: route, content: { kind: 'remote', remote: id, module: 'ExamplePage' } },
  ]),
};
const fill = (text) =>
  text
    .replace(/\{\{dep:([^}]+)\}\}/g, (_, dep) => versions[dep])
    .replace(/\{\{(id|name|Name|title|Title|route|port|exposes)\}\}/g, (_, key) => values[key]);

// 1. The package, from the templates.
const copy = (from, to) => {
  for (const entry of fs.readdirSync(from, { withFileTypes: true })) {
    const source = path.join(from, entry.name);
    if (entry.isDirectory()) {
      copy(source, path.join(to, entry.name));
      continue;
    }
    const target = path.join(
      to,
      fill(entry.name.replace(/\.tpl$/, '')).replace(/^render\.tsx$/, `render${values.Name}.tsx`),
    );
    fs.mkdirSync(path.dirname(target), { recursive: true });
    fs.writeFileSync(target, fill(fs.readFileSync(source, 'utf8')));
  }
};
copy(TEMPLATE, dir);

// 2. The catalogue entry (a planned remote keeps its planned modules).
const entry = [
  `  '${id}': {`,
  `    federationName: '${id.replace(/-/g, '_')}',`,
  `    devPort: ${port},`,
  `    exposes: ['ExamplePage'],`,
  ...(existing?.planned?.length
    ? [`    planned: [${existing.planned.map((module) => `'${module}'`).join(', ')}],`]
    : []),
  `    probes: [{ path: '${route}', module: 'ExamplePage', sideMenu: true }],`,
  `    routes: [{ path: '${route}', module: 'ExamplePage' }],`,
  `  },`,
].join('\n');
let source = fs.readFileSync(CATALOGUE_FILE, 'utf8');
if (existing) {
  source = source.replace(new RegExp(`  '${id}': \\{\\n[\\s\\S]*?\\n  \\},`), entry);
} else {
  source = source.replace(/\n\} as const satisfies/, `\n${entry}\n} as const satisfies`);
}
fs.writeFileSync(CATALOGUE_FILE, source);

// 3. The root tsconfig reference (static JSON, checked by tooling/catalogue).
const tsconfigFile = path.join(ROOT, 'tsconfig.json');
const tsconfig = JSON.parse(fs.readFileSync(tsconfigFile, 'utf8'));
const platformIndex = tsconfig.references.findIndex((ref) => ref.path === 'platform-api');
tsconfig.references.splice(platformIndex, 0, { path: id });
fs.writeFileSync(tsconfigFile, `${JSON.stringify(tsconfig, null, 2)}\n`);

// 4. The bundle budgets of its remote entry and example page (tooling/budgets).
addNewRemoteBudget(id, ['ExamplePage']);

// 5. Link the package (its dependencies are already in the store).
// Not frozen: the new package is not in the lockfile yet (pnpm freezes it where CI is set).
execFileSync('pnpm', ['install', '--offline', '--no-frozen-lockfile'], {
  cwd: ROOT,
  stdio: 'inherit',
});
execFileSync('pnpm', ['exec', 'eslint', '--fix', id], { cwd: ROOT, stdio: 'inherit' });
execFileSync(
  'pnpm',
  ['exec', 'prettier', '--write', id, CATALOGUE_FILE, tsconfigFile, BUDGETS_FILE],
  {
    cwd: ROOT,
    stdio: 'inherit',
  },
);

// 6. The contract's API report: the catalogue is part of its public surface (ADR 0033), so the
// new entry shows in review as a diff of the report.
execFileSync('pnpm', ['api:update'], { cwd: ROOT, stdio: 'inherit' });

console.log(`
${id} is ready: ${route} in the site, http://localhost:${port} alone (pnpm --filter ${id} dev).
Next: pnpm test. See CONTRIBUTING.md for how a remote talks to the shell and the platform.`);
