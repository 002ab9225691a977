// Types of nginx.mjs for the TypeScript that imports it (site-server's cluster test).
import type { ChildProcess, StdioOptions } from 'node:child_process';

export const NGINX_TEMPLATE: string;
export const API_PATHS: readonly string[];
export function nginxBinary(): string | null;
export interface NginxOptions {
  runDir: string;
  listen: string;
  /** The site servers, host:port each. */
  upstreams: readonly string[];
  /** The API, host:port: its paths go straight to it. */
  api: string;
  /** The key the API shares with the site servers; null: none. */
  renderKey?: string | null;
}
export function nginxConfig(options: NginxOptions): string;
export function startNginx(
  options: NginxOptions & { stdio?: StdioOptions },
): Promise<{ child: ChildProcess; stop: () => Promise<void> }>;
