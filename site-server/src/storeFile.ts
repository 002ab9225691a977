import { type FSWatcher, readFileSync, statSync, watch } from 'node:fs';
import path from 'node:path';

/** A release-store file as last read: its text (null: missing or unreadable) and its version. */
export interface StoreFileState {
  text: string | null;
  /** Changes whenever the text does: readers keep what they parse from it until it moves. */
  version: number;
}

export interface StoreFile {
  (): StoreFileState;
  /** Stops watching (the server is closing). */
  close: () => void;
}

/**
 * A file of the release store (the registry, the canaries) that every page's key and policy
 * read. Reading it at each page cost three file-system calls a page, a fifth of a cached page's
 * processor time (docs/performance.md, session 29): it is read again only when the folder's
 * watcher says it changed (a release or rollback renames a new copy in, seen within a turn of
 * the event loop), or when `recheckMs` has passed since the last look, for a store on a file
 * system that sends no change events (a network share written from another host). Without a
 * watcher (the folder does not exist yet), or with `recheckMs` 0, it is looked at on every call.
 */
export const storeFile = (file: string | null, { recheckMs }: { recheckMs: number }): StoreFile => {
  let state: StoreFileState = { text: null, version: 0 };
  let stamp: string | null = null;
  let changed = true;
  let lookedAt = 0;
  let watcher: FSWatcher | null = null;
  if (file && recheckMs > 0) {
    try {
      const name = path.basename(file);
      watcher = watch(path.dirname(file), { persistent: false }, (_event, changedName) => {
        if (!changedName || changedName === name) changed = true;
      });
      watcher.on('error', () => {
        watcher?.close();
        watcher = null;
      });
    } catch {
      watcher = null;
    }
  }

  const look = (target: string) => {
    const stats = statSync(target, { throwIfNoEntry: false });
    const now = stats ? `${stats.ino}:${stats.size}:${stats.mtimeMs}` : 'missing';
    // A watcher's event may come while the writer is still writing: read whenever it says so.
    if (now === stamp && !changed) return;
    stamp = now;
    let text: string | null = null;
    try {
      text = stats ? readFileSync(target, 'utf8') : null;
    } catch {
      text = null;
    }
    if (text !== state.text) state = { text, version: state.version + 1 };
  };

  const read = (() => {
    if (!file) return state;
    const now = Date.now();
    if (!watcher || changed || now - lookedAt >= recheckMs) {
      look(file);
      changed = false;
      lookedAt = now;
    }
    return state;
  }) as StoreFile;
  read.close = () => {
    watcher?.close();
    watcher = null;
  };
  return read;
};

/** What a store file's text parses to, parsed again only when its version moves. */
export const parsedStoreFile = <T>(
  source: () => StoreFileState,
  parse: (text: string | null) => T,
): (() => T) => {
  let last: { version: number; value: T } | null = null;
  return () => {
    const { text, version } = source();
    if (last?.version !== version) last = { version, value: parse(text) };
    return last.value;
  };
};
