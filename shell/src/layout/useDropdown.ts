import {
  type FocusEvent,
  type KeyboardEvent,
  type RefObject,
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
} from 'react';
import { DROPDOWN_BLUR_MS } from 'shared-contracts';

/** What {@link useDropdown} returns: state and the props for container, button and panel. */
export interface Dropdown {
  open: boolean;
  setOpen: (open: boolean) => void;
  containerProps: {
    onBlur: (event: FocusEvent<HTMLElement>) => void;
    onFocus: () => void;
    onKeyDown: (event: KeyboardEvent<HTMLElement>) => void;
  };
  buttonProps: {
    ref: RefObject<HTMLButtonElement | null>;
    'aria-expanded': boolean;
    'aria-controls': string;
    onClick: () => void;
  };
  panelProps: { id: string; hidden: boolean };
}

/**
 * A disclosure for the side menu: the button toggles it, Escape closes it and returns focus
 * to the button, and it closes DROPDOWN_BLUR_MS after focus leaves it (SPEC section 9), late
 * enough for a click inside the panel to land first; focus that goes into a dialog does not
 * close it (the dialog returns the focus to the entry that opened it).
 */
export const useDropdown = (): Dropdown => {
  const [open, setOpen] = useState(false);
  const id = useId();
  const buttonRef = useRef<HTMLButtonElement | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const cancelClose = useCallback(() => clearTimeout(timer.current), []);
  useEffect(() => cancelClose, [cancelClose]);

  return {
    open,
    setOpen,
    containerProps: {
      onBlur: (event) => {
        const next = event.relatedTarget;
        if (event.currentTarget.contains(next as Node | null)) return;
        // Into a dialog one of its entries opened (announcements, help): it stays open, so the
        // dialog gives the focus back to that entry when it closes, not to the page's start.
        if (next instanceof Element && next.closest('[role="dialog"], [role="alertdialog"]'))
          return;
        cancelClose();
        timer.current = setTimeout(() => setOpen(false), DROPDOWN_BLUR_MS);
      },
      onFocus: cancelClose,
      onKeyDown: (event) => {
        if (event.key !== 'Escape' || !open) return;
        event.stopPropagation();
        setOpen(false);
        buttonRef.current?.focus();
      },
    },
    buttonProps: {
      ref: buttonRef,
      'aria-expanded': open,
      'aria-controls': id,
      onClick: () => setOpen(!open),
    },
    panelProps: { id, hidden: !open },
  };
};
