// What a release must pass before it may go live: it speaks the live shell's contract major,
// its shared singletons are the ones the shell provides (ARCHITECTURE rule 2), every export it
// imports from the workspace's shared packages is in the live shell's build, it runs on the
// federation runtime the shell provides, its manifest is complete, and its bytes are the ones
// its build recorded.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

import semver from 'semver';

import { ROOT } from '../scripts/remotes.mjs';
import { requiredVersionOf, SINGLETONS } from '../webpack/sharedSingletons.cjs';
import { missingFromShell } from '../webpack/sharedSurface.cjs';
import { integrityOf } from './releaseStore.mjs';

const { REMOTE_CATALOGUE } = createRequire(import.meta.url)('../catalogue/catalogue.cjs');

const packageOf = (key) => key.replace(/\/$/, '');

/** Federation name of a remote as the remote catalogue records it (undefined: not a remote). */
export const federationNameOf = (remote) =>
  Object.hasOwn(REMOTE_CATALOGUE, remote) ? REMOTE_CATALOGUE[remote].federationName : undefined;

/** Lowest version a range (or version) allows, e.g. 1.4.0 for ^1.4.0; null when unreadable. */
const lowestOf = (range) => (range && semver.validRange(range) ? semver.minVersion(range) : null);

const readJson = (file) => {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
};

/**
 * The live shell's build: `SHELL_DIST` where the site's files are deployed from elsewhere, else
 * the workspace shell's `dist` (what `pnpm start` serves).
 */
const liveShellDist = (shellDir) => process.env.SHELL_DIST || path.join(shellDir, 'dist');

/**
 * What the live shell offers: the contract major it speaks, the version it provides of each
 * shared singleton (the version installed for the shell, which is what its build bundled) and,
 * from its build's `shell-profile.json`, the exports it provides of the workspace's shared
 * packages (null when the shell is not built: no release can then be checked against it).
 */
export const shellProfile = (
  shellDir = path.join(ROOT, 'shell'),
  dist = liveShellDist(shellDir),
) => {
  const requireFromShell = createRequire(path.join(shellDir, 'package.json'));
  const provided = {};
  for (const key of SINGLETONS) {
    const name = packageOf(key);
    if (!requiredVersionOf(shellDir, name)) continue;
    try {
      provided[name] = requireFromShell(`${name}/package.json`).version;
    } catch {
      // Packages without an exported package.json: take the declared version.
      provided[name] = lowestOf(requiredVersionOf(shellDir, name))?.version;
    }
  }
  const contractRange = requiredVersionOf(shellDir, 'shared-contracts');
  // The federation runtime the shell provides to remotes built without their own (ADR 0020).
  const federationRuntime =
    lowestOf(requiredVersionOf(shellDir, '@module-federation/enhanced'))?.version ?? null;
  const sharedExports = readJson(path.join(dist, 'shell-profile.json'))?.sharedExports ?? null;
  return {
    contractMajor: lowestOf(contractRange)?.major ?? null,
    provided,
    federationRuntime,
    sharedExports,
  };
};

/**
 * Checks a built release folder. Returns the problems (empty when it may go live) and, when it
 * is readable, what the ledger records about it.
 * @param {{ remote: string, dir: string, shell: ReturnType<typeof shellProfile>, live?: object }} input
 */
