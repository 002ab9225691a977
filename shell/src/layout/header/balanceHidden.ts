import { useCallback, useLayoutEffect, useState } from 'react';

/** localStorage key of the header's hidden balance: it stays hidden across reloads. */
export const BALANCE_HIDDEN_KEY = 'balanceHidden';

const readHidden = (): boolean => {
  try {
    return window.localStorage.getItem(BALANCE_HIDDEN_KEY) === '1';
  } catch {
    return false;
  }
};

const storeHidden = (hidden: boolean): void => {
  try {
    if (hidden) window.localStorage.setItem(BALANCE_HIDDEN_KEY, '1');
    else window.localStorage.removeItem(BALANCE_HIDDEN_KEY);
  } catch {
    // Storage off (private mode): the choice lasts for this page only.
  }
};

/**
 * Whether the header hides the balance, remembered in this browser. Read before the first paint
 * (a layout effect, not during render: the server knows nothing of it), so a hidden balance is
 * never shown for a frame.
 */
export const useBalanceHidden = (): [boolean, () => void] => {
  const [hidden, setHidden] = useState(false);
  useLayoutEffect(() => setHidden(readHidden()), []);
  const toggle = useCallback(
    () =>
      setHidden((current) => {
        storeHidden(!current);
        return !current;
      }),
    [],
  );
  return [hidden, toggle];
};
