import { type KeyboardEvent, type ReactNode, useEffect, useId, useRef } from 'react';
import { createPortal } from 'react-dom';

import { cx } from './cx';
import { focusableIn } from './focusable';
import styles from './Modal.module.css';

export type ModalSize = 'sm' | 'md' | 'lg' | 'full';

/** Open dialogs, newest last: only the newest answers keys that land outside every dialog. */
const openDialogs: HTMLElement[] = [];

export interface ModalProps {
  open: boolean;
  /** Called on Escape, the close button and a click on the backdrop. */
  onClose: () => void;
  /** Heading of the dialog; also its accessible name. */
  title: ReactNode;
  /** Accessible name of the close button (shared-ui holds no words of its own). */
  closeLabel: string;
  children: ReactNode;
  size?: ModalSize;
  /** Actions shown under the content. */
  footer?: ReactNode;
  className?: string;
  /** Class of the content area (a layout that scrolls its own parts, say). */
  bodyClassName?: string;
}

/**
 * A modal dialog rendered in a portal on `document.body`. Focus moves into it when it opens,
 * stays inside while it is open (Tab wraps) and returns to the opener when it closes.
 */
export const Modal = ({
  open,
  onClose,
  title,
  closeLabel,
  children,
  size = 'md',
  footer,
  className,
  bodyClassName,
}: ModalProps) => {
  const titleId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);
  // Kept in a ref so an inline onClose does not re-run the focus effect on every render.
  const onCloseRef = useRef(onClose);
  useEffect(() => {
    onCloseRef.current = onClose;
  }, [onClose]);

  useEffect(() => {
    if (!open) return undefined;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const dialog = dialogRef.current;
    if (dialog) {
      // Content first (e.g. the first form field); the close button only when nothing else.
      const [closeButton, ...rest] = focusableIn(dialog);
      (rest[0] ?? closeButton ?? dialog).focus();
    }
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    // When what had focus disappears (a step of a form that is done), focus falls to the body:
    // Escape still closes the newest dialog and Tab goes back into it, not to the page behind.
    if (dialog) openDialogs.push(dialog);
    const onStrayKey = (event: globalThis.KeyboardEvent) => {
      if (!dialog || openDialogs[openDialogs.length - 1] !== dialog) return;
      if (event.target !== document.body && event.target !== document.documentElement) return;
      if (event.key === 'Escape') {
        onCloseRef.current();
      } else if (event.key === 'Tab') {
        event.preventDefault();
        const focusables = focusableIn(dialog);
        (event.shiftKey ? focusables[focusables.length - 1] : focusables[0])?.focus();
      }
    };
    document.addEventListener('keydown', onStrayKey);
    return () => {
      document.removeEventListener('keydown', onStrayKey);
      if (dialog) openDialogs.splice(openDialogs.indexOf(dialog), 1);
      document.body.style.overflow = overflow;
      opener?.focus();
    };
  }, [open]);

  if (!open) return null;

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    // React bubbles a nested dialog's keys (a warning opened from a form in a dialog) through
    // this one although its portal is elsewhere in the page: those keys are the nested one's.
    if (!(event.target instanceof Node) || !dialogRef.current?.contains(event.target)) return;
    if (event.key === 'Escape') {
      event.stopPropagation();
      onCloseRef.current();
      return;
    }
    if (event.key !== 'Tab' || !dialogRef.current) return;
    const focusables = focusableIn(dialogRef.current);
    const first = focusables[0];
    const last = focusables[focusables.length - 1];
    if (!first || !last) {
      event.preventDefault();
      return;
    }
    if (
      event.shiftKey &&
      (document.activeElement === first || !dialogRef.current.contains(document.activeElement))
    ) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  return createPortal(
    <div
      className={styles.backdrop}
      onMouseDown={(event) => {
        // Only a press that starts on the backdrop itself closes (not a drag out of a field).
        if (event.target === event.currentTarget) onCloseRef.current();
      }}
    >
      <div
        ref={dialogRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        className={cx(styles.dialog, styles[size], className)}
        onKeyDown={onKeyDown}
      >
        <header className={styles.header}>
          <h2 id={titleId} className={styles.title}>
            {title}
          </h2>
          <button
            type="button"
            className={styles.close}
            aria-label={closeLabel}
            title={closeLabel}
            onClick={() => onCloseRef.current()}
          >
            <span aria-hidden="true">×</span>
          </button>
        </header>
        <div className={cx(styles.body, bodyClassName)}>{children}</div>
        {footer ? <footer className={styles.footer}>{footer}</footer> : null}
      </div>
    </div>,
    document.body,
  );
};