export const checkRelease = ({ remote, dir, shell, live }) => {
  const problems = [];
  const info = readJson(path.join(dir, 'release.json'));
  const manifest = readJson(path.join(dir, 'mf-manifest.json'));
  if (!info) return { problems: [`${dir} has no readable release.json: is it a built remote?`] };
  if (!manifest) return { problems: [`${dir} has no readable mf-manifest.json`] };

  // Identity.
  if (info.name !== remote) problems.push(`release.json names ${info.name}, not ${remote}`);
  if (!info.version || !info.buildId) problems.push('release.json lacks a version or build id');

  // Contract major (ARCHITECTURE rule 5).
  if (info.contractMajor !== shell.contractMajor) {
    problems.push(
      `built against shared-contracts major ${info.contractMajor}, but the live shell speaks major ${shell.contractMajor}`,
    );
  }

  // Manifest completeness.
  const entryName = manifest.metaData?.remoteEntry?.name;
  const entryFile =
    entryName && path.join(dir, manifest.metaData.remoteEntry.path || '', entryName);
  const federationName = federationNameOf(remote);
  if (!federationName)
    problems.push(`${remote} is not in the remote catalogue (shared-contracts remoteCatalogue.ts)`);
  else if (manifest.name !== federationName)
    problems.push(`manifest names ${manifest.name}, expected ${federationName}`);
  if (!entryFile || !fs.existsSync(entryFile))
    problems.push(`manifest's remote entry ${entryName ?? '(none)'} is missing`);
  if (!Array.isArray(manifest.exposes) || manifest.exposes.length === 0)
    problems.push('manifest exposes nothing');
  if (!Array.isArray(manifest.shared)) problems.push('manifest lists no shared modules');
  const assetsOf = (item) =>
    ['js', 'css'].flatMap((kind) => [
      ...(item.assets?.[kind]?.sync ?? []),
      ...(item.assets?.[kind]?.async ?? []),
    ]);
  for (const item of [...(manifest.exposes ?? []), ...(manifest.shared ?? [])]) {
    for (const asset of assetsOf(item)) {
      if (!fs.existsSync(path.join(dir, asset)))
        problems.push(`manifest lists ${asset} (of ${item.name}) but the file is missing`);
    }
  }
  const exposes = (manifest.exposes ?? []).map((item) => item.path);
  for (const exposed of live?.exposes ?? []) {
    if (!exposes.includes(exposed))
      problems.push(`drops ${exposed}, which the live release ${live.id} exposes`);
  }

  // Shared singletons (ARCHITECTURE rule 2): every singleton the remote depends on is shared as
  // a singleton, and the version the shell provides satisfies the remote's range.
  const sharedInManifest = new Map((manifest.shared ?? []).map((item) => [item.name, item]));
  for (const [key, range] of Object.entries(info.shared ?? {})) {
    const name = packageOf(key);
    if (key.endsWith('/')) continue; // subpaths follow their package
    // A remote that imports only a package's entry points (`shared-ui/kit`) shares those alone:
    // the package itself is then not in the build. Entry points follow their package's
    // declaration (the manifest does not repeat `singleton` for them), as subpath keys do above.
    const declared = sharedInManifest.get(name);
    const throughEntries = [...sharedInManifest.keys()].some((shared) =>
      shared.startsWith(`${name}/`),
    );
    if (!declared && !throughEntries) problems.push(`depends on ${name} but does not share it`);
    else if (declared && !declared.singleton)
      problems.push(`shares ${name} but not as a singleton`);
    const provided = shell.provided[name];
    if (!provided) problems.push(`shares ${name}, which the shell does not provide`);
    else if (!semver.validRange(range))
      problems.push(`needs ${name} "${range}", not a version range`);
    else if (!semver.satisfies(provided, range))
      problems.push(`needs ${name} ${range}, but the shell provides ${provided}`);
  }

  // The workspace packages' exports (their versions do not change with what they hold): a
  // component the live shell's build lacks would render nothing where the remote uses it.
  if (!shell.sharedExports)
    problems.push(
      "the live shell's build records no shell-profile.json (build the shell): what it provides of shared-ui and shared-contracts is unknown",
    );
  else
    for (const missing of missingFromShell(info.sharedImports, shell.sharedExports))
      problems.push(
        `imports ${missing}, which the live shell's build does not provide: release the shell first`,
      );

  // Federation runtime (ADR 0020): a remote built to run on the shell's runtime core needs the
  // same minor version (the core's interface to each build's bundler runtime may change in one).
  if (info.federationRuntime) {
    const needed = `~${info.federationRuntime}`;
    if (!semver.validRange(needed))
      problems.push(`needs federation runtime "${info.federationRuntime}", not a version`);
    else if (!shell.federationRuntime || !semver.satisfies(shell.federationRuntime, needed))
      problems.push(
        `runs on the shell's federation runtime ${needed}, but the shell provides ${shell.federationRuntime ?? 'none'}`,
      );
  }

  // Bytes: the entry must be the one the build hashed (catches edits between build and release).
  let integrity;
  if (entryFile && fs.existsSync(entryFile)) {
    integrity = {
      entry: integrityOf(entryFile),
      manifest: integrityOf(path.join(dir, 'mf-manifest.json')),
    };
    if (!info.entryIntegrity) problems.push('release.json records no entry integrity');
    else if (info.entryIntegrity !== integrity.entry)
      problems.push(
        `${entryName} does not match the integrity its build recorded (${info.entryIntegrity}): the file was changed after the build`,
      );
  }

  return {
    problems,
    record: {
      name: info.name,
      version: info.version,
      buildId: info.buildId,
      contractMajor: info.contractMajor,
      shared: info.shared ?? {},
      integrity,
      exposes,
      builtAt: info.builtAt,
    },
  };
};
