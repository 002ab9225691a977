// Types of nginx.mjs for the TypeScript that imports it (site-server's cluster test).
import type { ChildProcess, StdioOptions } from 'node:child_process';

export const NGINX_TEMPLATE: string;
export function nginxBinary(): string | null;
export function nginxConfig(options: {
  runDir: string;
  listen: string;
  upstreams: readonly string[];
}): string;
export function startNginx(options: {
  runDir: string;
  listen: string;
  upstreams: readonly string[];
  stdio?: StdioOptions;
}): Promise<{ child: ChildProcess; stop: () => Promise<void> }>;
