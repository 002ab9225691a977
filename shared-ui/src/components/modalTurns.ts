import { useEffect, useId, useSyncExternalStore } from 'react';

/**
 * One modal at a time: the open dialogs that do not wait their turn (a login, a
 * registration, a centre), by the id of their Modal. shared-ui is one shared module for the shell
 * and every remote, so a remote's dialog and the shell's see the same list.
 */
const blocking = new Set<string>();
const listeners = new Set<() => void>();

const changed = () => listeners.forEach((listener) => listener());

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
};

/** Whether a dialog that waits its turn must wait now: another dialog is open. */
const othersOpen = () => blocking.size > 0;

/**
 * The turn of a modal: a dialog that waits (`waits`, an announcement that opened on its own) is
 * shown only while no other dialog is open, and hides again when one opens over it; any other
 * open dialog makes those wait. Returns whether the dialog shows now.
 */
export const useModalTurn = (open: boolean, waits: boolean): boolean => {
  const id = useId();
  const mustWait = useSyncExternalStore(
    subscribe,
    () => waits && othersOpen(),
    () => false,
  );
  useEffect(() => {
    if (!open || waits) return undefined;
    blocking.add(id);
    changed();
    return () => {
      blocking.delete(id);
      changed();
    };
  }, [open, waits, id]);
  return open && !mustWait;
};
