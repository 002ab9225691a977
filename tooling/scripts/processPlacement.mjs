// How a process of one machine is placed (`pnpm start`'s API and site servers, `bench:site`'s
// load generators): on which cores (taskset) and in which scheduling class (chrt), both from
// util-linux. A machine without the tools runs the process as usual. docs/operations.md.
import fs from 'node:fs';

const tool = (name) => [`/usr/bin/${name}`, `/bin/${name}`].find((file) => fs.existsSync(file));

/** The tools found on this machine (tests pass their own). */
const FOUND = { taskset: tool('taskset'), chrt: tool('chrt') };

/** Whether a process can be put in the idle scheduling class here. */
export const canRunIdle = FOUND.chrt !== undefined;

/**
 * The command and arguments that run `file args` on `cpus` (a taskset list such as `0` or
 * `1-3`) and, with `idle`, in Linux's idle scheduling class: it runs only when nothing else wants
 * the processor. Both tools exec the command, so the process keeps the pid it is spawned with,
 * and its children inherit the placement.
 */
export const placedCommand = (
  file,
  args,
  { cpus, idle = false } = {},
  { taskset, chrt } = FOUND,
) => {
  const prefix = [
    ...(cpus && taskset ? [taskset, '--cpu-list', cpus] : []),
    ...(idle && chrt ? [chrt, '--idle', '0'] : []),
  ];
  return prefix.length === 0 ? [file, args] : [prefix[0], [...prefix.slice(1), file, ...args]];
};
