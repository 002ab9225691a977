import { useCallback, useEffect, useRef, useState } from 'react';
import { merge } from 'rxjs';
import type { BusCommand, BusCommandType, ExposedModule, RemoteId } from 'shared-contracts';

import { useHost } from '../app/hostContext';
import { RemoteSlot } from './RemoteSlot';

/** Props of {@link LazyOverlaySlot}. */
export interface LazyOverlaySlotProps<R extends RemoteId = RemoteId> {
  remote: R;
  module: ExposedModule<R>;
  /** Commands the overlay answers; the first one loads it. */
  commands: readonly BusCommandType[];
  /**
   * Load at once instead of on the first command (a page that shows its dialogs, say). A
   * failure is then silent: that page's own slot already says the area is unavailable.
   */
  eager?: boolean;
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
  const [mount, setMount] = useState<Mount | null>(eager ? { attempt: 0, silent: true } : null);
  const pending = useRef<BusCommand | null>(null);
  const listening = useRef(false);

  useEffect(() => {
    if (eager) setMount((current) => current ?? { attempt: 0, silent: true });
  }, [eager]);

  useEffect(() => {
    const subscription = merge(...commands.map((type) => bus.on(type))).subscribe((command) => {
      if (listening.current) return;
      // Not listening yet (never loaded, or failed): (re)mount and hand the command over.
      pending.current = command;
      setMount((current) => ({ attempt: (current?.attempt ?? -1) + 1, silent: false }));
    });
    return () => subscription.unsubscribe();
  }, [bus, commands]);

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
