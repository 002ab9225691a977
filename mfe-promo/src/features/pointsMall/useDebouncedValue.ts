import { useEffect, useState } from 'react';

/** How long the conversion preview waits for typing to stop before asking the platform. */
export const PREVIEW_DEBOUNCE_MS = 300;

/** `value` once it has stayed the same for `delayMs` (the first value at once). */
export const useDebouncedValue = <T>(value: T, delayMs: number): T => {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
};
