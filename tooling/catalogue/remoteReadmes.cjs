// The "What it exposes" table of each remote's README, made from the remote catalogue and the
// shell's route table, so it cannot drift from what the site does: `pnpm check:catalogue` fails
// when a README's table differs, and `pnpm docs:remotes` writes them.
const fs = require('node:fs');
const path = require('node:path');
const { require: tsxRequire } = require('tsx/cjs/api');

const { ROOT } = require('./catalogue.cjs');

const START = '<!-- exposes: made by `pnpm docs:remotes` from the catalogue and the routes -->';
const END = '<!-- /exposes -->';

/** Every route of the site, as the shell has them (shell/src/routing/routes.ts). */
const loadSiteRoutes = (root = ROOT) =>
  tsxRequire(path.join(root, 'shell', 'src', 'routing', 'routes.ts'), __filename).SITE_ROUTES;

/** Rows as a Markdown table, columns padded as Prettier pads them. */
const markdownTable = (header, rows) => {
  const widths = header.map((cell, column) =>
    Math.max(3, cell.length, ...rows.map((row) => row[column].length)),
  );
  const line = (cells) => `| ${cells.map((cell, i) => cell.padEnd(widths[i])).join(' | ')} |`;
  return [line(header), line(widths.map((width) => '-'.repeat(width))), ...rows.map(line)].join(
    '\n',
  );
};

/** What the shell does with a module: the paths that show it, or how else it appears. */
const shownAt = (id, module, spec, routes) => {
  if ((spec.planned ?? []).includes(module)) return 'planned: the shell shows "coming soon"';
  const paths = routes
    .filter(({ content }) => content.kind === 'remote' && content.remote === id)
    .filter(({ content }) => content.module === module)
    .map(({ path: routePath }) => `\`${routePath}\``);
  return paths.length ? paths.join(' ') : 'no route: mounted by the shell over any page';
};

/** The generated block of a remote's README: markers and table. */
const exposesBlock = (id, spec, routes) => {
  const modules = [...spec.exposes, ...(spec.planned ?? [])];
  const rows = modules.map((module) => [
    `\`${module}\``,
    spec.exposes.includes(module) ? `\`src/exposes/${module}.tsx\`` : 'none yet',
    shownAt(id, module, spec, routes),
  ]);
  return `${START}\n\n${markdownTable(['module', 'file', 'shown at'], rows)}\n\n${END}`;
};

/** A text matched as it is inside a regular expression. */
const literal = (text) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

const BLOCK = new RegExp(`${literal(START)}[\\s\\S]*?${literal(END)}`);

/**
 * The problems of the remotes' READMEs at `root`: a missing README or table, or a table that
 * differs from what the catalogue and routes say. With `write`, outdated tables are rewritten.
 */
const readmeProblems = ({ root, remotes, routes, write = false }) => {
  const problems = [];
  for (const { id, spec } of remotes) {
    const file = path.join(root, id, 'README.md');
    if (!fs.existsSync(file)) {
      problems.push(`${id} has no README.md`);
      continue;
    }
    const text = fs.readFileSync(file, 'utf8');
    const block = exposesBlock(id, spec, routes);
    const found = BLOCK.exec(text);
    if (!found) {
      problems.push(`${id}/README.md has no exposes table (${START})`);
    } else if (found[0] !== block) {
      if (write)
        fs.writeFileSync(
          file,
          text.replace(BLOCK, () => block),
        );
      else problems.push(`${id}/README.md: the exposes table is out of date (pnpm docs:remotes)`);
    }
  }
  return problems;
};

module.exports = { END, START, exposesBlock, loadSiteRoutes, readmeProblems };

if (require.main === module) {
  const { workspaceRemotes } = require('./catalogue.cjs');
  const problems = readmeProblems({
    root: ROOT,
    remotes: workspaceRemotes(),
    routes: loadSiteRoutes(),
    write: true,
  });
  for (const problem of problems) console.error(problem);
  process.exit(problems.length ? 1 : 0);
}
