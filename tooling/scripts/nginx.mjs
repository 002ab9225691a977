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

/** The configuration for `listen` (host:port) in front of `upstreams` (host:port each). */
export const nginxConfig = ({ runDir, listen, upstreams }) =>
  fs
    .readFileSync(NGINX_TEMPLATE, 'utf8')
    .replaceAll('{{RUN_DIR}}', runDir)
    .replaceAll('{{LISTEN}}', listen)
    .replace(
      '{{UPSTREAM_SERVERS}}',
      upstreams.map((upstream) => `    server ${upstream} max_fails=1 fail_timeout=5s;`).join('\n'),
    );

/**
 * Starts nginx on `listen` in front of `upstreams`, its files in `runDir`; resolves once it
 * accepts connections. `stop()` ends it. Throws when nginx is missing or refuses the config.
 */
export const startNginx = async ({ runDir, listen, upstreams, stdio = 'inherit' }) => {
  const binary = nginxBinary();
  if (!binary) throw new Error('nginx is not installed: apt-get install -y nginx');
  fs.mkdirSync(runDir, { recursive: true });
  const conf = path.join(runDir, 'nginx.conf');
  fs.writeFileSync(conf, nginxConfig({ runDir, listen, upstreams }));
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
