import { createContext, type ReactNode, useCallback, useContext, useMemo, useState } from 'react';

import { useBusCommand } from './useBusCommand';

/** The shell's own modals (SPEC section 2). */
export type ShellModal =
  | { readonly name: 'announcements' }
  | { readonly name: 'download' }
  | { readonly name: 'helpCentre'; readonly anchor?: string };

/** What {@link useShellModals} returns. */
export interface ShellModalsState {
  current: ShellModal | null;
  open: (modal: ShellModal) => void;
  close: () => void;
}

const ShellModalsContext = createContext<ShellModalsState | null>(null);

/**
 * Which shell modal is open (one at a time). Other areas open them through the bus
 * (`OpenAnnouncements`, `OpenDownload`); the shell's own components may call `open` directly.
 */
export const ShellModalsProvider = ({ children }: { children: ReactNode }) => {
  const [current, setCurrent] = useState<ShellModal | null>(null);
  const open = useCallback((modal: ShellModal) => setCurrent(modal), []);
  const close = useCallback(() => setCurrent(null), []);
  useBusCommand('OpenAnnouncements', () => setCurrent({ name: 'announcements' }));
  useBusCommand('OpenDownload', () => setCurrent({ name: 'download' }));
  const value = useMemo(() => ({ current, open, close }), [current, open, close]);
  return <ShellModalsContext.Provider value={value}>{children}</ShellModalsContext.Provider>;
};

/** The shell modal state; throws when used outside {@link ShellModalsProvider}. */
export const useShellModals = (): ShellModalsState => {
  const state = useContext(ShellModalsContext);
  if (!state) throw new Error('useShellModals must be used inside <ShellModalsProvider>');
  return state;
};
