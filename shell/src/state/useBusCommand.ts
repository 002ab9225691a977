import { useEffect, useRef } from 'react';
import type { BusCommand, BusCommandType } from 'shared-contracts';

import { useHost } from '../host/hostContext';

/** Runs `handler` for every bus command of `type` while the component is mounted. */
export const useBusCommand = <T extends BusCommandType>(
  type: T,
  handler: (command: Extract<BusCommand, { type: T }>) => void,
): void => {
  const { bus } = useHost();
  // The latest handler, so an inline function does not resubscribe on every render.
  const handlerRef = useRef(handler);
  useEffect(() => {
    handlerRef.current = handler;
  }, [handler]);
  useEffect(() => {
    const subscription = bus.on(type).subscribe((command) => handlerRef.current(command));
    return () => subscription.unsubscribe();
  }, [bus, type]);
};
