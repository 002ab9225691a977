// Checks that the workspace and the remote catalogue agree, so a remote cannot be half-wired:
// a folder missing from the catalogue, from the root tsconfig references or the jest projects,
// an exposed module without its file (or a file the catalogue does not list), a clashing port,
// a README whose exposes table says otherwise than the catalogue and the routes.
const fs = require('node:fs');
const path = require('node:path');

const { ROOT, loadCatalogue } = require('./catalogue.cjs');
const { loadSiteRoutes, readmeProblems } = require('./remoteReadmes.cjs');

const readJson = (file) => JSON.parse(fs.readFileSync(file, 'utf8'));

/** The exposed module files of a remote: src/exposes/*.tsx except tests. */
const exposedFiles = (dir) => {
  const folder = path.join(dir, 'src', 'exposes');
  if (!fs.existsSync(folder)) return [];
  return fs
    .readdirSync(folder)
    .filter((file) => file.endsWith('.tsx') && !file.includes('.test.'))
    .map((file) => file.replace(/\.tsx$/, ''));
};

/**
 * Every disagreement between the workspace at `root` and its catalogue, as sentences; empty when
 * all is wired. `catalogue` and `jestProjects` default to the workspace's own.
 */
const checkCatalogue = ({
  root = ROOT,
  catalogue = loadCatalogue(root),
  jestProjects = require(path.join(root, 'jest.config.cjs')).projects,
  routes = loadSiteRoutes(root),
} = {}) => {
  const problems = [];
  const folders = fs
    .readdirSync(root)
    .filter(
      (name) => name.startsWith('mfe-') && fs.existsSync(path.join(root, name, 'package.json')),
    );
  const references = readJson(path.join(root, 'tsconfig.json')).references.map((ref) =>
    path.normalize(ref.path),
  );
  const projects = jestProjects.map((project) => path.basename(String(project)));
  const ports = new Map();

  for (const folder of folders) {
    if (!Object.hasOwn(catalogue, folder)) {
      problems.push(
        `${folder} is not in the remote catalogue (shared-contracts/src/site/remoteCatalogue.ts)`,
      );
    }
  }
  for (const [id, spec] of Object.entries(catalogue)) {
    if (spec.federationName !== id.replace(/-/g, '_')) {
      problems.push(`${id}: federationName must be ${id.replace(/-/g, '_')}`);
    }
    if (ports.has(spec.devPort)) {
      problems.push(`${id}: dev port ${spec.devPort} is also ${ports.get(spec.devPort)}'s`);
    }
    ports.set(spec.devPort, id);
    const shellModules = [...spec.exposes, ...(spec.planned ?? [])];
    for (const used of [...(spec.probes ?? []), ...(spec.routes ?? [])]) {
      if (!spec.exposes.includes(used.module)) {
        problems.push(`${id}: ${used.module} (probe or route) is not an exposed module`);
      }
    }
    if (new Set(shellModules).size !== shellModules.length) {
      problems.push(`${id}: a module is listed twice in exposes and planned`);
    }
    if (!folders.includes(id)) continue;

    const dir = path.join(root, id);
    if (readJson(path.join(dir, 'package.json')).name !== id) {
      problems.push(`${id}: package.json name must be ${id}`);
    }
    if (!references.includes(id)) problems.push(`${id} is missing from tsconfig.json references`);
    if (!projects.includes(id)) problems.push(`${id} is missing from the jest projects`);
    if (!spec.probes?.length) problems.push(`${id} has no probe for the e2e failure matrix`);
    const files = exposedFiles(dir);
    for (const name of spec.exposes) {
      if (!files.includes(name))
        problems.push(`${id}: exposes ${name} but src/exposes/${name}.tsx is missing`);
    }
    for (const name of files) {
      if (!spec.exposes.includes(name)) {
        problems.push(`${id}: src/exposes/${name}.tsx is not listed in the catalogue's exposes`);
      }
    }
    problems.push(...readmeProblems({ root, remotes: [{ id, spec }], routes }));
  }
  return problems;
};

module.exports = { checkCatalogue };

if (require.main === module) {
  const problems = checkCatalogue();
  if (problems.length > 0) {
    console.error(`The remote catalogue and the workspace disagree:\n- ${problems.join('\n- ')}`);
    process.exit(1);
  }
  console.log('Remote catalogue: every remote is wired.');
}
