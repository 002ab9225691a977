import { useCallback, useEffect, useRef, useState } from 'react';
import { merge } from 'rxjs';
import type { BusCommand, BusCommandType, RemoteId } from 'shared-contracts';

import { useHost } from '../app/hostContext';
import { RemoteSlot } from './RemoteSlot';

/** Props of {@link LazyOverlaySlot}. */
export interface LazyOverlaySlotProps {
  remote: RemoteId;
  module: string;
  /** Commands the overlay answers; the first one loads it. */
  commands: readonly BusCommandType[];
  /** Load at once instead of on the first command (a page that shows its dialogs, say). */
  eager?: boolean;
}

/**
 * Mounts a remote's overlay (for example the auth modals) only when one of its commands is
 * first published, so the first page does not download it, and hands that first command over
 * once the remote is listening.
 */
export function LazyOverlaySlot({ remote, module, commands, eager = false }: LazyOverlaySlotProps) {
  const { bus } = useHost();
  const [mounted, setMounted] = useState(eager);
  const pending = useRef<BusCommand | null>(null);
  const listening = useRef(false);

  useEffect(() => {
    const subscription = merge(...commands.map((type) => bus.on(type))).subscribe((command) => {
      if (listening.current) return;
      pending.current = command;
      setMounted(true);
    });
    return () => subscription.unsubscribe();
  }, [bus, commands]);

  // A page that needs the overlay (the auth pages) mounts it at once; it then stays mounted.
  useEffect(() => {
    if (eager) setMounted(true);
  }, [eager]);

  const handOver = useCallback(() => {
    listening.current = true;
    const command = pending.current;
    pending.current = null;
    if (command) bus.publish(command);
  }, [bus]);

  // Closing the failure notice unmounts the slot; the next command tries the remote again.
  const dismiss = useCallback(() => {
    listening.current = false;
    setMounted(false);
  }, []);

  return mounted ? (
    <RemoteSlot
      remote={remote}
      module={module}
      variant="overlay"
      onLoaded={handOver}
      onDismiss={dismiss}
    />
  ) : null;
}
