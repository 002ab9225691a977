import { execFileSync } from 'node:child_process';

import { placedCommand } from './processPlacement.mjs';

// A process runs on the cores and in the scheduling class it is placed in (API_CPUS,
// SITE_CPUS, the site servers' idle class, bench:site's load generators).

const TOOLS = { taskset: '/usr/bin/taskset', chrt: '/usr/bin/chrt' };

describe('placedCommand', () => {
  it('puts taskset, then chrt, before the command', () => {
    expect(placedCommand('node', ['a.mjs'], { cpus: '1-3', idle: true }, TOOLS)).toEqual([
      TOOLS.taskset,
      ['--cpu-list', '1-3', TOOLS.chrt, '--idle', '0', 'node', 'a.mjs'],
    ]);
    expect(placedCommand('node', ['a.mjs'], { idle: true }, TOOLS)).toEqual([
      TOOLS.chrt,
      ['--idle', '0', 'node', 'a.mjs'],
    ]);
    expect(placedCommand('node', ['a.mjs'], {}, TOOLS)).toEqual(['node', ['a.mjs']]);
  });

  it('leaves out what the machine lacks', () => {
    expect(placedCommand('node', ['a.mjs'], { cpus: '1', idle: true }, {})).toEqual([
      'node',
      ['a.mjs'],
    ]);
  });

  it('runs the process on those cores in the idle class, with the tools found here', () => {
    const [file, args] = placedCommand(
      process.execPath,
      ['-e', "process.stdout.write(require('fs').readFileSync('/proc/self/status', 'utf8'))"],
      { cpus: '0', idle: true },
    );
    const status = execFileSync(file, args, { encoding: 'utf8' });
    expect(status).toMatch(/^Cpus_allowed_list:\s+0$/m);
    const policy = execFileSync(...placedCommand('/bin/sh', ['-c', 'chrt -p $$'], { idle: true }), {
      encoding: 'utf8',
    });
    expect(policy).toMatch(/SCHED_IDLE/);
  });
});
