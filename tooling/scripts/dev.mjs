// `pnpm dev`: the reference platform with live reload, the shell and every remote on their
// webpack dev servers (live reload). The shell's dev server proxies API calls.
import { spawn } from 'node:child_process';
import path from 'node:path';

import { remoteDirs, ROOT } from './remotes.mjs';

const bin = (name) => path.join(ROOT, 'node_modules', '.bin', name);
const children = [];
const run = (label, command, args, cwd, env = {}) => {
  const child = spawn(command, args, { cwd, stdio: 'inherit', env: { ...process.env, ...env } });
  child.on('exit', (code) => console.log(`${label} exited (${code})`));
  children.push(child);
};

run('platform-api', bin('tsx'), ['watch', 'src/main.ts'], path.join(ROOT, 'platform-api'), {
  PORT: '4000',
  HOST: '127.0.0.1',
});
for (const { id, dir } of remoteDirs()) {
  run(
    id,
    path.join(dir, 'node_modules', '.bin', 'webpack'),
    ['serve', '--mode', 'development'],
    dir,
  );
}
run(
  'shell',
  path.join(ROOT, 'shell', 'node_modules', '.bin', 'webpack'),
  ['serve', '--mode', 'development'],
  path.join(ROOT, 'shell'),
);
console.log('Shell: http://localhost:3000  API: http://127.0.0.1:4000');

const stop = () => {
  children.forEach((child) => child.kill('SIGTERM'));
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
