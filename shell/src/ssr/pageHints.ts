import type { Hint } from './composeDocument';

/** A module's files in its remote's live release (site-server/src/remoteHints.ts). */
export interface RemoteFiles {
  /** The registry's manifest URL, as the federation runtime fetches it. */
  manifestUrl: string;
  /** The release's remoteEntry.js and the integrity the registry recorded for it. */
  entry: { url: string; integrity?: string };
  /** The module's own scripts (absolute URLs). */
  scripts: readonly string[];
}

/** A module of a remote the page will load. */
export interface RemoteModule {
  remote: string;
  module: string;
}

/** What {@link pageHints} hints. */
export interface PageHintsInput {
  /**
   * The shell's start-up scripts (first-paint.json's `scripts`, public URLs): the entry's file
   * first (the boot script requests it), then the chunks its bootstrap loads.
   */
  startup: readonly string[];
  /** Whether the boot script requests the entry (with `crossOrigin = 'anonymous'`). */
  booted: boolean;
  /** The remote modules the page will load, in the order it needs them. */
  remotes: readonly RemoteModule[];
  /** Where a module's files are (the live release), or null when unknown. */
  remoteFiles?: (remote: string, module: string) => RemoteFiles | null;
}

/**
 * The files a page will fetch once its application runs (ADR 0026), so the browser downloads
 * them alongside the paint instead of one round trip after another. Each hint carries what the
 * request that takes it will carry, or the browser downloads the file twice:
 * - the entry: `crossorigin` when the boot script requests it (it sets `crossOrigin`);
 * - the shell's chunks: none, as webpack sets `crossOrigin` only on another origin's chunks;
 * - a remote's manifest: fetched (`as="fetch"`, CORS without credentials: `crossorigin`);
 * - a remote's entry: `crossorigin` and the registry's integrity, as the release guard sets them
 *   (shell/src/remotes/releaseGuard.ts);
 * - a remote module's chunks: none, as the federation runtime's script for them sets none (a
 *   trace shows Chromium refusing a `crossorigin` hint for them and downloading them twice).
 */
export const pageHints = ({ startup, booted, remotes, remoteFiles }: PageHintsInput): Hint[] => {
  const hints: Hint[] = startup.map((href, index) => ({
    href,
    as: 'script',
    crossOrigin: index === 0 && booted,
  }));
  for (const { remote, module } of remotes) {
    const files = remoteFiles?.(remote, module);
    if (!files) continue;
    hints.push({ href: files.manifestUrl, as: 'fetch', crossOrigin: true });
    hints.push({
      href: files.entry.url,
      as: 'script',
      crossOrigin: true,
      ...(files.entry.integrity ? { integrity: files.entry.integrity } : {}),
    });
    for (const href of files.scripts) hints.push({ href, as: 'script', crossOrigin: false });
  }
  // Two modules of one release share their entry and some chunks: one hint each.
  const seen = new Set<string>();
  return hints.filter(({ href }) => !seen.has(href) && Boolean(seen.add(href)));
};
