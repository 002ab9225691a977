import { useCallback, useEffect, useRef, useState } from 'react';
import { merge } from 'rxjs';
import type { BusCommand, BusCommandType, ExposedModule, RemoteId } from 'shared-contracts';

import { useHost } from '../host/hostContext';
import { RemoteSlot } from './RemoteSlot';
import { warmingRemote } from './warmRemote';

/** Props of {@link LazyOverlaySlot}. */
export interface LazyOverlaySlotProps<R extends RemoteId = RemoteId> {
  remote: R;
  module: ExposedModule<R>;
  /** Commands the overlay answers; the first one loads it. */
  commands: readonly BusCommandType[];
  /**
   * Load at once instead of on the first command: `silent` for a page that shows the
   * overlay's dialogs (its own slot already says when the area is unavailable), `visible` when
   * the URL names the overlay itself (the member centre's `?mc=`), so a failure is told.
   */
  eager?: 'silent' | 'visible' | false;
}

/** One mount of the slot: `attempt` remounts it, `silent` hides its failure notice. */
interface Mount {
  attempt: number;
  silent: boolean;
}

/**
 * Mounts a remote's overlay (for example the auth modals) only when one of its commands is
 * first published, so the first page does not download it, and hands that first command over
 * once the remote is listening.
 */
export function LazyOverlaySlot<R extends RemoteId>({
  remote,
  module,
  commands,
  eager = false,
}: LazyOverlaySlotProps<R>) {
  const { bus } = useHost();
  const [mount, setMount] = useState<Mount | null>(
    eager ? { attempt: 0, silent: eager === 'silent' } : null,
  );
  const pending = useRef<BusCommand | null>(null);
  const listening = useRef(false);
  const waiting = useRef(false);

  useEffect(() => {
    if (eager) setMount((current) => current ?? { attempt: 0, silent: eager === 'silent' });
  }, [eager]);

  useEffect(() => {
    const subscription = merge(...commands.map((type) => bus.on(type))).subscribe((command) => {
      if (listening.current) return;
      // Not listening yet (never loaded, or failed): (re)mount and hand the command over.
      pending.current = command;
      if (waiting.current) return;
      const mountSlot = () => {
        waiting.current = false;
        setMount((current) => ({ attempt: (current?.attempt ?? -1) + 1, silent: false }));
      };
      // Its code warming up (the login dialogs on a guest's page): the slot mounts once it is
      // there and renders at once, rather than suspending while the page hydrates (ADR 0031).
      const warming = warmingRemote(remote, module);
      if (warming) {
        waiting.current = true;
        void warming.then(mountSlot);
      } else mountSlot();
    });
    return () => subscription.unsubscribe();
  }, [bus, commands, remote, module]);

  const handOver = useCallback(() => {
    listening.current = true;
    const command = pending.current;
    pending.current = null;
    if (command) bus.publish(command);
  }, [bus]);

  // Closing the failure notice unmounts the slot; the next command tries the remote again.
  const dismiss = useCallback(() => {
    listening.current = false;
    setMount(null);
  }, []);

  return mount ? (
    <RemoteSlot
      key={mount.attempt}
      remote={remote}
      module={module}
      variant={mount.silent ? 'silent' : 'overlay'}
      freshStart={mount.attempt > 0}
      onLoaded={handOver}
      onDismiss={dismiss}
    />
  ) : null;
}
