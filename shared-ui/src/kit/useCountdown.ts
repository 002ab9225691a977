import { useCallback, useEffect, useState } from 'react';

/**
 * Seconds left before something may be asked again (an SMS code), ticking once a second
 * (SPEC section 4: the button is disabled for the countdown and enabled again at 0). A fraction
 * of a second counts as a whole one: the countdown never ends before the time it was given.
 */
export const useCountdown = () => {
  const [remaining, setRemaining] = useState(0);
  useEffect(() => {
    if (remaining <= 0) return undefined;
    const timer = setTimeout(() => setRemaining((seconds) => Math.max(0, seconds - 1)), 1_000);
    return () => clearTimeout(timer);
  }, [remaining]);
  const start = useCallback((seconds: number) => setRemaining(Math.max(0, Math.ceil(seconds))), []);
  return { remaining, running: remaining > 0, start };
};
