// nginx in front of several site servers (ADR 0027): writes site-server/nginx/cluster.conf with
// this run's ports into a run folder and starts Debian's nginx on it (foreground, loopback).
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
export const NGINX_TEMPLATE = path.join(ROOT, 'site-server', 'nginx', 'cluster.conf');

/** The nginx binary, or null when it is not installed (`apt-get install -y nginx`). */
export const nginxBinary = () => {
  for (const candidate of [process.env.NGINX_BIN, '/usr/sbin/nginx', '/usr/bin/nginx']) {
    if (candidate && fs.existsSync(candidate)) return candidate;
  }
  return null;
};

/** The path prefixes the API answers (the site server forwards the same ones). */
export const API_PATHS = JSON.parse(
  fs.readFileSync(path.join(ROOT, 'site-server', 'src', 'apiPaths.json'), 'utf8'),
);

/** A prefix as a regular expression nginx reads literally (`/openapi.json`'s dot). */
const literal = (prefix) => prefix.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The configuration for `listen` (host:port) in front of `upstreams` (site servers, host:port
 * each), sending the API's paths to `api` (host:port) with `renderKey` (the secret the API
 * shares with the site servers; null: the API believes no forwarded address from nginx).
 */
export const nginxConfig = ({ runDir, listen, upstreams, api, renderKey = null }) => {
  if (renderKey !== null && !/^[\w-]+$/.test(renderKey))
    throw new Error('RENDER_KEY must be letters, digits, - or _ to go into nginx.conf');
  return fs
    .readFileSync(NGINX_TEMPLATE, 'utf8')
    .replaceAll('{{RUN_DIR}}', runDir)
    .replaceAll('{{LISTEN}}', listen)
    .replace(
      '{{UPSTREAM_SERVERS}}',
      upstreams.map((upstream) => `    server ${upstream} max_fails=1 fail_timeout=5s;`).join('\n'),
    )
    .replace('{{API_SERVER}}', api)
    .replace('{{API_PATHS}}', API_PATHS.map(literal).join('|'))
    .replace(
      '{{RENDER_KEY_HEADER}}',
      renderKey === null ? '' : `      proxy_set_header X-Render-Key ${renderKey};`,
    );
};

/**
 * Starts nginx on `listen` in front of `upstreams` and `api` (see {@link nginxConfig}), its files
 * in `runDir` (the configuration readable by its owner only: it holds the key); resolves once it
 * accepts connections. `stop()` ends it. Throws when nginx is missing or refuses the config.
 */
export const startNginx = async ({
  runDir,
  listen,
  upstreams,
  api,
  renderKey = null,
  stdio = 'inherit',
}) => {
  const binary = nginxBinary();
  if (!binary) throw new Error('nginx is not installed: apt-get install -y nginx');
  fs.mkdirSync(runDir, { recursive: true });
  const conf = path.join(runDir, 'nginx.conf');
  fs.writeFileSync(conf, nginxConfig({ runDir, listen, upstreams, api, renderKey }), {
    mode: 0o600,
  });
  const args = ['-e', path.join(runDir, 'error.log'), '-p', runDir, '-c', conf];
  const test = spawnSync(binary, [...args, '-t'], { encoding: 'utf8' });
  if (test.status !== 0) throw new Error(`nginx refused ${conf}:\n${test.stderr}`);
  const child = spawn(binary, [...args, '-g', 'daemon off;'], { stdio });
  const url = `http://${listen}/`;
  for (let attempt = 0; attempt < 100; attempt += 1) {
    if (child.exitCode !== null) throw new Error(`nginx exited (${child.exitCode})`);
    const up = await fetch(url).then(
      () => true,
      () => false,
    );
    if (up) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    child,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGQUIT');
      }),
  };
};
