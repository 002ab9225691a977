// The shell's service worker build (ADR 0028): writes the offline page beside sw.js and
// the precache list into sw.js. Runs in the service worker's own compilation, after the browser
// build has written dist/ (its first-paint.json names the files every page starts with).
const crypto = require('node:crypto');
const fs = require('node:fs');
const path = require('node:path');

const { FIRST_PAINT_FILE } = require('./FirstPaintStylesPlugin.cjs');

/** What sw.ts names its precache list by; the plugin writes the list in its place. */
const PLACEHOLDER = '__PRECACHE_MANIFEST__';
/** The offline page's files, emitted at the root beside sw.js. */
const OFFLINE_HTML = 'offline.html';
const OFFLINE_CSS = 'offline.css';
const OFFLINE_SCRIPT = 'offline.js';
/** Where offline.html takes its stylesheets. */
const STYLESHEETS_MARK = '<!-- stylesheets -->';

const revisionOf = (content) =>
  crypto.createHash('sha256').update(content).digest('hex').slice(0, 16);

/** The shell's theme stylesheet(s) of first-paint.json: the site's tokens and base rules. */
const themeStyles = (firstPaint) => (firstPaint.styles ?? []).filter((file) => /theme/.test(file));

/** offline.html with the site's theme stylesheets and its own linked in its head. */
const offlineHtml = (template, firstPaint) => {
  if (!template.includes(STYLESHEETS_MARK))
    throw new Error(`${OFFLINE_HTML} has no ${STYLESHEETS_MARK} to put its stylesheets in`);
  const links = [...themeStyles(firstPaint), OFFLINE_CSS]
    .map((file) => `<link rel="stylesheet" href="/${file}" />`)
    .join('');
  return template.replace(STYLESHEETS_MARK, () => links);
};

/**
 * The precache list: the scripts and stylesheets every page starts with (content-hashed names:
 * no revision, the URL is the version) and the offline page's files (fixed names: revised by
 * their content, so a new build refreshes them).
 * @param {{ firstPaint: { scripts?: string[], styles?: string[] }, offline: Record<string, string | Buffer> }} input
 */
const precacheEntries = ({ firstPaint, offline }) => [
  ...[...new Set([...(firstPaint.scripts ?? []), ...(firstPaint.styles ?? [])])].map((file) => ({
    url: `/${file}`,
    revision: null,
  })),
  ...Object.entries(offline)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([file, content]) => ({ url: `/${file}`, revision: revisionOf(content) })),
];

/** `source` with its one placeholder replaced by the precache list. */
const injectManifest = (source, entries) => {
  const found = source.split(PLACEHOLDER).length - 1;
  if (found !== 1)
    throw new Error(`sw.js must name ${PLACEHOLDER} exactly once (found ${found} times)`);
  return source.replace(PLACEHOLDER, () => JSON.stringify(entries));
};

class ServiceWorkerPlugin {
  /** @param {{ offlineDir: string, worker?: string }} options */
  constructor({ offlineDir, worker = 'sw.js' }) {
    this.offlineDir = offlineDir;
    this.worker = worker;
  }

  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    const outputDir = compiler.options.output.path;
    const read = (file) => fs.readFileSync(file, 'utf8');
    compiler.hooks.thisCompilation.tap('ServiceWorkerPlugin', (compilation) => {
      let firstPaint;
      compilation.hooks.processAssets.tap(
        { name: 'ServiceWorkerPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          const firstPaintFile = path.join(outputDir, FIRST_PAINT_FILE);
          compilation.fileDependencies.add(firstPaintFile);
          firstPaint = JSON.parse(read(firstPaintFile));
          const template = path.join(this.offlineDir, OFFLINE_HTML);
          const styles = path.join(this.offlineDir, OFFLINE_CSS);
          compilation.fileDependencies.add(template);
          compilation.fileDependencies.add(styles);
          compilation.emitAsset(
            OFFLINE_HTML,
            new sources.RawSource(offlineHtml(read(template), firstPaint)),
          );
          compilation.emitAsset(OFFLINE_CSS, new sources.RawSource(read(styles)));
        },
      );
      // After minification (the placeholder is a global name, which the minifier keeps) and
      // before the compressed copies are written.
      compilation.hooks.processAssets.tap(
        { name: 'ServiceWorkerPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_HASH },
        () => {
          const offline = Object.fromEntries(
            [OFFLINE_HTML, OFFLINE_CSS, OFFLINE_SCRIPT].map((file) => {
              const asset = compilation.getAsset(file);
              if (!asset) throw new Error(`the service worker build wrote no ${file}`);
              return [file, asset.source.source()];
            }),
          );
          const worker = compilation.getAsset(this.worker);
          if (!worker) throw new Error(`the service worker build wrote no ${this.worker}`);
          const entries = precacheEntries({ firstPaint, offline });
          compilation.updateAsset(
            this.worker,
            new sources.RawSource(injectManifest(worker.source.source().toString(), entries)),
          );
        },
      );
    });
  }
}

module.exports = {
  ServiceWorkerPlugin,
  precacheEntries,
  injectManifest,
  offlineHtml,
  PLACEHOLDER,
};
