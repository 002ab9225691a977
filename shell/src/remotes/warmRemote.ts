import { useEffect } from 'react';
import type { ExposedModule, RemoteId } from 'shared-contracts';

import {
  downloadedRemoteComponent,
  prepareRemoteComponent,
  REMOTE_PATIENCE_MS,
} from './federation';

/** Without requestIdleCallback (Safari), the download starts this long after the page is up. */
const IDLE_FALLBACK_MS = 2000;
/** The longest an idle callback waits for the main thread to be free. */
const IDLE_TIMEOUT_MS = 5000;

/** Modules warmed on this page: settled once downloaded and prepared (or failed, or given up). */
const warmed = new Map<string, Promise<void>>();

/**
 * Downloads a remote's module and what it needs before its first render (its words) without
 * rendering it (ADR 0031), once per page: the overlay's slot renders it at once when its first
 * command comes (LazyOverlaySlot, RemoteSlot), so a tap on the button that opens it waits for no
 * round trip nor a suspended render.
 */
export const warmRemote = <R extends RemoteId>(remote: R, module: ExposedModule<R>): void => {
  const key = `${remote}/${module}`;
  if (warmed.has(key) || downloadedRemoteComponent(remote, module)) return;
  warmed.set(key, prepareRemoteComponent(remote, module, REMOTE_PATIENCE_MS));
};

/**
 * The warm-up of a module still under way, or undefined (never warmed, or downloaded already): a
 * slot mounted once it settles renders the module at once instead of suspending (LazyOverlaySlot).
 * Never rejects: a failed download is the slot's to report.
 */
export const warmingRemote = <R extends RemoteId>(
  remote: R,
  module: ExposedModule<R>,
): Promise<void> | undefined =>
  downloadedRemoteComponent(remote, module) ? undefined : warmed.get(`${remote}/${module}`);

/**
 * Warms a remote's module once the main thread is idle after the component mounted (hydrated),
 * when `enabled`.
 */
export const useWarmWhenIdle = <R extends RemoteId>(
  remote: R,
  module: ExposedModule<R>,
  enabled = true,
): void => {
  useEffect(() => {
    if (!enabled) return undefined;
    const warm = () => warmRemote(remote, module);
    if (typeof window.requestIdleCallback === 'function') {
      const handle = window.requestIdleCallback(warm, { timeout: IDLE_TIMEOUT_MS });
      return () => window.cancelIdleCallback(handle);
    }
    const timer = window.setTimeout(warm, IDLE_FALLBACK_MS);
    return () => window.clearTimeout(timer);
  }, [remote, module, enabled]);
};

/**
 * A button's handlers that warm a module at the first sign of a tap (the pointer or finger down,
 * or keyboard focus), before its click: the idle warm-up may not have started yet.
 */
export const warmOnIntent = <R extends RemoteId>(remote: R, module: ExposedModule<R>) => {
  const warm = () => warmRemote(remote, module);
  return { onPointerDown: warm, onTouchStart: warm, onFocus: warm };
};

/** Whether a module was warmed on this page: its slot renders the download at once (RemoteSlot). */
export const wasWarmed = <R extends RemoteId>(remote: R, module: ExposedModule<R>): boolean =>
  warmed.has(`${remote}/${module}`);
